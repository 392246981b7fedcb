import { expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE } from '../../contract/storable-text';
import { eq } from 'drizzle-orm';
import { additionalQuestions, reservations } from '../db/schema';
import {
  DEMO_KEY,
  DEMO_SECRET,
  describeOnTestDatabases,
  firstCode,
  memberWithSession,
  reservationRequest,
} from './support/test-api';

// A NUL (PostgreSQL refuses it in text and jsonb) or an unpaired surrogate (not a character; UTF-8
// turns it into U+FFFD) in any string a caller sends is a 400 with code 1000 at the field's path,
// on every route, before anything reaches the database.
const UNSTORABLE = { 'a NUL': 'Ha\u0000nako', 'a lone surrogate': 'Ha\uD800nako' };

interface Case {
  name: string;
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The details key the refusal names. */
  field: string;
}

describeOnTestDatabases('text the databases cannot keep on $name', (api) => {
  const basic = { authorization: `Basic ${Buffer.from(`${DEMO_KEY}:${DEMO_SECRET}`).toString('base64')}` };

  async function cases(bad: string): Promise<Case[]> {
    const member = await memberWithSession(api, 'unstorable');
    const questions = await api.database.db.select().from(additionalQuestions);
    const allergies = questions.find((q) => q.title.en === 'Food allergies')!;
    const booked = await api.request('POST', '/book/hotels/demo-kyoto/reservations', reservationRequest());
    expect(booked.status).toBe(201);
    const lookUp = `confirmation_number=${booked.body.confirmation_number}&bypass_token=${booked.body.bypass_token}`;
    const link = await api.request(
      'POST',
      '/api/staff/hotels/demo-kyoto/pay_by_links',
      { subject: 'Dinner', amount: 5000 },
      basic,
    );
    expect(link.status).toBe(201);
    const linkNumber = link.body.payment_number as string;
    const guest = { first_name: bad, last_name: 'Yamada', email: 'hanako@example.com', phone: '+819012345678' };
    const bodies: Case[] = [
      {
        name: 'booking: guest name',
        method: 'POST',
        path: '/book/hotels/demo-kyoto/reservations',
        body: reservationRequest({ guest }),
        field: 'guest.first_name',
      },
      {
        name: 'booking: special request',
        method: 'POST',
        path: '/book/hotels/demo-kyoto/reservations',
        body: reservationRequest({ special_request: bad }),
        field: 'special_request',
      },
      {
        name: 'booking: answer to a question',
        method: 'POST',
        path: '/book/hotels/demo-kyoto/reservations',
        body: { ...reservationRequest(), answers: [{ question_id: allergies.id, answer: bad }] },
        field: 'answers.0.answer',
      },
      {
        name: 'booking: coupon code',
        method: 'POST',
        path: '/book/hotels/demo-kyoto/reservations',
        body: reservationRequest({ coupon_code: bad } as never),
        field: 'coupon_code',
      },
      {
        name: 'guest change',
        method: 'PUT',
        path: `/book/hotels/demo-kyoto/reservations/${booked.body.confirmation_number}/guests?bypass_token=${booked.body.bypass_token}`,
        body: guest,
        field: 'first_name',
      },
      {
        name: 'cancellation',
        method: 'PUT',
        path: `/book/hotels/demo-kyoto/reservations/${booked.body.confirmation_number}/cancel?bypass_token=${booked.body.bypass_token}`,
        body: { reason: 'other', reason_text: bad },
        field: 'reason_text',
      },
      {
        name: 'sign-up',
        method: 'POST',
        path: '/book/hotels/demo-kyoto/memberships/sign_up',
        body: { email: 'new.member@example.com', password: 'Correct-Horse-9', first_name: bad, last_name: 'Yamada' },
        field: 'first_name',
      },
      {
        name: 'sign-in',
        method: 'POST',
        path: '/book/hotels/demo-kyoto/memberships/sign_in',
        body: { email: `${bad}@example.com`, password: 'Correct-Horse-9' },
        field: 'email',
      },
      {
        name: 'password reset request',
        method: 'POST',
        path: '/book/hotels/demo-kyoto/memberships/start_reset_password_process',
        body: { email: `${bad}@example.com` },
        field: 'email',
      },
      {
        name: 'profile',
        method: 'PUT',
        path: '/book/hotels/demo-kyoto/memberships/update',
        body: { first_name: bad, last_name: 'Holder' },
        headers: member.headers,
        field: 'first_name',
      },
      {
        name: 'lottery entry',
        method: 'POST',
        path: '/book/hotels/demo-kyoto/lottery_results',
        body: { lottery_event_uuid: 'x', checkin_date: '2026-03-10', checkout_date: '2026-03-11', adults: 2, guest },
        headers: member.headers,
        field: 'guest.first_name',
      },
      {
        name: 'corporate sign-in',
        method: 'POST',
        path: '/book/hotels/demo-kyoto/organization/sign_in',
        body: { email: `${bad}@example.com`, password: 'Correct-Horse-9' },
        field: 'email',
      },
      {
        name: 'pay-by-link: staff creation',
        method: 'POST',
        path: '/api/staff/hotels/demo-kyoto/pay_by_links',
        body: { subject: bad, amount: 5000 },
        headers: basic,
        field: 'subject',
      },
      {
        name: 'client session',
        method: 'POST',
        path: '/api/client_sessions',
        body: { key: bad, secret: DEMO_SECRET },
        field: 'key',
      },
      {
        name: 'a key of a body object',
        method: 'POST',
        path: '/book/hotels/demo-kyoto/reservations',
        body: { ...reservationRequest(), guest: { ...reservationRequest().guest, [bad]: 'x' } },
        field: 'guest',
      },
    ];
    // A URL carries UTF-8, where a lone surrogate cannot be written: only the NUL reaches a query string.
    if (bad !== UNSTORABLE['a NUL']) return bodies;
    const q = encodeURIComponent(bad);
    return [
      ...bodies,
      {
        name: 'search: coupon code',
        method: 'GET',
        path: `/book/hotels/demo-kyoto/rooms?checkin=2026-03-10&checkout=2026-03-11&adults=2&coupon_code=${q}`,
        field: 'coupon_code',
      },
      {
        name: 'search: currency',
        method: 'GET',
        path: `/book/hotels/demo-kyoto/rooms?checkin=2026-03-10&checkout=2026-03-11&adults=2&mcp_currency=${q}`,
        field: 'mcp_currency',
      },
      {
        name: 'reservation look-up',
        method: 'GET',
        path: `/book/hotels/demo-kyoto/reservations/${booked.body.confirmation_number}?email=${q}`,
        field: 'email',
      },
      {
        name: 'questions: room plan codes',
        method: 'GET',
        path: `/book/hotels/demo-kyoto/additional_questions?room_plan_codes=${q}`,
        field: 'room_plan_codes',
      },
      {
        name: 'attachment download',
        method: 'GET',
        path: `/api/file_attachments/x?${lookUp.replace(/confirmation_number=[^&]+/, `confirmation_number=${q}`)}`,
        field: 'confirmation_number',
      },
      {
        name: 'pay-by-link page',
        method: 'GET',
        path: `/book/pay_by_links/${linkNumber}?visit_id=${q}`,
        field: 'visit_id',
      },
    ];
  }

  for (const [what, bad] of Object.entries(UNSTORABLE)) {
    it(`refuses ${what} in JSON bodies (and a NUL in query strings) with 400, code 1000 and the field`, async () => {
      for (const call of await cases(bad)) {
        const reply = await api.request(call.method, call.path, call.body, call.headers);
        expect([reply.status, firstCode(reply.body)], `${call.name}: ${JSON.stringify(reply.body)}`).toEqual([
          400,
          '1000',
        ]);
        expect(reply.body.errors[0].details[call.field], call.name).toEqual([
          { code: '1000', text: UNSTORABLE_TEXT_MESSAGE },
        ]);
      }
    });
  }

  it('refuses a NUL in a path parameter with 400 and code 1000', async () => {
    for (const path of [
      '/book/hotels/demo%00kyoto',
      '/book/hotels/demo-kyoto/reservations/R%00123?email=a%40example.com',
      '/book/pay_by_links/PBL%0012',
    ]) {
      const reply = await api.request('GET', path);
      expect([reply.status, firstCode(reply.body)], path).toEqual([400, '1000']);
    }
  });

  it('still takes every other script, emoji included (a surrogate pair)', async () => {
    const request = reservationRequest({ special_request: '静かな部屋 🙏 김 𠮷' });
    const booked = await api.request('POST', '/book/hotels/demo-kyoto/reservations', request);
    expect(booked.status).toBe(201);
    const [stored] = await api.database.db
      .select({ text: reservations.specialRequest })
      .from(reservations)
      .where(eq(reservations.confirmationNumber, booked.body.confirmation_number));
    expect(stored?.text).toBe('静かな部屋 🙏 김 𠮷');
  });
});
