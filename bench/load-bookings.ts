import type { Temporal } from 'temporal-polyfill';
import { fetchRetrying } from './timing';

/** One room booked on the load brand, paid at the hotel; `extra` adds request fields (extras, a coupon). */
export interface LoadBooking {
  hotel: string;
  checkin: Temporal.PlainDate;
  nights: number;
  roomType: string;
  /** Idempotency-Key: a retried request after a dropped connection is the same booking. */
  key: string;
  email: string;
  extra?: Record<string, unknown>;
}

/** POSTs the booking: its status, and the first error code of a refusal. */
export async function bookLoadRoom(
  baseUrl: string,
  session: string,
  booking: LoadBooking,
): Promise<{ status: number; code: string | null }> {
  const reply = await fetchRetrying(`${baseUrl}/book/hotels/${booking.hotel}/reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Client-Session': session, 'Idempotency-Key': booking.key },
    body: JSON.stringify({
      checkin_date: booking.checkin.toString(),
      checkout_date: booking.checkin.add({ days: booking.nights }).toString(),
      rooms: [{ room_type_code: booking.roomType, room_plan_code: `${booking.roomType}-RO`, adults: 2, children: 0 }],
      guest: { first_name: 'Bench', last_name: 'Guest', email: booking.email, phone: '+81300000000' },
      payment_type: 'on_site',
      ...booking.extra,
    }),
  });
  const body = (await reply.json().catch(() => null)) as {
    errors?: { details: { base: { code: string }[] } }[];
  } | null;
  if (reply.status !== 201 && reply.status !== 409)
    throw new Error(`booking failed: ${reply.status} ${JSON.stringify(body)}`);
  return { status: reply.status, code: body?.errors?.[0]?.details.base[0]?.code ?? null };
}

/** Runs attempts 0..attempts-1 on `workers` concurrent clients; the seconds it took. */
export async function runConcurrently(
  workers: number,
  attempts: number,
  attempt: (i: number) => Promise<void>,
): Promise<number> {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < attempts; i = next++) await attempt(i);
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return (performance.now() - started) / 1000;
}
