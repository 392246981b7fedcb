import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealBookingApi, type RealBookingApi } from './test-support/real-booking-api';
import { postGraphql } from './test-support/graphql-over-http';

/** The agency hotel search through the gateway against the real booking API over HTTP (gateway/schema/hotel-search). */
let realApi: RealBookingApi;
beforeAll(async () => {
  // Thursday 2026-11-26, noon in Japan.
  realApi = await startRealBookingApi({ clientKey: 'agency-widget', now: '2026-11-26T03:00:00Z' });
});
afterAll(() => realApi?.close());

const SEARCH = /* GraphQL */ `
  query Search($search: HotelSearchInput!) {
    hotelSearch(search: $search) {
      page
      totalPages
      totalEntries
      nights
      currency
      facilities {
        code
        name
        starRating
        features
        soldOut
        area {
          code
          name
        }
        rating {
          average
          count
        }
        displayPrice {
          total
          perNight
          currency
        }
        lowestPrice {
          total
          perNight
          currency
        }
        lowestPlan {
          meal
          refundable
        }
        nextAvailable {
          checkin
        }
      }
    }
  }
`;

describe('hotelSearch', () => {
  it("answers the agency's listed facilities of an area with the room search's lowest price", async () => {
    const reply = await postGraphql<{ hotelSearch: any }>(
      realApi.gateway,
      SEARCH,
      {
        search: {
          area: 'hakone',
          checkin: '2026-12-04',
          checkout: '2026-12-06',
          rooms: '2-0',
          currency: 'USD',
          order: 'price_low_to_high',
        },
      },
      { 'X-Locale': 'ja' },
    );
    expect(reply.errors).toBeUndefined();
    const page = reply.data!.hotelSearch;
    expect(page).toMatchObject({ page: 1, totalPages: 1, totalEntries: 1, nights: 2, currency: 'USD' });
    const [hakone] = page.facilities;
    expect(hakone).toMatchObject({
      code: 'demo-hakone',
      area: { code: 'hakone', name: '箱根' },
      soldOut: false,
      features: ['onsen', 'parking', 'wifi'],
    });
    expect(hakone.lowestPrice.currency).toBe('JPY');
    expect(hakone.displayPrice.currency).toBe('USD');
    expect(hakone.rating.count).toBeGreaterThan(0);

    const created = await fetch(`${realApi.apiUrl}/api/client_sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'agency-widget', secret: 'agency-widget-secret' }),
    });
    const session = ((await created.json()) as { data: { client_session: string } }).data.client_session;
    const rooms = await fetch(
      `${realApi.apiUrl}/book/hotels/demo-hakone/rooms?checkin=2026-12-04&checkout=2026-12-06&adults=2`,
      {
        headers: { 'Client-Session': session },
      },
    );
    const body = (await rooms.json()) as { rooms: { room_plan: { total_price: number }[] }[] };
    expect(hakone.lowestPrice.total).toBe(
      Math.min(...body.rooms.flatMap((room) => room.room_plan.map((plan) => plan.total_price))),
    );
  });

  it("refuses a feature or an order it does not know before calling the booking API, and passes the API's refusals on", async () => {
    const feature = await postGraphql(realApi.gateway, SEARCH, {
      search: { checkin: '2026-12-04', checkout: '2026-12-06', features: ['jacuzzi'] },
    });
    expect(feature.errors?.[0]?.extensions).toMatchObject({ code: '1000' });
    const dates = await postGraphql(realApi.gateway, SEARCH, {
      search: { checkin: '2026-12-06', checkout: '2026-12-04' },
    });
    expect(dates.errors?.[0]?.extensions).toMatchObject({ code: '1000', status: 400 });
  });

  it('answers the ratings of the facilities named', async () => {
    const reply = await postGraphql<{ hotelRatings: any[] }>(
      realApi.gateway,
      '{ hotelRatings(codes: ["demo-kyoto", "unknown"]) { code average count distribution } }',
      {},
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.hotelRatings).toHaveLength(1);
    expect(reply.data!.hotelRatings[0].distribution.reduce((a: number, b: number) => a + b, 0)).toBe(
      reply.data!.hotelRatings[0].count,
    );
  });
});
