/**
 * Shape checks for the little JSON the widget reads from cookies, the URL and the embedding page,
 * written by hand rather than with zod: zod's core would be the biggest library on the results
 * page after React (see `npm run bench`), for a few objects of strings and integers.
 */

/** A JSON object (not null, not an array). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An integer JavaScript counts exactly (what zod's `int()` accepts). */
export function isWholeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Absent, or a string of at most `maxLength` characters. */
export function isOptionalString(value: unknown, maxLength: number): value is string | undefined {
  return value === undefined || (typeof value === 'string' && value.length <= maxLength);
}

export function isOneOf<T extends string>(choices: readonly T[], value: unknown): value is T {
  return (choices as readonly unknown[]).includes(value);
}
