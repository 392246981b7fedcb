// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type {
  ExchangeRequest,
  HistoryPage,
  PointExchangeView,
  PointInfoView,
  PointsOverview,
  PointsOverviewRequest,
} from '../../../machines/points/context';
import { pointsMachine } from '../../../machines/points/machine';
import { PointsContext } from '../../../machines/points/provider';
import { renderWithBookingCharts } from '../../test-support/render-booking';
import { PointsPage } from './points-page';

afterEach(cleanup);

const info: PointInfoView = {
  totalPoint: 3000,
  rankingPointsValue: 6500,
  futurePoints: 280,
  pointProgramEnabled: true,
  program: { id: 1, name: 'Demo Members', default: true },
  rank: { id: 2, name: 'Silver', rankingPointsThreshold: 5000, pointRatePercent: 2 },
  nextRank: { id: 3, name: 'Gold', rankingPointsThreshold: 20000, pointRatePercent: 3 },
  spendStep: 100,
  spendMinimum: 500,
  exchangeStep: 500,
  exchangeAvailable: true,
};
const entries = (page: number): HistoryPage['entries'] =>
  Array.from({ length: page === 1 ? 5 : 1 }, (_, i) => ({
    id: page * 10 + i,
    type: i === 0 ? ('spent' as const) : ('gained' as const),
    amount: 100 + i,
    date: '2026-03-01T00:00:00.000Z',
    reservationNumber: i === 0 ? 'ABCDEFGHJK' : null,
    exchangeCode: null,
  }));
const history = (page: number): HistoryPage => ({
  entries: entries(page),
  page,
  totalPages: 2,
  totalEntries: 6,
  programEnabled: true,
});

function show() {
  const exchanged: ExchangeRequest[] = [];
  let balance = info.totalPoint;
  const logic = pointsMachine.provide({
    actors: {
      fetchOverview: fromPromise<PointsOverview, PointsOverviewRequest>(async () => ({
        info: { ...info, totalPoint: balance },
        history: history(1),
      })),
      fetchHistoryPage: fromPromise<HistoryPage, PointsOverviewRequest>(async ({ input }) => history(input.page)),
      generateIdempotencyKey: fromPromise<string, void>(async () => 'key-0001'),
      exchangePoints: fromPromise<PointExchangeView, ExchangeRequest>(async ({ input }) => {
        exchanged.push(input);
        balance -= input.amount;
        return {
          id: 1,
          amount: input.amount,
          exchangeType: 'digico',
          code: 'DG-ABCDEFGHJKLM',
          validUntil: '2026-08-29T03:00:00.000Z',
          createdAt: '2026-03-02T03:00:00.000Z',
        };
      }),
    },
  });
  renderWithBookingCharts(
    <PointsContext.Provider logic={logic} options={{ input: { hotelCode: 'demo-kyoto' } }}>
      <PointsPage />
    </PointsContext.Provider>,
    { path: '/my-account/points' },
  );
  return { exchanged };
}

describe('/my-account/points', () => {
  it('shows balance and rank, pages the history by keyboard-reachable buttons', async () => {
    show();
    await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe('3000 pt'));
    expect(screen.getByTestId('points-rank').textContent).toBe('Silver');
    expect(screen.getByText('13500 more ranking points to reach Gold')).toBeTruthy();
    expect(screen.getAllByTestId('point-history-entry')).toHaveLength(5);
    expect(screen.getAllByTestId('point-history-entry')[0]!.textContent).toContain('Reservation ABCDEFGHJK');
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    });
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeTruthy());
    expect(screen.getAllByTestId('point-history-entry')).toHaveLength(1);
  });

  it('checks the exchange amount, asks for confirmation, exchanges once and shows the code', async () => {
    const { exchanged } = show();
    await waitFor(() => expect(screen.getByTestId('points-balance')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Exchange points' }));
    fireEvent.change(screen.getByLabelText('Points to exchange'), { target: { value: '600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter a valid number of points to exchange.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Points to exchange'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('dialog').textContent).toContain(
      'Exchange 1000 points for a digico code? This cannot be undone.',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Yes, exchange' }));
    });
    await waitFor(() => expect(screen.getByTestId('exchange-code').textContent).toContain('DG-ABCDEFGHJKLM'));
    expect(exchanged).toEqual([{ hotelCode: 'demo-kyoto', amount: 1000, idempotencyKey: 'key-0001' }]);
    await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe('2000 pt'));
  });
});
