import { z } from 'zod';

/**
 * Text the databases cannot keep is refused where input enters (the booking API's request parsing
 * and the gateway's arguments), before any schema or route sees it: PostgreSQL refuses a NUL
 * (U+0000) in text and jsonb, and a lone UTF-16 surrogate (U+D800-U+DFFF without its pair) is not
 * a character at all: encoded to UTF-8 it silently becomes U+FFFD. One check over every string,
 * object keys included, so no field of any route can forget it.
 */
export const UNSTORABLE_TEXT_MESSAGE = 'must not contain a NUL character or an unpaired surrogate';

// eslint-disable-next-line no-control-regex -- NUL is the one character PostgreSQL text cannot store.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnstorableText(text: string): boolean {
  return UNSTORABLE.test(text);
}

/**
 * A zod error with one issue per string of `value` (a parsed JSON body, a query, GraphQL
 * arguments) that holds unstorable text, at its path (`guest.first_name`, `rooms.0.note`); a bad
 * object key is reported at the object holding it. Null when every string is storable.
 */
export function unstorableTextError(value: unknown, basePath: readonly PropertyKey[] = []): z.ZodError | null {
  const issues: z.core.$ZodIssue[] = [];
  const visit = (node: unknown, path: PropertyKey[]) => {
    if (typeof node === 'string') {
      if (isUnstorableText(node)) issues.push({ code: 'custom', path, message: UNSTORABLE_TEXT_MESSAGE, input: node });
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...path, index]));
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (isUnstorableText(key)) issues.push({ code: 'custom', path, message: UNSTORABLE_TEXT_MESSAGE, input: key });
        else visit(item, [...path, key]);
      }
    }
  };
  visit(value, [...basePath]);
  return issues.length > 0 ? new z.ZodError(issues) : null;
}
