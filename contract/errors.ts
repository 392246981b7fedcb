import { z } from 'zod';
import { ErrorCode } from './error-codes';

// The codes live in a zod-free module the widget imports (contract/error-codes.ts).
export { ErrorCode, INVALID_CLIENT_SESSION_TITLE } from './error-codes';

export const errorItemSchema = z.object({ code: z.string(), text: z.string() });

/** `{ errors: [ { title, details: { base: [ { code, text } ], <field>: [...] } } ] }` */
export const errorReplySchema = z.object({
  errors: z
    .array(
      z.object({
        title: z.string(),
        details: z.object({ base: z.array(errorItemSchema).min(1) }).catchall(z.array(errorItemSchema)),
      }),
    )
    .min(1),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;

export function errorReply(
  title: string,
  code: ErrorCode,
  text: string,
  fields: Record<string, { code: ErrorCode; text: string }[]> = {},
): ErrorReply {
  return { errors: [{ title, details: { base: [{ code, text }], ...fields } }] };
}

/** The first code, title and message of an error reply, as SPEC.md section 8 says clients take them. */
export function firstError(reply: ErrorReply): { code: string; title: string; text: string } {
  const item = reply.errors[0]!;
  const base = item.details.base[0]!;
  return { code: base.code, title: item.title, text: base.text };
}
