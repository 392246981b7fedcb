import type { Photo } from '../../../machines/photos/photo-fields';

/** The srcset of one format: every width of it, as the browser picks by `sizes` and the screen's density. */
function srcSet(photo: Photo, format: string): string {
  return photo.variants
    .filter((variant) => variant.format === format)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/**
 * A photo in its responsive variants: AVIF, then WebP, then JPEG for browsers with neither. Its
 * width and height are set, so the page keeps its space before it arrives (no layout shift); below
 * the fold it loads only when the guest scrolls near it (`eager` for the first visible one).
 */
export function ResponsivePhoto({
  photo,
  alt,
  sizes,
  eager = false,
  highPriority = false,
}: {
  photo: Photo;
  alt: string;
  /** How wide it is shown, as the `sizes` attribute says it. */
  sizes: string;
  eager?: boolean;
  /** The page's main image (its largest contentful paint): fetched before other images. */
  highPriority?: boolean;
}) {
  const jpegs = photo.variants.filter((variant) => variant.format === 'jpeg');
  const fallback = jpegs.find((variant) => variant.width >= 960) ?? jpegs[jpegs.length - 1];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(photo, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(photo, 'webp')} sizes={sizes} />
      <img
        src={fallback?.url}
        srcSet={srcSet(photo, 'jpeg')}
        sizes={sizes}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={highPriority ? 'high' : undefined}
      />
    </picture>
  );
}
