// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { LotteryEntry } from '../../../machines/lottery-entry/context';
import { lotteryListMachine } from '../../../machines/lottery-entry/detail-machine';
import { LotteryListContext } from '../../../machines/lottery-entry/provider';
import { renderWithBookingCharts } from '../../test-support/render-booking';
import { LotteryList } from './lottery-tab';

afterEach(cleanup);

const base: LotteryEntry = {
  entryNumber: 'LWINNER234',
  status: 'winner_reservation_pending',
  checkinDate: '2026-12-28',
  checkoutDate: '2026-12-30',
  nights: 2,
  adults: 2,
  guestFirstName: 'Taro',
  guestLastName: 'Line',
  guestEmail: 'taro@example.com',
  guestPhone: '+819012345678',
  resultDate: '2026-05-02T00:00:00Z',
  reservationDeadline: '2026-05-16T00:00:00Z',
  reservationNumber: null,
  createdAt: '2026-03-02T03:00:00Z',
  event: {
    uuid: 'kyoto-machiya',
    name: 'Machiya Lottery',
    hotelCode: 'demo-kyoto',
    hotelName: 'Demo Kyoto',
    roomTypeCode: 'KY-MACHIYA-SUITE',
    roomTypeName: 'Machiya Suite',
    roomPlanCode: 'KY-MACHIYA-SUITE-RO',
    roomPlanName: 'Room only',
    stayStart: '2026-12-27',
    stayEnd: '2027-01-03',
    minNights: 1,
    maxNights: 3,
    acceptFrom: '2026-03-01T00:00:00Z',
    acceptUntil: '2026-05-01T00:00:00Z',
    resultDate: '2026-05-02T00:00:00Z',
    reservationDeadline: '2026-05-16T00:00:00Z',
    notification: null,
    requiresAccessToken: false,
    phase: 'drawn',
  },
};

describe('the lottery tab of /my-account/reservations', () => {
  it('shows each entry with its status; a pending win links to booking the won room', async () => {
    const lost = { ...base, entryNumber: 'LLOST23456', status: 'not_winner' as const };
    const logic = lotteryListMachine.provide({ actors: { fetchMyEntries: fromPromise(async () => [base, lost]) } });
    renderWithBookingCharts(
      <LotteryListContext.Provider logic={logic}>
        <LotteryList />
      </LotteryListContext.Provider>,
      { path: '/my-account/reservations' },
    );
    await waitFor(() => expect(screen.getAllByTestId('lottery-entry')).toHaveLength(2));
    const [won, notWon] = screen.getAllByTestId('lottery-entry');
    expect(won!.textContent).toContain('Won – waiting for your booking');
    expect(won!.querySelector('a[href*="/room-lottery/reservation-incomplete/LWINNER234"]')).not.toBeNull();
    expect(notWon!.textContent).toContain('Not selected');
    // Stays and deadlines are written in words by the one date module, never as ISO dates.
    for (const entry of [won!, notWon!]) expect(entry.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(notWon!.querySelector('a[href*="reservation-incomplete"]')).toBeNull();
  });
});
