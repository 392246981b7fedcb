// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithBookingCharts } from '../../test-support/render-booking';
import { kyotoRooms, kyotoSettings } from '../../test-support/fixtures';
import { ResultsPage } from '../booking/results-page';
import type { PriceSummary } from '../../../machines/pricing/price-summary';
import TypesafeI18n from '../../../locales/i18n-react';
import { loadAllLocales } from '../../../locales/i18n-util.sync';
import { PriceSummaryList } from './price-summary-list';
import { expectWellFormedDefinitionList } from '../../test-support/markup-rules';

loadAllLocales();
afterEach(cleanup);

/** The codes are behind the search bar's "More options": unfolds it once the rooms are drawn. */
async function openMoreOptions() {
  await screen.findByRole('article', { name: 'Garden Twin' });
  fireEvent.click(screen.getByRole('button', { name: /^More options/ }));
}

const summary: PriceSummary = {
  currency: 'JPY',
  originalPriceWithTax: 28000,
  originalPrice: 25455,
  discountedPrice: 24000,
  roomPriceWithoutTax: 21819,
  tax: 2181,
  accommodationTax: 800,
  signInDiscount: 0,
  nonSignInDiscount: 0,
  potentialSignInDiscount: 2800,
  brrDiscountAmount: 0,
  paymentDiscountAmount: 0,
  promotionDiscountAmount: 0,
  couponDiscountAmount: 4000,
  roundingDiscount: 0,
  totalSpecialDiscount: 4000,
  totalExtraPrice: 0,
  voucherCouponDiscountAmount: 0,
  spendingPointValue: 0,
  depositAmount: 0,
  remainAmount: 0,
  totalPrice: 24000,
  totalPriceWithoutTax: 21819,
  mcpCurrency: null,
  mcpTotalPrice: null,
  mcpDepositAmount: null,
  mcpRemainAmount: null,
};

describe('pricing views', () => {
  it('the search bar has labelled coupon and promotion fields when both are active; plans show what they save', async () => {
    const rooms = kyotoRooms.map((room, index) =>
      index === 0
        ? { ...room, plans: room.plans.map((plan, p) => (p === 0 ? { ...plan, priceSummary: summary } : plan)) }
        : room,
    );
    const settings = {
      ...kyotoSettings,
      settings: { ...kyotoSettings.settings, couponActive: true, promoCodeActive: true },
    };
    renderWithBookingCharts(<ResultsPage />, { rooms, settings });
    await openMoreOptions();
    const coupon = await screen.findByLabelText('Coupon code');
    expect(screen.getByLabelText('Promotion code')).toBeTruthy();
    expect(await screen.findByText('You save ¥4,000')).toBeTruthy();
    const details = screen.getAllByText('Price summary')[0]!.closest('details')!;
    // The summary's lines come with their chunk, fetched once the results are drawn.
    expect(await within(details).findByText('Coupon discount')).toBeTruthy();
    expect(within(details).getByText('−¥4,000')).toBeTruthy();
    expect(within(details).getByText('Accommodation tax (paid at the hotel)')).toBeTruthy();
    // Apply is enabled from the typed code.
    const apply = screen.getAllByRole('button', { name: 'Apply' })[0]!;
    expect(apply).toHaveProperty('disabled', true);
    fireEvent.change(coupon, { target: { value: 'WELCOME2000' } });
    expect(apply).toHaveProperty('disabled', false);
  });

  it('shows the promotion code field only when promo_code_active is on (init settings)', async () => {
    const couponOnly = {
      ...kyotoSettings,
      settings: { ...kyotoSettings.settings, couponActive: true, promoCodeActive: false },
    };
    renderWithBookingCharts(<ResultsPage />, { settings: couponOnly });
    await openMoreOptions();
    expect(await screen.findByLabelText('Coupon code')).toBeTruthy();
    expect(screen.queryByLabelText('Promotion code')).toBeNull();
    cleanup();
    const promoOnly = {
      ...kyotoSettings,
      settings: { ...kyotoSettings.settings, couponActive: false, promoCodeActive: true },
    };
    renderWithBookingCharts(<ResultsPage />, { settings: promoOnly });
    await openMoreOptions();
    expect(await screen.findByLabelText('Promotion code')).toBeTruthy();
    expect(screen.queryByLabelText('Coupon code')).toBeNull();
  });

  it('hides the code fields when the hotel has no coupons', async () => {
    renderWithBookingCharts(<ResultsPage />);
    await openMoreOptions();
    expect(await screen.findByRole('checkbox', { name: /^Day use/ })).toBeTruthy();
    expect(screen.queryByLabelText('Coupon code')).toBeNull();
  });

  it('the summary shows the tax-excluded lines, and Japanese text in ja', () => {
    render(
      <TypesafeI18n locale="ja">
        <PriceSummaryList summary={summary} taxIncluded={false} />
      </TypesafeI18n>,
    );
    const list = screen.getByTestId('price-summary');
    expect(within(list).getByText('小計（税抜）')).toBeTruthy();
    expect(within(list).getByText('消費税')).toBeTruthy();
    expect(within(list).getByText('クーポン割引')).toBeTruthy();
    expect(screen.getByText(/ログインすると/)).toBeTruthy();
  });

  it('once the stay is booked the summary no longer offers what signing in would save', () => {
    render(
      <TypesafeI18n locale="en">
        <PriceSummaryList summary={summary} taxIncluded offerSignIn={false} />
      </TypesafeI18n>,
    );
    expect(within(screen.getByTestId('price-summary')).getByText('Total')).toBeTruthy();
    expect(screen.queryByText(/Sign in to save/)).toBeNull();
  });

  it('the summary is a list of name-value groups, "tax included" under the total (axe definition-list)', () => {
    render(
      <TypesafeI18n locale="en">
        <PriceSummaryList summary={summary} taxIncluded />
      </TypesafeI18n>,
    );
    const list = screen.getByTestId('price-summary');
    expectWellFormedDefinitionList(list);
    const total = list.querySelector('[data-line="total"]')!;
    expect(total.tagName).toBe('DIV');
    expect(within(total as HTMLElement).getByText('Total')).toBeTruthy();
    expect(total.querySelector('[data-line="taxIncluded"]')!.tagName).toBe('DD');
    cleanup();
    render(
      <TypesafeI18n locale="en">
        <PriceSummaryList summary={summary} taxIncluded={false} />
      </TypesafeI18n>,
    );
    expectWellFormedDefinitionList(screen.getByTestId('price-summary'));
  });
});
