import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useI18nContext } from '../../../locales/i18n-react';
import { useBookingActorRef, useBookingSelector } from '../../../machines/booking/provider';
import {
  selectCanClearRooms,
  selectCanReopenRooms,
  selectCanStartBooking,
  selectSelectedPlans,
  selectTotalRooms,
  type SelectedPlanLine,
} from '../../../machines/booking/selectors';
import { selectSettings } from '../../../machines/init/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import { useSearchActorRef, useSearchSelector } from '../../../machines/search/provider';
import {
  selectCanRetrySearch,
  selectHasNoRooms,
  selectHasResults,
  selectIsSearching,
  selectQueryWarnings,
  selectRooms,
  selectSearchFailed,
  selectSearchFailure,
  selectResultsView,
} from '../../../machines/search/selectors';
import { formatMoney } from '../../format/money';
import { CurrencySelector } from '../currency/currency-selector';
import { Money } from '../currency/money';
import { messageForCode } from '../../i18n/messages';
import { Spinner } from '../../shell/spinner';
import { useDocumentTitle } from '../document-title';
import { RoomList } from './room-list';
import { HotelBanner } from './room-photos';
import { SelectionTotal } from './selection-total';
import { SearchBar } from './search-bar';
import { NoRoomsNotice, PlanList, QueryWarningText, ResultsViewSwitch } from './search-results-extras';
import { FacilitySuggestions, HotelNotices, UndatedFoundNote } from './search-breadth-panels';
import { BookingChartStepper } from './booking-stepper';

/** `/booking/result`: search bar, warnings, rooms by type with their plans, and the selection. */
export function ResultsPage() {
  const { LL } = useI18nContext();
  const booking = useBookingActorRef();
  useDocumentTitle(LL.results.heading());

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
      <CurrencySelector place={{ page: 'results' }} />
      <QueryWarnings />
      <HotelNotices />
      <UndatedFoundNote />
      <ResultsViewSwitch />
      <SearchOutcome />
      <SelectionBar />
      <FacilitySuggestions />
    </>
  );
}

function QueryWarnings() {
  const { LL } = useI18nContext();
  const search = useSearchActorRef();
  const warnings = useSearchSelector(selectQueryWarnings);
  if (warnings.length === 0) return null;
  return (
    <div className="alert alert-warning" role="status" aria-labelledby="query-warning-heading">
      <p id="query-warning-heading"><strong>{LL.queryWarning.heading()}</strong></p>
      <ul>
        {warnings.map((warning) => (
          <li key={`${warning.parameter}-${warning.code}`}>
            <QueryWarningText warning={warning} />
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => search.send({ type: 'warnings.dismissed' })}>{LL.queryWarning.dismiss()}</button>
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

  if (searching) return <Spinner label={LL.results.searching()} inline />;
  if (failed && failure) {
    return (
      <div className="alert alert-error" role="alert">
        <p>{messageForCode(LL, failure.code, { reservablePeriodMonths: settings?.reservablePeriodMonths })}</p>
        {canRetry && (
          <button type="button" onClick={() => search.send({ type: 'search.retried' })}>{LL.results.retry()}</button>
        )}
      </div>
    );
  }
  if (noRooms) return <NoRoomsNotice />;
  if (hasResults) return view === 'plans' ? <PlanList /> : <RoomList rooms={rooms} />;
  return null;
}

function SelectionBar() {
  const { LL, locale } = useI18nContext();
  const booking = useBookingActorRef();
  const [, navigate] = useLocation();
  const query = useSearch();
  const rooms = useSearchSelector(selectRooms);
  const total = useBookingSelector(selectTotalRooms);
  const lines = useBookingSelector(selectSelectedPlans(rooms), sameLines);
  const canBook = useBookingSelector(selectCanStartBooking);
  const canClear = useBookingSelector(selectCanClearRooms);

  const book = () => {
    booking.send({ type: 'booking.started' });
    navigate(`/reservation/guest-detail${query ? `?${query}` : ''}`);
  };

  return (
    <section className="selection-bar" aria-labelledby="selection-heading">
      <div>
        <h2 id="selection-heading">{LL.selection.heading()}</h2>
        {total === 0 ? (
          <p>{LL.selection.empty()}</p>
        ) : (
          <>
            <p aria-live="polite">{LL.selection.count({ count: total })}</p>
            <ul>
              {lines.map((line) => (
                <li key={`${line.roomTypeCode}-${line.roomPlanCode}`}>
                  <bdi>{line.roomName}: {LL.guest.planLine({ plan: line.planName, quantity: line.quantity })}</bdi>
                  {' · '}
                  <Money amount={line.price} currency={line.currency} />
                </li>
              ))}
            </ul>
            <SelectionTotal />
          </>
        )}
      </div>
      <div className="actions">
        {canClear && (
          <button type="button" onClick={() => booking.send({ type: 'rooms.cleared' })}>{LL.selection.clear()}</button>
        )}
        <button type="button" className="primary" disabled={!canBook} onClick={book}>{LL.selection.book()}</button>
      </div>
    </section>
  );
}

export function sameLines(a: readonly SelectedPlanLine[], b: readonly SelectedPlanLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((line, index) => {
      const other = b[index]!;
      return (
        line.roomTypeCode === other.roomTypeCode &&
        line.roomPlanCode === other.roomPlanCode &&
        line.quantity === other.quantity &&
        line.price === other.price &&
        line.planName === other.planName &&
        line.roomName === other.roomName
      );
    })
  );
}
