// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithBookingCharts } from '../../test-support/render-booking';
import { fakeGatewayServices } from '../../test-support/fake-gateway';
import { kyotoRooms } from '../../test-support/fixtures';
import { planOffer } from '../../../machines/booking/selected-rooms';
import type { LoadedOffer } from '../../../machines/booking/extras-questions/machine';
import type { PriceSummary } from '../../../machines/pricing/price-summary';
import { ExtrasQuestionsSections, ExtrasSummary } from '../booking/extras-questions-step';
import { BookingPriceSummary } from './booking-price-summary';

afterEach(cleanup);

// the summary beside the extras is the API's quote with the picked extras, not a sum in the browser.
const GUEST_DETAIL = '/reservation/guest-detail?code=demo-kyoto&checkin=2030-05-01&checkout=2030-05-03&adults=2';
const offer: LoadedOffer = {
  extras: [
    {
      id: 1,
      code: 'CHAMPAGNE',
      name: 'Welcome champagne',
      description: '',
      extraType: 'generic',
      price: 5500,
      priceWithoutTax: 5000,
      minQuantity: 1,
      maxQuantity: 3,
      purchaseLimit: 3,
      bookingAvailableDates: [],
      pricesByDate: [],
      orderDeadline: '2030-04-30T09:00:00Z',
      inventory: 10,
    },
  ],
  questions: [],
};
const ROOMS = 24000;
const summaryFor = (extras: number): PriceSummary => ({
  currency: 'JPY',
  originalPriceWithTax: ROOMS,
  originalPrice: 21819,
  discountedPrice: ROOMS,
  roomPriceWithoutTax: 21819,
  tax: 2181 + extras / 11,
  accommodationTax: 0,
  signInDiscount: 0,
  nonSignInDiscount: 0,
  potentialSignInDiscount: 0,
  brrDiscountAmount: 0,
  paymentDiscountAmount: 0,
  promotionDiscountAmount: 0,
  couponDiscountAmount: 0,
  roundingDiscount: 0,
  totalSpecialDiscount: 0,
  totalExtraPrice: extras,
  voucherCouponDiscountAmount: 0,
  spendingPointValue: 0,
  depositAmount: 0,
  remainAmount: 0,
  totalPrice: ROOMS + extras,
  totalPriceWithoutTax: 21819 + extras - extras / 11,
  mcpCurrency: null,
  mcpTotalPrice: null,
  mcpDepositAmount: null,
  mcpRemainAmount: null,
});

describe('booking price summary with extras', () => {
  it('quotes the picked extras through the gateway and shows the API summary, whose total the booking sends', async () => {
    const quoted: unknown[] = [];
    const { services } = fakeGatewayServices({
      PriceQuote: (variables) => {
        const quote = variables.quote as { extras?: { extraId: number; quantity: number }[] };
        quoted.push(quote.extras ?? []);
        // The fake API's own price for the extras (not the browser's): 5,500 per champagne.
        const extras = (quote.extras ?? []).reduce((sum, line) => sum + 5500 * line.quantity, 0);
        return { priceQuote: { priceSummary: summaryFor(extras), discountCode: null } };
      },
    });
    const { harness } = renderWithBookingCharts(
      <>
        <ExtrasQuestionsSections />
        <ExtrasSummary />
        <BookingPriceSummary />
      </>,
      { path: GUEST_DETAIL, extrasOffer: offer, services },
    );
    await act(async () => {
      harness.booking().send({ type: 'room.incremented', offer: planOffer(kyotoRooms[0]!, kyotoRooms[0]!.plans[0]!) });
      harness.booking().send({ type: 'booking.started' });
    });
    const list = await screen.findByTestId('price-summary');
    expect(within(list).queryByText('Extras')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'One more: Quantity of Welcome champagne' }));
    fireEvent.click(screen.getByRole('button', { name: 'One more: Quantity of Welcome champagne' }));
    // Next quotes the picks at once (no pause to wait for).
    await act(async () => harness.booking().send({ type: 'extras.submitted' }));
    await waitFor(() => expect(within(screen.getByTestId('price-summary')).getByText('Extras')).toBeTruthy());
    const extrasLine = within(screen.getByTestId('price-summary')).getByText('Extras').closest('[data-line]')!;
    expect(extrasLine.textContent).toContain('¥11,000');
    expect(screen.getByTestId('price-summary').querySelector('[data-line="total"]')!.textContent).toContain('¥35,000');
    expect(quoted.at(-1)).toEqual([{ extraId: 1, quantity: 2 }]);
    await waitFor(() => expect(harness.booking().getSnapshot().context.priceCheck.quoted).toBe(35000));
    expect(harness.booking().getSnapshot().context.priceCheck).toMatchObject({
      quotedExtraTotal: 11000,
      quotedExtras: [{ extra_id: 1, quantity: 2 }],
    });
  });
});
