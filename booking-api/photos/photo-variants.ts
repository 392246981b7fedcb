import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { MAX_PHOTO_PIXELS, PHOTO_FORMATS, PHOTO_WIDTHS, type PhotoFormat } from '../../contract';
import { variantFileName, type PhotoStore } from './photo-store';

/**
 * The photo pipeline (sharp): an image, uploaded or drawn, becomes its responsive variants, every
 * width of PHOTO_WIDTHS below its own plus its own (at most the largest), each in AVIF, WebP and
 * JPEG. The EXIF orientation is applied and every metadata (camera, place) is left out.
 */

/** Changes when the encoders' settings change: drawn photos are named by it (seed-photos.ts). */
export const PIPELINE_VERSION = 1;

/** Settings of each format: small files for photos shown at most 1600 px wide. */
const ENCODERS: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  // Effort 0: AVIF's encoder is slow and the gain of more effort is small at these sizes.
  avif: (image) => image.avif({ quality: 55, effort: 0 }),
  webp: (image) => image.webp({ quality: 78 }),
  jpeg: (image) => image.jpeg({ quality: 80, progressive: true, mozjpeg: true }),
};

/** Sharp's input options for any image: orientation applied, a pixel bomb refused. */
export const INPUT_OPTIONS: SharpOptions = { autoOrient: true, limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' };

/** The widths of the variants of an image `width` pixels wide. */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!);
  return [...PHOTO_WIDTHS.filter((w) => w < largest), largest];
}

/** The height of a variant `width` wide of an image of `size`, as the resize rounds it. */
export function variantHeight(size: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((size.height * width) / size.width));
}

/** One variant of `input` (a file path or the bytes of an image). */
export async function encodeVariant(input: string | Buffer, width: number, format: PhotoFormat): Promise<Buffer> {
  return ENCODERS[format](sharp(input, INPUT_OPTIONS).resize({ width, withoutEnlargement: true })).toBuffer();
}

/** Writes every variant of `input` (whose oriented size is `size`) as `fileKey`; answers their widths. */
export async function writeVariants(
  input: string | Buffer,
  size: { width: number; height: number },
  store: PhotoStore,
  fileKey: string,
): Promise<number[]> {
  const widths = variantWidths(size.width);
  for (const width of widths) {
    for (const format of PHOTO_FORMATS)
      await store.write(variantFileName(fileKey, width, format), await encodeVariant(input, width, format));
  }
  return widths;
}

/** Photo work one at a time in this process: resizing is heavy and the machine is shared with bookings. */
export function oneAtATime(): <T>(work: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}
