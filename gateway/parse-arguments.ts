import { z } from 'zod';
import { unstorableTextError } from '../contract/storable-text';
import { invalidInputError } from './gateway-errors';

/**
 * GraphQL arguments are parsed with zod where they enter (DESIGN.md): a bad one is refused here
 * with code 1000 in the spec's error shape instead of costing a round trip. Request bodies and
 * queries are parsed with the contract's own request schemas, so the gateway refuses exactly what
 * the booking API would and reports the same snake_case field names.
 */
export function parseArguments<S extends z.ZodType>(schema: S, args: unknown, requestId: string): z.output<S> {
  // A NUL or an unpaired surrogate is refused as the booking API refuses it, before the schema.
  const unstorable = unstorableTextError(args);
  if (unstorable) throw invalidInputError(unstorable, requestId);
  const parsed = schema.safeParse(args);
  if (!parsed.success) throw invalidInputError(parsed.error, requestId);
  return parsed.data;
}

/** A hotel code or id as it appears in /book/hotels/{h}. */
export const hotelCodeSchema = z.string().trim().min(1, 'is required').max(64);

export const confirmationNumberSchema = z.string().trim().min(1, 'is required').max(64);

/** Long enough to be unique per submit, short enough for a header. */
export const idempotencyKeySchema = z
  .string()
  .min(8, 'must be 8 to 200 characters')
  .max(200, 'must be 8 to 200 characters');

/** GraphQL gives `null` for an omitted optional argument; zod defaults apply only to `undefined`. */
export function omitNull<T>(value: T | null | undefined): T | undefined {
  return value ?? undefined;
}
