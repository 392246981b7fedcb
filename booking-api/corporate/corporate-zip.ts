import { TextReader, Uint8ArrayWriter, ZipWriter, configure } from '@zip.js/zip.js';

// On the server the (small) archive is written in-process; web workers are a browser concern.
configure({ useWebWorkers: false });

/** A ZIP holding one file, encrypted with AES-256 (WinZip AE-2) under `password`. */
export async function encryptedZip(fileName: string, content: string, password: string): Promise<Uint8Array> {
  const writer = new ZipWriter(new Uint8ArrayWriter(), { password, encryptionStrength: 3 });
  await writer.add(fileName, new TextReader(content));
  return writer.close();
}
