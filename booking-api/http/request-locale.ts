import type { Context } from 'hono';

/**
 * The language a request reads hotel content in: the `locale` query parameter, else the `Locale`
 * header (the gateway passes the app's chosen locale there), else the first Accept-Language tag.
 * Returned as given; contract/localized-text.ts maps it to a content locale.
 */
export function requestLocaleOf(c: Context): string | undefined {
  const explicit = c.req.query('locale')?.trim() || c.req.header('Locale')?.trim();
  if (explicit) return explicit.slice(0, 35);
  const first = c.req.header('Accept-Language')?.split(',')[0]?.split(';')[0]?.trim();
  return first ? first.slice(0, 35) : undefined;
}
