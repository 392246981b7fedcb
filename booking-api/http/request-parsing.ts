import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { unstorableTextError } from '../../contract/storable-text';
import { failures } from '../domain/booking-failure';
import { zodFailure } from './errors';

/**
 * Reads a JSON body: wrong content type, malformed JSON or text the database cannot store is a 400
 * (code 1000), never a 500. Declared routes run this before their body schema (http/declared-routes.ts).
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(contentType.trim())) {
    throw failures.invalid('Content-Type must be application/json.');
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw failures.invalid('The request body is not valid JSON.');
  }
  const unstorable = unstorableTextError(body);
  if (unstorable) throw zodFailure(unstorable);
  return body;
}

/** Parses a JSON body with a contract schema (readJsonBody, then the schema's field errors). */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readJsonBody(c));
  if (!parsed.success) throw zodFailure(parsed.error);
  return parsed.data;
}

/** Parses the query string (first value of each key) with a contract schema. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw zodFailure(parsed.error);
  return parsed.data;
}

/**
 * Refuses a NUL or an unpaired surrogate anywhere in the path or the query string (400, code 1000
 * with the query key as the field), before any route reads them: routes also read single query
 * values and path parameters directly. JSON bodies are checked by parseJsonBody.
 */
export const refuseUnstorableUrlText: MiddlewareHandler = async (c, next) => {
  const inPath = unstorableTextError(c.req.path);
  if (inPath) throw failures.invalid(`The address ${inPath.issues[0]!.message}.`);
  // A key given once is reported by its name (`q`), a repeated one by name and position (`codes.1`).
  const query = Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? values[0] : values]),
  );
  const inQuery = unstorableTextError(query);
  if (inQuery) throw zodFailure(inQuery);
  await next();
};
