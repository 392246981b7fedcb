/**
 * A Content-Disposition header value for a file name of any script (RFC 6266 with the RFC 8187 /
 * RFC 5987 `filename*` parameter). Header values must be Latin-1, and a name is chosen by whoever
 * uploaded it, so the name is given twice:
 * - `filename="..."`: an ASCII fallback for old clients, where every character outside printable
 *   ASCII, and the quote, backslash, semicolon and percent sign, becomes `_`;
 * - `filename*=UTF-8''...`: the exact name, percent-encoded, which current browsers prefer.
 * Neither can carry a quote, a CR or LF or a `;`, so a name can neither break the header nor add one.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\;%]/g, '_').trim() || 'file';
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeRfc8187(fileName)}`;
}

/** Percent-encodes all but RFC 8187's attr-char (ALPHA / DIGIT / "!#$&+-.^_`|~"). */
function encodeRfc8187(value: string): string {
  // encodeURIComponent throws on a lone surrogate and leaves ' ( ) * unencoded, which are not attr-char.
  const wellFormed = value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
  return encodeURIComponent(wellFormed).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}
