// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import TypesafeI18n from '../../../locales/i18n-react';
import { loadAllLocales } from '../../../locales/i18n-util.sync';
import type { ReservationDetails } from '../../../machines/reservation/context';
import { CardPaymentSummary } from './card-payment-summary';

loadAllLocales();
afterEach(cleanup);

type Payment = NonNullable<ReservationDetails['payment']>;
const captured: Payment = {
  status: 'captured',
  kind: 'charge',
  amount: 24000,
  currency: 'JPY',
  card: { brand: 'visa', last4: '1111' },
  refundedAmount: 0,
  refunds: [],
};
const show = (payment: Payment | null, locale: 'en' | 'ja' = 'en') =>
  render(
    <TypesafeI18n locale={locale}>
      <CardPaymentSummary payment={payment} />
    </TypesafeI18n>,
  );

describe('CardPaymentSummary', () => {
  it('shows what was paid and by which card, with no refunds yet', () => {
    show(captured);
    expect(screen.getByTestId('card-payment-summary').textContent).toBe('Paid by card: ¥24,000 (Visa ending in 1111)');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists each refund with its outcome and the total given back', () => {
    show({
      ...captured,
      status: 'partially_refunded',
      refundedAmount: 8000,
      refunds: [
        { refundId: 'rfd_1', cause: 'itinerary_change', amount: 8000, status: 'succeeded' },
        { refundId: 'rfd_2', cause: 'cancellation', amount: 11200, status: 'failed' },
      ],
    });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Shorter stay: Refund of ¥8,000 made to your card.',
      'Cancellation: Refund of ¥11,200 could not be made automatically; the hotel will refund it to you.',
    ]);
    expect(screen.getByText('Refunded to your card: ¥8,000')).toBeTruthy();
  });

  it('speaks Japanese', () => {
    show(
      {
        ...captured,
        status: 'refunded',
        refundedAmount: 24000,
        refunds: [{ refundId: 'rfd_3', cause: 'cancellation', amount: 24000, status: 'succeeded' }],
      },
      'ja',
    );
    expect(screen.getByRole('listitem').textContent).toBe('キャンセル: ￥24,000をカードへ返金しました。');
  });

  it('shows nothing for a card guarantee, an unfinished payment or no payment', () => {
    show({ ...captured, kind: 'guarantee', status: 'persisted' });
    show({ ...captured, status: 'pre_3d_secure' });
    show(null);
    expect(screen.queryByTestId('card-payment-summary')).toBeNull();
  });
});
