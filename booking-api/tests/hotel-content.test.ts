import { expect, it } from 'vitest';
import { DEMO_KEY, DEMO_SECRET, describeOnTestDatabases, firstCode, reservationRequest } from './support/test-api';

// Hotel content per language (SPEC.md sections 1 and 3): every kind of hotel text in the reader's
// language, asked by ?locale, the Locale header (the gateway's) or Accept-Language; a text the hotel
// has not written in it falls back to the hotel's own language (its first book language), then English.
// "Today" is 2026-03-02 at every demo facility.

const STAY = 'checkin=2026-03-10&checkout=2026-03-11&adults=2';
const basic = { Authorization: `Basic ${Buffer.from(`${DEMO_KEY}:${DEMO_SECRET}`).toString('base64')}` };

describeOnTestDatabases('hotel content per language on $name', (api) => {
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const reply = await api.request('GET', path, undefined, headers);
    expect(reply.status).toBe(200);
    return reply.body;
  };

  it('names the hotel and its address in the language asked, by query, Locale header or Accept-Language', async () => {
    expect((await get('/book/hotels/demo-kyoto', { Locale: 'zh_Hant' })).hotel_name).toBe('示範飯店京都東山');
    expect((await get('/book/hotels/demo-kyoto', { Locale: 'zh_Hant' })).address.full_address).toBe(
      '京都府京都市東山區清水2-221',
    );
    expect((await get('/book/hotels/demo-kyoto', { 'Accept-Language': 'ko-KR,ko;q=0.9,en;q=0.8' })).hotel_name).toBe(
      '데모 호텔 교토 히가시야마',
    );
    // A browser tag maps as SPEC.md section 1 says: zh-TW is Traditional, zh-SG Simplified.
    expect((await get('/book/hotels/demo-kyoto', { 'Accept-Language': 'zh-TW' })).hotel_name).toBe('示範飯店京都東山');
    expect((await get('/book/hotels/demo-kyoto', { 'Accept-Language': 'zh-SG' })).hotel_name).toBe('演示酒店京都东山');
    // The query wins over the header; the header over Accept-Language.
    expect((await get('/book/hotels/demo-kyoto?locale=ja', { Locale: 'ko', 'Accept-Language': 'en' })).hotel_name).toBe(
      'デモホテル京都東山',
    );
    expect((await get('/book/hotels/demo-kyoto', { Locale: 'ko', 'Accept-Language': 'ja' })).hotel_name).toBe(
      '데모 호텔 교토 히가시야마',
    );
    // No language named, or one outside the list: English, as before content had languages.
    expect((await get('/book/hotels/demo-kyoto')).hotel_name).toBe('Demo Hotel Kyoto Higashiyama');
    expect((await get('/book/hotels/demo-kyoto', { Locale: 'fr' })).hotel_name).toBe('Demo Hotel Kyoto Higashiyama');
    expect((await get('/book/hotels/demo-bali/settings/booking_widget', { Locale: 'ar' })).hotel_name).toBe(
      'منتجع ديمو بالي أوبود',
    );
  });

  it("falls back to the hotel's own language, then English, for a text not written in the language asked", async () => {
    // demo-seoul books ko, en, ja: a Traditional Chinese reader gets Korean, not English.
    expect((await get('/book/hotels/demo-seoul', { Locale: 'zh_Hant' })).hotel_name).toBe('데모 호텔 서울 북촌');
    // demo-hakone books ja, en; demo-bali id, en, th, ar.
    expect((await get('/book/hotels/demo-hakone', { Locale: 'ko' })).hotel_name).toBe('デモ旅館 箱根強羅');
    expect((await get('/book/hotels/demo-bali', { Locale: 'ja' })).hotel_name).toBe('Demo Resort Bali Ubud');
    expect((await get('/book/hotels/demo-bali', { Locale: 'ja' })).address.full_address).toBe(
      'Jl. Raya Sanggingan No. 88, Ubud, Gianyar, Bali',
    );
    // A text the hotel wrote in English and Thai only: a Korean reader at demo-kyoto (own language ja) reads English.
    const created = await api.request(
      'POST',
      '/api/staff/hotels/demo-kyoto/pay_by_links',
      { subject: { en: 'Spa treatment', th: 'ทรีตเมนต์สปา' }, amount: 9000 },
      basic,
    );
    expect(created.status).toBe(201);
    const number = created.body.payment_number;
    const visit = (await api.request('POST', `/book/pay_by_links/${number}/visits`, undefined, { Locale: 'ko' })).body;
    expect(visit.subject).toBe('Spa treatment');
    expect((await get(`/book/pay_by_links/${number}?visit_id=${visit.visit.visit_id}`, { Locale: 'th' })).subject).toBe(
      'ทรีตเมนต์สปา',
    );
    // A plain string is the hotel's own language; a map replaces the languages it names and keeps the others.
    const changed = await api.request(
      'PATCH',
      `/api/staff/hotels/demo-kyoto/pay_by_links/${number}`,
      { subject: { ja: 'スパトリートメント' } },
      basic,
    );
    expect(changed.status).toBe(200);
    expect((await get(`/book/pay_by_links/${number}?visit_id=${visit.visit.visit_id}`, { Locale: 'ko' })).subject).toBe(
      'スパトリートメント',
    );
    expect((await get(`/book/pay_by_links/${number}?visit_id=${visit.visit.visit_id}`, { Locale: 'th' })).subject).toBe(
      'ทรีตเมนต์สปา',
    );
  });

  it('refuses a translation in an unknown language or with no text at all, in the error shape', async () => {
    const unknown = await api.request(
      'POST',
      '/api/staff/hotels/demo-kyoto/pay_by_links',
      { subject: { jp: 'スパ' }, amount: 9000 },
      basic,
    );
    expect(unknown.status).toBe(400);
    expect(firstCode(unknown.body)).toBe('1000');
    expect(JSON.stringify(unknown.body.errors[0].details)).toContain('Unrecognized key: \\"jp\\"');
    const blank = await api.request(
      'POST',
      '/api/staff/hotels/demo-kyoto/pay_by_links',
      { subject: { en: ' ', ja: '' }, amount: 9000 },
      basic,
    );
    expect(blank.status).toBe(400);
    expect(firstCode(blank.body)).toBe('1000');
    const tooLong = await api.request(
      'POST',
      '/api/staff/hotels/demo-kyoto/pay_by_links',
      { subject: { en: 'x'.repeat(201) }, amount: 9000 },
      basic,
    );
    expect(tooLong.status).toBe(400);
  });

  it('reads room types, plans and their descriptions in the language asked', async () => {
    const ja = await get(`/book/hotels/demo-kyoto/rooms?${STAY}`, { Locale: 'ja' });
    const twin = ja.rooms.find((room: any) => room.room_type_code === 'KY-STD-TWIN');
    expect(twin.room_type_name).toBe('スタンダードツイン');
    expect(twin.room_type_description).toBe('シングルベッド2台、22m²、街並みの眺め、シャワールーム付き。');
    const saver = twin.room_plan.find((plan: any) => plan.hotel_plan_code === 'NON_REFUNDABLE');
    expect(saver.room_plan_name).toBe('返金不可のお得なプラン - スタンダードツイン');
    expect(saver.room_plan_description).toBe('素泊まりの最安値です。キャンセル時の返金はありません。');
    // No English left in any name of the Japanese reply (every kyoto text is written in ja).
    for (const room of ja.rooms) {
      expect(room.room_type_name).not.toMatch(/[A-Za-z]{3}/);
      for (const plan of room.room_plan) expect(plan.room_plan_name).not.toMatch(/[A-Za-z]{3}/);
    }
    const ko = await get(`/book/hotels/demo-seoul/rooms?${STAY}`, { Locale: 'ko' });
    expect(ko.rooms.find((room: any) => room.room_type_code === 'SE-HANOK-ONDOL').room_type_name).toBe('한옥 온돌방');
    const th = await get(`/book/hotels/demo-bali/rooms?${STAY}`, { Locale: 'th' });
    expect(
      th.rooms
        .find((room: any) => room.room_type_code === 'BA-GARDEN-VILLA')
        .room_plan.map((plan: any) => plan.room_plan_name),
    ).toContain('ห้องพักอย่างเดียว - การ์เด้นวิลล่า');
    const recommended = await get(`/book/hotels/demo-kyoto/rooms/recommendation?${STAY}`, { Locale: 'zh_Hans' });
    expect(recommended.recommendations[0].room_type_name).toBe('豪华大床房（花园景观）');
    const inventory = await get('/book/hotels/demo-hakone/rooms/inventory?from=2026-03-10&to=2026-03-11', {
      Locale: 'ja',
    });
    expect(inventory.inventory.map((row: any) => row.room_type_name)).toContain('庭園側のお部屋');
  });

  it('reads cancellation policies, children tiers, notices, extras and additional questions in the language asked', async () => {
    expect(
      (await get('/book/hotels/demo-seoul/cancellation_policies', { Locale: 'ko' })).cancellation_policies.map(
        (p: any) => [p.name, p.description],
      ),
    ).toEqual([
      ['스탠다드', '체크인 3일 전까지 무료, 3일 전부터 30%, 전날 18:00부터 50%, 노쇼는 100%.'],
      ['플렉시블', '체크인 전날 18:00까지 무료, 이후 50%, 노쇼는 100%.'],
      ['환불 불가', '언제 취소하시더라도 요금 전액이 부과됩니다.'],
    ]);
    // The seoul policies are not written in Thai: its own language, Korean.
    expect(
      (await get('/book/hotels/demo-seoul/cancellation_policies', { Locale: 'th' })).cancellation_policies[0].name,
    ).toBe('스탠다드');
    expect(
      (await get('/book/hotels/demo-bali/cancellation_policies', { Locale: 'ar' })).cancellation_policies[2].name,
    ).toBe('غير قابلة للاسترداد');
    // Children's tiers: tier A is the companion tier (sleeps with an adult).
    const tiers = (await get('/book/hotels/demo-seoul/kids_tiers', { Locale: 'ko' })).tiers;
    expect(tiers.map((tier: any) => [tier.code, tier.name, tier.companion])).toEqual([
      ['A', '침대를 함께 쓰는 유아 (0~2세)', true],
      ['B', '침구를 제공받는 어린이 (3~6세)', false],
      ['C', '어린이 (7~12세)', false],
    ]);
    expect((await get('/book/hotels/demo-hakone/kids_tiers', { Locale: 'zh_Hans' })).tiers[0].name).toBe(
      '乳幼児（0〜2歳）',
    );
    const notices = (await get('/book/hotels/demo-kyoto/notifications?checkin=2026-03-10', { Locale: 'zh_Hant' }))
      .notifications;
    expect(notices[0]).toMatchObject({ title: '庭園點燈', body: '苔蘚庭園每晚18:00至21:00點燈。' });
    const extras = (
      await get('/book/hotels/demo-kyoto/extras?checkin=2026-03-10&checkout=2026-03-12', { Locale: 'ko' })
    ).extras;
    expect(extras.map((extra: any) => extra.name)).toEqual([
      '웰컴 샴페인',
      '가이세키 저녁 식사',
      '레이트 체크아웃 (13:00까지)',
    ]);
    const questions = (
      await get('/book/hotels/demo-kyoto/additional_questions?checkin=2026-03-10', { Locale: 'zh_Hans' })
    ).additional_questions;
    const arrival = questions.find((question: any) => question.question_type === 'checkin');
    expect(arrival.title).toBe('预计抵达时间');
    expect(arrival.options.map((option: any) => option.label)).toContain('21:00以后');
    // Not written in Thai: the hotel's own language (ja), as every other kind of content.
    expect(
      (await get('/book/hotels/demo-kyoto/extras?checkin=2026-03-10&checkout=2026-03-12', { Locale: 'th' })).extras[0]
        .name,
    ).toBe('ウェルカムシャンパン');
    const inThai = (
      await get('/book/hotels/demo-kyoto/additional_questions?checkin=2026-03-10', { 'Accept-Language': 'th-TH' })
    ).additional_questions;
    expect(inThai.find((question: any) => question.question_type === 'checkin').title).toBe('ご到着予定時刻');
  });

  it("shows a reservation's hotel, rooms, plans and children in the reader's language, else the one booked in", async () => {
    const booked = await api.request(
      'POST',
      '/book/hotels/demo-seoul/reservations',
      reservationRequest({
        rooms: [
          {
            room_type_code: 'SE-HANOK-ONDOL',
            room_plan_code: 'SE-HANOK-ONDOL-RO',
            adults: 2,
            children: 1,
            kids_tiers: [{ code: 'C', count: 1 }],
          },
        ],
        guest: { first_name: 'Minji', last_name: 'Kim', email: 'minji.kim@example.com', phone: '+821012345678' },
        locale: 'ko',
      }),
    );
    expect(booked.status).toBe(201);
    expect(booked.body.hotel.hotel_name).toBe('데모 호텔 서울 북촌');
    expect(booked.body.rooms[0]).toMatchObject({
      room_type_name: '한옥 온돌방',
      room_plan_name: '객실 전용 - 한옥 온돌방',
    });
    expect(booked.body.rooms[0].kids[0].tier_name).toBe('어린이 (7~12세)');
    const path = `/book/hotels/demo-seoul/reservations/${booked.body.confirmation_number}?email=minji.kim%40example.com`;
    const inJapanese = await get(path, { Locale: 'ja' });
    expect(inJapanese.rooms[0]).toMatchObject({
      room_type_name: '韓屋オンドル部屋',
      room_plan_name: '素泊まり - 韓屋オンドル部屋',
    });
    expect(inJapanese.hotel.hotel_name).toBe('デモホテル ソウル北村');
  });
});
