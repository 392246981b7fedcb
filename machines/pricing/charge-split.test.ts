import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { bookingMachine } from '../booking/machine';
import { selectChargeCurrency, selectQuotedCharge } from '../booking/selectors';
import { startGuestForm } from '../booking/booking-test-steps';
import { chargeSplitOf, isPartPayment, type PriceSummary } from './price-summary';
import { inQuoteCurrency, quoteRequestOf } from './quote-request';

// the booking chart learns from the quote what the chosen method charges now (a
// deposit) and leaves for the hotel, in the currency the card would be charged in.
const summary = {
  currency: 'JPY',
  depositAmount: 9600,
  remainAmount: 14400,
  totalPrice: 24000,
  mcpCurrency: null,
  mcpTotalPrice: null,
  mcpDepositAmount: null,
  mcpRemainAmount: null,
} as PriceSummary;
const usd = {
  ...summary,
  mcpCurrency: 'USD',
  mcpTotalPrice: 16080,
  mcpDepositAmount: 6432,
  mcpRemainAmount: 9648,
} as PriceSummary;
const stay = { checkin: '2030-04-10', checkout: '2030-04-12', adults: 2, children: 0 };

describe('the quoted charge split', () => {
  it('takes deposit and remain as the API quoted them, with the chosen currency amounts', () => {
    expect(chargeSplitOf(summary)).toEqual({ currency: 'JPY', chargedNow: 9600, payLater: 14400, mcp: null });
    expect(chargeSplitOf(usd)).toEqual({
      currency: 'JPY',
      chargedNow: 9600,
      payLater: 14400,
      mcp: { currency: 'USD', chargedNow: 6432, payLater: 9648 },
    });
    // No method quoted yet: nothing to say.
    expect(chargeSplitOf({ ...summary, depositAmount: 0, remainAmount: 0 })).toBeNull();
    expect(chargeSplitOf(null)).toBeNull();
    expect(isPartPayment(chargeSplitOf(summary))).toBe(true);
    expect(isPartPayment(chargeSplitOf({ ...summary, depositAmount: 24000, remainAmount: 0 }))).toBe(false);
  });

  it('asks the quote in the currency the card would be charged in, and only a quote', () => {
    const request = quoteRequestOf(
      'demo-kyoto',
      stay,
      [{ roomTypeCode: 'TWN', roomPlanCode: 'TWN-DEP', quantity: 1 } as never],
      'credit_card_deposit',
    );
    expect(inQuoteCurrency(request, 'USD')).toMatchObject({
      kind: 'quote',
      paymentType: 'credit_card_deposit',
      mcpCurrency: 'USD',
    });
    expect(inQuoteCurrency(request, null)).toBe(request);
    const booked = { kind: 'reservation' as const, hotelCode: 'demo-kyoto', confirmationNumber: 'R1' };
    expect(inQuoteCurrency(booked, 'USD')).toBe(booked);
  });

  it('the booking chart keeps the quoted charge through the steps, and forgets it while re-quoting', async () => {
    const actor = createActor(bookingMachine, {
      input: { hotelCode: 'demo-kyoto', criteria: stay, locale: 'en' },
    }).start();
    expect(selectQuotedCharge(actor.getSnapshot())).toBeNull();
    actor.send({
      type: 'room.incremented',
      offer: {
        roomTypeCode: 'TWN',
        roomPlanCode: 'TWN-DEP',
        roomCount: 2,
        roomPrice: 24000,
        roomTax: 2181,
        currency: 'JPY',
        paymentMethods: ['credit_card_deposit'],
      },
    });
    await startGuestForm(actor);
    expect(actor.getSnapshot().matches('EnteringGuestDetails')).toBe(true);
    actor.send({ type: 'charge.quoted', charge: chargeSplitOf(usd) });
    expect(selectQuotedCharge(actor.getSnapshot())).toEqual({
      currency: 'JPY',
      chargedNow: 9600,
      payLater: 14400,
      mcp: { currency: 'USD', chargedNow: 6432, payLater: 9648 },
    });
    actor.send({
      type: 'currency.changed',
      mcp: { code: 'USD', rateUpdatedAt: '2030-01-01T00:00:00Z', allowedBrands: ['visa'] },
    });
    expect(selectChargeCurrency(actor.getSnapshot())).toBe('USD');
    actor.send({ type: 'charge.quoted', charge: null });
    expect(selectQuotedCharge(actor.getSnapshot())).toBeNull();
    actor.stop();
  });
});
