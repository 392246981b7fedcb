import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from './index';
import { startRealBookingApi, type RealBookingApi } from './test-support/real-booking-api';
import { postGraphql } from './test-support/graphql-over-http';

const CLIENT_KEY = 'search-widget';
const CLIENT_SECRET = 'search-widget-secret';

let gateway: Gateway;
let upstream: string;

let realApi: RealBookingApi;

beforeAll(async () => {
  realApi = await startRealBookingApi({ clientKey: 'search-widget' });
  gateway = realApi.gateway;
  upstream = realApi.apiUrl;
});

afterAll(() => realApi?.close());

/** The same call straight to the booking API, to compare the gateway's mapping with. */
async function rest(path: string): Promise<any> {
  const session = await fetch(`${upstream}/api/client_sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: CLIENT_KEY, secret: CLIENT_SECRET }),
  });
  const token = ((await session.json()) as { data: { client_session: string } }).data.client_session;
  return (await fetch(`${upstream}${path}`, { headers: { 'Client-Session': token } })).json();
}

describe('search and availability through the gateway', () => {
  it("gives the hotel's and each room's photos, described in the request's language, with variants the booking API serves", async () => {
    const query = /* GraphQL */ `
      query Photos($code: String!, $search: RoomSearchInput!) {
        hotel(code: $code) {
          photos {
            id
            alt
            width
            height
            variants {
              format
              width
              height
              url
            }
          }
        }
        rooms(code: $code, search: $search) {
          rooms {
            roomTypeCode
            photos {
              id
              alt
              variants {
                format
                width
                url
              }
            }
          }
        }
      }
    `;
    const variables = { code: 'demo-seoul', search: { checkin: '2030-04-15', checkout: '2030-04-16', adults: 2 } };
    const korean = await postGraphql(gateway, query, variables, { 'X-Locale': 'ko' });
    expect(korean.errors).toBeUndefined();
    const [header] = korean.data!.hotel.photos;
    expect(header).toMatchObject({ width: 1600, height: 1067, alt: expect.stringMatching(/한옥/) });
    expect(header.variants).toHaveLength(9);
    const rooms = korean.data!.rooms.rooms as { roomTypeCode: string; photos: { id: string; alt: string }[] }[];
    expect(rooms.length).toBeGreaterThan(0);
    for (const room of rooms) expect(room.photos.length, room.roomTypeCode).toBeGreaterThanOrEqual(2);
    // The same photos as the booking API gives, in its order.
    const direct = await rest('/book/hotels/demo-seoul/rooms?checkin=2030-04-15&checkout=2030-04-16&adults=2');
    expect(rooms.map((room) => room.photos.map((photo) => photo.id))).toEqual(
      direct.rooms.map((room: any) => room.photos.map((photo: any) => photo.id)),
    );
    // Another language, another text; one without texts falls back to the hotel's own (Korean).
    const english = await postGraphql(gateway, query, variables, { 'X-Locale': 'en' });
    expect(english.data!.hotel.photos[0].alt).toMatch(/hanok front/);
    const thai = await postGraphql(gateway, query, variables, { 'X-Locale': 'th' });
    expect(thai.data!.hotel.photos[0].alt).toBe(header.alt);
    const small = header.variants.find((variant: any) => variant.format === 'jpeg' && variant.width === 480);
    const file = await fetch(`${upstream}${small.url}`);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  });

  it('maps a multi-room search with guests per room, with the price of each room', async () => {
    const reply = await postGraphql(
      gateway,
      /* GraphQL */ `
        query Multi($code: String!, $search: RoomSearchInput!) {
          rooms(code: $code, search: $search) {
            rooms {
              roomTypeCode
              plans {
                roomPlanCode
                totalPrice
                tax
                occupancyPrices {
                  adults
                  children
                  roomPrice
                  roomTax
                }
              }
            }
            nextAvailableDate
          }
        }
      `,
      {
        code: 'demo-kyoto',
        search: {
          checkin: '2030-04-15',
          checkout: '2030-04-17',
          rooms: [
            { adults: 2, children: 0 },
            { adults: 3, children: 1 },
          ],
        },
      },
    );
    expect(reply.errors).toBeUndefined();
    const direct = await rest('/book/hotels/demo-kyoto/rooms?checkin=2030-04-15&checkout=2030-04-17&rooms=2-0,3-1');
    expect(reply.data!.rooms.rooms.map((room: any) => room.roomTypeCode)).toEqual(
      direct.rooms.map((room: any) => room.room_type_code),
    );
    const plan = reply.data!.rooms.rooms[0].plans[0];
    const directPlan = direct.rooms[0].room_plan[0];
    expect(plan.totalPrice).toBe(directPlan.total_price);
    expect(plan.occupancyPrices).toEqual(
      directPlan.occupancy_prices.map((room: any) => ({
        adults: room.adults,
        children: room.children,
        roomPrice: room.room_price,
        roomTax: room.room_tax,
      })),
    );
    expect(plan.occupancyPrices.map((room: any) => [room.adults, room.children])).toEqual([
      [2, 0],
      [3, 1],
    ]);
    expect(plan.totalPrice).toBe(plan.occupancyPrices[0].roomPrice + plan.occupancyPrices[1].roomPrice);
    expect(reply.data!.rooms.nextAvailableDate).toBeNull();
  });

  it('refuses a room without adults with 1000', async () => {
    const reply = await postGraphql(
      gateway,
      /* GraphQL */ `
        query Bad($search: RoomSearchInput!) {
          rooms(code: "demo-kyoto", search: $search) {
            rooms {
              roomTypeCode
            }
          }
        }
      `,
      { search: { checkin: '2030-04-15', checkout: '2030-04-17', rooms: [{ adults: 0, children: 1 }] } },
    );
    expect(reply.errors?.[0]?.extensions?.code).toBe('1000');
  });

  it('passes the upstream refusal of too many rooms (multi_rooms_search_limit) with its code', async () => {
    const six = Array.from({ length: 6 }, () => ({ adults: 1, children: 0 }));
    const reply = await postGraphql(
      gateway,
      /* GraphQL */ `
        query Six($search: RoomSearchInput!) {
          rooms(code: "demo-kyoto", search: $search) {
            rooms {
              roomTypeCode
            }
          }
        }
      `,
      { search: { checkin: '2030-04-15', checkout: '2030-04-17', rooms: six } },
    );
    expect(reply.errors?.[0]?.extensions).toMatchObject({ code: '1000', status: 400 });
  });

  it('exposes the availability calendar, inventory and the new settings', async () => {
    const reply = await postGraphql(
      gateway,
      /* GraphQL */ `
        query Calendar($code: String!) {
          roomAvailability(code: $code, from: "2030-03-31", to: "2030-04-03", adults: 2) {
            currency
            fewRoomsThreshold
            days {
              date
              bookable
              roomsLeft
              lowestPrice
            }
          }
          roomInventory(code: $code, from: "2030-04-01", to: "2030-04-02") {
            roomTypeCode
            name
            days {
              date
              available
              total
            }
          }
          bookingWidgetSettings(code: $code) {
            multiRoomsSearchLimit
            maxChildrenPerAdult
          }
        }
      `,
      { code: 'demo-kyoto' },
    );
    expect(reply.errors).toBeUndefined();
    const direct = await rest('/book/hotels/demo-kyoto/rooms/availability?from=2030-03-31&to=2030-04-03&adults=2');
    expect(reply.data!.roomAvailability).toEqual({
      currency: 'JPY',
      fewRoomsThreshold: 10,
      days: direct.availability.map((day: any) => ({
        date: day.date,
        bookable: day.bookable,
        roomsLeft: day.rooms_left,
        lowestPrice: day.lowest_price,
      })),
    });
    expect(reply.data!.roomAvailability.days[0]).toMatchObject({
      date: '2030-03-31',
      bookable: false,
      lowestPrice: null,
    });
    expect(reply.data!.roomAvailability.days[1].lowestPrice).toBeGreaterThan(0);
    expect(reply.data!.roomInventory.find((type: any) => type.roomTypeCode === 'KY-STD-TWIN')).toEqual({
      roomTypeCode: 'KY-STD-TWIN',
      name: 'Standard Twin',
      days: [{ date: '2030-04-01', available: 8, total: 8 }],
    });
    expect(reply.data!.bookingWidgetSettings).toEqual({ multiRoomsSearchLimit: 5, maxChildrenPerAdult: 3 });
  });

  it('refuses a calendar range the contract refuses, with 1000', async () => {
    const reply = await postGraphql(
      gateway,
      /* GraphQL */ `
        query Bad {
          roomAvailability(code: "demo-kyoto", from: "2030-04-10", to: "2030-04-01", adults: 2) {
            currency
          }
        }
      `,
    );
    expect(reply.errors?.[0]?.extensions?.code).toBe('1000');
  });
});
