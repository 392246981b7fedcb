import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { additionalQuestions } from '../booking-api/db/schema';
import { bearer as auth, useRealBookingApi } from './test-support/real-booking-api';

// Points and vouchers through the gateway against the real booking API over HTTP: anonymous
// callers are refused, each member sees only their own data, and a booking spends points and
// consumes a voucher with the price summary on the reservation.
const KYOTO = 'demo-kyoto';
const real = useRealBookingApi({ clientKey: 'points-widget' });
const { gql } = real;
const signIn = (email: string, password: string) => real.signIn(KYOTO, email, password);

async function newMember(email: string): Promise<string> {
  const password = 'Kyoto2030pass';
  const signUp = await gql(
    `mutation ($code: String!, $input: SignUpInput!) { signUp(code: $code, input: $input) { email } }`,
    {
      code: KYOTO,
      input: { email, password, firstName: 'Ken', lastName: 'Sato' },
    },
  );
  expect(signUp.errors).toBeUndefined();
  const token = (await real.mailLink(email, 'sign_up_confirmation')).searchParams.get('confirmation_token');
  const confirmed = await gql(
    `mutation ($code: String!, $t: String!) { confirmMember(code: $code, confirmationToken: $t) { status } }`,
    { code: KYOTO, t: token },
  );
  expect(confirmed.errors).toBeUndefined();
  return signIn(email, password);
}

const POINTS = `query ($code: String!) {
  memberPoints(code: $code) { totalPoint rankingPointsValue futurePoints pointProgramEnabled rank { name } nextRank { name } spendStep spendMinimum exchangeAvailable program { name default } }
  pointHistory(code: $code) { entries { type amount reservationNumber exchangeCode } page totalPages totalEntries programEnabled }
  memberVouchers(code: $code) { number name amount uiStatus validThrough reservationNumber }
}`;

describe('points and vouchers through the gateway', () => {
  it('refuses anonymous callers on every field with 1400', async () => {
    const anonymous = await gql(POINTS, { code: KYOTO });
    expect(anonymous.errors?.[0]?.extensions).toMatchObject({ code: '1400', status: 401 });
    const exchange = await gql(
      `mutation { exchangePoints(code: "demo-kyoto", idempotencyKey: "anonymous-1", amount: 500) { code } }`,
    );
    expect(exchange.errors?.[0]?.extensions).toMatchObject({ code: '1400', status: 401 });
  });

  it('shows the demo member their points, rank, history and vouchers, and a new member only their own (none)', async () => {
    const token = await signIn('line.member@example.com', 'DemoLine2026');
    const shown = await gql(POINTS, { code: KYOTO }, auth(token));
    expect(shown.errors).toBeUndefined();
    expect(shown.data!.memberPoints).toMatchObject({
      totalPoint: 3000,
      rankingPointsValue: 6500,
      pointProgramEnabled: true,
      rank: { name: 'Silver' },
      nextRank: { name: 'Gold' },
      exchangeAvailable: true,
    });
    expect(shown.data!.pointHistory).toMatchObject({ page: 1, totalPages: 1, totalEntries: 4, programEnabled: true });
    expect(shown.data!.memberVouchers.map((v: { uiStatus: string }) => v.uiStatus).sort()).toEqual([
      'available',
      'consumed',
      'expired',
      'pending',
    ]);

    const stranger = await newMember('points.stranger@example.com');
    const theirs = await gql(POINTS, { code: KYOTO }, auth(stranger));
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data!.memberPoints).toMatchObject({ totalPoint: 0, rank: { name: 'Regular' } });
    expect(theirs.data!.pointHistory.entries).toEqual([]);
    expect(theirs.data!.memberVouchers).toEqual([]);
    const steal = await gql(
      `mutation { consumeVoucher(code: "demo-kyoto", number: "DEMO-WELCOME-2000") { uiStatus } }`,
      {},
      auth(stranger),
    );
    expect(steal.errors?.[0]?.extensions).toMatchObject({ code: '1500' });

    const programs = await gql(
      `query { brandMembershipPrograms(code: "demo-kyoto") { name default pointProgramEnabled ranks { name rankingPointsThreshold } } }`,
    );
    expect(programs.data!.brandMembershipPrograms[0]).toMatchObject({ default: true, pointProgramEnabled: true });
  });

  it('books with points and a voucher: reduced total, spent entry, voucher consumed; exchange is idempotent', async () => {
    const token = await signIn('line.member@example.com', 'DemoLine2026');
    const [arrival] = await real.database.db
      .select()
      .from(additionalQuestions)
      .where(eq(additionalQuestions.required, true))
      .limit(1);
    const CREATE = `mutation ($input: CreateReservationInput!, $key: String!) {
      createReservation(code: "demo-kyoto", input: $input, idempotencyKey: $key) {
        confirmationNumber totalPrice spendingPointValue voucherCouponDiscountAmount totalPriceBeforePointDiscount
      }
    }`;
    const created = await gql(
      CREATE,
      {
        key: 'points-booking-0001',
        input: {
          checkinDate: '2030-04-10',
          checkoutDate: '2030-04-11',
          rooms: [{ roomTypeCode: 'KY-STD-TWIN', roomPlanCode: 'KY-STD-TWIN-RO', adults: 2 }],
          guest: { firstName: 'Taro', lastName: 'Line', email: 'line.member@example.com', phone: '+819012345678' },
          paymentType: 'on_site',
          spendingPointValue: 1000,
          voucherCouponCode: 'DEMO-WELCOME-2000',
          ...(arrival ? { answers: [{ questionId: arrival.id, options: [arrival.options[0]!.value] }] } : {}),
        },
      },
      auth(token),
    );
    expect(created.errors).toBeUndefined();
    const reservation = created.data!.createReservation;
    expect(reservation).toMatchObject({ spendingPointValue: 1000, voucherCouponDiscountAmount: 2000 });
    expect(reservation.totalPrice).toBe(reservation.totalPriceBeforePointDiscount - 3000);

    const after = await gql(POINTS, { code: KYOTO }, auth(token));
    expect(after.data!.memberPoints.totalPoint).toBe(2000);
    // Future points (2% at Silver of what was paid) come first: they are credited after everything else.
    expect(after.data!.pointHistory.entries.slice(0, 2)).toEqual([
      {
        type: 'future',
        amount: Math.floor((reservation.totalPrice * 2) / 100),
        reservationNumber: reservation.confirmationNumber,
        exchangeCode: null,
      },
      { type: 'spent', amount: 1000, reservationNumber: reservation.confirmationNumber, exchangeCode: null },
    ]);
    expect(after.data!.memberVouchers.find((v: { number: string }) => v.number === 'DEMO-WELCOME-2000')).toMatchObject({
      uiStatus: 'consumed',
      reservationNumber: reservation.confirmationNumber,
    });

    const EXCHANGE = `mutation { exchangePoints(code: "demo-kyoto", idempotencyKey: "exchange-key-0001", amount: 500) { code amount validUntil } }`;
    const first = await gql(EXCHANGE, {}, auth(token));
    expect(first.errors).toBeUndefined();
    const retry = await gql(EXCHANGE, {}, auth(token));
    expect(retry.data!.exchangePoints.code).toBe(first.data!.exchangePoints.code);
    const final = await gql(POINTS, { code: KYOTO }, auth(token));
    expect(final.data!.memberPoints.totalPoint).toBe(1500);
  });
});
