// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { loadAllLocales } from '../../../locales/i18n-util.sync';
import type { searchMachine } from '../../../machines/search/machine';
import { useSearchActorRef } from '../../../machines/search/provider';
import { renderWithBookingCharts } from '../../test-support/render-booking';
import { SearchBar } from './search-bar';
import { fetchSearchParts } from './search-popovers';

loadAllLocales();
afterEach(cleanup);
// What the search bar shows when opened comes in chunks of its own, here before the guest opens it.
beforeAll(fetchSearchParts);

/** The undated search control of the search bar (SPEC.md `search_type=undated` with `nights`). */
function renderBar(locale: 'en' | 'ja' = 'en') {
  const captured: { search: ActorRefFrom<typeof searchMachine> | null } = { search: null };
  function CaptureSearch() {
    captured.search = useSearchActorRef();
    return null;
  }
  renderWithBookingCharts(
    <>
      <SearchBar />
      <CaptureSearch />
    </>,
    { locale },
  );
  const search = () => captured.search!.getSnapshot();
  // The options are behind the search bar's "More options".
  fireEvent.click(screen.getByRole('button', { name: locale === 'en' ? /^More options/ : /^その他の検索条件/ }));
  return { search };
}

describe('undated search in the search bar', () => {
  it('cannot be combined with day use: each checkbox is disabled, with the reason, while the other is ticked', async () => {
    const { search } = renderBar();
    await waitFor(() => expect(search().matches('ShowingResults')).toBe(true));
    const undated = screen.getByRole('checkbox', {
      name: 'Search without dates (first available day)',
    }) as HTMLInputElement;
    const dayUse = screen.getByRole('checkbox', {
      name: 'Day use (check in and out on the same day)',
    }) as HTMLInputElement;
    fireEvent.click(dayUse);
    expect(undated.disabled).toBe(true);
    expect(screen.getByText('Not available together with day use.')).toBeTruthy();
    fireEvent.click(dayUse);
    expect(undated.disabled).toBe(false);
    fireEvent.click(undated);
    expect(dayUse.disabled).toBe(true);
    expect(dayUse.getAttribute('aria-describedby')).toContain('search-day-use-unusable');
    expect(screen.getByText('Not available together with a search without dates.')).toBeTruthy();
    expect(search().context.criteria.isDayUse).toBeFalsy();
  });

  it('searches without dates for the chosen nights, from the keyboard-reachable checkbox and select', async () => {
    const { search } = renderBar();
    await waitFor(() => expect(search().matches('ShowingResults')).toBe(true));
    const checkbox = screen.getByRole('checkbox', {
      name: 'Search without dates (first available day)',
    }) as HTMLInputElement;
    expect(checkbox.checked).toBe(false);
    expect(checkbox.getAttribute('aria-describedby')).toBe('search-undated-hint');
    expect(screen.queryByRole('combobox', { name: 'Nights' })).toBeNull();

    fireEvent.click(checkbox);
    const nights = screen.getByRole('combobox', { name: 'Nights' }) as HTMLSelectElement;
    // Starts at the nights of the dates shown (2030-05-01 to 2030-05-03), and offers 1 to 30.
    expect(nights.value).toBe('2');
    expect(nights.options).toHaveLength(30);
    expect(nights.options[0]!.textContent).toBe('1 night');
    fireEvent.change(nights, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: /^search$/i }));
    await waitFor(() => expect(search().context.searchedCriteria?.undatedNights).toBe(3));

    // Unchecked: a dated search again.
    fireEvent.click(checkbox);
    expect(screen.queryByRole('combobox', { name: 'Nights' })).toBeNull();
    expect(search().context.criteria.undatedNights).toBeUndefined();
  });

  it('is not usable while the rooms hold different guests, and says why', async () => {
    const { search } = renderBar();
    await waitFor(() => expect(search().matches('ShowingResults')).toBe(true));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Search without dates (first available day)' }));
    expect(search().context.criteria.undatedNights).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Different guests in each room' }));
    // Same guests in every room: still usable.
    expect(search().context.criteria.undatedNights).toBe(2);
    fireEvent.change(screen.getByLabelText('Adults in room 2'), { target: { value: '1' } });
    const checkbox = screen.getByRole('checkbox', {
      name: 'Search without dates (first available day)',
    }) as HTMLInputElement;
    expect(checkbox.disabled).toBe(true);
    expect(checkbox.checked).toBe(false);
    expect(search().context.criteria.undatedNights).toBeUndefined();
    expect(checkbox.getAttribute('aria-describedby')).toContain('search-undated-unusable');
    expect(screen.getByText('Not available when the rooms hold different guests.')).toBeTruthy();
  });

  it('speaks Japanese', async () => {
    renderBar('ja');
    const checkbox = await screen.findByRole('checkbox', { name: '日付を指定せずに検索（空室のある最初の日）' });
    fireEvent.click(checkbox);
    const nights = screen.getByRole('combobox', { name: '泊数' }) as HTMLSelectElement;
    expect(nights.options[2]!.textContent).toBe('3泊');
  });
});
