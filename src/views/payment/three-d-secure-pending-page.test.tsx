// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { loadAllLocales } from '../../../locales/i18n-util.sync';
import { paymentMachine } from '../../../machines/payment/machine';
import { PaymentContext } from '../../../machines/payment/provider';
import type { PaymentRequest, PaymentView } from '../../../machines/payment/context';
import { threeDSecureMachine } from '../../../machines/three-d-secure/machine';
import { renderWithBookingCharts } from '../../test-support/render-booking';
import { ReservationFailPage } from '../reservation/fail-page';
import { ThreeDSecurePendingPage } from './three-d-secure-pending-page';

loadAllLocales();
afterEach(cleanup);

const waiting: PaymentView = {
  transactionId: 'pay_abc',
  status: 'pre_3d_secure',
  amount: 24000,
  currency: 'JPY',
  challengeUrl: '/api/sandbox/3ds/sbx_auth_1',
  expiresInSeconds: 840,
  failureCode: null,
  card: { brand: 'visa', last4: '3089' },
  reservation: { confirmationNumber: 'R1', status: 'payment_pending', bypassToken: 'b' },
};

describe('3-D Secure pending page', () => {
  it('shows the time left and the issuer link; opening and abandoning go through the chart', async () => {
    const opened: string[] = [];
    const aborted: string[] = [];
    const logic = paymentMachine.provide({
      actors: {
        completeThreeDSecure: fromPromise<PaymentView, PaymentRequest>(async () => waiting),
        abortThreeDSecure: fromPromise<PaymentView, PaymentRequest>(async ({ input }) => {
          aborted.push(input.transactionId);
          return { ...waiting, status: 'cancelled', challengeUrl: null, failureCode: '3008' };
        }),
        threeDSecure: threeDSecureMachine.provide({
          actions: { openChallenge: (_, params) => void opened.push(params.url) },
        }),
      },
    });
    await act(async () => {
      renderWithBookingCharts(
        <PaymentContext.Provider
          logic={logic}
          options={{ input: { hotelCode: 'demo-kyoto', transactionId: 'pay_abc' } }}
        >
          <ThreeDSecurePendingPage />
        </PaymentContext.Provider>,
        { path: '/reservation/3ds-pending?code=demo-kyoto&transaction=pay_abc' },
      );
    });
    expect(screen.getByRole('heading', { name: '3-D Secure authentication' })).toBeTruthy();
    expect(screen.getByText(/within 14 minutes/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enter the 3-D Secure password' }));
    expect(opened).toEqual(['/api/sandbox/3ds/sbx_auth_1']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel this payment' })));
    expect(aborted).toEqual(['pay_abc']);
  });
});

describe('failure page messages for payment codes', () => {
  it.each([
    ['en', '3006', '3-D Secure authentication failed.'],
    [
      'en',
      'three_d_secure_timeout',
      'The 3-D Secure password was not entered within 15 minutes, so the booking was cancelled. Nothing was charged.',
    ],
    ['en', '3002', 'The payment failed, so the reservation was not completed.'],
    ['ja', '3008', '3-D セキュア認証がキャンセルされました。'],
    ['ja', '3252', 'このカードは 3-D セキュアに対応していません。別のカードをご利用ください。'],
  ] as const)('%s %s', async (locale, code, text) => {
    renderWithBookingCharts(<ReservationFailPage />, {
      path: `/reservation/fail?code=demo-kyoto&error_code=${code}`,
      locale,
    });
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });
});
