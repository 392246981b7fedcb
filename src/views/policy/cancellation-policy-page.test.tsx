// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { locales } from '../../../locales/i18n-util';
import { loadAllLocales } from '../../../locales/i18n-util.sync';
import type { CancellationPolicy, LoadCancellationPoliciesInput } from '../../../machines/cancellation-policy/context';
import { cancellationPolicyMachine } from '../../../machines/cancellation-policy/machine';
import { CancellationPolicyContext } from '../../../machines/cancellation-policy/provider';
import { failure, type Failure } from '../../../machines/failure';
import type { HotelSettings, LocalePreferences } from '../../../machines/init/context';
import { initMachine } from '../../../machines/init/machine';
import { InitContext } from '../../../machines/init/provider';
import { I18nBridge } from '../../i18n/i18n-bridge';
import { kyotoSettings } from '../../test-support/fixtures';
import { CancellationPolicyPage } from './cancellation-policy-page';

loadAllLocales();
afterEach(cleanup);

const standard: CancellationPolicy = {
  id: 7,
  name: 'Standard',
  description: 'Free until 3 days before',
  noShowPercentageOfCost: 100,
  parts: [
    { daysBefore: 0, hoursAfter: 0, percentageOfCost: 80 },
    { daysBefore: 3, hoursAfter: 18, percentageOfCost: 30 },
  ],
};

const nonRefundable: CancellationPolicy = {
  id: 8,
  name: 'Non-refundable',
  description: 'The full price is charged whenever the reservation is cancelled.',
  noShowPercentageOfCost: 100,
  parts: [{ daysBefore: 999, hoursAfter: 0, percentageOfCost: 100 }],
};

/** Replies in order; 'hang' never settles. */
function renderPolicyPage(replies: Array<CancellationPolicy[] | Failure | 'hang'>, locale: 'en' | 'ja' = 'en') {
  const asked: LoadCancellationPoliciesInput[] = [];
  const init = initMachine.provide({
    actors: {
      readStoredClientSession: fromPromise<string | null, void>(async () => 'token'),
      loadHotelSettings: fromPromise<HotelSettings, { hotelCode: string }>(async () => kyotoSettings),
      readLocalePreferences: fromPromise<LocalePreferences, void>(async () => ({
        stored: locale,
        browserLanguages: [],
      })),
    },
  });
  const logic = cancellationPolicyMachine.provide({
    actors: {
      loadCancellationPolicies: fromPromise<CancellationPolicy[], LoadCancellationPoliciesInput>(async ({ input }) => {
        asked.push(input);
        const reply = replies.shift() ?? [standard];
        if (reply === 'hang') return new Promise<CancellationPolicy[]>(() => {});
        if (!Array.isArray(reply)) throw reply;
        return reply;
      }),
    },
  });
  render(
    <InitContext.Provider logic={init} options={{ input: { search: '?code=demo-kyoto', appLocales: locales } }}>
      <I18nBridge initial={locale}>
        <CancellationPolicyContext.Provider logic={logic} options={{ input: { hotelCode: 'demo-kyoto' } }}>
          <CancellationPolicyPage />
        </CancellationPolicyContext.Provider>
      </I18nBridge>
    </InitContext.Provider>,
  );
  return { asked };
}

describe('CancellationPolicyPage', () => {
  it('shows a labelled spinner while loading', () => {
    renderPolicyPage(['hang']);
    expect(screen.getByRole('status', { name: 'Loading the cancellation policy…' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Cancellation policy' })).toBeTruthy();
  });

  it('lists each policy with its tiers in words, earliest first', async () => {
    const { asked } = renderPolicyPage([[standard]]);
    const section = await screen.findByRole('region', { name: 'Standard' });
    expect(asked).toEqual([{ hotelCode: 'demo-kyoto' }]);
    expect(within(section).getByText('Free until 3 days before')).toBeTruthy();
    const tiers = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(tiers).toEqual([
      'From 3 days before check-in, 18:00: 30% of the cost',
      'On the day of check-in from 0:00: 80% of the cost',
      'No-show: 100% of the cost',
    ]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('speaks Japanese', async () => {
    renderPolicyPage([[standard]], 'ja');
    const section = await screen.findByRole('region', { name: 'Standard' });
    await act(async () => {});
    expect(within(section).getByText('チェックイン3日前の18時以降：宿泊料金の30%')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'キャンセルポリシー' })).toBeTruthy();
  });

  it('shows the no-data text when the hotel has no policy', async () => {
    renderPolicyPage([[]]);
    expect(await screen.findByText('No cancellation policy is registered for this hotel.')).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows the error title on failure and loads again on retry', async () => {
    const { asked } = renderPolicyPage([failure('1001', 'Hotel not found', 404), [standard]]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Hotel not found')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Standard' })).toBeTruthy();
    expect(asked).toHaveLength(2);
  });

  it('says a policy in force from booking charges from the moment of booking, and never that it is free before', async () => {
    renderPolicyPage([[nonRefundable]]);
    const section = await screen.findByRole('region', { name: 'Non-refundable' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['From the moment of booking: 100% of the cost', 'No-show: 100% of the cost']);
    expect(within(section).queryByText(/999/)).toBeNull();
    expect(within(section).queryByText('Before that, cancellation is free.')).toBeNull();
  });
});
