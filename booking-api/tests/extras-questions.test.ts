import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { CLIENT_SESSION_HEADER } from '../../contract';
import { additionalQuestions, extras, fileAttachments, reservations } from '../db/schema';
import { sniffImageType } from '../extras/attachments';
import { testDatabaseTargets, type TestDatabase } from './support/test-databases';
import { firstCode, reservationRequest, startTestApi, stockOf, type TestApi, racerName } from './support/test-api';

// A 1x1 PNG: a real image by its magic bytes.
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const STAY = { checkin_date: '2026-03-10', checkout_date: '2026-03-13' }; // Tue-Fri: three nights, today is 2026-03-02

describe.each(testDatabaseTargets)('extras, questions and attachments on $name', (target) => {
  if (target.skipReason) {
    it.skip(`skipped on ${target.name}: ${target.skipReason}`, () => {});
    return;
  }
  let handle: TestDatabase;
  let api: TestApi;
  const ids: Record<string, number> = {};
  const questionIds: Record<string, number> = {};
  beforeAll(async () => {
    handle = await target.openSeeded();
    api = await startTestApi(handle.database);
    for (const row of await api.database.db.select().from(extras)) ids[row.code] = row.id;
    for (const row of await api.database.db.select().from(additionalQuestions)) questionIds[row.title.en!] = row.id;
    // The demo questions are optional; this hotel requires the arrival time and the breakfast style.
    await api.database.db
      .update(additionalQuestions)
      .set({ required: true })
      .where(
        inArray(additionalQuestions.id, [questionIds['Estimated arrival time']!, questionIds['Breakfast style']!]),
      );
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  const arrival = () => ({ question_id: questionIds['Estimated arrival time']!, options: ['17-19'] });
  const book = (overrides: Record<string, unknown> = {}) =>
    api.request('POST', '/book/hotels/demo-kyoto/reservations', {
      ...reservationRequest({ ...STAY }),
      answers: [arrival()],
      ...overrides,
    });
  const inventoryOf = async (code: string) =>
    (await api.database.db.select().from(extras).where(eq(extras.code, code)))[0]!.inventory;
  const upload = async (bytes: Uint8Array, name: string, type = 'image/png') => {
    const form = new FormData();
    form.append('file', new File([bytes.slice()], name, { type }));
    const response = await api.app.request('/book/hotels/demo-kyoto/file_attachments', {
      method: 'POST',
      headers: { [CLIENT_SESSION_HEADER]: api.session },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as any };
  };

  it('lists the extras a stay can buy, dated ones with their prices by date, and the inventories', async () => {
    const reply = await api.request(
      'GET',
      `/book/hotels/demo-kyoto/extras?checkin=${STAY.checkin_date}&checkout=${STAY.checkout_date}&locale=ja`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.extras.map((e: any) => e.code)).toEqual(['KY-CHAMPAGNE', 'KY-KAISEKI', 'KY-LATE-CHECKOUT']);
    const dinner = reply.body.extras[1];
    expect(dinner.name).toBe('懐石料理のご夕食');
    expect(dinner.booking_available_dates).toEqual(['2026-03-10', '2026-03-11', '2026-03-12']);
    expect(dinner.prices_by_date.map((p: any) => p.price)).toEqual([12000, 12000, 12000]);
    expect(reply.body.extra_inventories).toContainEqual({ extra_id: ids['KY-CHAMPAGNE'], inventory: 40 });
    expect(reply.body.extra_inventories).toContainEqual({ extra_id: ids['KY-LATE-CHECKOUT'], inventory: null });
    const bad = await api.request('GET', '/book/hotels/demo-kyoto/extras?checkin=2026-03-13&checkout=2026-03-10');
    expect([bad.status, firstCode(bad.body)]).toEqual([400, '1000']);
  });

  it('filters the questions by plan, label and display window', async () => {
    const base = '/book/hotels/demo-kyoto/additional_questions';
    const roomOnly = await api.request('GET', `${base}?checkin=2026-03-10&room_plan_codes[]=KY-STD-TWIN-RO`);
    const titles = (r: any) => r.body.additional_questions.map((q: any) => q.title);
    expect(titles(roomOnly)).toEqual([
      'Estimated arrival time',
      'Is this stay for a special occasion?',
      'Food allergies',
      'Names of the guests in each room',
      'Date of your departing flight',
      'Photo of your passport (guests from abroad)',
    ]);
    const breakfast = await api.request(
      'GET',
      `${base}?checkin=2026-03-10&room_plan_codes[]=KY-STD-TWIN-BF&q=${encodeURIComponent(JSON.stringify({ label_filters: ['all_users', 'membership_rank_all'] }))}`,
    );
    expect(titles(breakfast)).toContain('Breakfast style');
    // A guest asking for the members' label is still a guest: q narrows, never widens.
    expect(titles(breakfast)).not.toContain('Member: pillow preference');
    const later = await api.request('GET', `${base}?checkin=2026-05-05&room_plan_codes[]=KY-STD-TWIN-RO`);
    expect(later.body.additional_questions[0]).toMatchObject({ question_type: 'notification', answer_type: 'none' });
    const bad = await api.request('GET', `${base}?q=notjson`);
    expect([bad.status, firstCode(bad.body)]).toEqual([400, '1000']);
  });

  it('books extras and answers in one transaction, totals them and shows them on the reservation', async () => {
    const image = await upload(PNG, 'passport.png');
    expect(image.status).toBe(201);
    const selection = [
      { extra_id: ids['KY-CHAMPAGNE']!, quantity: 2 },
      { extra_id: ids['KY-KAISEKI']!, quantity: 2, date: '2026-03-11' },
      { extra_id: ids['KY-LATE-CHECKOUT']!, quantity: 0 },
    ];
    const reply = await book({
      rooms: [
        { room_type_code: 'KY-STD-TWIN', room_plan_code: 'KY-STD-TWIN-RO', adults: 2, children: 0 },
        { room_type_code: 'KY-JP-TATAMI', room_plan_code: 'KY-JP-TATAMI-RO', adults: 2, children: 1 },
      ],
      extras: selection,
      total_extra_price: 2 * 5500 + 2 * 12000,
      answers: [
        arrival(),
        { question_id: questionIds['Food allergies']!, answer: 'Peanuts' },
        { question_id: questionIds['Is this stay for a special occasion?']!, options: ['birthday', 'anniversary'] },
        { question_id: questionIds['Date of your departing flight']!, answer: '2026-03-14' },
        { question_id: questionIds['Photo of your passport (guests from abroad)']!, attachment_ids: [image.body.id] },
      ],
    });
    expect(reply.status).toBe(201);
    const body = reply.body;
    expect(body.total_extra_price).toBe(35000);
    expect(body.extra_price_without_tax).toBe(5000 * 2 + 10909 * 2);
    const roomsTotal = body.rooms.reduce((sum: number, room: any) => sum + room.total_price, 0);
    expect(body.total_price).toBe(roomsTotal + 35000);
    expect(body.extras).toEqual([
      expect.objectContaining({ code: 'KY-CHAMPAGNE', date: null, quantity: 2, price: 11000 }),
      expect.objectContaining({ code: 'KY-KAISEKI', date: '2026-03-11', quantity: 2, price: 24000 }),
    ]);
    expect(body.answers.map((a: any) => [a.title, a.answer, a.options.map((o: any) => o.label)])).toEqual([
      ['Estimated arrival time', null, ['17:00-19:00']],
      ['Is this stay for a special occasion?', null, ['Birthday', 'Anniversary']],
      ['Food allergies', 'Peanuts', []],
      ['Date of your departing flight', '2026-03-14', []],
      ['Photo of your passport (guests from abroad)', null, []],
    ]);
    expect(body.answers[4].attachments).toEqual([
      { id: image.body.id, file_name: 'passport.png', content_type: 'image/png', byte_size: PNG.length },
    ]);
    expect(await inventoryOf('KY-CHAMPAGNE')).toBe(38);
    expect(await inventoryOf('KY-KAISEKI')).toBe(198);

    const lookedUp = await api.request(
      'GET',
      `/book/hotels/demo-kyoto/reservations/${body.confirmation_number}?bypass_token=${body.bypass_token}`,
    );
    expect(lookedUp.body.extras).toEqual(body.extras);
    expect(lookedUp.body.answers).toEqual(body.answers);

    // The file is served to the reservation's holder only.
    const url = `/api/file_attachments/${image.body.id}?confirmation_number=${body.confirmation_number}`;
    const served = await api.app.request(`${url}&bypass_token=${body.bypass_token}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    const byEmail = await api.app.request(`${url}&email=${encodeURIComponent('hanako.yamada@example.com')}`);
    expect(byEmail.status).toBe(200);
    const stranger = await api.app.request(`${url}&bypass_token=wrong-token`);
    expect(stranger.status).toBe(404);
    expect(firstCode(await stranger.json())).toBe('1252');

    // A claimed file cannot be claimed again; the failed booking leaves nothing behind.
    const before = (await api.database.db.select({ n: count() }).from(reservations))[0]!.n;
    const reuse = await book({
      answers: [
        arrival(),
        { question_id: questionIds['Photo of your passport (guests from abroad)']!, attachment_ids: [image.body.id] },
      ],
    });
    expect([reuse.status, firstCode(reuse.body)]).toEqual([400, '1000']);
    expect(
      reuse.body.errors[0].details[`answers.${questionIds['Photo of your passport (guests from abroad)']}`],
    ).toBeDefined();
    expect((await api.database.db.select({ n: count() }).from(reservations))[0]!.n).toBe(before);

    // Cancelling gives the extras back.
    const cancelled = await api.request(
      'PUT',
      `/book/hotels/demo-kyoto/reservations/${body.confirmation_number}/cancel?bypass_token=${body.bypass_token}`,
      {
        reason: 'change_of_plans',
        cancellation_fee_displayed: body.cancellation.fee,
      },
    );
    expect(cancelled.status).toBe(200);
    expect(await inventoryOf('KY-CHAMPAGNE')).toBe(40);
    expect(await inventoryOf('KY-KAISEKI')).toBe(200);
  });

  it('refuses wrong extras with the catalogue codes 1100-1106 and writes nothing', async () => {
    const expectCode = async (overrides: Record<string, unknown>, status: number, code: string) => {
      const reply = await book(overrides);
      expect([reply.status, firstCode(reply.body)]).toEqual([status, code]);
    };
    await expectCode({ extras: [{ extra_id: 99999, quantity: 1 }] }, 422, '1100');
    await expectCode({ extras: [{ extra_id: ids['KY-KAISEKI']!, quantity: 1, date: '2026-03-13' }] }, 422, '1100'); // checkout day: no dinner
    await expectCode({ extras: [{ extra_id: ids['KY-KAISEKI']!, quantity: 1 }] }, 422, '1100');
    await expectCode({ extras: [{ extra_id: ids['KY-CHAMPAGNE']!, quantity: 4 }] }, 422, '1102');
    await expectCode(
      {
        extras: ['2026-03-10', '2026-03-11', '2026-03-12'].map((date) => ({
          extra_id: ids['KY-KAISEKI']!,
          quantity: 8,
          date,
        })),
      },
      422,
      '1104',
    );
    await expectCode(
      { extras: [{ extra_id: ids['KY-CHAMPAGNE']!, quantity: 1 }], total_extra_price: 5000 },
      409,
      '1103',
    );
    await api.database.db.update(extras).set({ inventory: 1 }).where(eq(extras.code, 'KY-CHAMPAGNE'));
    await expectCode({ extras: [{ extra_id: ids['KY-CHAMPAGNE']!, quantity: 2 }] }, 409, '1105');
    await api.database.db.update(extras).set({ inventory: 40, active: false }).where(eq(extras.code, 'KY-CHAMPAGNE'));
    await expectCode({ extras: [{ extra_id: ids['KY-CHAMPAGNE']!, quantity: 1 }] }, 422, '1106');
    await api.database.db.update(extras).set({ active: true }).where(eq(extras.code, 'KY-CHAMPAGNE'));
    // The champagne closes at 18:00 the day before check-in (facility time).
    await api.travelTo('2026-03-09T09:00:00Z'); // 18:00 in Kyoto
    await expectCode({ extras: [{ extra_id: ids['KY-CHAMPAGNE']!, quantity: 1 }] }, 422, '1101');
    const offered = await api.request(
      'GET',
      `/book/hotels/demo-kyoto/extras?checkin=${STAY.checkin_date}&checkout=${STAY.checkout_date}`,
    );
    expect(offered.body.extras.map((e: any) => e.code)).toEqual(['KY-KAISEKI', 'KY-LATE-CHECKOUT']);
    expect(offered.body.extras[0].booking_available_dates).toEqual(['2026-03-12']); // two days ahead at noon
    await api.travelTo('2026-03-02T03:00:00Z');
    expect(await inventoryOf('KY-CHAMPAGNE')).toBe(40);
  });

  it('validates answers on the server: required, 255 characters, options, dates, files', async () => {
    const field = (reply: any, id: number) => reply.body.errors?.[0]?.details?.[`answers.${id}`]?.[0]?.text;
    const missing = await book({ answers: [] });
    expect([missing.status, firstCode(missing.body)]).toEqual([400, '1000']);
    expect(field(missing, questionIds['Estimated arrival time']!)).toBe('is required');
    const allergies = questionIds['Food allergies']!;
    const long = await book({ answers: [arrival(), { question_id: allergies, answer: 'a'.repeat(256) }] });
    expect(field(long, allergies)).toBe('must be at most 255 characters');
    expect((await book({ answers: [arrival(), { question_id: allergies, answer: 'a'.repeat(255) }] })).status).toBe(
      201,
    );
    const wrongOption = await book({
      answers: [{ question_id: questionIds['Estimated arrival time']!, options: ['midnight'] }],
    });
    expect(field(wrongOption, questionIds['Estimated arrival time']!)).toBe('must be one of the options');
    const flight = questionIds['Date of your departing flight']!;
    expect(field(await book({ answers: [arrival(), { question_id: flight, answer: '2026-02-30' }] }), flight)).toBe(
      'must be a date in the form YYYY-MM-DD',
    );
    const breakfast = questionIds['Breakfast style']!;
    expect(
      field(await book({ answers: [arrival(), { question_id: breakfast, options: ['japanese'] }] }), breakfast),
    ).toBe('is not a question of this booking');
    const breakfastPlan = await book({
      rooms: [{ room_type_code: 'KY-STD-TWIN', room_plan_code: 'KY-STD-TWIN-BF', adults: 2, children: 0 }],
    });
    expect(field(breakfastPlan, breakfast)).toBe('is required');
    const files = questionIds['Photo of your passport (guests from abroad)']!;
    const unknownFile = await book({
      answers: [arrival(), { question_id: files, attachment_ids: ['no-such-file-id'] }],
    });
    expect(field(unknownFile, files)).toMatch(/not found/);
  });

  it('accepts images by their content only, and at most 80 MB', async () => {
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('GIF89a....'))).toBe('image/gif');
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    const fake = await upload(new TextEncoder().encode('%PDF-1.7 not an image'), 'photo.png');
    expect([fake.status, firstCode(fake.body)]).toEqual([422, '1251']);
    const empty = await upload(new Uint8Array(), 'empty.png');
    expect([empty.status, firstCode(empty.body)]).toEqual([422, '1251']);
    const big = new Uint8Array(80 * 1024 * 1024 + 1);
    big.set(PNG.subarray(0, 8));
    const tooBig = await upload(big, 'huge.png');
    expect([tooBig.status, firstCode(tooBig.body)]).toEqual([413, '1251']);
    const noFile = await api.app.request('/book/hotels/demo-kyoto/file_attachments', {
      method: 'POST',
      headers: { [CLIENT_SESSION_HEADER]: api.session, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(noFile.status).toBe(400);
    const unclaimed = await api.database.db
      .select({ n: count() })
      .from(fileAttachments)
      .where(eq(fileAttachments.fileName, 'huge.png'));
    expect(unclaimed[0]!.n).toBe(0);
  });

  it('never oversells an extra when bookings race for its last units', async () => {
    await api.database.db.update(extras).set({ inventory: 5 }).where(eq(extras.code, 'KY-CHAMPAGNE'));
    const stay = { checkin_date: '2026-04-20', checkout_date: '2026-04-22' };
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api.request('POST', '/book/hotels/demo-kyoto/reservations', {
          ...reservationRequest({
            ...stay,
            guest: {
              first_name: 'Racer',
              last_name: racerName(i),
              email: `racer${i}@example.com`,
              phone: '+81300000000',
            },
          }),
          extras: [{ extra_id: ids['KY-CHAMPAGNE']!, quantity: 2 }],
          answers: [arrival()],
        }),
      ),
    );
    const won = replies.filter((r) => r.status === 201);
    expect(won).toHaveLength(2);
    for (const lost of replies.filter((r) => r.status !== 201))
      expect([lost.status, firstCode(lost.body)]).toEqual([409, '1105']);
    expect(await inventoryOf('KY-CHAMPAGNE')).toBe(1);
    // The losers' rooms were rolled back with their extras.
    expect(await stockOf(api.database, 'KY-STD-TWIN', stay.checkin_date, stay.checkout_date)).toEqual([6, 6]);
  });
});
