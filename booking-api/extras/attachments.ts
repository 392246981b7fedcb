import { ErrorCode, MAX_ATTACHMENT_BYTES, type AttachmentReply } from '../../contract';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { BookingFailure, failures } from '../domain/booking-failure';
import { MultipartSyntaxError, streamMultipartFile } from '../http/multipart-stream';
import { randomToken } from '../security/secrets';
import type { AttachmentFiles, PartialFile } from './attachment-files';
import {
  deleteUnclaimedUploadsBefore,
  insertFileAttachment,
  knownAttachmentIds,
  unclaimedUploadBytes,
  unclaimedUploadsOf,
} from './extras-repository';

/**
 * File attachments of additional questions (SPEC.md sections 5 and 9: images only, 80 MB each, 30
 * per reservation). An upload is streamed to the upload folder as it arrives (attachment-files.ts);
 * the database row only describes it, so a large file never holds the database (on PGlite one
 * connection serves every request). An upload is unclaimed until a booking names it; each client
 * may keep only so many unclaimed uploads (UploadQuota), and the sweeper deletes unclaimed uploads
 * older than a day with their files.
 */

export const UNCLAIMED_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** The multipart envelope (delimiters, part headers) around the file itself. */
const MULTIPART_ENVELOPE_BYTES = 64 * 1024;
/** The largest upload request body: one file of the largest size in its envelope. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_ATTACHMENT_BYTES + MULTIPART_ENVELOPE_BYTES;
const MAX_MB = MAX_ATTACHMENT_BYTES / (1024 * 1024);

/**
 * Unclaimed uploads one client may make within a window. A guest attaches at most 30 files to a
 * reservation (SPEC.md section 9); photos of documents are a few MB each.
 */
export interface UploadQuota {
  windowMs: number;
  files: number;
  bytes: number;
  /**
   * Unclaimed bytes of all clients together (until the sweeper deletes them after a day), so that
   * many clients at many addresses cannot fill the disk either. Env UPLOAD_UNCLAIMED_MAX_MB.
   */
  allClientsBytes: number;
}

export const DEFAULT_UPLOAD_QUOTA: UploadQuota = {
  windowMs: 60 * 60 * 1000,
  files: 30,
  bytes: 500 * 1024 * 1024,
  allClientsBytes: 10 * 1024 * 1024 * 1024,
};

/** DEFAULT_UPLOAD_QUOTA with the overall cap from UPLOAD_UNCLAIMED_MAX_MB (megabytes) when set. */
export function uploadQuotaFromEnv(env: Record<string, string | undefined> = process.env): UploadQuota {
  const megabytes = Number(env.UPLOAD_UNCLAIMED_MAX_MB);
  if (env.UPLOAD_UNCLAIMED_MAX_MB === undefined || env.UPLOAD_UNCLAIMED_MAX_MB === '') return DEFAULT_UPLOAD_QUOTA;
  if (!Number.isFinite(megabytes) || megabytes <= 0)
    throw new Error(
      `UPLOAD_UNCLAIMED_MAX_MB must be a positive number of megabytes, got "${env.UPLOAD_UNCLAIMED_MAX_MB}"`,
    );
  return { ...DEFAULT_UPLOAD_QUOTA, allClientsBytes: Math.floor(megabytes * 1024 * 1024) };
}

/** Who uploads: the caller's address when known from outside, and a hash of the client session. */
export interface Uploader {
  address?: string;
  session: string;
}

export const uploadFailure = (text: string) =>
  new BookingFailure(422, ErrorCode.unprocessableUpload, 'File not accepted', text);
export const uploadTooLarge = () =>
  new BookingFailure(413, ErrorCode.unprocessableUpload, 'File too large', `The file is larger than ${MAX_MB} MB.`);
const uploadSpaceFull = () =>
  new BookingFailure(
    429,
    ErrorCode.unprocessableUpload,
    'Too many uploads',
    'Too many files are waiting for a booking just now; please try again later.',
  );
const uploadQuotaReached = () =>
  new BookingFailure(
    429,
    ErrorCode.unprocessableUpload,
    'Too many uploads',
    'Too many files were uploaded from here without a booking; please try again later.',
  );
export const downloadNotFound = () =>
  new BookingFailure(404, ErrorCode.downloadNotFound, 'File not found', 'No file of this reservation has this id.');

/** The image type by its first bytes; the name and the declared type are not trusted. */
export function sniffImageType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (bytes.length >= 3 && starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (bytes.length >= 8 && starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (bytes.length >= 6 && (starts(0x47, 0x49, 0x46, 0x38, 0x37, 0x61) || starts(0x47, 0x49, 0x46, 0x38, 0x39, 0x61)))
    return 'image/gif';
  if (
    bytes.length >= 12 &&
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  )
    return 'image/webp';
  return null;
}
/** Enough leading bytes for sniffImageType to decide. */
const SNIFF_BYTES = 12;

/** A file name safe to echo back and to put in a Content-Disposition header. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^\p{L}\p{N}._ -]/gu, '_')
    .slice(0, 120)
    .trim();
  return cleaned || 'file';
}

export interface AttachmentUploads {
  readonly files: AttachmentFiles;
  /**
   * Streams the multipart `body` (field "file") to the upload folder and records it for `hotelId`.
   * `declaredBytes` is the request's Content-Length when it has one.
   */
  receive(upload: {
    hotelId: number;
    uploader: Uploader;
    body: ReadableStream<Uint8Array> | null;
    boundary: string;
    declaredBytes?: number;
  }): Promise<AttachmentReply>;
  /** Deletes unclaimed uploads past their lifetime, and files no row names (left by a crash). */
  sweep(): Promise<void>;
}

export function attachmentUploads(deps: {
  database: Database;
  clock: Clock;
  files: AttachmentFiles;
  quota?: UploadQuota;
}): AttachmentUploads {
  const { database, files } = deps;
  const quota = deps.quota ?? DEFAULT_UPLOAD_QUOTA;
  const now = () => new Date(deps.clock.now().epochMilliseconds);
  // Uploads still arriving in this process, by uploader key: they count toward the quota too.
  const arriving = new Map<string, { files: number; bytes: number }>();
  const keysOf = (uploader: Uploader) => [
    `session:${uploader.session}`,
    ...(uploader.address ? [`address:${uploader.address}`] : []),
  ];

  /** What each key of the uploader already holds: unclaimed uploads of the window plus those arriving. */
  async function holdings(uploader: Uploader): Promise<{ files: number; bytes: number }[]> {
    const since = new Date(now().getTime() - quota.windowMs);
    const stored = [await unclaimedUploadsOf(database.db, { session: uploader.session }, since)];
    if (uploader.address) stored.push(await unclaimedUploadsOf(database.db, { address: uploader.address }, since));
    return keysOf(uploader).map((key, i) => {
      const inFlight = arriving.get(key);
      return { files: stored[i]!.files + (inFlight?.files ?? 0), bytes: stored[i]!.bytes + (inFlight?.bytes ?? 0) };
    });
  }

  /** Unclaimed bytes of every client: recorded ones and those still arriving in this process. */
  async function unclaimedEverywhere(): Promise<number> {
    const recorded = await unclaimedUploadBytes(database.db);
    let inFlight = 0;
    for (const [key, entry] of arriving) if (key.startsWith('session:')) inFlight += entry.bytes;
    return recorded + inFlight;
  }

  function track(uploader: Uploader, files: number, bytes: number): void {
    for (const key of keysOf(uploader)) {
      const entry = arriving.get(key) ?? { files: 0, bytes: 0 };
      entry.files += files;
      entry.bytes += bytes;
      if (entry.files <= 0) arriving.delete(key);
      else arriving.set(key, entry);
    }
  }

  return {
    files,

    async receive({ hotelId, uploader, body, boundary, declaredBytes }) {
      if (declaredBytes !== undefined && declaredBytes > MAX_UPLOAD_REQUEST_BYTES) throw uploadTooLarge();
      const held = await holdings(uploader);
      // The declared size counts only as far as a file can be large.
      const expected = Math.min(declaredBytes ?? 0, MAX_ATTACHMENT_BYTES);
      if (held.some((h) => h.files + 1 > quota.files || h.bytes + expected > quota.bytes)) throw uploadQuotaReached();
      // Bytes beyond what every key of this uploader may still take are refused as they arrive.
      const space = quota.allClientsBytes - (await unclaimedEverywhere());
      if (expected > space || space <= 0) throw uploadSpaceFull();
      let allowance = Math.min(...held.map((h) => quota.bytes - h.bytes));
      // The overall space left ends the file the same way, as it arrives.
      let spaceLeft = space;
      if (!body) throw failures.invalidField('file', 'is required (one file)');

      const publicId = randomToken(24);
      let fileName = 'file';
      let partial: PartialFile | undefined;
      let size = 0;
      let head = new Uint8Array(0);
      let contentType: ReturnType<typeof sniffImageType> = null;
      let requestBytes = 0;
      const counted = body.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            requestBytes += chunk.length;
            if (requestBytes > MAX_UPLOAD_REQUEST_BYTES) throw uploadTooLarge();
            controller.enqueue(chunk);
          },
        }),
      );

      track(uploader, 1, 0);
      try {
        let seen: { file: boolean; duplicate: boolean };
        try {
          seen = await streamMultipartFile(counted, boundary, 'file', {
            async start(name) {
              fileName = cleanFileName(name);
              partial = await files.create(publicId);
            },
            async write(chunk) {
              size += chunk.length;
              if (size > MAX_ATTACHMENT_BYTES) throw uploadTooLarge();
              allowance -= chunk.length;
              if (allowance < 0) throw uploadQuotaReached();
              spaceLeft -= chunk.length;
              if (spaceLeft < 0) throw uploadSpaceFull();
              track(uploader, 0, chunk.length);
              if (!contentType && head.length < SNIFF_BYTES) {
                head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
                // A file that already shows it is no image is refused before the rest arrives.
                if (head.length >= SNIFF_BYTES && !(contentType = sniffImageType(head))) throw notAnImage();
              }
              await partial!.write(chunk);
            },
          });
        } catch (error) {
          if (error instanceof MultipartSyntaxError) throw uploadFailure('The upload could not be read.');
          // A failure raised inside the stream may arrive wrapped by it.
          const cause = (error as { cause?: unknown }).cause;
          throw cause instanceof BookingFailure ? cause : error;
        }
        if (!seen.file || seen.duplicate) throw failures.invalidField('file', 'is required (one file)');
        if (size === 0) throw uploadFailure('The file is empty.');
        contentType ??= sniffImageType(head);
        if (!contentType) throw notAnImage();
        await partial!.commit();
        try {
          await insertFileAttachment(database.db, {
            publicId,
            hotelId,
            fileName,
            contentType,
            byteSize: size,
            content: null,
            uploaderAddress: uploader.address ?? null,
            uploaderSession: uploader.session,
            createdAt: now(),
          });
        } catch (error) {
          await files.remove(publicId);
          throw error;
        }
        return { id: publicId, file_name: fileName, content_type: contentType, byte_size: size };
      } catch (error) {
        await partial?.discard();
        throw error;
      } finally {
        track(uploader, -1, -size);
      }
    },

    async sweep() {
      const before = new Date(now().getTime() - UNCLAIMED_LIFETIME_MS);
      const expired = await deleteUnclaimedUploadsBefore(database.db, before);
      for (const publicId of expired) await files.remove(publicId);
      // Files older than any unclaimed upload may be that no row names: a crash between writing and
      // recording, or a half-written file.
      const old = await files.listOlderThan(before);
      for (let i = 0; i < old.length; i += 500) {
        const batch = old.slice(i, i + 500);
        const known = await knownAttachmentIds(
          database.db,
          batch.map((f) => f.publicId),
        );
        for (const file of batch)
          if (file.fileName !== file.publicId || !known.has(file.publicId)) await files.removeFile(file.fileName);
      }
    },
  };
}

const notAnImage = () => uploadFailure('Only images (JPEG, PNG, GIF or WebP) can be attached.');

/** Runs the sweep of unclaimed uploads now and then, even when no request comes. */
export function startAttachmentSweeper(uploads: AttachmentUploads, intervalMs = 10 * 60 * 1000): { stop(): void } {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    uploads
      .sweep()
      .catch((error: unknown) => console.error('[attachments] sweep failed', error))
      .finally(() => (running = false));
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
