/**
 * Reads a multipart/form-data body (RFC 7578) as it arrives and hands the bytes of one file field
 * to a sink chunk by chunk, so an upload of 80 MB is never held in memory whole. Parts other than
 * the file field are read past and dropped. The caller counts and limits the bytes (the sink may
 * throw to stop reading).
 */

const MAX_PART_HEADER_BYTES = 16 * 1024;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

export interface MultipartFileSink {
  /** The file part begins; `fileName` as the client sent it (not yet cleaned). */
  start(fileName: string): Promise<void>;
  write(chunk: Uint8Array): Promise<void>;
}

export class MultipartSyntaxError extends Error {}

/** The boundary of a multipart/form-data Content-Type, or null when it is another type. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2]!) : null;
}

/**
 * Streams the first part named `field` that carries a filename into `sink`. Answers what it saw:
 * `file` is false when no such part came, `duplicate` is true when a second one followed.
 */
export async function streamMultipartFile(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  field: string,
  sink: MultipartFileSink,
): Promise<{ file: boolean; duplicate: boolean }> {
  // The first delimiter has no CRLF before it; starting the buffer with one lets a single search
  // pattern find every delimiter.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let buffer: Buffer = Buffer.from(CRLF);
  let state: 'preamble' | 'afterDelimiter' | 'headers' | 'part' | 'done' = 'preamble';
  let current: 'file' | 'skip' = 'skip';
  let file = false;
  let duplicate = false;

  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer = buffer.length === 0 ? Buffer.from(value) : Buffer.concat([buffer, value]);
      // Consume as much of the buffer as the state machine can.
      for (let progressed = true; progressed && state !== 'done';) {
        progressed = false;
        if (state === 'preamble') {
          const at = buffer.indexOf(delimiter);
          if (at < 0) {
            buffer = buffer.subarray(Math.max(0, buffer.length - delimiter.length + 1));
          } else {
            buffer = buffer.subarray(at + delimiter.length);
            state = 'afterDelimiter';
            progressed = true;
          }
        } else if (state === 'afterDelimiter') {
          if (buffer.length < 2) break;
          if (buffer[0] === 0x2d && buffer[1] === 0x2d) {
            state = 'done';
          } else {
            const lineEnd = buffer.indexOf(CRLF);
            if (lineEnd < 0) {
              if (buffer.length > 256) throw new MultipartSyntaxError('A multipart delimiter line is malformed.');
              break;
            }
            // Transport padding (spaces, tabs) may follow a delimiter.
            buffer = buffer.subarray(lineEnd + 2);
            state = 'headers';
            progressed = true;
          }
        } else if (state === 'headers') {
          const end = buffer.indexOf(HEADER_END);
          const headerBlock = end < 0 ? null : buffer.subarray(0, end);
          // A part without headers starts its content right away.
          const empty = buffer.length >= 2 && buffer[0] === 0x0d && buffer[1] === 0x0a;
          if (!headerBlock && !empty) {
            if (buffer.length > MAX_PART_HEADER_BYTES)
              throw new MultipartSyntaxError('A multipart part has headers too large.');
            break;
          }
          const disposition = empty ? undefined : partDisposition(headerBlock!.toString('utf8'));
          buffer = buffer.subarray(empty ? 2 : end + HEADER_END.length);
          if (disposition?.name === field && disposition.fileName !== undefined) {
            if (file) {
              duplicate = true;
              current = 'skip';
            } else {
              file = true;
              current = 'file';
              await sink.start(disposition.fileName);
            }
          } else {
            current = 'skip';
          }
          state = 'part';
          progressed = true;
        } else if (state === 'part') {
          const at = buffer.indexOf(delimiter);
          const take = at < 0 ? partEnd(buffer, delimiter) : at;
          if (current === 'file' && take > 0) await sink.write(buffer.subarray(0, take));
          if (at < 0) {
            buffer = Buffer.from(buffer.subarray(take));
          } else {
            buffer = buffer.subarray(at + delimiter.length);
            current = 'skip';
            state = 'afterDelimiter';
            progressed = true;
          }
        }
      }
      if (state === 'done') break;
    }
  } finally {
    reader.releaseLock();
  }
  if (state !== 'done') throw new MultipartSyntaxError('The multipart body ended before its closing delimiter.');
  return { file, duplicate };
}

/**
 * How much of `buffer` (which holds no whole delimiter) belongs to the part for sure: all but a
 * tail that could be the beginning of the delimiter, completed by the next chunk.
 */
function partEnd(buffer: Buffer, delimiter: Buffer): number {
  for (let at = Math.max(0, buffer.length - delimiter.length + 1); at < buffer.length; at += 1) {
    if (buffer[at] === delimiter[0] && buffer.subarray(at).equals(delimiter.subarray(0, buffer.length - at))) return at;
  }
  return buffer.length;
}

/** The name and filename of a part's Content-Disposition (filename* of RFC 5987 wins). */
function partDisposition(headers: string): { name?: string; fileName?: string } | undefined {
  const line = headers.split('\r\n').find((header) => /^content-disposition\s*:/i.test(header));
  if (!line) return undefined;
  const quotedOrToken = (key: string) => {
    const match = new RegExp(`;\\s*${key}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]*))`, 'i').exec(line);
    if (!match) return undefined;
    return match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2];
  };
  const extended = /;\s*filename\*=utf-8''([^;\s]*)/i.exec(line)?.[1];
  let fileName = quotedOrToken('filename');
  if (extended !== undefined) {
    try {
      fileName = decodeURIComponent(extended);
    } catch {
      // A broken extended name leaves the plain one.
    }
  }
  return { name: quotedOrToken('name'), fileName };
}
