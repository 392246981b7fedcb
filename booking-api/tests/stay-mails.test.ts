import { expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { reservationReplySchema } from '../../contract';
import { listOutbox } from '../outbox/outbox-repository';
import { escapeText, foldLine, stayCalendar } from '../stay-mail/stay-calendar';
import { LOOPBACK_CALLER, describeOnTestDatabases, reservationRequest } from './support/test-api';

// A guest's booking and cancellation e-mails (stay-mail/): written in the outbox in the transaction of the
// change, in the language the guest booked in, as text and HTML with the same content, the booking
// with its .ics; a cancelled pay-at-hotel booking no longer says "pay at the hotel" nor sends a calendar.
describeOnTestDatabases('stay e-mails on $name', (api) => {
  const mailsTo = async (to: string) =>
    (await listOutbox(api.database.db, { to })).filter((m) => m.kind.startsWith('reservation_'));

  it('a booking paid at the hotel sends the confirmation with address, times, contact, manage link and a real .ics', async () => {
    const to = 'stay.en@example.com';
    const booked = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({
        guest: { first_name: 'Hanako', last_name: 'Yamada', email: to, phone: '+819012345678' },
        locale: 'en',
      }),
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const number = reservationReplySchema.parse(booked.body).confirmation_number;
    const [mail, ...others] = await mailsTo(to);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ kind: 'reservation_booked', subject: expect.stringContaining(number) });
    for (const body of [mail!.bodyText, mail!.bodyHtml!]) {
      expect(body).toContain(number);
      expect(body).toContain('from 15:00');
      expect(body).toContain('until 11:00');
      expect(body).toContain('+81 75-555-0100');
      expect(body).toContain('605-0862');
      expect(body).toContain('You pay at the hotel on arrival.');
      expect(body).toContain('Length of stay');
      expect(body).toContain('2 nights');
      expect(body).toContain('Standard Twin · Room only - Standard Twin · 2 adults');
      // The standard policy's 30 % tier starts three days before check-in, at 00:00 on 7 March in Kyoto.
      expect(body).toContain('Free cancellation until Mar 7, 2026, 00:00 GMT+9; after that, 30% of the price');
      expect(body).toContain('https://www.openstreetmap.org/search?query=');
      expect(body).toContain(
        `/reservation/confirmation/${number}?code=demo-kyoto&amp;bypass_token=`.replace(
          '&amp;',
          body === mail!.bodyText ? '&' : '&amp;',
        ),
      );
    }
    // The hotel's colours: its name on the header band (#4a1630, white text), the manage link a
    // button in its button colour (#c21e58, white text) opening the page with the bypass token.
    const html = mail!.bodyHtml!;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toMatch(
      /<td bgcolor="#4a1630" style="[^"]*background-color:#4a1630;color:#ffffff;[^"]*">Demo Hotel Kyoto Higashiyama<\/td>/,
    );
    const button =
      /<td align="center" bgcolor="#c21e58" style="background-color:#c21e58;[^"]*"><a href="([^"]*)" style="[^"]*color:#ffffff;[^"]*">View, change or cancel your booking<\/a><\/td>/.exec(
        html,
      );
    expect(button, html).not.toBeNull();
    const manage = new URL(button![1]!.replace(/&amp;/g, '&'));
    expect([manage.pathname, manage.searchParams.get('code'), manage.searchParams.get('bypass_token')]).toEqual([
      `/reservation/confirmation/${number}`,
      'demo-kyoto',
      reservationReplySchema.parse(booked.body).bypass_token,
    ]);
    expect(html).toContain('<a href="tel:+81755550100"');
    expect(html).toContain('<a href="mailto:stay@kyoto.example.com"');
    const [ics] = mail!.attachments;
    expect(ics).toMatchObject({ filename: 'stay.ics', contentType: expect.stringContaining('text/calendar') });
    expect(ics!.content).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    // 2026-03-10 15:00 and 2026-03-12 11:00 in Kyoto (UTC+9).
    expect(ics!.content).toContain('\r\nDTSTART:20260310T060000Z\r\n');
    expect(ics!.content).toContain('\r\nDTEND:20260312T020000Z\r\n');
    expect(ics!.content).toContain(`\r\nUID:${number}@demo-kyoto.booking\r\n`);
    for (const line of ics!.content.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('the development outbox page shows an HTML e-mail in a sandboxed frame under the strict page policy, its text under a disclosure', async () => {
    const to = 'stay.outbox@example.com';
    expect(
      (
        await api.request(
          'POST',
          '/book/hotels/demo-kyoto/reservations',
          reservationRequest({
            guest: { first_name: 'Hanako', last_name: 'Yamada', email: to, phone: '+819012345678' },
            locale: 'en',
          }),
        )
      ).status,
    ).toBe(201);
    const page = await api.app.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`, {}, LOOPBACK_CALLER);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    const frame =
      /<iframe class="mail-html" title="([^"]*)" sandbox="" referrerpolicy="no-referrer" loading="lazy" srcdoc="([^"]*)"><\/iframe>/.exec(
        html,
      );
    expect(frame, html).not.toBeNull();
    // The e-mail's markup is escaped into the attribute: nothing of it is markup of the page itself.
    expect(frame![2]).toContain('&lt;table role=&quot;presentation&quot;');
    expect(frame![2]).not.toContain('<');
    expect(html).toContain('<details><summary>Text</summary><pre>');
  });

  it('a change of dates sends the stay as it now is, with the hotel details, manage link and a new .ics; a change of details goes to the new address', async () => {
    const to = 'stay.change@example.com';
    const booked = reservationReplySchema.parse(
      (
        await api.request(
          'POST',
          '/book/hotels/demo-kyoto/reservations',
          reservationRequest({
            checkin_date: '2026-03-16',
            checkout_date: '2026-03-19',
            guest: { first_name: 'Hanako', last_name: 'Yamada', email: to, phone: '+819012345678' },
            locale: 'en',
          }),
        )
      ).body,
    );
    const path = `/book/hotels/demo-kyoto/reservations/${booked.confirmation_number}?bypass_token=${booked.bypass_token}`;
    const change = { checkin_date: '2026-03-16', checkout_date: '2026-03-18' };
    const quoted = await api.request('PUT', `${path}&dry_run=true`, change);
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    // A price quote changes nothing and sends nothing.
    expect((await mailsTo(to)).map((m) => m.kind)).toEqual(['reservation_booked']);
    const done = await api.request('PUT', path, { ...change, quoted_total_price: quoted.body.quote.new_total_price });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const [changed] = await mailsTo(to);
    expect(changed).toMatchObject({
      kind: 'reservation_changed',
      subject: expect.stringContaining(booked.confirmation_number),
    });
    for (const body of [changed!.bodyText, changed!.bodyHtml!]) {
      // The day as the widget writes it (contract/date-format.ts).
      expect(body).toContain('Wed, Mar 18, 2026');
      expect(body).not.toContain('Mar 19');
      expect(body).toContain('+81 75-555-0100');
      expect(body).toContain('605-0862');
      expect(body).toContain('https://www.openstreetmap.org/search?query=');
      expect(body).toContain(`/reservation/confirmation/${booked.confirmation_number}?code=demo-kyoto`);
    }
    expect(changed!.attachments[0]!.content).toContain('\r\nDTEND:20260318T020000Z\r\n');

    const newAddress = 'stay.change.new@example.com';
    const edited = await api.request(
      'PUT',
      `/book/hotels/demo-kyoto/reservations/${booked.confirmation_number}/guests?bypass_token=${booked.bypass_token}`,
      { first_name: 'Hanako', last_name: 'Yamada', email: newAddress, phone: '+819012345678' },
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await mailsTo(newAddress)).map((m) => m.kind)).toEqual(['reservation_changed']);
  });

  it("gives the confirmation page the hotel's address, map, times and contact, and a calendar link that needs no session, only the token", async () => {
    const to = 'stay.link@example.com';
    const booked = reservationReplySchema.parse(
      (
        await api.request(
          'POST',
          '/book/hotels/demo-kyoto/reservations',
          reservationRequest({
            guest: { first_name: 'Hanako', last_name: 'Yamada', email: to, phone: '+819012345678' },
            locale: 'en',
          }),
        )
      ).body,
    );
    expect(booked.hotel).toMatchObject({
      address: '605-0862 2-221 Kiyomizu, Higashiyama-ku, Kyoto',
      checkin_time: '15:00',
      checkout_time: '11:00',
      phone: '+81 75-555-0100',
      email: 'stay@kyoto.example.com',
      map_url: expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/search\?query=605-0862/),
    });
    const path = booked.calendar_path!;
    expect(path).toBe(
      `/api/calendar/hotels/demo-kyoto/reservations/${booked.confirmation_number}/stay.ics?bypass_token=${booked.bypass_token}`,
    );
    // A plain link: no Client-Session header.
    const file = await api.app.request(path, {}, { incoming: { socket: { remoteAddress: '203.0.113.9' } } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/calendar');
    expect(await file.text()).toContain(`UID:${booked.confirmation_number}@demo-kyoto.booking`);
    const wrongToken = await api.app.request(
      path.replace(/bypass_token=.*/, 'bypass_token=guessed'),
      {},
      { incoming: { socket: { remoteAddress: '203.0.113.9' } } },
    );
    expect(wrongToken.status).toBe(404);
    const noToken = await api.app.request(
      path.replace(/\?.*/, ''),
      {},
      { incoming: { socket: { remoteAddress: '203.0.113.9' } } },
    );
    expect(noToken.status).toBe(400);
    // Cancelled: no calendar link and the file is gone.
    const cancelled = await api.request(
      'PUT',
      `/book/hotels/demo-kyoto/reservations/${booked.confirmation_number}/cancel?bypass_token=${booked.bypass_token}`,
      { reason: 'change_of_plans', cancellation_fee_displayed: 0 },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(reservationReplySchema.parse(cancelled.body).calendar_path).toBeNull();
    expect((await api.app.request(path, {}, { incoming: { socket: { remoteAddress: '203.0.113.9' } } })).status).toBe(
      404,
    );
  });

  it('a guest who booked in Japanese gets Japanese e-mails; the cancellation says nothing that no longer applies', async () => {
    const to = 'stay.ja@example.com';
    const booked = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({
        guest: { first_name: 'Hanako', last_name: 'Yamada', email: to, phone: '+819012345678' },
        locale: 'ja',
      }),
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const number = reservationReplySchema.parse(booked.body).confirmation_number;
    const [confirmation] = await mailsTo(to);
    expect(confirmation!.subject).toContain('ご予約が確定しました');
    expect(confirmation!.bodyText).toContain('15:00から');
    expect(confirmation!.bodyText).toContain('お支払いはご到着時にホテルでお願いいたします。');
    expect(confirmation!.bodyText).toMatch(/キャンセル条件: .*まで無料でキャンセルできます。それ以降は料金の30%/);

    const quote = reservationReplySchema.parse(
      (await api.request('GET', `/book/hotels/demo-kyoto/reservations/${number}?email=${encodeURIComponent(to)}`)).body,
    );
    const cancelled = await api.request(
      'PUT',
      `/book/hotels/demo-kyoto/reservations/${number}/cancel?email=${encodeURIComponent(to)}`,
      { reason: 'change_of_plans', details: '', cancellation_fee_displayed: quote.cancellation.fee },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const [cancellation, ...earlier] = await mailsTo(to);
    expect(earlier).toHaveLength(1);
    expect(cancellation).toMatchObject({
      kind: 'reservation_cancelled',
      subject: expect.stringContaining('キャンセルされました'),
    });
    for (const body of [cancellation!.bodyText, cancellation!.bodyHtml!]) {
      expect(body).toContain('キャンセル料');
      expect(body).not.toContain('お支払いはご到着時');
      expect(body).not.toContain('キャンセル条件');
      // Nothing is left to change or cancel: the link only shows the booking.
      expect(body).toContain('ご予約を確認する');
      expect(body).not.toContain('ご予約の確認・変更・キャンセル');
    }
    expect(cancellation!.attachments).toEqual([]);
  });

  it("a guest who booked in Arabic gets the HTML e-mail right to left, in the hotel's own colours", async () => {
    const to = 'stay.ar@example.com';
    const booked = await api.request(
      'POST',
      '/book/hotels/demo-bali/reservations',
      reservationRequest({
        rooms: [{ room_type_code: 'BA-GARDEN-VILLA', room_plan_code: 'BA-GARDEN-VILLA-RO', adults: 2, children: 0 }],
        guest: { first_name: 'Layla', last_name: 'Hassan', email: to, phone: '+971501234567' },
        locale: 'ar',
      }),
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const [confirmation] = await mailsTo(to);
    const html = confirmation!.bodyHtml!;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('text-align:right;');
    expect(html).not.toContain('text-align:left;');
    // demo-bali: header #134e4a and button #0f766e, both dark, so white text on each.
    expect(html).toMatch(/<td bgcolor="#134e4a" style="[^"]*color:#ffffff;[^"]*">منتجع ديمو بالي أوبود<\/td>/);
    expect(html).toMatch(
      /<td align="center" bgcolor="#0f766e" [^>]*><a href="[^"]*bypass_token=[^"]*" style="[^"]*color:#ffffff;/,
    );
    expect(html).toContain('تدفع في الفندق عند الوصول.');
  });

  it('a guest who booked in Korean or Traditional Chinese gets the e-mail in that language', async () => {
    for (const [locale, words] of [
      ['ko', '예약이 확정되었습니다'],
      ['zh_Hant', '您的預訂已確認'],
    ] as const) {
      const to = `stay.${locale.toLowerCase()}@example.com`;
      const booked = await api.request(
        'POST',
        '/book/hotels/demo-kyoto/reservations',
        reservationRequest({
          guest: { first_name: 'Hanako', last_name: 'Yamada', email: to, phone: '+819012345678' },
          locale,
        }),
      );
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const [confirmation] = await mailsTo(to);
      expect(confirmation!.subject, locale).toContain(words);
      expect(confirmation!.bodyText, locale).not.toContain('Thank you for your booking');
    }
  });
});

it('folds iCalendar lines at 75 octets without splitting a character, and escapes TEXT', () => {
  expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  const long = `DESCRIPTION:${'京都'.repeat(40)}`;
  const folded = foldLine(long);
  const lines = folded.split('\r\n');
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
  // Unfolding (RFC 5545 3.1) gives the line back.
  expect(folded.replace(/\r\n /g, '')).toBe(long);
  const ics = stayCalendar({
    uid: 'R1@h',
    stamp: Temporal.Instant.from('2026-03-01T00:00:00Z'),
    hotelTimeZone: 'Asia/Seoul',
    checkinDate: '2026-03-10',
    checkinTime: '15:00',
    checkoutDate: '2026-03-11',
    checkoutTime: '12:00',
    summary: 'Stay, two nights; quiet',
    location: 'Seoul',
    description: 'Line 1\nLine 2',
    url: null,
    sequence: 0,
  });
  expect(ics).toContain('\r\nSUMMARY:Stay\\, two nights\\; quiet\r\n');
  expect(ics).toContain('\r\nDESCRIPTION:Line 1\\nLine 2\r\n');
  expect(ics).toContain('\r\nDTSTART:20260310T060000Z\r\n');
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
});
