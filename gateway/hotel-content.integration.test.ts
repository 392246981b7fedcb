import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealBookingApi, type RealBookingApi } from './test-support/real-booking-api';
import { postGraphql } from './test-support/graphql-over-http';

// Hotel content per language through the gateway against the real booking API over HTTP ("today"
// 2030-04-01): the app's X-Locale, else the browser's Accept-Language, reaches the booking API,
// which answers every hotel text in that language (falling back to the hotel's own, then English).
let realApi: RealBookingApi;
beforeAll(async () => {
  realApi = await startRealBookingApi({ clientKey: 'content-widget' });
});
afterAll(() => realApi?.close());

const CONTENT = /* GraphQL */ `
  query Content($code: String!) {
    hotel(code: $code) {
      name
      address {
        fullAddress
      }
    }
    rooms(code: $code, search: { checkin: "2030-04-15", checkout: "2030-04-16", adults: 2 }) {
      rooms {
        roomTypeCode
        name
        description
        plans {
          hotelPlanCode
          name
          description
        }
      }
    }
  }
`;
const content = (code: string, headers: Record<string, string>) =>
  postGraphql(realApi.gateway, CONTENT, { code }, headers);

describe('hotel content per language through the gateway', () => {
  it("answers in the app's chosen locale (X-Locale), over the browser's language", async () => {
    const reply = await content('demo-kyoto', { 'X-Locale': 'ja', 'Accept-Language': 'en-US,en;q=0.9' });
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.hotel).toEqual({
      name: 'デモホテル京都東山',
      address: { fullAddress: '京都府京都市東山区清水2-221' },
    });
    const twin = reply.data!.rooms.rooms.find((room: any) => room.roomTypeCode === 'KY-STD-TWIN');
    expect(twin.name).toBe('スタンダードツイン');
    expect(twin.plans.find((plan: any) => plan.hotelPlanCode === 'NON_REFUNDABLE')).toEqual({
      hotelPlanCode: 'NON_REFUNDABLE',
      name: '返金不可のお得なプラン - スタンダードツイン',
      description: '素泊まりの最安値です。キャンセル時の返金はありません。',
    });
  });

  it("answers in the browser's first language when the app names none, mapping zh-TW to Traditional Chinese", async () => {
    const korean = await content('demo-seoul', { 'Accept-Language': 'ko-KR,ko;q=0.9' });
    expect(korean.data!.hotel.name).toBe('데모 호텔 서울 북촌');
    expect(korean.data!.rooms.rooms.find((room: any) => room.roomTypeCode === 'SE-HANOK-ONDOL').name).toBe(
      '한옥 온돌방',
    );
    const traditional = await content('demo-kyoto', { 'Accept-Language': 'zh-TW,zh;q=0.8' });
    expect(traditional.data!.rooms.rooms.find((room: any) => room.roomTypeCode === 'KY-JP-TATAMI').name).toBe(
      '和式客房',
    );
  });

  it("falls back to the hotel's own language where a text is not written in the one asked", async () => {
    // demo-bali books id, en, th, ar: a Japanese reader sees its Indonesian texts.
    const reply = await content('demo-bali', { 'X-Locale': 'ja' });
    expect(reply.data!.hotel.name).toBe('Demo Resort Bali Ubud');
    const villa = reply.data!.rooms.rooms.find((room: any) => room.roomTypeCode === 'BA-GARDEN-VILLA');
    expect(villa.name).toBe('Vila Taman');
    expect(villa.plans.find((plan: any) => plan.hotelPlanCode === 'ROOM_ONLY').name).toBe('Hanya kamar - Vila Taman');
    const arabic = await content('demo-bali', { 'X-Locale': 'ar' });
    expect(arabic.data!.rooms.rooms.find((room: any) => room.roomTypeCode === 'BA-GARDEN-VILLA').name).toBe(
      'فيلا الحديقة',
    );
  });
});

describe('booking widget type', () => {
  it('a brand-facility setup says so (demo-bali); a facility of its own is standard', async () => {
    const query = /* GraphQL */ `
      query WidgetType($code: String!) {
        bookingWidgetSettings(code: $code) {
          bookingWidgetType
        }
      }
    `;
    const types = await Promise.all(
      ['demo-bali', 'demo-kyoto'].map(async (code) => {
        const reply = await postGraphql(realApi.gateway, query, { code }, {});
        expect(reply.errors).toBeUndefined();
        return reply.data!.bookingWidgetSettings.bookingWidgetType;
      }),
    );
    expect(types).toEqual(['brand_facility', 'standard']);
  });
});
