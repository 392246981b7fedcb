import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { lotteryEntries, lotteryEvents } from '../db/schema';
import { DEMO_LOTTERY_EVENT } from '../lottery/seed-lottery';
import { DEMO_KEY, DEMO_SECRET, LOOPBACK_CALLER, describeOnTestDatabases, memberWithSession } from './support/test-api';

// The one place a text e-mail becomes HTML is the outbox page. Whatever a stored entry holds (here
// the name of a lottery entry, which every lottery result mail greets) must arrive there as text,
// never as markup. The booking API now refuses such names (the name rules); the entries are given
// them afterwards, as rows written before the rules would hold them.
const SCRIPT = '<script>alert(1)</script>';
const ATTRIBUTE = `"'><img src=x onerror=alert(2)>`;

describeOnTestDatabases('guest input in the outbox page on $name', (api) => {
  it('escapes guest names in every lottery result mail, while the text mail keeps them as typed', async () => {
    const [event] = await api.database.db
      .select()
      .from(lotteryEvents)
      .where(eq(lotteryEvents.uuid, DEMO_LOTTERY_EVENT));
    const addDays = (date: string, days: number) =>
      new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const entrants = [
      { name: SCRIPT, email: 'script.guest@example.com', from: 1 },
      { name: ATTRIBUTE, email: 'attribute.guest@example.com', from: 4 },
    ];
    for (const entrant of entrants) {
      const member = await memberWithSession(api, 'html-escaping');
      const entered = await api.request(
        'POST',
        '/book/hotels/demo-kyoto/lottery_results',
        {
          lottery_event_uuid: DEMO_LOTTERY_EVENT,
          checkin_date: addDays(event!.stayStart, entrant.from),
          checkout_date: addDays(event!.stayStart, entrant.from + 1),
          adults: 2,
          guest: { first_name: 'Hanako', last_name: 'Guest', email: entrant.email, phone: '+819012345678' },
        },
        member.headers,
      );
      expect(entered.status, JSON.stringify(entered.body)).toBe(201);
      await api.database.db
        .update(lotteryEntries)
        .set({ guestFirstName: entrant.name })
        .where(eq(lotteryEntries.guestEmail, entrant.email));
    }
    const staff = { Authorization: `Basic ${Buffer.from(`${DEMO_KEY}:${DEMO_SECRET}`).toString('base64')}` };
    const drawn = await api.request(
      'POST',
      `/api/staff/hotels/demo-kyoto/lottery_events/${DEMO_LOTTERY_EVENT}/draw`,
      undefined,
      staff,
    );
    expect(drawn.status).toBe(200);

    for (const entrant of entrants) {
      const json = await api.request('GET', `/api/dev/outbox?format=json&to=${encodeURIComponent(entrant.email)}`);
      const kinds = (json.body.messages as { kind: string; body: string }[]).map((m) => m.kind);
      expect(kinds.length).toBe(1);
      expect(['lottery_won', 'lottery_not_selected']).toContain(kinds[0]);
      expect(json.body.messages[0].body).toContain(`Hello ${entrant.name},`);

      const page = await api.app.request(
        `/api/dev/outbox?to=${encodeURIComponent(entrant.email)}`,
        {},
        LOOPBACK_CALLER,
      );
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain(
        `Hello ${entrant.name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')},`,
      );
      expect(html).not.toContain(entrant.name);
      expect(html).not.toMatch(/<script>alert|<img /);
    }
  });
});
