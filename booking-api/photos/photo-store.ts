import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { PHOTO_FORMATS, type PhotoFormat } from '../../contract';

/**
 * A folder of photo variant files, `<fileKey>-<width>.<avif|webp|jpg>`. A file's content never
 * changes under its name (a new upload gets a new key), so it may be cached for ever. A file is
 * written under a temporary name and renamed when complete: a reader never sees half a file, and
 * two processes writing the same drawn variant at once both end with the whole one.
 */
export interface PhotoStore {
  readonly dir: string;
  write(fileName: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes and size, or null when the folder has no such file. */
  read(fileName: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | null>;
  /** Every variant file of `fileKey` (and temporary files left of them). */
  removeKey(fileKey: string): Promise<void>;
}

const EXTENSION: Record<PhotoFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
export const CONTENT_TYPE: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** A file key: random base64url for an upload, `drawn-<hex>` for a drawn demo photo. */
const FILE_KEY = /^[A-Za-z0-9_-]{8,64}$/;

export function variantFileName(fileKey: string, width: number, format: PhotoFormat): string {
  return `${fileKey}-${width}.${EXTENSION[format]}`;
}

/** The parts of a variant file name, or null when it is not one (the name comes from a URL). */
export function parseVariantFileName(name: string): { fileKey: string; width: number; format: PhotoFormat } | null {
  const match = /^(.+)-(\d{1,5})\.(avif|webp|jpg)$/.exec(name);
  if (!match || !FILE_KEY.test(match[1]!)) return null;
  const format = PHOTO_FORMATS.find((f) => EXTENSION[f] === match[3])!;
  return { fileKey: match[1]!, width: Number(match[2]), format };
}

export function photoStore(dir: string): PhotoStore {
  let ready: Promise<unknown> | undefined;
  const folder = () => (ready ??= mkdir(dir, { recursive: true }));
  return {
    dir,
    async write(fileName, bytes) {
      await folder();
      const partial = join(dir, `${fileName}.${randomBytes(6).toString('hex')}.partial`);
      try {
        await writeFile(partial, bytes, { mode: 0o644, flag: 'wx' });
        await rename(partial, join(dir, fileName));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async read(fileName) {
      try {
        const handle = await open(join(dir, fileName), 'r');
        const { size } = await handle.stat();
        return { body: Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>, size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async removeKey(fileKey) {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const name of names) {
        if (!name.startsWith(`${fileKey}-`)) continue;
        const info = await stat(join(dir, name)).catch(() => null);
        if (info?.isFile()) await rm(join(dir, name), { force: true });
      }
    },
  };
}

/** How old a temporary file must be before a sweep takes it: a live upload or drawing is younger. */
export const PARTIAL_FILE_MAX_AGE_MS = 10 * 60 * 1000;

/**
 * Deletes the temporary files (`*.partial`: an upload being received, a variant being written) that
 * a process which stopped mid-write left in `dir`, once older than `olderThanMs`, so another process
 * writing now keeps its own. Run at start (server/backend.ts). Returns the names removed.
 */
export async function sweepPartialFiles(
  dir: string,
  now: Date,
  olderThanMs = PARTIAL_FILE_MAX_AGE_MS,
): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const removed: string[] = [];
  for (const name of names) {
    if (!name.endsWith('.partial')) continue;
    const info = await stat(join(dir, name)).catch(() => null);
    if (!info?.isFile() || now.getTime() - info.mtimeMs < olderThanMs) continue;
    await rm(join(dir, name), { force: true });
    removed.push(name);
  }
  return removed;
}
