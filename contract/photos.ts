import { z } from 'zod';
import { CONTENT_LOCALES, type ContentLocale } from './localized-text';

/**
 * Photos of a hotel and of its room types. Staff upload them (one image per request), describe
 * them with alt text per UI language and order them; the guest sees, with every hotel and room,
 * the alt text of their UI language (else the hotel's own language, else English) and the
 * responsive variants of each photo: every width of PHOTO_WIDTHS up to the image's own, in AVIF,
 * WebP and JPEG, at URLs that never change their content (cached for a year).
 */

/** The languages a photo may be described in: those of all hotel content (contract/localized-text.ts). */
export const PHOTO_LOCALES = CONTENT_LOCALES;
export type PhotoLocale = ContentLocale;
/** The widths of the variants (never wider than the uploaded image). */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
/** An upload is refused above this size. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
/** An upload is refused above this many pixels (a small file may decode to a huge image). */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** An upload narrower or lower than this is refused: it would look blurred on any screen. */
export const MIN_PHOTO_SIDE = 200;
/** Photos of one hotel, or of one room type, at most. */
export const MAX_PHOTOS_PER_OWNER = 30;
export const MAX_ALT_TEXT_LENGTH = 250;

const altText = z.string().trim().min(1, 'must not be empty (send null to remove it)').max(MAX_ALT_TEXT_LENGTH);

/** PATCH body: alt texts to set (a string) or remove (null), by locale; other locales keep theirs. */
export const describePhotoRequestSchema = z
  .object({
    alt_texts: z.strictObject(
      Object.fromEntries(PHOTO_LOCALES.map((locale) => [locale, altText.nullable().optional()])) as Record<
        PhotoLocale,
        z.ZodOptional<z.ZodNullable<typeof altText>>
      >,
    ),
  })
  .strict();
export type DescribePhotoRequest = z.infer<typeof describePhotoRequestSchema>;

/** PUT body of an order: every photo of the hotel (or of the room type), each once, first shown first. */
export const photoOrderRequestSchema = z
  .object({
    photo_ids: z.array(z.string().min(1).max(64)).min(1).max(MAX_PHOTOS_PER_OWNER),
  })
  .strict();

export const photoVariantSchema = z.object({
  format: z.enum(PHOTO_FORMATS),
  width: z.number().int(),
  height: z.number().int(),
  /** Path on the booking API's server (GET, no credentials: an <img> loads it). */
  url: z.string(),
});
export type PhotoVariantReply = z.infer<typeof photoVariantSchema>;

/** A photo as the guest sees it. */
export const photoSchema = z.object({
  id: z.string(),
  /** In the caller's language (Locale header or `locale`), else the hotel's own, else English; '' when none is written. */
  alt: z.string(),
  /** The largest variant's size: its aspect ratio reserves the space before the image loads. */
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(photoVariantSchema),
});
export type PhotoReply = z.infer<typeof photoSchema>;

/** A photo as staff manage it. */
export const staffPhotoSchema = photoSchema.omit({ alt: true }).extend({
  /** Null for a photo of the hotel itself. */
  room_type_code: z.string().nullable(),
  /** 1 for the first shown. */
  position: z.number().int(),
  alt_texts: z.record(z.string(), z.string()),
});
export type StaffPhotoReply = z.infer<typeof staffPhotoSchema>;

export const staffPhotoListSchema = z.object({ photos: z.array(staffPhotoSchema) });
