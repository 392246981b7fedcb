// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import TypesafeI18n from '../../../locales/i18n-react';
import { loadAllLocales } from '../../../locales/i18n-util.sync';
import {
  myReservationsMachine,
  type MemberReservationFilters,
  type MemberReservationPage,
  type MemberReservationTab,
} from '../../../machines/my-reservations/machine';
import { MyReservationsContext } from '../../../machines/my-reservations/provider';
import { TestInit } from '../../test-support/test-init';
import { MyReservationsPage } from './my-account';

loadAllLocales();
afterEach(cleanup);

type FetchInput = { tab: MemberReservationTab; page: number } & MemberReservationFilters;

function reservation(confirmationNumber: string): MemberReservationPage['reservations'][number] {
  return {
    confirmationNumber,
    status: 'done',
    bypassToken: 't',
    hotel: { code: 'demo-kyoto', name: 'Kyoto' },
    checkinDate: '2026-05-01',
    checkoutDate: '2026-05-02',
    nights: 1,
    currency: 'JPY',
    totalPrice: 10000,
    rooms: [{ roomTypeName: 'Twin', roomPlanName: 'Room only' }],
  } as MemberReservationPage['reservations'][number];
}

/** The page over the real chart; the fetch answers like the API: only on_site bookings through the official website. */
async function renderPage(locale: 'en' | 'ja', calls: FetchInput[]) {
  const logic = myReservationsMachine.provide({
    actors: {
      fetchReservations: fromPromise<MemberReservationPage, FetchInput>(async ({ input }) => {
        calls.push(input);
        const match =
          (input.channel === 'all' || input.channel === 'officialWebsite') &&
          (input.paymentType === 'all' || input.paymentType === 'on_site');
        const reservations = match ? [reservation('R-1')] : [];
        return { page: 1, totalPages: 1, totalEntries: reservations.length, reservations };
      }),
    },
  });
  await act(async () => {
    render(
      <TestInit>
        <TypesafeI18n locale={locale}>
          <MyReservationsContext.Provider logic={logic} options={{ input: {} }}>
            <MyReservationsPage />
          </MyReservationsContext.Provider>
        </TypesafeI18n>
      </TestInit>,
    );
  });
}

describe('reservation filters', () => {
  it('offers two labelled selects and reloads with the chosen channel and payment type', async () => {
    const calls: FetchInput[] = [];
    await renderPage('en', calls);
    expect(await screen.findByText('R-1')).toBeTruthy();
    const channel = screen.getByLabelText('Booked through') as HTMLSelectElement;
    const payment = screen.getByLabelText('Payment type') as HTMLSelectElement;
    expect([...channel.options].map((o) => o.value)).toEqual(['all', 'officialWebsite', 'tripla', 'wbf']);
    expect(payment.value).toBe('all');
    await act(async () => {
      fireEvent.change(channel, { target: { value: 'tripla' } });
    });
    expect(await screen.findByText('No reservations here.')).toBeTruthy();
    expect(screen.queryByText('R-1')).toBeNull();
    expect(channel.value).toBe('tripla');
    await act(async () => {
      fireEvent.change(channel, { target: { value: 'officialWebsite' } });
    });
    await act(async () => {
      fireEvent.change(payment, { target: { value: 'bank_transfer' } });
    });
    expect(screen.queryByText('R-1')).toBeNull();
    expect(calls.at(-1)).toEqual({
      tab: 'upcoming',
      page: 1,
      channel: 'officialWebsite',
      paymentType: 'bank_transfer',
    });
    await act(async () => {
      fireEvent.change(payment, { target: { value: 'on_site' } });
    });
    expect(await screen.findByText('R-1')).toBeTruthy();
  });

  it('speaks Japanese', async () => {
    await renderPage('ja', []);
    const channel = screen.getByLabelText('予約経路') as HTMLSelectElement;
    expect([...channel.options].map((o) => o.text)).toContain('公式ウェブサイト');
    expect((screen.getByLabelText('お支払い方法') as HTMLSelectElement).options[0]!.text).toBe('すべてのお支払い方法');
    expect(screen.getByText('予約の絞り込み')).toBeTruthy();
  });
});
