import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/** REST steps the corporate and lottery specs share: a client session, sign-ins and a booking. */

export async function clientSession(request: APIRequestContext): Promise<string> {
  const reply = await request.post('/api/client_sessions', {
    data: { key: 'demo-widget', secret: 'demo-widget-secret' },
  });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { data: { client_session: string } }).data.client_session;
}

export async function apiSignIn(
  request: APIRequestContext,
  session: string,
  path: 'organization/sign_in' | 'memberships/sign_in',
  email: string,
  password: string,
): Promise<string> {
  const reply = await request.post(`/book/hotels/demo-kyoto/${path}`, {
    headers: { 'Client-Session': session },
    data: { email, password },
  });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { data: { token: string } }).data.token;
}

/** YYYY-MM-DD `days` after today (UTC; the demo's facilities are a day ahead at most). */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function apiBook(
  request: APIRequestContext,
  session: string,
  token: string,
  stay: { checkin: string; checkout: string; guest: { first_name: string; last_name: string } },
): Promise<string> {
  const reply = await request.post('/book/hotels/demo-kyoto/reservations', {
    headers: { 'Client-Session': session, Authorization: `Bearer ${token}` },
    data: {
      checkin_date: stay.checkin,
      checkout_date: stay.checkout,
      rooms: [{ room_type_code: 'KY-STD-TWIN', room_plan_code: 'KY-STD-TWIN-RO', adults: 2, children: 0 }],
      guest: { ...stay.guest, email: 'corporate.guest@example.com', phone: '+81312345678' },
      payment_type: 'on_site',
    },
  });
  expect(reply.status()).toBe(201);
  return ((await reply.json()) as { confirmation_number: string }).confirmation_number;
}
