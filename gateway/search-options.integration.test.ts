import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealBookingApi, type RealBookingApi } from './test-support/real-booking-api';
import { postGraphql } from './test-support/graphql-over-http';

// Search options through the gateway against the real booking API over HTTP ("today" 2030-04-01).
let realApi: RealBookingApi;
beforeAll(async () => {
  realApi = await startRealBookingApi({ clientKey: 'search-options-widget' });
});
afterAll(() => realApi?.close());

const gql = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  postGraphql(realApi.gateway, query, variables, headers);

describe('search options through the gateway', () => {
  it('searches two rooms with children by tier and books them at the searched price', async () => {
    const search = {
      checkin: '2030-04-15',
      checkout: '2030-04-16',
      rooms: [
        {
          adults: 2,
          children: 2,
          kidsTiers: [
            { code: 'A', count: 1 },
            { code: 'B', count: 1 },
          ],
        },
        { adults: 1, children: 1, kidsTiers: [{ code: 'C', count: 1 }] },
      ],
    };
    const found = await gql(
      /* GraphQL */ `
        query Tiers($search: RoomSearchInput!) {
          rooms(code: "demo-seoul", search: $search) {
            rooms {
              roomTypeCode
              plans {
                roomPlanCode
                totalPrice
                isDayUse
                saleLimit
                planStockCount
                matchedSearchCriteria {
                  adultsCount
                  childrenCount
                  childrenWithKidTierACompanion
                }
                occupancyPrices {
                  roomPrice
                }
              }
            }
          }
        }
      `,
      { search },
    );
    expect(found.errors).toBeUndefined();
    const plan = found
      .data!.rooms.rooms.find((r: any) => r.roomTypeCode === 'SE-EXEC')
      .plans.find((p: any) => p.roomPlanCode === 'SE-EXEC-RO');
    expect(plan).toMatchObject({
      isDayUse: false,
      saleLimit: null,
      matchedSearchCriteria: { adultsCount: 3, childrenCount: 3, childrenWithKidTierACompanion: 1 },
    });
    // The first room has a B child (30000) and a companion (0), the second a C child (50000).
    expect(plan.occupancyPrices[1].roomPrice - plan.occupancyPrices[0].roomPrice).toBeLessThan(50000);

    const booked = await gql(
      /* GraphQL */ `
        mutation Book($input: CreateReservationInput!) {
          createReservation(code: "demo-seoul", input: $input, idempotencyKey: "search-options-tiers-1") {
            confirmationNumber
            totalPrice
          }
        }
      `,
      {
        input: {
          checkinDate: search.checkin,
          checkoutDate: search.checkout,
          rooms: search.rooms.map((room) => ({ roomTypeCode: 'SE-EXEC', roomPlanCode: 'SE-EXEC-RO', ...room })),
          guest: { firstName: 'Minji', lastName: 'Kim', email: 'minji@example.com', phone: '+821012345678' },
          paymentType: 'on_site',
        },
      },
    );
    expect(booked.errors).toBeUndefined();
    expect(booked.data!.createReservation.totalPrice).toBe(plan.totalPrice);
  });

  it('passes the booking API refusal of untiered children on as a 1000 error', async () => {
    const reply = await gql(/* GraphQL */ `
      query {
        rooms(code: "demo-seoul", search: { checkin: "2030-04-15", checkout: "2030-04-16", adults: 2, children: 1 }) {
          rooms {
            roomTypeCode
          }
        }
      }
    `);
    expect(reply.errors?.[0]?.extensions?.code).toBe('1000');
  });

  it('gives the kids tiers, day-use plans, notifications, recommendations and every facility', async () => {
    const reply = await gql(
      /* GraphQL */ `
        query Breadth {
          kidsSetting(code: "demo-seoul") {
            kidsType
            currency
            tiers {
              code
              name
              nightlyPrice
              companion
            }
          }
          dayUse: rooms(
            code: "demo-kyoto"
            search: { checkin: "2030-04-15", checkout: "2030-04-15", adults: 2, isDayUse: true }
          ) {
            rooms {
              plans {
                roomPlanCode
                isDayUse
              }
            }
          }
          hotelNotifications(code: "demo-kyoto", checkin: "2030-04-15") {
            title
            body
          }
          roomRecommendations(
            code: "demo-kyoto"
            search: { checkin: "2030-04-15", checkout: "2030-04-16", adults: 2 }
          ) {
            roomTypeCode
            roomPlanCode
            totalPrice
          }
          brandFacilities(brand: "demo") {
            code
            latitude
            longitude
          }
        }
      `,
      {},
      { 'X-Locale': 'ja' },
    );
    expect(reply.errors).toBeUndefined();
    const data = reply.data!;
    expect(data.kidsSetting).toMatchObject({ kidsType: 'tiers', currency: 'KRW' });
    expect(data.kidsSetting.tiers.map((t: any) => [t.code, t.companion])).toEqual([
      ['A', true],
      ['B', false],
      ['C', false],
    ]);
    expect(data.kidsSetting.tiers[0].name).toBe('添い寝の幼児（0〜2歳）');
    expect(data.dayUse.rooms.flatMap((r: any) => r.plans)).toEqual([
      { roomPlanCode: 'KY-STD-TWIN-DAY', isDayUse: true },
    ]);
    expect(data.hotelNotifications).toEqual([
      { title: '庭園ライトアップ', body: '苔庭を毎晩18時から21時までライトアップしています。' },
    ]);
    expect(data.roomRecommendations.map((r: any) => r.roomTypeCode)).toEqual([
      'KY-DLX-DOUBLE',
      'KY-STD-TWIN',
      'KY-JP-TATAMI',
    ]);
    expect(data.brandFacilities).toEqual([
      { code: 'demo-kyoto', latitude: 35.0036, longitude: 135.778 },
      { code: 'demo-seoul', latitude: 37.5796, longitude: 126.977 },
      { code: 'demo-hakone', latitude: 35.2496, longitude: 139.0489 },
      { code: 'demo-bali', latitude: -8.49, longitude: 115.25 },
    ]);
  });

  it('searches undated: the first check-in from the given date where the nights find rooms', async () => {
    const reply = await gql(/* GraphQL */ `
      query {
        found: rooms(
          code: "demo-kyoto"
          search: { checkin: "2030-04-10", checkout: "2030-04-11", adults: 2, undatedNights: 2 }
        ) {
          bookingStartDate
          rooms {
            roomTypeCode
          }
        }
        dated: rooms(code: "demo-kyoto", search: { checkin: "2030-04-10", checkout: "2030-04-11", adults: 2 }) {
          bookingStartDate
        }
      }
    `);
    expect(reply.data?.found.bookingStartDate).toBe('2030-04-10');
    expect(reply.data?.found.rooms.length).toBeGreaterThan(0);
    expect(reply.data?.dated.bookingStartDate).toBeNull();
    expect(reply.errors).toBeUndefined();
    const refused = await gql(/* GraphQL */ `
      query {
        rooms(
          code: "demo-kyoto"
          search: {
            checkin: "2030-04-10"
            checkout: "2030-04-11"
            rooms: [{ adults: 2, children: 0 }, { adults: 1, children: 0 }]
            undatedNights: 2
          }
        ) {
          bookingStartDate
        }
      }
    `);
    expect(refused.errors?.[0]?.extensions?.code).toBe('1000');
  });

  it('refuses a malformed check-in date before calling upstream', async () => {
    const reply = await gql(/* GraphQL */ `
      query {
        hotelNotifications(code: "demo-kyoto", checkin: "2030-13-01") {
          title
        }
      }
    `);
    expect(reply.errors?.[0]?.extensions?.code).toBe('1000');
  });
});
