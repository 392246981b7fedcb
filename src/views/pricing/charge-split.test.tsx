// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import TypesafeI18n from '../../../locales/i18n-react';
import { loadAllLocales } from '../../../locales/i18n-util.sync';
import type { CurrencyList } from '../../../machines/currency/events';
import type { PriceSummary } from '../../../machines/pricing/price-summary';
import { renderWithBookingCharts } from '../../test-support/render-booking';
import {
  currencyOption as option,
  GUEST_DETAIL,
  startWithCardPlan,
  WithCurrency,
} from '../../test-support/currency-harness';
import { GuestDetailPage } from '../booking/guest-detail-page';
import { PaymentTermsSummary } from '../payment/payment-terms-summary';
import { PriceSummaryList } from './price-summary-list';

// what a deposit plan charges now and leaves for the hotel, as the booking API quoted it,
// in the currency the card is charged in.
loadAllLocales();
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const base: PriceSummary = {
  currency: 'JPY',
  originalPriceWithTax: 24000,
  originalPrice: 21819,
  discountedPrice: 24000,
  roomPriceWithoutTax: 21819,
  tax: 2181,
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
  totalExtraPrice: 0,
  voucherCouponDiscountAmount: 0,
  spendingPointValue: 0,
  depositAmount: 9600,
  remainAmount: 14400,
  totalPrice: 24000,
  totalPriceWithoutTax: 21819,
  mcpCurrency: null,
  mcpTotalPrice: null,
  mcpDepositAmount: null,
  mcpRemainAmount: null,
};
const usd: PriceSummary = {
  ...base,
  mcpCurrency: 'USD',
  mcpTotalPrice: 16080,
  mcpDepositAmount: 6432,
  mcpRemainAmount: 9648,
};
const list = (summary: PriceSummary, locale: 'en' | 'ja' = 'en') =>
  render(
    <TypesafeI18n locale={locale}>
      <PriceSummaryList summary={summary} taxIncluded />
    </TypesafeI18n>,
  );

describe('charged now and paid later', () => {
  it('a deposit summary shows the deposit charged now and the rest paid at the hotel, in yen', () => {
    list(base);
    expect(screen.getByTestId('charged-now').textContent).toBe('¥9,600');
    expect(screen.getByTestId('pay-later').textContent).toBe('¥14,400');
    expect(screen.getByText('Charged now')).toBeTruthy();
    expect(screen.getByText('Paid at the hotel later')).toBeTruthy();
  });

  it('in the quoted currency with the hotel amount beside; nothing extra for a whole charge or payment on site', () => {
    list(usd);
    expect(screen.getByTestId('charged-now').textContent).toBe('$64.32 (hotel price ¥9,600)');
    expect(screen.getByTestId('pay-later').textContent).toBe('$96.48 (hotel price ¥14,400)');
    cleanup();
    list({ ...base, depositAmount: 24000, remainAmount: 0 });
    expect(screen.queryByTestId('charge-split')).toBeNull();
    cleanup();
    list({ ...base, depositAmount: 0, remainAmount: 24000 });
    expect(screen.queryByTestId('charge-split')).toBeNull();
  });

  it('a cancelled reservation shows nothing left to pay at the hotel: no rest of the deposit, no accommodation tax', () => {
    render(
      <TypesafeI18n locale="en">
        <PriceSummaryList summary={{ ...base, accommodationTax: 400 }} taxIncluded stayApplies={false} />
      </TypesafeI18n>,
    );
    expect(screen.queryByTestId('charge-split')).toBeNull();
    expect(screen.queryByText('Accommodation tax (paid at the hotel)')).toBeNull();
    expect(screen.queryByText(/at the hotel/)).toBeNull();
    cleanup();
    list({ ...base, accommodationTax: 400 });
    expect(screen.getByText('Accommodation tax (paid at the hotel)')).toBeTruthy();
  });

  it('shows in Japanese', () => {
    list(base, 'ja');
    expect(screen.getByText('今回のお支払い')).toBeTruthy();
    expect(screen.getByText('後日ホテルでのお支払い')).toBeTruthy();
  });

  it('the reservation page shows the deposit and the rest in the currency the card was charged in', () => {
    const terms = {
      method: 'credit_card_deposit',
      depositPercentage: 40,
      depositAmount: 9600,
      remainAmount: 14400,
      bankTransfer: null,
    };
    render(
      <TypesafeI18n locale="en">
        <PaymentTermsSummary
          terms={terms}
          timeZone="Asia/Tokyo"
          currency="JPY"
          mcp={{ mcpCurrency: 'USD', mcpDepositAmount: 6432, mcpRemainAmount: 9648 }}
        />
      </TypesafeI18n>,
    );
    expect(screen.getByTestId('deposit-amount').textContent).toBe('$64.32 (hotel price ¥9,600)');
    expect(screen.getByTestId('remain-amount').textContent).toBe('$96.48 (hotel price ¥14,400)');
  });
});

const onList: CurrencyList = {
  hotelCurrency: 'JPY',
  mcpEnabled: true,
  suggested: ['USD'],
  currencies: [option('JPY', '¥', '1', false), option('USD', '$', '0.0067', true)],
};

describe('payment step preview in another currency', () => {
  it('shows the quoted deposit as charged now, not the total, and the rest as paid later', async () => {
    window.localStorage.setItem('triplabot_currency', 'USD');
    const { harness } = renderWithBookingCharts(
      <WithCurrency list={onList}>
        <GuestDetailPage />
      </WithCurrency>,
      { path: GUEST_DETAIL },
    );
    await waitFor(() => expect(harness.booking().getSnapshot().context.mcp?.code).toBe('USD'));
    await startWithCardPlan(harness);
    // Before a quote for the method: the total of the chosen rooms.
    expect(screen.getByTestId('mcp-charge-preview').textContent).toContain('$160.80');
    act(() => {
      harness.booking().send({
        type: 'charge.quoted',
        charge: {
          currency: 'JPY',
          chargedNow: 9600,
          payLater: 14400,
          mcp: { currency: 'USD', chargedNow: 6432, payLater: 9648 },
        },
      });
    });
    expect(screen.getByTestId('mcp-charge-preview').textContent).toContain('$64.32');
    expect(screen.getByTestId('mcp-charge-preview').textContent).not.toContain('$160.80');
    expect(screen.getByTestId('mcp-pay-later').textContent).toContain('$96.48');
  });
});
