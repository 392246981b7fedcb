import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertMinorUnits, depositAmountOf } from '../contract';
import type { Gateway } from './index';
import { startRealBookingApi, type RealBookingApi } from './test-support/real-booking-api';
import { postGraphql } from './test-support/graphql-over-http';

// the quote's deposit charged now and the rest paid later, also in the chosen currency,
// through the gateway against the real booking API over HTTP.
let realApi: RealBookingApi;
let gateway: Gateway;
beforeAll(async () => {
  realApi = await startRealBookingApi({ clientKey: 'quote-charge-widget' });
  gateway = realApi.gateway;
});
afterAll(() => realApi?.close());

const QUOTE = /* GraphQL */ `
  query Q($code: String!, $quote: PriceQuoteInput!) {
    priceQuote(code: $code, quote: $quote) {
      priceSummary {
        currency
        totalPrice
        depositAmount
        remainAmount
        mcpCurrency
        mcpTotalPrice
        mcpDepositAmount
        mcpRemainAmount
      }
    }
  }
`;
const rooms = [{ roomPlanCode: 'KY-DLX-DOUBLE-PREPAID', adults: 2, children: 0 }];

describe('the quoted charge through the gateway', () => {
  it('carries the deposit and the remain of credit_card_deposit, in USD when asked', async () => {
    const yen = await postGraphql(gateway, QUOTE, {
      code: 'demo-kyoto',
      quote: { checkin: '2030-04-15', checkout: '2030-04-17', rooms, paymentType: 'credit_card_deposit' },
    });
    expect(yen.errors).toBeUndefined();
    const s = yen.data!.priceQuote.priceSummary;
    const deposit = depositAmountOf(s.totalPrice, 40);
    expect(s).toMatchObject({
      currency: 'JPY',
      depositAmount: deposit,
      remainAmount: s.totalPrice - deposit,
      mcpCurrency: null,
      mcpDepositAmount: null,
    });

    const usd = await postGraphql(gateway, QUOTE, {
      code: 'demo-kyoto',
      quote: {
        checkin: '2030-04-15',
        checkout: '2030-04-17',
        rooms,
        paymentType: 'credit_card_deposit',
        mcpCurrency: 'USD',
      },
    });
    expect(usd.errors).toBeUndefined();
    const rate = '0.0067';
    expect(usd.data!.priceQuote.priceSummary).toMatchObject({
      mcpCurrency: 'USD',
      mcpTotalPrice: convertMinorUnits(s.totalPrice, 'JPY', 'USD', rate),
      mcpDepositAmount: convertMinorUnits(deposit, 'JPY', 'USD', rate),
      mcpRemainAmount: convertMinorUnits(s.totalPrice - deposit, 'JPY', 'USD', rate),
    });
  });
});
