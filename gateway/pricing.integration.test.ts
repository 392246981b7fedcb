import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from './index';
import { startRealBookingApi, type RealBookingApi } from './test-support/real-booking-api';
import { postGraphql } from './test-support/graphql-over-http';

// Prices, codes and the summary through the gateway against the real booking API over HTTP.
let realApi: RealBookingApi;
let gateway: Gateway;
beforeAll(async () => {
  realApi = await startRealBookingApi({ clientKey: 'pricing-widget' });
  gateway = realApi.gateway;
});
afterAll(() => realApi?.close());

const SUMMARY =
  'totalPrice tax accommodationTax couponDiscountAmount promotionDiscountAmount totalSpecialDiscount originalPriceWithTax discounts { discountType discountAmount }';
const stay = { checkin: '2030-04-15', checkout: '2030-04-18' };

describe('pricing through the gateway', () => {
  it('searches with a coupon: plans carry the summary, the result the code status and payment promotion', async () => {
    const reply = await postGraphql(
      gateway,
      /* GraphQL */ `
        query Search($code: String!, $search: RoomSearchInput!) {
          rooms(code: $code, search: $search) {
            rooms { plans { roomPlanCode totalPrice priceSummary { ${SUMMARY} } } }
            discountCode { kind code status errorCode name }
            paymentPromotionInfo { targetMode hotelPlanCodes discountPercent }
          }
          bookingWidgetSettings(code: $code) { couponActive promoCodeActive showPricesTaxIncluded }
        }
      `,
      { code: 'demo-kyoto', search: { ...stay, adults: 2, couponCode: 'welcome2000' } },
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.bookingWidgetSettings).toEqual({
      couponActive: true,
      promoCodeActive: true,
      showPricesTaxIncluded: true,
    });
    expect(reply.data!.rooms.discountCode).toMatchObject({
      kind: 'coupon',
      code: 'WELCOME2000',
      status: 'applied',
      errorCode: null,
    });
    expect(reply.data!.rooms.paymentPromotionInfo).toEqual({
      targetMode: 'include',
      hotelPlanCodes: ['NON_REFUNDABLE'],
      discountPercent: 5,
    });
    const plan = reply
      .data!.rooms.rooms.flatMap((room: any) => room.plans)
      .find((p: any) => p.roomPlanCode === 'KY-STD-TWIN-RO');
    expect(plan.priceSummary.couponDiscountAmount).toBe(4000);
    expect(plan.priceSummary.totalPrice).toBe(plan.totalPrice);
    expect(plan.priceSummary.originalPriceWithTax - plan.totalPrice).toBe(4000);
  });

  it('quotes children by tier per room at the price the search shows', async () => {
    const kids = [
      [
        { code: 'A', count: 1 },
        { code: 'B', count: 1 },
      ],
      [{ code: 'C', count: 1 }],
    ];
    const searched = await postGraphql(
      gateway,
      /* GraphQL */ `
        query S($code: String!, $search: RoomSearchInput!) {
          rooms(code: $code, search: $search) {
            rooms {
              plans {
                roomPlanCode
                totalPrice
              }
            }
          }
        }
      `,
      {
        code: 'demo-seoul',
        search: {
          ...stay,
          rooms: [
            { adults: 2, children: 2, kidsTiers: kids[0] },
            { adults: 2, children: 1, kidsTiers: kids[1] },
          ],
        },
      },
    );
    expect(searched.errors).toBeUndefined();
    const plan = searched
      .data!.rooms.rooms.flatMap((room: any) => room.plans)
      .find((p: any) => p.roomPlanCode === 'SE-EXEC-RO');
    const quoted = await postGraphql(
      gateway,
      /* GraphQL */ `
        query Q($code: String!, $quote: PriceQuoteInput!) {
          priceQuote(code: $code, quote: $quote) {
            priceSummary {
              totalPrice
            }
          }
        }
      `,
      {
        code: 'demo-seoul',
        quote: {
          ...stay,
          rooms: [
            { roomPlanCode: 'SE-EXEC-RO', adults: 2, children: 2, kidsTiers: kids[0] },
            { roomPlanCode: 'SE-EXEC-RO', adults: 2, children: 1, kidsTiers: kids[1] },
          ],
        },
      },
    );
    expect(quoted.errors).toBeUndefined();
    expect(quoted.data!.priceQuote.priceSummary.totalPrice).toBe(plan.totalPrice);
  });

  it('quotes chosen rooms, and refuses a bad code with the catalogue code in extensions', async () => {
    const QUOTE = /* GraphQL */ `
      query Quote($code: String!, $quote: PriceQuoteInput!) {
        priceQuote(code: $code, quote: $quote) { rooms { roomPlanCode priceSummary { totalPrice } } priceSummary { ${SUMMARY} } discountCode { status } }
      }
    `;
    const rooms = [{ roomPlanCode: 'KY-STD-TWIN-BF', adults: 2 }];
    const ok = await postGraphql(gateway, QUOTE, {
      code: 'demo-kyoto',
      quote: { ...stay, rooms, promoCode: 'BREAKFAST20' },
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.priceQuote.priceSummary.promotionDiscountAmount).toBeGreaterThan(0);
    expect(ok.data!.priceQuote.rooms[0].priceSummary.totalPrice).toBe(ok.data!.priceQuote.priceSummary.totalPrice);

    const expired = await postGraphql(gateway, QUOTE, {
      code: 'demo-kyoto',
      quote: { ...stay, rooms, couponCode: 'EXPIRED500' },
    });
    expect(expired.errors![0]!.extensions).toMatchObject({ code: '1500', title: 'Coupon expired' });
    expect(expired.errors![0]!.extensions!.details.coupon_code[0].code).toBe('coupon_expired');
    const notForPlan = await postGraphql(gateway, QUOTE, {
      code: 'demo-kyoto',
      quote: { ...stay, rooms: [{ roomPlanCode: 'KY-STD-TWIN-RO', adults: 2 }], promoCode: 'BREAKFAST20' },
    });
    expect(notForPlan.errors![0]!.extensions).toMatchObject({ code: '2001' });
  });

  it('books with a coupon and returns the stored summary; a stale total is refused', async () => {
    const CREATE = /* GraphQL */ `
      mutation Create($code: String!, $input: CreateReservationInput!, $key: String!) {
        createReservation(code: $code, input: $input, idempotencyKey: $key) { confirmationNumber totalPrice couponCode priceSummary { ${SUMMARY} } }
      }
    `;
    const input = {
      checkinDate: stay.checkin,
      checkoutDate: stay.checkout,
      rooms: [{ roomTypeCode: 'KY-STD-TWIN', roomPlanCode: 'KY-STD-TWIN-RO', adults: 2 }],
      guest: { firstName: 'Hanako', lastName: 'Yamada', email: 'pricing-gateway@example.com', phone: '+81312345678' },
      paymentType: 'on_site',
      couponCode: 'WELCOME2000',
    };
    const stale = await postGraphql(gateway, CREATE, {
      code: 'demo-kyoto',
      key: `pricing-stale-${Date.now()}`,
      input: { ...input, expectedTotalPrice: 1 },
    });
    expect(stale.errors![0]!.extensions).toMatchObject({ code: 'price_changed' });
    const booked = await postGraphql(gateway, CREATE, { code: 'demo-kyoto', key: `pricing-${Date.now()}`, input });
    expect(booked.errors).toBeUndefined();
    const reservation = booked.data!.createReservation;
    expect(reservation.couponCode).toBe('WELCOME2000');
    expect(reservation.priceSummary.couponDiscountAmount).toBe(4000);
    expect(reservation.priceSummary.totalPrice).toBe(reservation.totalPrice);
  });
});
