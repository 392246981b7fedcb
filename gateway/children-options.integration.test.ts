import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealBookingApi, type RealBookingApi } from './test-support/real-booking-api';
import { postGraphql } from './test-support/graphql-over-http';

// Children's meal and bed options through the gateway against the real booking API
// over HTTP ("today" 2030-04-01): demo-hakone prices tier C at 4000 and meal_yes_bedding at 5500 yen a night.
let realApi: RealBookingApi;
beforeAll(async () => {
  realApi = await startRealBookingApi({ clientKey: 'children-options-widget' });
});
afterAll(() => realApi?.close());

const gql = (query: string, variables: Record<string, unknown> = {}) => postGraphql(realApi.gateway, query, variables);

describe('children meal and bed options through the gateway', () => {
  it('lists the options, searches, quotes and books a child with one, and returns the stored child', async () => {
    const setting = await gql(/* GraphQL */ `
      query {
        kidsSetting(code: "demo-hakone") {
          kidsType
          mealBedOptions {
            option
            nightlyPrice
            takesBed
          }
        }
      }
    `);
    expect(setting.errors).toBeUndefined();
    expect(setting.data!.kidsSetting.kidsType).toBe('tiers_with_meal_and_bed_as_extras');
    expect(setting.data!.kidsSetting.mealBedOptions).toContainEqual({
      option: 'meal_yes_bedding',
      nightlyPrice: 5500,
      takesBed: true,
    });

    const room = { adults: 2, children: 1, kidsTiers: [{ code: 'C', count: 1 }] };
    const search = (kidsMealBed: string[]) =>
      gql(
        /* GraphQL */ `
          query Options($search: RoomSearchInput!) {
            rooms(code: "demo-hakone", search: $search) {
              rooms {
                roomTypeCode
                plans {
                  roomPlanCode
                  totalPrice
                }
              }
            }
          }
        `,
        { search: { checkin: '2030-04-15', checkout: '2030-04-16', rooms: [{ ...room, kidsMealBed }] } },
      );
    const priceOf = (reply: Awaited<ReturnType<typeof search>>) =>
      reply.data!.rooms.rooms.flatMap((r: any) => r.plans).find((p: any) => p.roomPlanCode === 'HK-WASHITSU-RO')
        .totalPrice as number;
    const withBed = await search(['meal_yes_bedding']);
    const without = await search(['meal_no']);
    expect(withBed.errors).toBeUndefined();
    expect(priceOf(withBed) - priceOf(without)).toBe(5500);

    const quote = await gql(
      /* GraphQL */ `
        query Quote($quote: PriceQuoteInput!) {
          priceQuote(code: "demo-hakone", quote: $quote) {
            priceSummary {
              originalPriceWithTax
            }
          }
        }
      `,
      {
        quote: {
          checkin: '2030-04-15',
          checkout: '2030-04-16',
          rooms: [{ roomPlanCode: 'HK-WASHITSU-RO', ...room, kidsMealBed: ['meal_yes_bedding'] }],
        },
      },
    );
    expect(quote.errors).toBeUndefined();
    expect(quote.data!.priceQuote.priceSummary.originalPriceWithTax).toBe(priceOf(withBed));

    const booked = await gql(
      /* GraphQL */ `
        mutation Book($input: CreateReservationInput!) {
          createReservation(code: "demo-hakone", input: $input, idempotencyKey: "children-options-0001") {
            totalPrice
            rooms {
              children
              kids {
                tierCode
                tierName
                age
                mealBedOption
              }
            }
          }
        }
      `,
      {
        input: {
          checkinDate: '2030-04-15',
          checkoutDate: '2030-04-16',
          rooms: [
            { roomTypeCode: 'HK-WASHITSU', roomPlanCode: 'HK-WASHITSU-RO', ...room, kidsMealBed: ['meal_yes_bedding'] },
          ],
          // demo-hakone asks the guest's address.
          guest: {
            firstName: 'Taro',
            lastName: 'Yamada',
            email: 'taro@example.com',
            phone: '+819012345678',
            postalCode: '250-0408',
            prefectureOrState: 'Kanagawa',
            streetAddress: '1300 Gora, Hakone',
          },
          paymentType: 'on_site',
        },
      },
    );
    expect(booked.errors).toBeUndefined();
    expect(booked.data!.createReservation.totalPrice).toBe(priceOf(withBed));
    expect(booked.data!.createReservation.rooms[0].kids).toEqual([
      { tierCode: 'C', tierName: 'Child (6-11)', age: null, mealBedOption: 'meal_yes_bedding' },
    ]);
  });

  it('passes the refusal of a day-use undated search on as a 1000 error', async () => {
    const reply = await gql(/* GraphQL */ `
      query {
        rooms(
          code: "demo-kyoto"
          search: { checkin: "2030-04-10", checkout: "2030-04-10", adults: 2, isDayUse: true, undatedNights: 1 }
        ) {
          rooms {
            roomTypeCode
          }
        }
      }
    `);
    expect(reply.errors?.[0]?.extensions?.code).toBe('1000');
  });
});
