import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/**
 * Below about one TCP segment a compressed reply arrives no sooner: a session, a hotel's settings or
 * an error is sent as it is. A room search (about 19 KB through /graphql, 23 KB through /book for
 * demo-kyoto, two nights) shrinks about tenfold.
 */
export const COMPRESS_FROM_BYTES = 1400;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encoding to answer with: brotli, else gzip, as the request accepts them (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/**
 * JSON answers of the booking API and the gateway, compressed per request when large enough
 * (brotli at quality 5, gzip at level 6: fast for a reply made per request). Anything already
 * encoded, streamed as another type, partial or marked no-transform is left as it is.
 */
export function compressLargeJson(threshold = COMPRESS_FROM_BYTES): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const headers = response.headers;
    if (c.req.method === 'HEAD' || !response.body || [204, 206, 304].includes(response.status)) return;
    if (!JSON_TYPE.test(headers.get('content-type') ?? '') || headers.has('content-encoding')) return;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers.get('cache-control') ?? '')) return;
    const length = Number(headers.get('content-length') ?? NaN);
    if (length < threshold) return;
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    const body = Buffer.from(await response.arrayBuffer());
    // Hono copies the replaced response's headers onto the new one; the new ones are set after.
    const replace = (bytes: Buffer, encoded?: 'br' | 'gzip') => {
      c.res = new Response(new Uint8Array(bytes), {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
      c.res.headers.set('Content-Length', String(bytes.length));
      if (bytes.length < threshold && !encoded) return;
      // Whether a reply this large is compressed depends on the request's Accept-Encoding.
      if (!/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(c.res.headers.get('vary') ?? ''))
        c.res.headers.append('Vary', 'Accept-Encoding');
      if (!encoded) return;
      c.res.headers.set('Content-Encoding', encoded);
      const etag = c.res.headers.get('etag');
      if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
    };
    if (body.length < threshold || !encoding) return replace(body);
    const compressed =
      encoding === 'br'
        ? await brotli(body, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          })
        : await gzip(body, { level: 6 });
    replace(compressed, encoding);
  };
}
