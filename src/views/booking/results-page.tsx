import { Suspense, useDeferredValue, useRef, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useI18nContext } from '../../../locales/i18n-react';
import { useBookingActorRef } from '../../../machines/booking/provider';
import { selectCanReopenRooms } from '../../../machines/booking/selectors';
import { selectSettings } from '../../../machines/init/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import type { RoomOrder } from '../../../machines/graphql/graphql';
import { useSearchActorRef, useSearchSelector } from '../../../machines/search/provider';
import { ROOM_ORDERS } from '../../../machines/search/search-criteria';
import {
  selectCriteria,
  selectCanRetrySearch,
  selectHasNoRooms,
  selectHasResults,
  selectIsSearching,
  selectHasQueryWarnings,
  selectRooms,
  selectSearchFailed,
  selectSearchFailure,
  selectSearchSettled,
  selectResultsView,
} from '../../../machines/search/selectors';
import { CurrencySelector } from '../currency/currency-selector';
import { useCurrencyActor } from '../currency/currency-scope';
import { selectListLoading } from '../../../machines/currency/selectors';
import { selectExtrasLoading } from '../../../machines/search-extras/selectors';
import { CodeMessage } from '../../app/lazy-pages';
import { Spinner } from '../../shell/spinner';
import { markResultsDrawn, RoomCardSkeletons } from '../../shell/first-screen';
import { useDocumentTitle } from '../document-title';
import { RoomList } from './room-list';
import { HotelBanner } from './room-photos';
import { SEARCH_OUTCOME_ID, SearchBar } from './search-bar';
import { SelectionBar } from './selection-bar';
import { FacilitySuggestions, HotelNotices, UndatedFoundNote, useExtrasActor } from './search-options-panels';
import { BookingChartStepper } from './booking-stepper';
import { fetchSearchPartsWhenIdle, resultsExtrasPart } from './search-popovers';
import { fetchAhead, useDeferredPart } from '../deferred-part';

/**
 * `/booking/result`: search bar, warnings and notices, the results' toolbar (by room or by plan, the
 * order, the currency), rooms by type with their plans, and the selection.
 */
export function ResultsPage() {
  const { LL } = useI18nContext();
  const booking = useBookingActorRef();
  useDocumentTitle(LL.results.heading());
  // Drawn: the painted first screen's photo and panels under the header give way, before the browser paints.
  useLayoutEffect(markResultsDrawn, []);

  // Arriving here (back from the guest details) means the guest is choosing rooms again. Only on
  // arrival: "Book" moves the chart on before the router leaves this page.
  useEffect(() => {
    if (selectCanReopenRooms(booking.getSnapshot())) booking.send({ type: 'rooms.reopened' });
  }, [booking]);

  return (
    <>
      <h1 className="visually-hidden">{LL.app.title()}</h1>
      <HotelBanner />
      <BookingChartStepper />
      <SearchBar />
      <FirstAnswers>
        <QueryWarnings />
        <HotelNotices />
        <UndatedFoundNote />
        <ResultsToolbar />
        <div id={SEARCH_OUTCOME_ID} className="search-outcome" tabIndex={-1}>
          <SearchOutcome />
        </div>
      </FirstAnswers>
      <SelectionBar />
      <FirstAnswers quiet>
        <FacilitySuggestions />
      </FirstAnswers>
    </>
  );
}

/**
 * The hotel's currencies, its notices and the rooms come by three requests sent together. What
 * they fill is shown once each has answered the first time (room cards' panels meanwhile, as the
 * painted first screen has them; `quiet`: nothing),
 * so a late answer never pushes down what the guest already sees (no layout shift). Later searches
 * keep the page as it is and show their own spinner in place of the rooms.
 */
function FirstAnswers({ children, quiet = false }: { children: ReactNode; quiet?: boolean }) {
  const { LL } = useI18nContext();
  const searching = useSearchSelector(selectIsSearching);
  const extrasLoading = useSelector(useExtrasActor() ?? undefined, (snapshot) =>
    snapshot ? selectExtrasLoading(snapshot) : false,
  );
  const currenciesLoading = useSelector(useCurrencyActor() ?? undefined, (snapshot) =>
    snapshot ? selectListLoading(snapshot) : false,
  );
  const answered = useRef(false);
  if (!searching && !extrasLoading && !currenciesLoading) answered.current = true;
  if (answered.current) return <>{children}</>;
  return quiet ? null : <RoomCardSkeletons label={LL.results.searching()} />;
}

/** Warnings about the address's parameters (search-results-extras.tsx), fetched at once when there are any. */
function QueryWarnings() {
  const warned = useSearchSelector(selectHasQueryWarnings);
  const Warnings = useDeferredPart(resultsExtrasPart, warned)?.QueryWarnings;
  return warned && Warnings ? <Warnings /> : null;
}

/**
 * The line above the results: their heading, by room or by plan, and the order and the currency as
 * compact lists with their labels beside them (one line at desktop widths, two on a phone).
 */
function ResultsToolbar() {
  const { LL } = useI18nContext();
  return (
    <div className="results-toolbar">
      <h2 id="results-heading">{LL.results.heading()}</h2>
      <ResultsViewSwitch />
      <div className="results-toolbar-lists">
        <RoomOrderSelect />
        <CurrencySelector place={{ page: 'results' }} compact />
      </div>
    </div>
  );
}

/** The order of the rooms: a new order searches again (the search chart's `order.changed`). */
function RoomOrderSelect() {
  const { LL } = useI18nContext();
  const search = useSearchActorRef();
  const order = useSearchSelector(selectCriteria).order;
  return (
    <div className="field results-order">
      <label htmlFor="search-order">{LL.searchBar.sort()}</label>
      <select
        id="search-order"
        value={order}
        onChange={(event) => search.send({ type: 'order.changed', order: event.target.value as RoomOrder })}
      >
        {ROOM_ORDERS.map((option) => (
          <option key={option} value={option}>
            {LL.sort[option]()}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * By room or by plan: the same search, shown two ways. The results by plan come in a chunk of their
 * own (search-results-extras.tsx), fetched ahead when the pointer or the focus reaches the switch.
 */
function ResultsViewSwitch() {
  const { LL } = useI18nContext();
  const search = useSearchActorRef();
  const view = useSearchSelector(selectResultsView);
  return (
    <div
      className="view-switch"
      role="group"
      aria-label={LL.searchAvailability.resultsView.label()}
      onPointerEnter={() => fetchAhead(resultsExtrasPart)}
      onFocus={() => fetchAhead(resultsExtrasPart)}
    >
      {(['rooms', 'plans'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          onClick={() => search.send({ type: 'view.changed', view: option })}
        >
          {LL.searchAvailability.resultsView[option]()}
        </button>
      ))}
    </div>
  );
}

function SearchOutcome() {
  const { LL } = useI18nContext();
  const search = useSearchActorRef();
  const settings = useInitSelector(selectSettings);
  const searching = useSearchSelector(selectIsSearching);
  const hasResults = useSearchSelector(selectHasResults);
  const noRooms = useSearchSelector(selectHasNoRooms);
  const failed = useSearchSelector(selectSearchFailed);
  const failure = useSearchSelector(selectSearchFailure);
  const canRetry = useSearchSelector(selectCanRetrySearch);
  const rooms = useSearchSelector(selectRooms);
  const view = useSearchSelector(selectResultsView);
  const answered = useSearchSelector(selectSearchSettled);
  // No rooms and the results by plan are drawn from a chunk of their own (search-results-extras.tsx);
  // the spinner stays until it is here.
  const extras = useDeferredPart(resultsExtrasPart, noRooms || (hasResults && view === 'plans'));
  // The rooms are first drawn in a render of their own that yields to the browser every few
  // milliseconds (a deferred value: false for the first render, true from the next), so a long list
  // never holds the page up in one long task; the spinner stays until they are ready. Later changes
  // (another search, a currency, a selection) redraw them at once, as before.
  const roomsDrawn = useDeferredValue(true, false);
  // Drawn (rooms, none, a failure, or why the criteria cannot be searched): what the first screen left
  // out comes next (search-popovers.ts).
  const settled = answered && roomsDrawn;
  useEffect(() => {
    if (settled) fetchSearchPartsWhenIdle();
  }, [settled]);

  const spinner = <Spinner label={LL.results.searching()} inline />;
  if (searching || (hasResults && !roomsDrawn)) return spinner;
  if (failed && failure) {
    return (
      // The alert appears with its sentence (the catalogue is fetched with the first failure).
      <Suspense fallback={null}>
        <div className="alert alert-error" role="alert">
          <p>
            <CodeMessage code={failure.code} options={{ reservablePeriodMonths: settings?.reservablePeriodMonths }} />
          </p>
          {canRetry && (
            <button type="button" onClick={() => search.send({ type: 'search.retried' })}>
              {LL.results.retry()}
            </button>
          )}
        </div>
      </Suspense>
    );
  }
  if (noRooms) return extras ? <extras.NoRoomsNotice /> : spinner;
  if (hasResults && view === 'plans') return extras ? <extras.PlanList /> : spinner;
  if (hasResults) return <RoomList rooms={rooms} />;
  return null;
}
