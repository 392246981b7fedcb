import { and, eq, isNull, lt } from 'drizzle-orm';
import { ErrorCode, MAX_ATTACHMENT_BYTES, type AttachmentReply } from '../../contract';
import { fileAttachments } from '../db/schema';
import type { Queryable } from '../db/transactions';
import { BookingFailure } from '../domain/booking-failure';
import { randomToken } from '../security/secrets';

/**
 * File attachments of additional questions (SPEC.md sections 5 and 9: images only, 80 MB each, 30
 * per reservation). Files are kept in the database (file_attachments.content), so every process
 * sharing one PostgreSQL serves them and a backup holds them. An upload is unclaimed until a
 * booking names it; unclaimed uploads older than a day are purged.
 */

const UNCLAIMED_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const uploadFailure = (text: string) => new BookingFailure(422, ErrorCode.unprocessableUpload, 'File not accepted', text);
export const downloadNotFound = () => new BookingFailure(404, ErrorCode.downloadNotFound, 'File not found', 'No file of this reservation has this id.');

/** The image type by its first bytes; the name and the declared type are not trusted. */
export function sniffImageType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (bytes.length >= 3 && starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (bytes.length >= 8 && starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (bytes.length >= 6 && (starts(0x47, 0x49, 0x46, 0x38, 0x37, 0x61) || starts(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))) return 'image/gif';
  if (bytes.length >= 12 && starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'image/webp';
  return null;
}

/** A file name safe to echo back and to put in a Content-Disposition header. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120).trim();
  return cleaned || 'file';
}

export async function storeAttachment(db: Queryable, hotelId: number, file: { name: string; bytes: Uint8Array }, now: Date): Promise<AttachmentReply> {
  if (file.bytes.length === 0) throw uploadFailure('The file is empty.');
  if (file.bytes.length > MAX_ATTACHMENT_BYTES) throw uploadFailure('The file is larger than 80 MB.');
  const contentType = sniffImageType(file.bytes);
  if (!contentType) throw uploadFailure('Only images (JPEG, PNG, GIF or WebP) can be attached.');
  await db
    .delete(fileAttachments)
    .where(and(isNull(fileAttachments.reservationId), lt(fileAttachments.createdAt, new Date(now.getTime() - UNCLAIMED_LIFETIME_MS))));
  const publicId = randomToken(24);
  const fileName = cleanFileName(file.name);
  await db.insert(fileAttachments).values({ publicId, hotelId, fileName, contentType, byteSize: file.bytes.length, content: file.bytes, createdAt: now });
  return { id: publicId, file_name: fileName, content_type: contentType, byte_size: file.bytes.length };
}

export async function attachmentOfReservation(db: Queryable, reservationId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(fileAttachments)
    .where(and(eq(fileAttachments.publicId, publicId), eq(fileAttachments.reservationId, reservationId)))
    .limit(1);
  return row ?? null;
}
