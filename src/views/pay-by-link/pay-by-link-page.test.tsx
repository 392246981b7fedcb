// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import TypesafeI18n from '../../../locales/i18n-react';
import { loadAllLocales } from '../../../locales/i18n-util.sync';
import { failure } from '../../../machines/failure';
import type { OpenPageRequest, PayByLinkView, PayRequest, VisitRequest } from '../../../machines/pay-by-link/context';
import { payByLinkMachine } from '../../../machines/pay-by-link/machine';
import { PayByLinkContext } from '../../../machines/pay-by-link/provider';
import { PayByLinkPage } from './pay-by-link-page';

loadAllLocales();
afterEach(cleanup);

const open: PayByLinkView = {
  paymentNumber: 'demo-kyoto-link',
  hotelCode: 'demo-kyoto',
  cardPaymentProvider: 'sandbox',
  hotelName: 'Demo Hotel Kyoto Higashiyama',
  subject: 'Airport transfer',
  amount: 12000,
  currency: 'JPY',
  status: 'awaiting_payment',
  amountVersion: 1,
  paidAt: null,
  refundedAt: null,
  visit: {
    visitId: 'plv_visit_one',
    openedAt: '2026-03-02T03:00:00Z',
    expiresAt: '2026-03-02T04:00:00Z',
    expiresInSeconds: 3600,
  },
  result: null,
  attempt: null,
};

async function renderPage(
  actors: { open?: PayByLinkView; pay?: (req: PayRequest) => Promise<PayByLinkView>; refresh?: PayByLinkView },
  locale: 'en' | 'ja' = 'en',
) {
  const logic = payByLinkMachine.provide({
    actors: {
      openPage: fromPromise<PayByLinkView, OpenPageRequest>(async () => actors.open ?? open),
      payLink: fromPromise<PayByLinkView, PayRequest>(async ({ input }) => (actors.pay ?? (async () => open))(input)),
      refreshView: fromPromise<PayByLinkView, VisitRequest>(async () => actors.refresh ?? open),
      abortPayment: fromPromise<PayByLinkView, VisitRequest>(async () => open),
    },
  });
  await act(async () => {
    render(
      <TypesafeI18n locale={locale}>
        <PayByLinkContext.Provider
          logic={logic}
          options={{ input: { paymentNumber: 'demo-kyoto-link', mode: 'pay', today: '2026-03-02' } }}
        >
          <PayByLinkPage />
        </PayByLinkContext.Provider>
      </TypesafeI18n>,
    );
  });
}

async function fillCard() {
  await act(async () => {
    // The brand is read from the number: nobody picks Visa by hand.
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4111 1111 1111 1111' } });
    fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: 'HANAKO YAMADA' } });
    fireEvent.change(screen.getByLabelText('Expiry month'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Expiry year'), { target: { value: String(new Date().getFullYear() + 2) } });
    fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '123' } });
  });
}

describe('pay-by-link page', () => {
  it('shows the record and the hour, validates the card, and pays through the chart', async () => {
    const paid: PayRequest[] = [];
    await renderPage({
      pay: async (req) => (paid.push(req), { ...open, status: 'paid', result: 'paid', paidAt: '2026-03-02T03:10:00Z' }),
    });
    expect(screen.getByRole('heading', { name: 'Payment to Demo Hotel Kyoto Higashiyama' })).toBeTruthy();
    expect(screen.getByText('Airport transfer')).toBeTruthy();
    expect(screen.getByText('Please finish the payment within 60 minutes of opening this page.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay ¥12,000' })));
    expect(paid).toHaveLength(0);
    expect(screen.getByText('Please check the card details marked below.')).toBeTruthy();
    await fillCard();
    expect((screen.getByLabelText('Card brand') as HTMLSelectElement).value).toBe('visa');
    expect(screen.getByText('This number is a Visa card.')).toBeTruthy();
    expect(screen.getByText(/^Secure payment: /)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay ¥12,000' })));
    expect(paid).toEqual([expect.objectContaining({ visitId: 'plv_visit_one', amountVersion: 1 })]);
    expect(screen.getByRole('status').textContent).toBe('Thank you. Your payment has been received.');
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('offers Update when the amount changed, and shows the new amount', async () => {
    await renderPage({
      pay: async () => {
        throw failure('pay_by_link_amount_changed', 'Amount changed', 409);
      },
      refresh: { ...open, amount: 13200, amountVersion: 2 },
    });
    await fillCard();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay ¥12,000' })));
    expect(screen.getByRole('alert').textContent).toContain('The amount of this payment has changed.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update' })));
    expect(screen.getByTestId('pay-by-link-amount').textContent).toBe('¥13,200');
  });

  it('explains a declined card with its code, and shows closed records as results in Japanese', async () => {
    await renderPage({
      open: {
        ...open,
        result: 'failed',
        attempt: {
          attemptId: 'plp_1',
          status: 'failed',
          amount: 12000,
          currency: 'JPY',
          card: { brand: 'visa', last4: '3055' },
          challengeUrl: null,
          failureCode: '3204',
        },
      },
    });
    expect(screen.getByRole('alert').textContent).toContain('The payment failed. Please use another card.');
    cleanup();
    // The card payments' plain decline speaks of a reservation, which a link does not make.
    await renderPage({
      open: {
        ...open,
        result: 'failed',
        attempt: {
          attemptId: 'plp_2',
          status: 'failed',
          amount: 12000,
          currency: 'JPY',
          card: { brand: 'visa', last4: '3006' },
          challengeUrl: null,
          failureCode: '3002',
        },
      },
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'The payment did not go through. Nothing was charged.The payment failed. Please use another card.',
    );
    cleanup();
    await renderPage({ open: { ...open, status: 'cancelled', result: 'cancelled' } }, 'ja');
    expect(screen.getByRole('status').textContent).toBe('このご請求はホテルにより取り消されました。');
  });
});
