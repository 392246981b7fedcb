// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { locales } from '../../../locales/i18n-util';
import { loadAllLocales } from '../../../locales/i18n-util.sync';
import { failure, type Failure } from '../../../machines/failure';
import type { HotelSettings, LocalePreferences } from '../../../machines/init/context';
import { initMachine } from '../../../machines/init/machine';
import { InitContext } from '../../../machines/init/provider';
import type { LoadRecommendationsInput, Recommendation } from '../../../machines/recommender/context';
import { recommenderMachine } from '../../../machines/recommender/machine';
import { RecommenderContext } from '../../../machines/recommender/provider';
import type { LoadSearchExtrasInput, SearchExtras } from '../../../machines/search-extras/context';
import { searchExtrasMachine } from '../../../machines/search-extras/machine';
import { SearchExtrasContext } from '../../../machines/search-extras/provider';
import { I18nBridge } from '../../i18n/i18n-bridge';
import { kyotoSettings } from '../../test-support/fixtures';
import { renderWithBookingCharts } from '../../test-support/render-booking';
import { expectNoNestedInteractive } from '../../test-support/markup-rules';
import { RecommenderPage } from './recommender-page';
import { ResultsPage } from './results-page';
import { SearchExtrasBridge } from './search-options-panels';
import { fetchSearchParts } from './search-popovers';

loadAllLocales();
afterEach(cleanup);
// What the search bar shows when opened comes in chunks of its own, here before the guest opens it.
beforeAll(fetchSearchParts);

const extras: SearchExtras = {
  kidsSetting: {
    kidsType: 'tiers',
    currency: 'JPY',
    tiers: [
      { code: 'A', name: 'Infant (0-2)', minAge: 0, maxAge: 2, nightlyPrice: 0, companion: true },
      { code: 'C', name: 'Child (7-12)', minAge: 7, maxAge: 12, nightlyPrice: 5000, companion: false },
    ],
    mealBedOptions: [],
  },
  notifications: [{ id: 1, title: 'Garden illumination', body: 'Every evening from 18:00.' }],
  facilities: [
    { code: 'demo-kyoto', name: 'Kyoto Garden Hotel', currency: 'JPY', latitude: 35.0, longitude: 135.7 },
    { code: 'demo-seoul', name: 'Seoul Hanok Hotel', currency: 'KRW', latitude: 37.5, longitude: 126.9 },
  ],
};

function renderResults(replies: (SearchExtras | Failure)[], locale: 'en' | 'ja' = 'en') {
  const logic = searchExtrasMachine.provide({
    actors: {
      loadSearchExtras: fromPromise<SearchExtras, LoadSearchExtrasInput>(async () => {
        const reply = replies.shift() ?? extras;
        if (!('kidsSetting' in reply)) throw reply;
        return reply;
      }),
    },
  });
  return renderWithBookingCharts(
    <SearchExtrasContext.Provider
      logic={logic}
      options={{ input: { hotelCode: 'demo-kyoto', brandCode: 'demo', checkin: '2030-05-01' } }}
    >
      <SearchExtrasBridge>
        <ResultsPage />
      </SearchExtrasBridge>
    </SearchExtrasContext.Provider>,
    { locale },
  );
}

describe('search page extras', () => {
  it('shows the hotel notices and the other hotels with a labelled map', async () => {
    renderResults([extras]);
    const notices = await screen.findByRole('region', { name: 'Notices from the hotel' });
    expect(within(notices).getByText('Garden illumination')).toBeTruthy();
    const others = screen.getByRole('region', { name: 'Our other hotels' });
    expect(within(others).getByRole('link', { name: 'Search rooms at Seoul Hanok Hotel' }).getAttribute('href')).toBe(
      '/booking/result?code=demo-seoul',
    );
    const map = screen.getByRole('group', {
      name: /Where our hotels are.*Kyoto Garden Hotel \(this hotel\), Seoul Hanok Hotel/,
    });
    // The other hotel is a link on the map; no link sits inside an image (axe nested-interactive).
    expect(within(map).getByRole('link', { name: 'Seoul Hanok Hotel' }).getAttribute('href')).toBe(
      '/booking/result?code=demo-seoul',
    );
    expect(within(map).getByRole('img', { name: 'Kyoto Garden Hotel (this hotel)' })).toBeTruthy();
    expectNoNestedInteractive(document.body);
  });

  it('numbers the names that do not fit on the map and names them in a legend under it', async () => {
    // Four hotels on nearly the same spot and one far away: the map has no room for every name.
    const crowded = ['Kyoto Garden Hotel', 'Kyoto River Hotel', 'Kyoto Station Hotel', 'Kyoto Temple Hotel'].map(
      (name, i) => ({
        code: `demo-k${i}`,
        name,
        currency: 'JPY',
        latitude: 35 + i * 0.01,
        longitude: 135.7 + i * 0.01,
      }),
    );
    const far = { code: 'demo-bali', name: 'Bali Ubud Resort', currency: 'IDR', latitude: -8.5, longitude: 115.2 };
    renderResults([{ ...extras, facilities: [{ ...crowded[0]!, code: 'demo-kyoto' }, ...crowded.slice(1), far] }]);
    const map = await screen.findByRole('group', { name: /Where our hotels are/ });
    const figure = map.closest('figure')!;
    const legend = [...figure.querySelectorAll('.facility-map-legend li')].map((li) => li.textContent);
    expect(legend.length).toBeGreaterThan(0);
    const numbers = [...map.querySelectorAll('text')].map((t) => t.textContent);
    // This hotel keeps its name; each numbered marker is in the legend with its hotel's name.
    expect(numbers).toContain('Kyoto Garden Hotel');
    legend.forEach((entry, i) => expect(entry).toMatch(new RegExp(`^${i + 1} Kyoto (River|Station|Temple) Hotel$`)));
    expect(numbers.filter((t) => /^\d+$/.test(t ?? ''))).toHaveLength(legend.length);
    expectNoNestedInteractive(document.body);
  });

  it('shows the rooms only with the notices above them, so a late notice never pushes the rooms down', async () => {
    let answer!: (reply: SearchExtras) => void;
    const logic = searchExtrasMachine.provide({
      actors: {
        loadSearchExtras: fromPromise<SearchExtras, LoadSearchExtrasInput>(
          () => new Promise((resolve) => (answer = resolve)),
        ),
      },
    });
    renderWithBookingCharts(
      <SearchExtrasContext.Provider
        logic={logic}
        options={{ input: { hotelCode: 'demo-kyoto', brandCode: 'demo', checkin: '2030-05-01' } }}
      >
        <SearchExtrasBridge>
          <ResultsPage />
        </SearchExtrasBridge>
      </SearchExtrasContext.Provider>,
    );
    // The search answers at once, the notices not yet: one spinner in their place and the rooms'.
    await screen.findByRole('button', { name: 'Search' });
    await act(async () => {});
    expect(screen.getByRole('status', { name: 'Searching for rooms…' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Garden Twin' })).toBeNull();

    await act(async () => answer(extras));
    const notices = screen.getByRole('region', { name: 'Notices from the hotel' });
    const twin = screen.getByRole('article', { name: 'Garden Twin' });
    expect(notices.compareDocumentPosition(twin) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Searching for rooms…' })).toBeNull();
  });

  it('asks for children by age group, room by room, with the price of each group', async () => {
    renderResults([extras]);
    const group = await screen.findByRole('group', { name: 'Children in room 1 by age group' });
    const infants = within(group).getByLabelText('Infant (0-2), room 1');
    expect(infants.getAttribute('aria-describedby')).toContain('room-1-tier-A-hint');
    expect(within(group).getByText('free of charge · Shares an adult’s bed (at most one per adult)')).toBeTruthy();
    expect(within(group).getByText('¥5,000 per child and night')).toBeTruthy();
    fireEvent.change(infants, { target: { value: '1' } });
    fireEvent.change(within(group).getByLabelText('Child (7-12), room 1'), { target: { value: '2' } });
    expect(within(group).getByText('3 children in this room')).toBeTruthy();
    // The plain children count is gone: children are asked by tier only.
    expect(screen.queryByLabelText('Children in room 1')).toBeNull();
  });

  it('asks the age of every child in the ages mode', async () => {
    renderResults([{ ...extras, kidsSetting: { ...extras.kidsSetting, kidsType: 'ages' } }]);
    const group = await screen.findByRole('group', { name: 'Children in room 1 and their ages' });
    fireEvent.change(within(group).getByLabelText('Children in room 1'), { target: { value: '2' } });
    const first = within(group).getByLabelText('Age of child 1, room 1') as HTMLSelectElement;
    expect(within(group).getByLabelText('Age of child 2, room 1')).toBeTruthy();
    // The tiers' ranges: 0-2 and 7-12.
    expect([...first.options].slice(1).map((o) => o.value)).toEqual(['0', '1', '2', '7', '8', '9', '10', '11', '12']);
    fireEvent.change(first, { target: { value: '8' } });
    expect((within(group).getByLabelText('Age of child 1, room 1') as HTMLSelectElement).value).toBe('8');
    expect(within(first).getByRole('option', { name: '1 year old' })).toBeTruthy();
  });

  it('asks a meal and bed option for every child in the extras mode, and copies them with the same guests button', async () => {
    const mealBedOptions = [
      { option: 'meal_no' as const, nightlyPrice: 0, takesBed: false },
      { option: 'meal_yes_bedding' as const, nightlyPrice: 5500, takesBed: true },
    ];
    renderResults([
      {
        ...extras,
        kidsSetting: { ...extras.kidsSetting, kidsType: 'tiers_with_meal_and_bed_as_extras', mealBedOptions },
      },
    ]);
    const group = await screen.findByRole('group', { name: 'Children in room 1 by age group' });
    expect(within(group).queryByLabelText('Meals and bedding, child 1, room 1')).toBeNull();
    fireEvent.change(within(group).getByLabelText('Child (7-12), room 1'), { target: { value: '1' } });
    const option = within(group).getByLabelText('Meals and bedding, child 1, room 1') as HTMLSelectElement;
    // Nothing is chosen for the guest: the placeholder first, with an empty value.
    expect([...option.options].map((o) => o.textContent)).toEqual([
      'Choose a meal and bed option',
      'No meals, no bedding (¥0 per night)',
      'Children’s meals, with bedding (¥5,500 per night)',
    ]);
    expect(option.options[0]!.value).toBe('');
    expect(option.value).toBe('');
    fireEvent.change(option, { target: { value: 'meal_yes_bedding' } });
    expect((within(group).getByLabelText('Meals and bedding, child 1, room 1') as HTMLSelectElement).value).toBe(
      'meal_yes_bedding',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add a room' }));
    expect(screen.queryByLabelText('Meals and bedding, child 1, room 2')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Same guests in every room' }));
    expect((screen.getByLabelText('Child (7-12), room 2') as HTMLInputElement).value).toBe('1');
    expect((screen.getByLabelText('Meals and bedding, child 1, room 2') as HTMLSelectElement).value).toBe(
      'meal_yes_bedding',
    );
  });

  it('refuses to search with a child’s option unchosen, shows why beside the select, and clears it once chosen', async () => {
    const mealBedOptions = [
      { option: 'meal_no' as const, nightlyPrice: 0, takesBed: false },
      { option: 'meal_yes_bedding' as const, nightlyPrice: 5500, takesBed: true },
    ];
    renderResults([
      {
        ...extras,
        kidsSetting: { ...extras.kidsSetting, kidsType: 'tiers_with_meal_and_bed_as_extras', mealBedOptions },
      },
    ]);
    const group = await screen.findByRole('group', { name: 'Children in room 1 by age group' });
    fireEvent.change(within(group).getByLabelText('Child (7-12), room 1'), { target: { value: '2' } });
    const first = () => within(group).getByLabelText('Meals and bedding, child 1, room 1') as HTMLSelectElement;
    const second = () => within(group).getByLabelText('Meals and bedding, child 2, room 1') as HTMLSelectElement;
    fireEvent.change(second(), { target: { value: 'meal_no' } });
    // No error before a search is asked for.
    expect(first().getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^search$/i }));
    expect(first().getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(first().getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe('Please choose a meal and bed option for this child.');
    // The chosen child carries no error; the message is beside the unchosen one only.
    expect(second().getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByText('Please choose a meal and bed option for this child.')).toHaveLength(1);
    fireEvent.change(first(), { target: { value: 'meal_yes_bedding' } });
    expect(first().getAttribute('aria-invalid')).toBeNull();
    expect(first().getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText('Please choose a meal and bed option for this child.')).toBeNull();
  });

  it('offers no option selects outside the extras mode', async () => {
    renderResults([extras]);
    const group = await screen.findByRole('group', { name: 'Children in room 1 by age group' });
    fireEvent.change(within(group).getByLabelText('Child (7-12), room 1'), { target: { value: '1' } });
    expect(screen.queryByLabelText('Meals and bedding, child 1, room 1')).toBeNull();
  });

  it('shows the failure title with a retry that loads again', async () => {
    renderResults([failure('error02', 'Network failure'), extras]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Network failure');
    fireEvent.click(within(alert).getByRole('button', { name: 'Load again' }));
    expect(await screen.findByText('Garden illumination')).toBeTruthy();
  });

  it('speaks Japanese', async () => {
    renderResults([extras], 'ja');
    await act(async () => {});
    expect(await screen.findByRole('region', { name: 'ホテルからのお知らせ' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'その他の検索条件' }));
    expect(screen.getByRole('checkbox', { name: 'デイユース（同日チェックイン・チェックアウト）' })).toBeTruthy();
    expect(screen.getByLabelText('並び順')).toBeTruthy();
  });

  it('speaks Japanese in the meal and bed placeholder and its refusal', async () => {
    const mealBedOptions = [{ option: 'meal_no' as const, nightlyPrice: 0, takesBed: false }];
    renderResults(
      [
        {
          ...extras,
          kidsSetting: { ...extras.kidsSetting, kidsType: 'tiers_with_meal_and_bed_as_extras', mealBedOptions },
        },
      ],
      'ja',
    );
    const group = await screen.findByRole('group', { name: '1部屋目のお子様（年齢区分別）' });
    fireEvent.change(within(group).getByLabelText('Child (7-12)（1部屋目）'), { target: { value: '1' } });
    const option = within(group).getByLabelText('1部屋目・お子様1人目の食事と寝具') as HTMLSelectElement;
    expect(option.options[0]!.textContent).toBe('食事と寝具を選択');
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    expect(document.getElementById(option.getAttribute('aria-describedby')!)?.textContent).toBe(
      'このお子様の食事と寝具を選択してください。',
    );
  });
});

const recommendation: Recommendation = {
  roomTypeCode: 'KY-DLX-DOUBLE',
  roomTypeName: 'Deluxe Double, Garden View',
  roomPlanCode: 'KY-DLX-DOUBLE-RO',
  hotelPlanCode: 'ROOM_ONLY',
  roomPlanName: 'Room only',
  totalPrice: 38000,
  tax: 3454,
  currency: 'JPY',
  roomCount: 6,
  mealIncluded: false,
  refundable: true,
};

function renderRecommender(replies: (Recommendation[] | Failure)[], locale: 'en' | 'ja' = 'en') {
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
  const logic = recommenderMachine.provide({
    actors: {
      loadRecommendations: fromPromise<Recommendation[], LoadRecommendationsInput>(async () => {
        const reply = replies.shift() ?? [recommendation];
        if (!Array.isArray(reply)) throw reply;
        return reply;
      }),
    },
  });
  const criteria = { checkin: '2030-05-01', checkout: '2030-05-02', adults: 2, children: 0, roomCount: 1 };
  render(
    <InitContext.Provider logic={init} options={{ input: { search: '?code=demo-kyoto', appLocales: locales } }}>
      <I18nBridge initial={locale}>
        <RecommenderContext.Provider logic={logic} options={{ input: { hotelCode: 'demo-kyoto', criteria } }}>
          <RecommenderPage />
        </RecommenderContext.Provider>
      </I18nBridge>
    </InitContext.Provider>,
  );
}

describe('RecommenderPage', () => {
  it('lists the recommended rooms, each leading to the results in recommended order', async () => {
    renderRecommender([[recommendation]]);
    const card = (await screen.findByRole('heading', { level: 2, name: 'Deluxe Double, Garden View' })).closest('li')!;
    expect(within(card).getByText('¥38,000')).toBeTruthy();
    expect(within(card).getByText('6 rooms left')).toBeTruthy();
    const link = within(card).getByRole('link', { name: 'See Deluxe Double, Garden View in the results' });
    expect(link.getAttribute('href')).toMatch(/^\/booking\/result\?.*checkin=2030-05-01.*order=recommended/);
  });

  it('says when nothing can be recommended, and shows a failure with a retry', async () => {
    renderRecommender([[]]);
    expect(await screen.findByText(/No rooms are available for these dates and guests/)).toBeTruthy();
    cleanup();
    renderRecommender([failure('error02', 'Network failure'), [recommendation]]);
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Deluxe Double, Garden View' })).toBeTruthy();
  });

  it('speaks Japanese', async () => {
    renderRecommender([[recommendation]], 'ja');
    await act(async () => {});
    expect(await screen.findByRole('heading', { level: 1, name: 'おすすめの客室' })).toBeTruthy();
    expect(await screen.findByText('残り6室')).toBeTruthy();
  });
});
