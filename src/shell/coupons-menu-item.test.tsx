// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { failure } from '../../machines/failure';
import { vouchersMachine, type MemberVoucher } from '../../machines/vouchers/machine';
import { VouchersContext, useVouchersSelector } from '../../machines/vouchers/provider';
import { renderWithBookingCharts } from '../test-support/render-booking';
import { CouponsLink } from './coupons-menu-item';

afterEach(cleanup);

const voucher: MemberVoucher = {
  number: 'DEMO-WELCOME-2000',
  name: 'Welcome voucher',
  amount: 2000,
  uiStatus: 'available',
  targetStayPeriod: { from: '2026-03-02', to: '2027-03-02' },
  salesPeriod: { from: null, to: null },
  excludedPeriod: { from: null, to: null },
  validThrough: '2027-03-02',
  consumedAt: null,
  reservationNumber: null,
};

/** Shows the chart's state, so the test knows the load has finished. */
function ChartState() {
  const state = useVouchersSelector((s) => String(s.value));
  return <output aria-label="chart state">{state}</output>;
}

/** The login menu's coupons entry over the real vouchers chart, its fetch answered by the test. */
function show(reply: MemberVoucher[] | Error, locale: 'en' | 'ja' = 'en') {
  const logic = vouchersMachine.provide({
    actors: {
      fetchVouchers: fromPromise<MemberVoucher[], { hotelCode: string }>(async () => {
        if (reply instanceof Error) throw failure('error02', reply.message);
        return reply;
      }),
    },
  });
  renderWithBookingCharts(
    <VouchersContext.Provider logic={logic} options={{ input: { hotelCode: 'demo-kyoto' } }}>
      <ChartState />
      <nav aria-label="menu">
        <ul>
          <CouponsLink href="/my-account/promotions?code=demo-kyoto" />
        </ul>
      </nav>
    </VouchersContext.Provider>,
    { locale },
  );
}
const finished = async (state: string) =>
  waitFor(() => expect(screen.getByRole('status', { name: 'chart state' }).textContent).toBe(state));

describe('login menu coupons entry (SPEC.md section 2)', () => {
  it('links to the promotions page when the member has vouchers', async () => {
    show([voucher]);
    const link = await screen.findByRole('link', { name: 'Coupons and vouchers' });
    expect(link.getAttribute('href')).toContain('/my-account/promotions');
  });

  it('is offered in Japanese too', async () => {
    show([voucher], 'ja');
    expect(await screen.findByRole('link', { name: 'クーポン・バウチャー' })).toBeTruthy();
  });

  it('is hidden when the member has no vouchers, or they could not be loaded', async () => {
    show([]);
    await finished('Showing');
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    show(new Error('Network failure'));
    await finished('LoadFailed');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
