import type { Context } from 'hono';
import type { z } from 'zod';
import { failures } from '../domain/booking-failure';
import { zodFailure } from './errors';

/** Parses a JSON body with a contract schema; wrong content type or malformed JSON is a 400, never a 500. */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
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
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw zodFailure(parsed.error);
  return parsed.data;
}

/** Parses the query string (first value of each key) with a contract schema. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw zodFailure(parsed.error);
  return parsed.data;
}
