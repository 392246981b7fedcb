// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { LotteryEntry, LotteryEvent } from '../../../machines/lottery-entry/context';
import { lotteryEntryMachine } from '../../../machines/lottery-entry/machine';
import { LotteryEntryContext } from '../../../machines/lottery-entry/provider';
import { pendingActor } from '../../../machines/model-paths';
import { renderWithBookingCharts } from '../../test-support/render-booking';
import { LotteryReplaceConsent } from './lottery-replace-consent';

afterEach(cleanup);

const event: LotteryEvent = {
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
  phase: 'accepting',
};
const inProgress: LotteryEntry = {
  entryNumber: 'LSPRING234',
  status: 'registered',
  checkinDate: '2026-04-10',
  checkoutDate: '2026-04-12',
  nights: 2,
  adults: 2,
  guestFirstName: 'Taro',
  guestLastName: 'Line',
  guestEmail: 'taro@example.com',
  guestPhone: '+819012345678',
  resultDate: event.resultDate,
  reservationDeadline: event.reservationDeadline,
  reservationNumber: null,
  createdAt: '2026-03-02T03:00:00Z',
  event: { ...event, uuid: 'spring-lottery', name: 'Spring Lottery' },
};
const input = {
  hotelCode: 'demo-kyoto',
  eventUuid: 'kyoto-machiya',
  accessToken: null,
  guest: { firstName: 'Taro', lastName: 'Line', email: 'taro@example.com' },
};

function render(cancelled: string[], locale: 'en' | 'ja' = 'en') {
  const logic = lotteryEntryMachine.provide({
    actors: {
      fetchEvent: fromPromise(async () => event),
      fetchMyEntries: fromPromise(async () => [inProgress]),
      cancelEntry: fromPromise<LotteryEntry, { hotelCode: string; entryNumber: string }>(async ({ input: i }) => {
        cancelled.push(i.entryNumber);
        return { ...inProgress, status: 'registration_cancelled' };
      }),
      enterLottery: pendingActor(),
    },
  });
  return renderWithBookingCharts(
    <LotteryEntryContext.Provider logic={logic} options={{ input }}>
      <LotteryReplaceConsent />
    </LotteryEntryContext.Provider>,
    { path: '/room-lottery/guest-detail', locale },
  );
}

describe('consent to cancel a lottery entry in progress (SPEC.md section 4)', () => {
  it('lists the entry in progress and cancels it only when the member agrees', async () => {
    const cancelled: string[] = [];
    render(cancelled);
    const group = await screen.findByRole('group', { name: 'You have a lottery entry in progress' });
    expect(screen.getByTestId('lottery-in-progress').textContent).toContain('Spring Lottery (entry LSPRING234');
    expect(cancelled).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel them and continue' }));
    await waitFor(() => expect(group.isConnected).toBe(false));
    expect(cancelled).toEqual(['LSPRING234']);
  });

  it('keeps the entry when the member declines, in Japanese too', async () => {
    const cancelled: string[] = [];
    render(cancelled, 'ja');
    fireEvent.click(await screen.findByRole('button', { name: '現在の申し込みを残す' }));
    expect(screen.getByRole('status').textContent).toBe(
      '申し込み中の抽選はそのまま残しました。この抽選には申し込んでいません。',
    );
    expect(screen.getByRole('link', { name: '抽選の申し込み一覧を見る' }).getAttribute('href')).toContain(
      '/my-account/reservations?tab=lottery',
    );
    expect(cancelled).toEqual([]);
  });
});
