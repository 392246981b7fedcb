// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import TypesafeI18n from '../../../locales/i18n-react';
import { loadAllLocales } from '../../../locales/i18n-util.sync';
import type { ReservationDetails } from '../../../machines/reservation/context';
import { PaymentTermsSummary } from './payment-terms-summary';

loadAllLocales();
afterEach(cleanup);

type Terms = NonNullable<ReservationDetails['paymentTerms']>;
const deposit: Terms = {
  method: 'credit_card_deposit',
  depositPercentage: 40,
  depositAmount: 7600,
  remainAmount: 11400,
  bankTransfer: null,
};
const transfer: Terms = {
  method: 'bank_transfer',
  depositPercentage: null,
  depositAmount: 19000,
  remainAmount: 0,
  bankTransfer: {
    bankName: 'Demo Bank of Kyoto',
    bankBranch: 'Shijo Karasuma Branch',
    accountType: 'Ordinary',
    accountNumber: '1234567',
    accountHolder: 'DEMO HOTEL KYOTO',
    transferReference: 'ABCDE12345',
    amount: 19000,
    currency: 'JPY',
    dueAt: '2026-03-05T15:00:00.000Z',
    paidAt: null,
  },
};
const show = (terms: Terms | null, locale: 'en' | 'ja' = 'en') =>
  render(
    <TypesafeI18n locale={locale}>
      <PaymentTermsSummary terms={terms} timeZone="Asia/Tokyo" currency="JPY" />
    </TypesafeI18n>,
  );

describe('PaymentTermsSummary', () => {
  it('shows the deposit paid by card and what is left to pay at the hotel', () => {
    show(deposit);
    expect(screen.getByTestId('deposit-amount').textContent).toBe('¥7,600');
    expect(screen.getByTestId('remain-amount').textContent).toBe('¥11,400');
    expect(screen.getByText('Deposit paid by card (40%)')).toBeTruthy();
    expect(screen.getByText('To pay at the hotel')).toBeTruthy();
  });

  it('shows the bank transfer instructions with the deadline in the facility time zone', () => {
    show(transfer);
    const section = screen.getByRole('region', { name: 'Bank transfer' });
    for (const text of [
      'Demo Bank of Kyoto',
      'Shijo Karasuma Branch',
      '1234567',
      'DEMO HOTEL KYOTO',
      'ABCDE12345',
      '¥19,000',
    ]) {
      expect(within(section).getByText(text)).toBeTruthy();
    }
    // 15:00 UTC is midnight in Kyoto: the end of 5 March, local time.
    expect(screen.getByTestId('transfer-deadline').textContent).toBe('Mar 6, 2026, 00:00 GMT+9');
  });

  it('says so in Japanese once the transfer arrived', () => {
    show({ ...transfer, bankTransfer: { ...transfer.bankTransfer!, paidAt: '2026-03-03T01:00:00.000Z' } }, 'ja');
    expect(screen.getByRole('status').textContent).toContain('ホテルがお振込みを確認しました');
    expect(screen.getByRole('heading', { name: '銀行振込' })).toBeTruthy();
  });

  it('shows nothing for payment at the hotel or a reservation without terms', () => {
    const { container } = show(null);
    expect(container.textContent).toBe('');
    cleanup();
    const other = show({
      method: 'on_site',
      depositPercentage: null,
      depositAmount: 0,
      remainAmount: 19000,
      bankTransfer: null,
    });
    expect(other.container.textContent).toBe('');
  });
});
