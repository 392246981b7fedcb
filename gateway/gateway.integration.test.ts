import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, INVALID_CLIENT_SESSION_TITLE } from '../contract';
import type { Gateway } from './index';
import { startRealBookingApi, type RealBookingApi } from './test-support/real-booking-api';
import { postGraphql } from './test-support/graphql-over-http';

const KYOTO = 'demo-kyoto';

let gateway: Gateway;

let realApi: RealBookingApi;

beforeAll(async () => {
  realApi = await startRealBookingApi({ clientKey: 'integration-widget' });
  gateway = realApi.gateway;
});

afterAll(() => realApi?.close());

describe('the gateway against a booking API on a fresh in-memory database', () => {
  it('walks a guest booking: hotel, settings, search, book (idempotently), look up, cancel', async () => {
    const init = await postGraphql(
      gateway,
      /* GraphQL */ `
        query Init($code: String!) {
          hotel(code: $code) {
            code
            name
            currency
            timeZone
            bookLanguages
            brand {
              code
            }
          }
          bookingWidgetSettings(code: $code) {
            hotelId
            today
            currency
            maxGuestsPerRoom
            defaultSearchSetting {
              adults
            }
          }
        }
      `,
      { code: KYOTO },
    );
    expect(init.errors).toBeUndefined();
    expect(init.data?.hotel).toMatchObject({
      code: KYOTO,
      currency: 'JPY',
      timeZone: 'Asia/Tokyo',
      brand: { code: 'demo' },
    });
    expect(init.data?.hotel.bookLanguages).toEqual(expect.arrayContaining(['ja', 'en', 'ko', 'zh_Hans', 'zh_Hant']));
    expect(init.data?.bookingWidgetSettings.currency).toBe('JPY');

    // Dates from the facility's own "today", as the widget computes them.
    const today = Temporal.PlainDate.from(init.data!.bookingWidgetSettings.today);
    const checkin = today.add({ days: 30 }).toString();
    const checkout = today.add({ days: 32 }).toString();

    const search = await postGraphql(
      gateway,
      /* GraphQL */ `
        query Rooms($code: String!, $search: RoomSearchInput!) {
          rooms(code: $code, search: $search) {
            rooms {
              roomTypeCode
              name
              roomCount
              plans {
                roomPlanCode
                totalPrice
                currency
                paymentMethods
                cancellationTerms {
                  kind
                  freeUntil
                  feePercentage
                }
              }
            }
          }
        }
      `,
      { code: KYOTO, search: { checkin, checkout, adults: 2 } },
    );
    expect(search.errors).toBeUndefined();
    const rooms = search.data!.rooms.rooms as {
      roomTypeCode: string;
      roomCount: number;
      plans: { roomPlanCode: string; totalPrice: number; paymentMethods: string[]; cancellationTerms: unknown }[];
    }[];
    expect(rooms.length).toBeGreaterThanOrEqual(1);
    const room = rooms.find((r) => r.roomCount > 0 && r.plans.some((p) => p.paymentMethods.includes('on_site')))!;
    expect(room).toBeDefined();
    const plan = room.plans.find((p) => p.paymentMethods.includes('on_site'))!;

    const CREATE = /* GraphQL */ `
      mutation Create($code: String!, $input: CreateReservationInput!, $key: String!) {
        createReservation(code: $code, input: $input, idempotencyKey: $key) {
          confirmationNumber
          status
          totalPrice
          checkinDate
          checkoutDate
          guest {
            email
            phone
            phoneDisplay
          }
          rooms {
            cancellationTerms {
              kind
              freeUntil
              feePercentage
            }
          }
        }
      }
    `;
    const email = 'hanako.integration@example.com';
    const variables = {
      code: KYOTO,
      key: `integration-${Date.now()}`,
      input: {
        checkinDate: checkin,
        checkoutDate: checkout,
        rooms: [{ roomTypeCode: room.roomTypeCode, roomPlanCode: plan.roomPlanCode, adults: 2 }],
        guest: { firstName: 'Hanako', lastName: 'Yamada', email, phone: '+81312345678' },
        paymentType: 'on_site',
      },
    };
    const created = await postGraphql(gateway, CREATE, variables);
    expect(created.errors).toBeUndefined();
    const reservation = created.data!.createReservation;
    expect(reservation).toMatchObject({
      status: 'done',
      checkinDate: checkin,
      checkoutDate: checkout,
      // Stored in E.164, shown as people write it.
      guest: { email, phone: '+81312345678', phoneDisplay: '+81 3 1234 5678' },
      // The terms the search showed for the plan, kept on the booked room.
      rooms: [{ cancellationTerms: plan.cancellationTerms }],
    });
    expect(reservation.totalPrice).toBe(plan.totalPrice);

    const retried = await postGraphql(gateway, CREATE, variables);
    expect(retried.errors).toBeUndefined();
    expect(retried.data!.createReservation.confirmationNumber).toBe(reservation.confirmationNumber);

    const LOOKUP = /* GraphQL */ `
      query Lookup($code: String!, $number: String!, $email: String) {
        reservation(code: $code, confirmationNumber: $number, email: $email) {
          confirmationNumber
          status
          cancellation {
            fee
            cancellable
            refusalCode
          }
        }
      }
    `;
    const found = await postGraphql(gateway, LOOKUP, { code: KYOTO, number: reservation.confirmationNumber, email });
    expect(found.errors).toBeUndefined();
    expect(found.data!.reservation).toMatchObject({
      confirmationNumber: reservation.confirmationNumber,
      status: 'done',
    });
    const quote = found.data!.reservation.cancellation as { fee: number; cancellable: boolean };
    expect(quote.cancellable).toBe(true);

    const wrong = await postGraphql(gateway, LOOKUP, {
      code: KYOTO,
      number: reservation.confirmationNumber,
      email: 'other@example.com',
    });
    expect(wrong.status).toBe(200);
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: ErrorCode.reservationNotFound, status: 404 });

    const cancelled = await postGraphql(
      gateway,
      /* GraphQL */ `
        mutation Cancel($code: String!, $number: String!, $email: String, $input: CancelReservationInput!) {
          cancelReservation(code: $code, confirmationNumber: $number, email: $email, input: $input) {
            status
            cancellationFee
            cancelReason
          }
        }
      `,
      {
        code: KYOTO,
        number: reservation.confirmationNumber,
        email,
        input: { reason: 'change_of_plans', cancellationFeeDisplayed: quote.fee },
      },
    );
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!.cancelReservation).toMatchObject({
      status: 'cancelled',
      cancellationFee: quote.fee,
      cancelReason: 'change_of_plans',
    });

    const after = await postGraphql(gateway, LOOKUP, { code: KYOTO, number: reservation.confirmationNumber, email });
    expect(after.data!.reservation.status).toBe('cancelled');
  });

  it('guests are per room: two rooms of two adults cost roomPrice x 2, the searched total', async () => {
    const settings = await postGraphql(gateway, '{ bookingWidgetSettings(code: "demo-kyoto") { today } }');
    const today = Temporal.PlainDate.from(settings.data!.bookingWidgetSettings.today as string);
    const checkin = today.add({ days: 40 }).toString();
    const checkout = today.add({ days: 41 }).toString();
    const search = await postGraphql(
      gateway,
      /* GraphQL */ `
        query Rooms($code: String!, $search: RoomSearchInput!) {
          rooms(code: $code, search: $search) {
            rooms {
              roomTypeCode
              plans {
                roomPlanCode
                totalPrice
                tax
                roomPrice
                roomTax
                paymentMethods
              }
            }
          }
        }
      `,
      { code: KYOTO, search: { checkin, checkout, adults: 2, roomCount: 2 } },
    );
    expect(search.errors).toBeUndefined();
    const rooms = search.data!.rooms.rooms as {
      roomTypeCode: string;
      plans: {
        roomPlanCode: string;
        totalPrice: number;
        tax: number;
        roomPrice: number;
        roomTax: number;
        paymentMethods: string[];
      }[];
    }[];
    for (const plan of rooms.flatMap((room) => room.plans)) {
      expect(plan.roomPrice * 2).toBe(plan.totalPrice);
      expect(plan.roomTax * 2).toBe(plan.tax);
    }
    const room = rooms.find((r) => r.plans.some((p) => p.paymentMethods.includes('on_site')))!;
    const plan = room.plans.find((p) => p.paymentMethods.includes('on_site'))!;
    const booked = await postGraphql(
      gateway,
      /* GraphQL */ `
        mutation Create($code: String!, $input: CreateReservationInput!, $key: String!) {
          createReservation(code: $code, input: $input, idempotencyKey: $key) {
            totalPrice
            rooms {
              adults
            }
          }
        }
      `,
      {
        code: KYOTO,
        key: `per-room-${Date.now()}`,
        input: {
          checkinDate: checkin,
          checkoutDate: checkout,
          rooms: [1, 2].map(() => ({ roomTypeCode: room.roomTypeCode, roomPlanCode: plan.roomPlanCode, adults: 2 })),
          guest: { firstName: 'Hanako', lastName: 'Yamada', email: 'per-room@example.com', phone: '+81312345678' },
          paymentType: 'on_site',
        },
      },
    );
    expect(booked.errors).toBeUndefined();
    expect(booked.data!.createReservation).toEqual({
      totalPrice: plan.totalPrice,
      rooms: [{ adults: 2 }, { adults: 2 }],
    });
  });

  it("works with the browser's own session and reports a bad one as 1009 / 401", async () => {
    const started = await postGraphql(gateway, 'mutation { startClientSession { token expiresAt } }');
    expect(started.errors).toBeUndefined();
    const token = started.data!.startClientSession.token as string;

    const good = await postGraphql(gateway, '{ hotel(code: "demo-kyoto") { code } }', {}, { 'Client-Session': token });
    expect(good.errors).toBeUndefined();

    const bad = await postGraphql(
      gateway,
      '{ hotel(code: "demo-kyoto") { code } }',
      {},
      { 'Client-Session': 'not-a-session' },
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: '1009',
      title: INVALID_CLIENT_SESSION_TITLE,
      status: 401,
    });
  });

  it('passes a booking API refusal through with its catalogue code', async () => {
    const reply = await postGraphql(gateway, '{ hotel(code: "no-such-hotel") { code } }');
    expect(reply.errors?.[0]?.extensions).toMatchObject({ code: ErrorCode.hotelNotFound, status: 404 });
  });
});
