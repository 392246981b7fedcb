import { describe, expect, it } from 'vitest';
import { useRealBookingApi } from './test-support/real-booking-api';

// PriceQuoteInput takes the picked extras; the quote's summary prices them as the booking will.
const api = useRealBookingApi({ clientKey: 'quote-extras-widget' });
const stay = { checkin: '2030-04-15', checkout: '2030-04-17' };
const QUOTE = /* GraphQL */ `
  query Quote($code: String!, $quote: PriceQuoteInput!) {
    priceQuote(code: $code, quote: $quote) {
      priceSummary {
        totalPrice
        tax
        totalExtraPrice
        extraPriceWithoutTax
      }
    }
  }
`;

describe('price quote with extras through the gateway', () => {
  it('adds the picked extras (generic and dated) to the summary, and refuses one the stay cannot buy', async () => {
    const offer = await api.gql(
      `query { extras(code: "demo-kyoto", checkin: "${stay.checkin}", checkout: "${stay.checkout}") { id code price pricesByDate { date price } } }`,
    );
    expect(offer.errors).toBeUndefined();
    const byCode = Object.fromEntries(offer.data!.extras.map((extra: any) => [extra.code, extra]));
    const champagne = byCode['KY-CHAMPAGNE'];
    const dinner = byCode['KY-KAISEKI'];
    const rooms = [{ roomPlanCode: 'KY-STD-TWIN-RO', adults: 2 }];
    const plain = await api.gql(QUOTE, { code: 'demo-kyoto', quote: { ...stay, rooms } });
    expect(plain.errors).toBeUndefined();
    const picked = await api.gql(QUOTE, {
      code: 'demo-kyoto',
      quote: {
        ...stay,
        rooms,
        extras: [
          { extraId: champagne.id, quantity: 1 },
          { extraId: dinner.id, quantity: 2, date: dinner.pricesByDate[1].date },
        ],
      },
    });
    expect(picked.errors).toBeUndefined();
    const extrasTotal = champagne.price + 2 * dinner.pricesByDate[1].price;
    expect(picked.data!.priceQuote.priceSummary.totalExtraPrice).toBe(extrasTotal);
    expect(picked.data!.priceQuote.priceSummary.totalPrice).toBe(
      plain.data!.priceQuote.priceSummary.totalPrice + extrasTotal,
    );
    expect(picked.data!.priceQuote.priceSummary.tax).toBeGreaterThan(plain.data!.priceQuote.priceSummary.tax);

    const refused = await api.gql(QUOTE, {
      code: 'demo-kyoto',
      quote: { ...stay, rooms, extras: [{ extraId: dinner.id, quantity: 1, date: stay.checkout }] },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('1100');
  });
});
