import { mkdir, open, readdir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';

/**
 * The folder holding the bytes of uploaded files, one file per attachment named by its public id
 * (random base64url, so safe as a file name). The database keeps only what describes a file. A file
 * is written as `<id>.partial` while it arrives and renamed when complete, so a half-written file
 * is never served and one left by a crash is recognisable.
 */
export interface AttachmentFiles {
  readonly dir: string;
  /** A new file being written; `commit` makes it servable, `discard` removes what arrived. */
  create(publicId: string): Promise<PartialFile>;
  /** The file's bytes, or null when the folder has no such file. */
  read(publicId: string): Promise<ReadableStream<Uint8Array> | null>;
  remove(publicId: string): Promise<void>;
  /** Files (complete or partial) last written before `before`, by public id. */
  listOlderThan(before: Date): Promise<{ publicId: string; fileName: string }[]>;
  removeFile(fileName: string): Promise<void>;
}

export interface PartialFile {
  write(chunk: Uint8Array): Promise<void>;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

const PARTIAL = '.partial';

export function attachmentFiles(dir: string): AttachmentFiles {
  let ready: Promise<unknown> | undefined;
  const folder = () => (ready ??= mkdir(dir, { recursive: true }));
  const pathOf = (publicId: string) => join(dir, publicId);
  return {
    dir,
    async create(publicId) {
      await folder();
      const partialPath = pathOf(publicId) + PARTIAL;
      const handle: FileHandle = await open(partialPath, 'wx', 0o600);
      let closed = false;
      const close = async () => {
        if (closed) return;
        closed = true;
        await handle.close();
      };
      return {
        async write(chunk) {
          let written = 0;
          while (written < chunk.length)
            written += (await handle.write(chunk, written, chunk.length - written)).bytesWritten;
        },
        async commit() {
          await handle.sync();
          await close();
          await rename(partialPath, pathOf(publicId));
        },
        async discard() {
          await close().catch(() => undefined);
          await rm(partialPath, { force: true });
        },
      };
    },
    async read(publicId) {
      let handle: FileHandle;
      try {
        handle = await open(pathOf(publicId), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      return Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
    },
    async remove(publicId) {
      await rm(pathOf(publicId), { force: true });
    },
    async listOlderThan(before) {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const old: { publicId: string; fileName: string }[] = [];
      for (const fileName of names) {
        const info = await stat(join(dir, fileName)).catch(() => null);
        if (info?.isFile() && info.mtime < before)
          old.push({ publicId: fileName.endsWith(PARTIAL) ? fileName.slice(0, -PARTIAL.length) : fileName, fileName });
      }
      return old;
    },
    async removeFile(fileName) {
      await rm(join(dir, fileName), { force: true });
    },
  };
}
