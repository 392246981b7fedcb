import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { type CriteriaErrorCode, type SearchCriteria } from '../../../machines/search/search-criteria';
import { useSearchActorRef, useSearchSelector } from '../../../machines/search/provider';
import {
  selectCanSearch,
  selectCriteria,
  selectCriteriaErrors,
  selectDiscountCode,
  selectIsSearching,
  selectMaxChildrenPerAdult,
  selectMultiRoomsSearchLimit,
  selectRoomGuests,
} from '../../../machines/search/selectors';
import { fetchAhead, useDeferredPart } from '../deferred-part';
import { PopoverPlaceholder } from './popover-placeholder';
import { searchOptionsPart } from './search-popovers';
import { DateRangeCalendar } from '../search/date-range-calendar';
import { GuestsPicker, type GuestCountField } from './guests-picker';
import { SearchSummary } from './search-summary';
import './search-bar.css';

/** `mealBed`: shown beside each child's unchosen meal and bed option (kids-fields.tsx), not in the rooms' list. */
type CriteriaField = 'checkin' | 'checkout' | 'adults' | 'children' | 'roomCount' | 'mealBed';

/** Which input a criteria error belongs to, so the message sits beside it. */
const FIELD_OF_ERROR: Record<CriteriaErrorCode, CriteriaField> = {
  checkout_not_after_checkin: 'checkout',
  checkin_before_today: 'checkin',
  adults_below_one: 'adults',
  children_invalid: 'children',
  too_many_guests_per_room: 'adults',
  room_count_out_of_range: 'roomCount',
  too_many_children_per_adult: 'children',
  too_many_rooms: 'roomCount',
  meal_bed_unchosen: 'mealBed',
};
const GUEST_FIELDS: readonly CriteriaField[] = ['adults', 'children', 'roomCount', 'mealBed'];

/** The id of the results region the view moves to after a search (results-page.tsx). */
export const SEARCH_OUTCOME_ID = 'search-outcome';

/**
 * The search bar. At desktop widths one row: check-in and check-out (typed, or on the calendar),
 * the guests and rooms in a dropdown, and Search; on a slim line under it the calendar's link and
 * "More options" (day use, undated, the codes). The order of the rooms is in the results' toolbar
 * (results-page.tsx). On a phone it folds into a summary line with "Edit".
 * After a search the view moves to the results; a refused search moves focus to its first reason.
 */
export function SearchBar() {
  const { LL } = useI18nContext();
  const search = useSearchActorRef();
  const criteria = useSearchSelector(selectCriteria);
  const errors = useSearchSelector(selectCriteriaErrors);
  const canSearch = useSearchSelector(selectCanSearch);
  const roomGuests = useSearchSelector(selectRoomGuests);
  const roomsLimit = useSearchSelector(selectMultiRoomsSearchLimit);
  const childrenPerAdult = useSearchSelector(selectMaxChildrenPerAdult);
  const formRef = useRef<HTMLFormElement>(null);
  // Phones only: whether the guest unfolded the form (a refused search keeps it unfolded).
  const [editing, setEditing] = useState(false);
  // A phone's unfolded form folds after a search; the view moves to the results once it has.
  const revealAfterFolding = useRef(false);
  useEffect(() => {
    if (editing || !revealAfterFolding.current) return;
    revealAfterFolding.current = false;
    revealResults();
  }, [editing]);
  const submitted = useAfterSubmit(formRef, () => {
    if (!editing) return revealResults();
    revealAfterFolding.current = true;
    setEditing(false);
  });

  const messageOf = (code: CriteriaErrorCode) =>
    code === 'too_many_children_per_adult'
      ? LL.searchAvailability.criteriaError.too_many_children_per_adult({ max: childrenPerAdult })
      : code === 'too_many_rooms'
        ? LL.searchAvailability.criteriaError.too_many_rooms({ limit: roomsLimit })
        : LL.criteriaError[code]();

  const errorsOf = (field: CriteriaField) => errors.filter((code) => FIELD_OF_ERROR[code] === field);
  const describedBy = (field: CriteriaField) => (errorsOf(field).length > 0 ? `criteria-error-${field}` : undefined);
  const change = (patch: Partial<SearchCriteria>) => search.send({ type: 'criteria.changed', criteria: patch });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted();
    search.send({ type: 'search.submitted' });
  };

  const fieldError = (field: CriteriaField) => {
    const codes = errorsOf(field);
    if (codes.length === 0) return null;
    return (
      <p id={`criteria-error-${field}`} className="field-error">
        {codes.map(messageOf).join(' ')}
      </p>
    );
  };
  const guestCountError = (field: GuestCountField) => {
    const message = fieldError(field);
    return message ? { id: `criteria-error-${field}`, message } : null;
  };
  // Every reason about guests (a child's unchosen meal and bed option too) shows under the guests button.
  const guestErrors = errors.filter((code) => GUEST_FIELDS.includes(FIELD_OF_ERROR[code])).map(messageOf);
  const folded = !editing && errors.length === 0;

  return (
    <section className="panel search-panel" aria-labelledby="search-heading">
      <h2 id="search-heading" className="visually-hidden">
        {LL.searchBar.heading()}
      </h2>
      <SearchSummary criteria={criteria} expanded={!folded} onEdit={() => setEditing((open) => !open)} />
      <form
        id="search-form"
        ref={formRef}
        className="search-bar"
        data-folded={folded || undefined}
        onSubmit={submit}
        noValidate
      >
        <div className="search-main">
          {(['checkin', 'checkout'] as const).map((field) => (
            <div key={field} className="field search-date">
              <label htmlFor={`search-${field}`}>{LL.searchBar[field]()}</label>
              <input
                id={`search-${field}`}
                type="date"
                value={criteria[field]}
                min={field === 'checkout' ? criteria.checkin || undefined : undefined}
                aria-invalid={errorsOf(field).length > 0 || undefined}
                aria-describedby={describedBy(field)}
                onChange={(event) => change({ [field]: event.target.value })}
              />
              {fieldError(field)}
            </div>
          ))}
          <GuestsPicker
            criteria={criteria}
            roomGuests={roomGuests ?? undefined}
            roomsLimit={roomsLimit}
            errorsOf={guestCountError}
            errorMessages={guestErrors}
            roomErrors={errors
              .filter((code) => !['checkin', 'checkout', 'mealBed'].includes(FIELD_OF_ERROR[code]))
              .map(messageOf)}
          />
          <button type="submit" className="primary search-submit" disabled={!canSearch}>
            {LL.searchBar.submit()}
          </button>
        </div>
        <div className="search-more">
          <DateRangeCalendar
            checkin={criteria.checkin}
            checkout={criteria.checkout}
            adults={roomGuests?.[0]?.adults ?? criteria.adults}
            children={roomGuests?.[0]?.children ?? criteria.children}
          />
          <MoreOptions />
        </div>
      </form>
    </section>
  );
}

/**
 * "More options": day use, the search without dates and the codes (./search-options-fields.tsx, a
 * chunk fetched when the guest may open them), with how many are in use beside the words. Unfolded by
 * the guest, or while a code is typed or applied (its status is to be seen).
 */
function MoreOptions() {
  const { LL } = useI18nContext();
  const criteria = useSearchSelector(selectCriteria);
  const status = useSearchSelector(selectDiscountCode);
  const withCode = Boolean(criteria.couponCode || criteria.promoCode || status);
  const inUse = [criteria.isDayUse === true, criteria.undatedNights !== undefined, withCode].filter(Boolean).length;
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? withCode;
  const Fields = useDeferredPart(searchOptionsPart, open)?.SearchOptionsFields;
  const id = useId();
  return (
    <>
      <button
        type="button"
        className="link-button search-options-toggle"
        aria-expanded={open}
        aria-controls={`${id}-options`}
        onPointerEnter={() => fetchAhead(searchOptionsPart)}
        onFocus={() => fetchAhead(searchOptionsPart)}
        onClick={() => setChosen(!open)}
      >
        {LL.searchBar.moreOptions()}
        {inUse > 0 && (
          <>
            {' '}
            <span className="search-options-count">{LL.searchBar.optionsInUse({ count: inUse })}</span>
          </>
        )}
      </button>
      {open && (
        <div id={`${id}-options`} className="search-options">
          {Fields ? <Fields /> : <PopoverPlaceholder className="search-options-placeholder" />}
        </div>
      )}
    </>
  );
}

/**
 * What follows a Search: once the search is done `onSearched` runs (the view moves to the
 * results); a search refused for its criteria moves focus to the first field in error instead.
 * Returns what the submit handler calls first.
 */
function useAfterSubmit(formRef: React.RefObject<HTMLFormElement | null>, onSearched: () => void) {
  const pending = useRef(false);
  const searching = useSearchSelector(selectIsSearching);
  const errors = useSearchSelector(selectCriteriaErrors);
  useEffect(() => {
    if (!pending.current || searching) return;
    pending.current = false;
    if (errors.length > 0)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]')?.focus();
    else onSearched();
  }, [searching, errors, formRef, onSearched]);
  return () => {
    pending.current = true;
  };
}

/** Focus on the results region without a jump, then a scroll to its top (smooth unless the guest asks for less motion). */
function revealResults() {
  const outcome = document.getElementById(SEARCH_OUTCOME_ID);
  if (!outcome) return;
  outcome.focus({ preventScroll: true });
  // (Browsers only: the test DOM neither scrolls nor matches media.)
  if (typeof outcome.scrollIntoView !== 'function') return;
  const calm = typeof matchMedia !== 'function' || matchMedia('(prefers-reduced-motion: reduce)').matches;
  outcome.scrollIntoView({ block: 'start', behavior: calm ? 'auto' : 'smooth' });
}
