import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { hotels } from '../db/schema';
import {
  describeOnTestDatabases,
  memberWithSession,
  reservationRequest,
  sandboxCard,
  stockOf,
  type TestApi,
} from './support/test-api';

// Names, kana readings and addresses (SPEC.md section 5) at every entry point of the booking API
// that takes them: the booking, the guest edit, a lottery entry and a card holder's name.
const SCRIPT = '<script>alert(1)</script>';
const ROMAN_ONLY =
  'must be written in English (half-width Roman letters A-Z) (one of them, not mixed); other characters are not supported';
const ROMAN_OR_HIRAGANA =
  'must be written in English (half-width Roman letters A-Z) or hiragana (one of them, not mixed); other characters are not supported';
const ROMAN_OR_KANJI_KANA =
  'must be written in English (half-width Roman letters A-Z) or kanji and kana (one of them, not mixed); other characters are not supported';

const guest = (overrides: Record<string, string> = {}) => ({
  first_name: 'Hanako',
  last_name: 'Yamada',
  email: 'hanako@example.com',
  phone: '+819012345678',
  ...overrides,
});
const book = (api: TestApi, body: Record<string, unknown>) =>
  api.request('POST', '/book/hotels/demo-kyoto/reservations', reservationRequest(body));

/** demo-kyoto asking kanji names with kana and the address for the length of `run`. */
async function withRyokanRegister(api: TestApi, run: () => Promise<void>): Promise<void> {
  const set = (on: boolean) =>
    api.database.db
      .update(hotels)
      .set({ kanjiNameRequired: on, customerAddressRequired: on })
      .where(eq(hotels.code, 'demo-kyoto'));
  await set(true);
  try {
    await run();
  } finally {
    await set(false);
  }
}

describeOnTestDatabases('guest names and addresses on $name', (api) => {
  it('refuses markup as a first name with 400, code 1000 and the field, and books nothing', async () => {
    const stockBefore = await stockOf(api.database, 'KY-STD-TWIN', '2026-03-10', '2026-03-12');
    const reply = await book(api, { guest: guest({ first_name: SCRIPT }) });
    expect(await stockOf(api.database, 'KY-STD-TWIN', '2026-03-10', '2026-03-12')).toEqual(stockBefore);
    expect(reply).toEqual({
      status: 400,
      body: {
        errors: [
          {
            title: 'Invalid request',
            details: {
              base: [{ code: '1000', text: `guest.first_name: ${ROMAN_ONLY}` }],
              'guest.first_name': [{ code: '1000', text: ROMAN_ONLY }],
            },
          },
        ],
      },
    });
  });

  it('takes the letters of the booking language: hiragana in ja, hanzi in zh, hangul in ko, English everywhere', async () => {
    const cases: [string | undefined, string, string, number][] = [
      [undefined, 'Hanako', 'Yamada', 201],
      ['en', 'はなこ', 'やまだ', 400],
      ['ja', 'はなこ', 'やまだ', 201],
      ['ja', '花子', '山田', 400],
      ['ja', 'Hanaこ', 'Yamada', 400],
      ['zh_Hant', '大文', '陳', 201],
      ['zh_Hans', 'はなこ', '王', 400],
      ['ko', '민준', '김', 201],
      ['ko', '敏俊', '金', 400],
      ['th', 'สมชาย', 'Yamada', 400],
    ];
    for (const [locale, first, last, status] of cases) {
      const reply = await book(api, {
        guest: guest({ first_name: first, last_name: last }),
        ...(locale ? { locale } : {}),
      });
      expect(reply.status, `${locale} ${first} ${last}: ${JSON.stringify(reply.body)}`).toBe(status);
      if (status === 201) expect([reply.body.guest.first_name, reply.body.guest.last_name]).toEqual([first, last]);
      else expect(reply.body.errors[0].details.base[0].code).toBe('1000');
    }
    const jaRefused = await book(api, { guest: guest({ first_name: '花子' }), locale: 'ja' });
    expect(jaRefused.body.errors[0].details['guest.first_name']).toEqual([{ code: '1000', text: ROMAN_OR_HIRAGANA }]);
  });

  it('at a hotel asking kanji names and the address: kana readings and the address are required in Japanese, stored and returned', async () => {
    await withRyokanRegister(api, async () => {
      const missing = await book(api, { guest: guest({ first_name: '花子', last_name: SCRIPT }), locale: 'ja' });
      expect(missing.status).toBe(400);
      expect(missing.body.errors[0].details).toEqual({
        base: [{ code: '1000', text: `guest.last_name: ${ROMAN_OR_KANJI_KANA}` }],
        'guest.last_name': [{ code: '1000', text: ROMAN_OR_KANJI_KANA }],
        'guest.last_name_kana': [{ code: '1000', text: 'is required' }],
        'guest.first_name_kana': [{ code: '1000', text: 'is required' }],
        'guest.postal_code': [{ code: '1000', text: 'is required' }],
        'guest.prefecture_or_state': [{ code: '1000', text: 'is required' }],
        'guest.street_address': [{ code: '1000', text: 'is required' }],
      });
      const bad = await book(api, {
        locale: 'ja',
        guest: guest({
          first_name: '花子',
          last_name: '山田',
          first_name_kana: 'Hanako',
          last_name_kana: 'ヤマダ',
          postal_code: '600_8216',
          prefecture_or_state: '京都府',
          street_address: '<b>下京区</b>',
        }),
      });
      expect(bad.body.errors[0].details).toMatchObject({
        'guest.first_name_kana': [{ code: '1000', text: 'must be written in hiragana or katakana' }],
        'guest.postal_code': [{ code: '1000', text: 'may contain only letters and digits' }],
        'guest.street_address': [{ code: '1000', text: expect.stringContaining('unsupported characters') }],
      });
      const booked = await book(api, {
        locale: 'ja',
        guest: guest({
          first_name: '花子',
          last_name: '山田',
          first_name_kana: 'ハナコ',
          last_name_kana: 'やまだ',
          postal_code: '６００－８２１６',
          prefecture_or_state: '京都府',
          street_address: '京都市下京区烏丸通七条下ル721-1',
          building_name_and_number: '',
        }),
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      expect(booked.body.guest).toMatchObject({
        first_name: '花子',
        last_name: '山田',
        first_name_kana: 'ハナコ',
        last_name_kana: 'やまだ',
        postal_code: '6008216',
        prefecture_or_state: '京都府',
        street_address: '京都市下京区烏丸通七条下ル721-1',
        building_name_and_number: null,
      });
      // In English the same hotel asks no kana (there is none to give) but still the address; names are English.
      const english = await book(api, {
        locale: 'en',
        guest: guest({
          first_name_kana: 'ハナコ',
          postal_code: 'SW1A 1AA',
          prefecture_or_state: 'London',
          street_address: '10 Downing St',
        }),
      });
      expect(english.status, JSON.stringify(english.body)).toBe(201);
      expect(english.body.guest).toMatchObject({
        first_name_kana: null,
        postal_code: 'SW1A1AA',
        street_address: '10 Downing St',
      });
    });
  });

  it('refuses markup in a guest edit, and keeps the booked reading and address when the edit leaves them out', async () => {
    await withRyokanRegister(api, async () => {
      const booked = await book(api, {
        locale: 'ja',
        guest: guest({
          first_name: 'はなこ',
          last_name: '山田',
          first_name_kana: 'ハナコ',
          last_name_kana: 'ヤマダ',
          postal_code: '6008216',
          prefecture_or_state: '京都府',
          street_address: '下京区1-2',
        }),
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const edit = (body: Record<string, unknown>) =>
        api.request(
          'PUT',
          `/book/hotels/demo-kyoto/reservations/${booked.body.confirmation_number}/guests?bypass_token=${booked.body.bypass_token}`,
          body,
        );
      const refused = await edit(guest({ first_name: SCRIPT, postal_code: '<1>' }));
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].details).toEqual({
        base: [{ code: '1000', text: `first_name: ${ROMAN_OR_KANJI_KANA}` }],
        first_name: [{ code: '1000', text: ROMAN_OR_KANJI_KANA }],
        postal_code: [{ code: '1000', text: 'may contain only letters and digits' }],
      });
      const edited = await edit(guest({ first_name: '花子', street_address: '東山区3-4' }));
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body.guest).toMatchObject({
        first_name: '花子',
        first_name_kana: 'ハナコ',
        postal_code: '6008216',
        street_address: '東山区3-4',
      });
    });
  });

  it('refuses markup in a lottery entrant name and an unsupported card holder name', async () => {
    const member = await memberWithSession(api, 'lottery-names');
    const entry = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/lottery_results',
      {
        lottery_event_uuid: 'any',
        checkin_date: '2026-05-01',
        checkout_date: '2026-05-02',
        adults: 2,
        guest: guest({ last_name: SCRIPT }),
      },
      { ...member.headers, Locale: 'ko' },
    );
    const hangulOrRoman =
      'must be written in English (half-width Roman letters A-Z) or hangul (one of them, not mixed); other characters are not supported';
    expect([entry.status, entry.body.errors[0].details]).toEqual([
      400,
      {
        base: [{ code: '1000', text: `guest.last_name: ${hangulOrRoman}` }],
        'guest.last_name': [{ code: '1000', text: hangulOrRoman }],
      },
    ]);
    const card = await api.request(
      'POST',
      '/api/sandbox/tokens',
      sandboxCard('4111111111111111', { holder_name: 'やまだ はなこ' }),
    );
    expect([card.status, card.body.errors[0].details['holder_name']]).toEqual([
      400,
      [{ code: '1000', text: ROMAN_ONLY }],
    ]);
  });

  it('tells the widget what the hotel asks', async () => {
    await withRyokanRegister(api, async () => {
      const settings = await api.request('GET', '/book/hotels/demo-kyoto/settings/booking_widget');
      expect(settings.body).toMatchObject({
        kanji_name_required: true,
        customer_address_required: true,
        kana_name_mode: 'do_not_ask',
      });
    });
  });
});
