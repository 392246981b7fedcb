import { z } from 'zod';

/**
 * The error catalogue of SPEC.md section 8, plus the foundation codes this project adds in the
 * unused 1001-1099 range. Every 4xx reply of the booking API carries exactly one of these codes
 * in `errors[0].details.base[0].code`; the client shows the localized message for the code.
 */
export const ErrorCode = {
  invalid: '1000',
  hotelNotFound: '1001',
  unknownRoomOrPlan: '1002',
  noRooms: '1003',
  soldOut: '1004',
  reservationNotFound: '1005',
  alreadyCancelled: '1006',
  sameDayCancellation: '1007',
  idempotencyConflict: '1008',
  invalidClientSession: '1009',
  cancellationFeeChanged: '1010',
  tooManyGuests: '1011',
  paymentMethodNotAllowed: '1012',
  notFound: '1013',
  outsideReservablePeriod: '1903',
  identityExpired: '4000',
  /** Client-side only: a network failure with no JSON reply. */
  network: 'error02',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The title the spec gives the client-session failure; clients match on it. */
export const INVALID_CLIENT_SESSION_TITLE = 'Invalid Client-Session';

export const errorItemSchema = z.object({ code: z.string(), text: z.string() });

/** `{ errors: [ { title, details: { base: [ { code, text } ], <field>: [...] } } ] }` */
export const errorReplySchema = z.object({
  errors: z
    .array(
      z.object({
        title: z.string(),
        details: z
          .object({ base: z.array(errorItemSchema).min(1) })
          .catchall(z.array(errorItemSchema)),
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
