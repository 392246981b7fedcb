import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberReservationsReplySchema, memberSessionReplySchema } from '../../contract';
import { reservations } from '../db/schema';
import { describeOnTestDatabases, reservationRequest } from './support/test-api';

// GET /book/user/reservations channel and payment type filters (SPEC.md section 4).
describeOnTestDatabases('member reservation filters on $name', (api) => {
  const PASSWORD = 'Kyoto2026pass';
  const m = (path: string) => `/book/hotels/demo-kyoto/memberships/${path}`;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  async function activeMember(email: string): Promise<string> {
    expect(
      (
        await api.request(
          'POST',
          m('sign_up'),
          { email, password: PASSWORD, first_name: 'Hanako', last_name: 'Yamada' },
          { Origin: 'http://widget.example' },
        )
      ).status,
    ).toBe(201);
    const outbox = await api.request('GET', `/api/dev/outbox?format=json&to=${encodeURIComponent(email)}`);
    const mail = (outbox.body.messages as { kind: string; links: { url: string }[] }[]).find(
      (x) => x.kind === 'sign_up_confirmation',
    )!;
    const token = new URL(mail.links[0]!.url).searchParams.get('confirmation_token');
    expect((await api.request('POST', m('confirm'), { confirmation_token: token })).status).toBe(200);
    const signedIn = await api.request('POST', m('sign_in'), { email, password: PASSWORD });
    return memberSessionReplySchema.parse(signedIn.body).data.token;
  }

  it('narrows the list by payment type and channel, and rejects unknown values with 400', async () => {
    const token = await activeMember('filters@example.com');
    const book = async (checkin: string, checkout: string) => {
      const reply = await api.request(
        'POST',
        '/book/hotels/demo-kyoto/reservations',
        reservationRequest({ checkin_date: checkin, checkout_date: checkout }),
        bearer(token),
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      return reply.body.confirmation_number as string;
    };
    const onSite = await book('2026-05-01', '2026-05-02');
    const bank = await book('2026-05-03', '2026-05-04');
    // Stored as if booked by bank transfer (the filter reads the stored payment_type).
    await api.database.db
      .update(reservations)
      .set({ paymentType: 'bank_transfer' })
      .where(eq(reservations.confirmationNumber, bank));

    const list = async (query: string) => {
      const reply = await api.request('GET', `/book/user/reservations${query}`, undefined, bearer(token));
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return memberReservationsReplySchema.parse(reply.body);
    };
    const numbers = async (query: string) => (await list(query)).data.map((r) => r.confirmation_number);

    expect(await numbers('')).toEqual([onSite, bank]);
    expect(await numbers('?payment_type=all&channel=all')).toEqual([onSite, bank]);
    expect(await numbers('?payment_type=on_site')).toEqual([onSite]);
    expect(await numbers('?payment_type=bank_transfer')).toEqual([bank]);
    expect(await list('?payment_type=deferred_payment')).toMatchObject({ data: [], total_entries: 0, total_pages: 1 });
    expect(await numbers('?channel=officialWebsite')).toEqual([onSite, bank]);
    expect(await list('?channel=tripla')).toMatchObject({ data: [], total_entries: 0 });
    expect(await list('?channel=wbf&payment_type=on_site')).toMatchObject({ data: [], total_entries: 0 });
    expect(await numbers('?channel=officialWebsite&payment_type=bank_transfer&status=upcoming&page=1')).toEqual([bank]);

    for (const bad of ['?channel=phone', '?payment_type=cash', '?channel=', '?payment_type=ON_SITE']) {
      const reply = await api.request('GET', `/book/user/reservations${bad}`, undefined, bearer(token));
      expect(reply.status, bad).toBe(400);
      expect(Array.isArray(reply.body.errors), bad).toBe(true);
    }
  });
});
