import { describe, expect, it } from 'vitest';
import { useRealBookingApi } from './test-support/real-booking-api';

// The quote of a shorter stay through the gateway (issues 3+4): removed dated extras, the summary
// the commit stores, the deposit and the refund, mapped field by field from the booking API.
const real = useRealBookingApi({ clientKey: 'itinerary-widget' });

const QUOTE_FIELDS = /* GraphQL */ `
  dryRun
  quote {
    newTotalPrice priceDifference refundAmount removedExtrasPrice
    removedExtras { extraId code name date quantity price priceWithoutTax }
    priceSummary { totalPrice totalExtraPrice depositAmount remainAmount changeFee }
    deposit { depositPercentage paidDeposit newDeposit refundAmount newRemainAmount }
    mcp { currency newTotalPrice refundAmount }
  }
  reservation { totalPrice totalExtraPrice depositAmount remainAmount extras { code date } priceSummary { totalPrice totalExtraPrice depositAmount remainAmount } }
`;
const guest = { firstName: 'Hanako', lastName: 'Yamada', email: 'hanako@example.com', phone: '+819012345678' };

let bookings = 0;
async function book(
  input: Record<string, unknown>,
): Promise<{ confirmationNumber: string; totalPrice: number; depositAmount: number | null }> {
  bookings += 1;
  const booked = await real.gql(
    `mutation Book($input: CreateReservationInput!, $key: String!) { createReservation(code: "demo-kyoto", idempotencyKey: $key, input: $input) { confirmationNumber totalPrice depositAmount } }`,
    {
      key: `itinerary-gateway-000${bookings}`,
      input: {
        rooms: [{ roomTypeCode: 'KY-STD-TWIN', roomPlanCode: 'KY-STD-TWIN-RO', adults: 2, children: 0 }],
        guest,
        paymentType: 'on_site',
        ...input,
      },
    },
  );
  expect(booked.errors).toBeUndefined();
  return booked.data!.createReservation;
}

const change = (
  operation: 'query' | 'mutation',
  field: 'itineraryQuote' | 'changeItinerary',
) => `${operation} ($n: String!, $input: ItineraryChangeInput!) {
  ${field}(code: "demo-kyoto", confirmationNumber: $n, email: "hanako@example.com", input: $input) { ${QUOTE_FIELDS} }
}`;

describe('itinerary changes through the gateway', () => {
  it('quotes the dated extra of the dropped night and commits the summary it shows', async () => {
    const offer = await real.gql(
      'query { extras(code: "demo-kyoto", checkin: "2030-04-15", checkout: "2030-04-18") { id code } }',
    );
    const dinner = offer.data!.extras.find((e: any) => e.code === 'KY-KAISEKI').id;
    const booked = await book({
      checkinDate: '2030-04-15',
      checkoutDate: '2030-04-18',
      extras: [{ extraId: dinner, quantity: 1, date: '2030-04-17' }],
      totalExtraPrice: 12000,
    });
    const input = { checkinDate: '2030-04-15', checkoutDate: '2030-04-17' };

    const quoted = await real.gql(change('query', 'itineraryQuote'), { n: booked.confirmationNumber, input });
    expect(quoted.errors).toBeUndefined();
    const { quote } = quoted.data!.itineraryQuote;
    expect(quote.removedExtras).toEqual([
      {
        extraId: dinner,
        code: 'KY-KAISEKI',
        name: 'Kaiseki dinner',
        date: '2030-04-17',
        quantity: 1,
        price: 12000,
        priceWithoutTax: 10909,
      },
    ]);
    expect(quote.removedExtrasPrice).toBe(12000);
    expect(quote.priceSummary).toEqual({
      totalPrice: quote.newTotalPrice,
      totalExtraPrice: 0,
      depositAmount: 0,
      remainAmount: quote.newTotalPrice,
      changeFee: 0,
    });
    expect([quote.refundAmount, quote.deposit, quote.mcp]).toEqual([0, null, null]);

    const committed = await real.gql(change('mutation', 'changeItinerary'), {
      n: booked.confirmationNumber,
      input: { ...input, quotedTotalPrice: quote.newTotalPrice },
    });
    expect(committed.errors).toBeUndefined();
    const { reservation } = committed.data!.changeItinerary;
    expect(reservation).toMatchObject({
      totalPrice: quote.newTotalPrice,
      totalExtraPrice: 0,
      extras: [],
      remainAmount: quote.newTotalPrice,
    });
    expect(reservation.priceSummary).toEqual({
      totalPrice: quote.newTotalPrice,
      totalExtraPrice: 0,
      depositAmount: 0,
      remainAmount: quote.newTotalPrice,
    });
  });

  it('gives the deposit of the shorter stay and refunds only the deposit paid beyond it', async () => {
    const token = await fetch(`${real.apiUrl}/api/sandbox/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        number: '4111111111111111',
        holder_name: 'HANAKO YAMADA',
        expiry_month: 12,
        expiry_year: 2035,
        security_code: '123',
      }),
    }).then(async (reply) => ((await reply.json()) as { token: string }).token);
    const booked = await book({
      checkinDate: '2030-04-22',
      checkoutDate: '2030-04-24',
      paymentType: 'credit_card_deposit',
      cardToken: token,
      rooms: [{ roomTypeCode: 'KY-DLX-DOUBLE', roomPlanCode: 'KY-DLX-DOUBLE-PREPAID', adults: 2, children: 0 }],
    });
    const paid = Math.floor((booked.totalPrice * 40) / 100);
    expect(booked.depositAmount).toBe(paid);
    const quoted = await real.gql(change('query', 'itineraryQuote'), {
      n: booked.confirmationNumber,
      input: { checkinDate: '2030-04-22', checkoutDate: '2030-04-23' },
    });
    expect(quoted.errors).toBeUndefined();
    const { quote } = quoted.data!.itineraryQuote;
    const newDeposit = Math.floor((quote.newTotalPrice * 40) / 100);
    expect(quote.deposit).toEqual({
      depositPercentage: 40,
      paidDeposit: paid,
      newDeposit,
      refundAmount: paid - newDeposit,
      newRemainAmount: quote.newTotalPrice - newDeposit,
    });
    expect(quote.refundAmount).toBe(paid - newDeposit);
    expect(quote.priceSummary).toMatchObject({
      depositAmount: newDeposit,
      remainAmount: quote.newTotalPrice - newDeposit,
    });
  });
});
