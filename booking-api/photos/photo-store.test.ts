import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PARTIAL_FILE_MAX_AGE_MS, photoStore, sweepPartialFiles } from './photo-store';

let dir: string;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('temporary photo files left by a stopped process', () => {
  it('are swept when old, while finished variants and the temporary files of a live writer stay', async () => {
    dir = await mkdtemp(join(tmpdir(), 'photo-store-'));
    const store = photoStore(dir);
    await store.write('abcdefgh12-480.jpg', new Uint8Array([1, 2, 3]));
    const old = new Date(Date.now() - PARTIAL_FILE_MAX_AGE_MS - 60_000);
    for (const name of ['upload-Zx9kP2mQ7rT1.partial', 'abcdefgh12-960.webp.0a1b2c3d4e5f.partial']) {
      await writeFile(join(dir, name), 'half');
      await utimes(join(dir, name), old, old);
    }
    // Being written now by another process.
    await writeFile(join(dir, 'upload-LiveUpload001.partial'), 'half');

    const removed = await sweepPartialFiles(dir, new Date());

    expect(removed.sort()).toEqual(['abcdefgh12-960.webp.0a1b2c3d4e5f.partial', 'upload-Zx9kP2mQ7rT1.partial']);
    expect((await readdir(dir)).sort()).toEqual(['abcdefgh12-480.jpg', 'upload-LiveUpload001.partial']);
  });

  it('finds nothing to do in a folder that does not exist yet', async () => {
    dir = '';
    expect(await sweepPartialFiles(join(tmpdir(), 'no-such-photo-folder-for-sweep'), new Date())).toEqual([]);
  });
});
