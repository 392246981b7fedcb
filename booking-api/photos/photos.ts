import { createWriteStream } from 'node:fs';
import { hotelContentReader, type HotelContentReader } from '../domain/hotel-content';
import { mkdir, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  ErrorCode,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_OWNER,
  MIN_PHOTO_SIDE,
  PHOTO_FORMATS,
  PHOTO_LOCALES,
  type DescribePhotoRequest,
  type PhotoReply,
  type PhotoVariantReply,
  type StaffPhotoReply,
} from '../../contract';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { PhotoAltTexts } from '../db/schema';
import type { Queryable } from '../db/transactions';
import { BookingFailure, failures } from '../domain/booking-failure';
import { sniffImageType } from '../extras/attachments';
import { MultipartSyntaxError, streamMultipartFile } from '../http/multipart-stream';
import type { HotelWithBrand } from '../repositories/hotels';
import { randomToken } from '../security/secrets';
import { CONTENT_TYPE, parseVariantFileName, variantFileName, type PhotoStore } from './photo-store';
import { encodeVariant, INPUT_OPTIONS, oneAtATime, variantHeight, writeVariants } from './photo-variants';
import { sceneSvg, type DemoScene } from './demo-scenes';
import {
  deletePhoto,
  findPhotoByFileKey,
  findRoomTypeIdByCode,
  hotelPhotosWithRoomTypes,
  insertPhoto,
  lastPhotoPosition,
  lockHotelPhotos,
  lockPhoto,
  ownerPhotos,
  ownerPhotosById,
  photoCount,
  roomTypeCodeOf,
  setPhoto,
  type PhotoRow,
} from './photos-repository';

/**
 * Photos of hotels and room types: the upload (streamed to a temporary file, checked to be an
 * image, resized into its variants), alt texts, order, deletion, the guest's view of them and the
 * files themselves. A drawn demo photo (scene set) has no uploaded original: its variant files are
 * drawn on the first request for them and kept in the drawn-photo folder, named by the scene's hash.
 */

const MULTIPART_ENVELOPE_BYTES = 64 * 1024;
export const MAX_PHOTO_REQUEST_BYTES = MAX_PHOTO_BYTES + MULTIPART_ENVELOPE_BYTES;
const MAX_MB = MAX_PHOTO_BYTES / (1024 * 1024);
/** Where a variant file is served (outside /book: an <img> sends no Client-Session). */
export const PHOTO_FILE_PATH = '/api/photos';

export const photoFailures = {
  notAnImage: () =>
    new BookingFailure(
      422,
      ErrorCode.unprocessableUpload,
      'File not accepted',
      'Only JPEG, PNG or WebP images can be uploaded as photos.',
    ),
  unreadable: () =>
    new BookingFailure(
      422,
      ErrorCode.unprocessableUpload,
      'File not accepted',
      'The image could not be read; it may be damaged or too large in pixels.',
    ),
  tooSmall: () =>
    new BookingFailure(
      422,
      ErrorCode.unprocessableUpload,
      'File not accepted',
      `The image must be at least ${MIN_PHOTO_SIDE} pixels wide and high.`,
    ),
  empty: () => new BookingFailure(422, ErrorCode.unprocessableUpload, 'File not accepted', 'The file is empty.'),
  tooLarge: () =>
    new BookingFailure(413, ErrorCode.unprocessableUpload, 'File too large', `The file is larger than ${MAX_MB} MB.`),
  tooMany: () =>
    new BookingFailure(
      422,
      ErrorCode.unprocessableUpload,
      'Too many photos',
      `At most ${MAX_PHOTOS_PER_OWNER} photos per hotel and per room type.`,
    ),
  notFound: () =>
    new BookingFailure(404, ErrorCode.notFound, 'Photo not found', 'This hotel has no photo with this id.'),
  roomTypeNotFound: () =>
    new BookingFailure(404, ErrorCode.notFound, 'Room type not found', 'This hotel has no room type with this code.'),
};

/** Whose photos: the hotel's own (roomTypeId null) or one room type's. */
export interface PhotoOwner {
  hotelId: number;
  roomTypeId: number | null;
  roomTypeCode: string | null;
}

export interface PhotoLibrary {
  /** Files of uploaded photos. */
  readonly uploaded: PhotoStore;
  /** Files of drawn photos, a cache: any missing one is drawn again. */
  readonly drawn: PhotoStore;
  upload(request: {
    owner: PhotoOwner;
    body: ReadableStream<Uint8Array> | null;
    boundary: string;
    declaredBytes?: number;
  }): Promise<StaffPhotoReply>;
  /** A variant file to serve, or null when no photo has it. */
  file(fileName: string): Promise<{ body: ReadableStream<Uint8Array>; size: number; contentType: string } | null>;
  remove(hotelId: number, publicId: string): Promise<void>;
}

export function photoLibrary(deps: {
  database: Database;
  clock: Clock;
  uploaded: PhotoStore;
  drawn: PhotoStore;
}): PhotoLibrary {
  const { database, uploaded, drawn } = deps;
  const now = () => new Date(deps.clock.now().epochMilliseconds);
  const heavy = oneAtATime();
  // Variants being drawn in this process, by file name: a second request waits for the first.
  const drawing = new Map<string, Promise<void>>();

  async function receiveToFile(
    body: ReadableStream<Uint8Array>,
    boundary: string,
  ): Promise<{ path: string; size: number }> {
    await mkdir(uploaded.dir, { recursive: true });
    const path = join(uploaded.dir, `upload-${randomToken(12)}.partial`);
    let out: ReturnType<typeof createWriteStream> | undefined;
    let size = 0;
    let head = new Uint8Array(0);
    let requestBytes = 0;
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          requestBytes += chunk.length;
          if (requestBytes > MAX_PHOTO_REQUEST_BYTES) throw photoFailures.tooLarge();
          controller.enqueue(chunk);
        },
      }),
    );
    try {
      let seen: { file: boolean; duplicate: boolean };
      try {
        seen = await streamMultipartFile(counted, boundary, 'file', {
          async start() {
            out = createWriteStream(path, { flags: 'wx', mode: 0o600 });
            await once(out, 'open');
          },
          async write(chunk) {
            size += chunk.length;
            if (size > MAX_PHOTO_BYTES) throw photoFailures.tooLarge();
            if (head.length < 12) {
              head = Buffer.concat([head, chunk.subarray(0, 12 - head.length)]);
              if (head.length >= 12 && !isPhotoType(head)) throw photoFailures.notAnImage();
            }
            if (!out!.write(chunk)) await once(out!, 'drain');
          },
        });
      } catch (error) {
        if (error instanceof MultipartSyntaxError)
          throw new BookingFailure(
            422,
            ErrorCode.unprocessableUpload,
            'File not accepted',
            'The upload could not be read.',
          );
        const cause = (error as { cause?: unknown }).cause;
        throw cause instanceof BookingFailure ? cause : error;
      }
      if (!seen.file || seen.duplicate) throw failures.invalidField('file', 'is required (one file)');
      if (size === 0) throw photoFailures.empty();
      if (!isPhotoType(head)) throw photoFailures.notAnImage();
      await new Promise<void>((resolve, reject) =>
        out!.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
      return { path, size };
    } catch (error) {
      out?.destroy();
      await rm(path, { force: true });
      throw error;
    }
  }

  return {
    uploaded,
    drawn,

    async upload({ owner, body, boundary, declaredBytes }) {
      if (declaredBytes !== undefined && declaredBytes > MAX_PHOTO_REQUEST_BYTES) throw photoFailures.tooLarge();
      if ((await photoCount(database.db, owner)) >= MAX_PHOTOS_PER_OWNER) throw photoFailures.tooMany();
      if (!body) throw failures.invalidField('file', 'is required (one file)');
      const received = await receiveToFile(body, boundary);
      const fileKey = randomToken(18);
      try {
        const { width, height, widths } = await heavy(async () => {
          let size: { width: number; height: number };
          try {
            const meta = await sharp(received.path, INPUT_OPTIONS).metadata();
            size = meta.autoOrient ?? { width: meta.width, height: meta.height };
            if (!size.width || !size.height) throw photoFailures.unreadable();
          } catch (error) {
            throw error instanceof BookingFailure ? error : photoFailures.unreadable();
          }
          if (size.width < MIN_PHOTO_SIDE || size.height < MIN_PHOTO_SIDE) throw photoFailures.tooSmall();
          try {
            return { ...size, widths: await writeVariants(received.path, size, uploaded, fileKey) };
          } catch (error) {
            throw error instanceof BookingFailure ? error : photoFailures.unreadable();
          }
        });
        const row = await database.db.transaction(async (tx) => {
          // One upload at a time per owner takes the next position and the count (two at once would tie).
          await lockHotelPhotos(tx, owner.hotelId);
          if ((await photoCount(tx, owner)) >= MAX_PHOTOS_PER_OWNER) throw photoFailures.tooMany();
          const last = await lastPhotoPosition(tx, owner);
          return insertPhoto(tx, {
            publicId: randomToken(12),
            hotelId: owner.hotelId,
            roomTypeId: owner.roomTypeId,
            position: (last ?? 0) + 1,
            fileKey,
            width,
            height,
            variantWidths: widths,
            altTexts: {},
            createdAt: now(),
            updatedAt: now(),
          });
        });
        return toStaffPhoto(row, owner.roomTypeCode);
      } catch (error) {
        await uploaded.removeKey(fileKey);
        throw error;
      } finally {
        await rm(received.path, { force: true });
      }
    },

    async file(fileName) {
      const parsed = parseVariantFileName(fileName);
      if (!parsed) return null;
      const contentType = CONTENT_TYPE[parsed.format];
      const isDrawn = parsed.fileKey.startsWith(DRAWN_PREFIX);
      const store = isDrawn ? drawn : uploaded;
      const found = await store.read(fileName);
      if (found) return { ...found, contentType };
      if (!isDrawn) return null;
      // A drawn photo's variant not drawn yet (or removed from the cache): only one that a photo has.
      const row = await findPhotoByFileKey(database.db, parsed.fileKey);
      if (!row?.scene || !row.variantWidths.includes(parsed.width)) return null;
      let pending = drawing.get(fileName);
      if (!pending) {
        pending = heavy(() => encodeVariant(Buffer.from(sceneSvg(row.scene as DemoScene)), parsed.width, parsed.format))
          .then((bytes) => drawn.write(fileName, bytes))
          .finally(() => drawing.delete(fileName));
        drawing.set(fileName, pending);
      }
      await pending;
      const made = await drawn.read(fileName);
      return made ? { ...made, contentType } : null;
    },

    async remove(hotelId, publicId) {
      const row = await database.db.transaction(async (tx) => {
        await lockHotelPhotos(tx, hotelId);
        // The others of its owner close the gap.
        const deleted = await deletePhoto(tx, hotelId, publicId);
        if (!deleted) throw photoFailures.notFound();
        return deleted;
      });
      // A drawn photo's files are a cache other photos may share; an upload's are its own.
      if (!row.scene) await uploaded.removeKey(row.fileKey);
    },
  };
}

/** File keys of drawn photos start so; an upload's key is random base64url of 24 characters. */
export const DRAWN_PREFIX = 'drawn-';

function isPhotoType(head: Uint8Array): boolean {
  const type = sniffImageType(head);
  return type === 'image/jpeg' || type === 'image/png' || type === 'image/webp';
}

function variantsOf(row: PhotoRow): PhotoVariantReply[] {
  const size = { width: row.width, height: row.height };
  return PHOTO_FORMATS.flatMap((format) =>
    row.variantWidths.map((width) => ({
      format,
      width,
      height: variantHeight(size, width),
      url: `${PHOTO_FILE_PATH}/${variantFileName(row.fileKey, width, format)}`,
    })),
  );
}

/** The largest variant's size (what the page reserves before the image arrives). */
function shownSize(row: PhotoRow): { width: number; height: number } {
  const width = Math.max(...row.variantWidths);
  return { width, height: variantHeight(row, width) };
}

export function toStaffPhoto(row: PhotoRow, roomTypeCode: string | null): StaffPhotoReply {
  return {
    id: row.publicId,
    room_type_code: roomTypeCode,
    position: row.position,
    ...shownSize(row),
    alt_texts: Object.fromEntries(
      PHOTO_LOCALES.flatMap((locale) => (row.altTexts[locale] ? [[locale, row.altTexts[locale]!]] : [])),
    ),
    variants: variantsOf(row),
  };
}

/** A photo for a guest, its alt text read like all hotel content (domain/hotel-content.ts: theirs, the hotel's own, English). */
export function toGuestPhoto(row: PhotoRow, read: HotelContentReader): PhotoReply {
  return { id: row.publicId, alt: read(row.altTexts), ...shownSize(row), variants: variantsOf(row) };
}

/** Every photo of the hotel in order: its own, and by room type code. */
export async function guestPhotos(
  db: Queryable,
  hotel: HotelWithBrand,
  requestedLocale: string | null | undefined,
): Promise<{ hotel: PhotoReply[]; byRoomType: Map<string, PhotoReply[]> }> {
  const read = hotelContentReader(hotel, requestedLocale);
  const rows = await hotelPhotosWithRoomTypes(db, hotel.id);
  const own: PhotoReply[] = [];
  const byRoomType = new Map<string, PhotoReply[]>();
  for (const { photo: row, roomTypeCode } of rows) {
    const photo = toGuestPhoto(row, read);
    if (roomTypeCode === null) own.push(photo);
    else byRoomType.set(roomTypeCode, [...(byRoomType.get(roomTypeCode) ?? []), photo]);
  }
  return { hotel: own, byRoomType };
}

/** The owner named by a path: the hotel itself, or its room type of `roomTypeCode` (404 when it has none). */
export async function photoOwner(db: Queryable, hotel: HotelWithBrand, roomTypeCode?: string): Promise<PhotoOwner> {
  if (roomTypeCode === undefined) return { hotelId: hotel.id, roomTypeId: null, roomTypeCode: null };
  const roomTypeId = await findRoomTypeIdByCode(db, hotel.id, roomTypeCode);
  if (roomTypeId === undefined) throw photoFailures.roomTypeNotFound();
  return { hotelId: hotel.id, roomTypeId, roomTypeCode };
}

export async function listOwnerPhotos(db: Queryable, owner: PhotoOwner): Promise<StaffPhotoReply[]> {
  const rows = await ownerPhotos(db, owner);
  return rows.map((row) => toStaffPhoto(row, owner.roomTypeCode));
}

/** Sets or removes alt texts by locale; the others stay. */
export async function describePhoto(
  database: Database,
  clock: Clock,
  hotelId: number,
  publicId: string,
  request: DescribePhotoRequest,
): Promise<StaffPhotoReply> {
  return database.db.transaction(async (tx) => {
    const row = await lockPhoto(tx, hotelId, publicId);
    if (!row) throw photoFailures.notFound();
    const texts: PhotoAltTexts = { ...row.altTexts };
    for (const [locale, text] of Object.entries(request.alt_texts)) {
      if (text === null) delete texts[locale];
      else if (text !== undefined) texts[locale] = text;
    }
    const updated = await setPhoto(tx, row.id, {
      altTexts: texts,
      updatedAt: new Date(clock.now().epochMilliseconds),
    });
    return toStaffPhoto(updated, await roomTypeCodeOf(tx, row.roomTypeId));
  });
}

/** Puts the owner's photos in the order given, which must name every one of them once. */
export async function orderPhotos(
  database: Database,
  owner: PhotoOwner,
  publicIds: string[],
): Promise<StaffPhotoReply[]> {
  return database.db.transaction(async (tx) => {
    await lockHotelPhotos(tx, owner.hotelId);
    const rows = await ownerPhotos(tx, owner, false);
    const known = new Set(rows.map((row) => row.publicId));
    const unique = new Set(publicIds);
    if (unique.size !== publicIds.length) throw failures.invalidField('photo_ids', 'must name each photo once');
    const unknown = publicIds.filter((id) => !known.has(id));
    if (unknown.length > 0)
      throw failures.invalidField('photo_ids', `names photos that are not here: ${unknown.join(', ')}`);
    if (publicIds.length !== rows.length)
      throw failures.invalidField('photo_ids', `must name every photo here (${rows.length})`);
    const ids = new Map(rows.map((row) => [row.publicId, row.id]));
    // Positions are not unique, so they can be rewritten one by one.
    for (const [index, publicId] of publicIds.entries())
      await setPhoto(tx, ids.get(publicId)!, { position: index + 1 });
    const ordered = await ownerPhotosById(tx, owner, [...ids.values()]);
    return ordered.map((row) => toStaffPhoto(row, owner.roomTypeCode));
  });
}
