import type { FormEvent } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import type { RoomOrder } from '../../../machines/graphql/graphql';
import { ROOM_ORDERS, type CriteriaErrorCode, type SearchCriteria } from '../../../machines/search/search-criteria';
import { useSearchActorRef, useSearchSelector } from '../../../machines/search/provider';
import {
  selectCanSearch, selectCriteria, selectCriteriaErrors, selectMaxChildrenPerAdult, selectMultiRoomsSearchLimit, selectRoomGuests,
} from '../../../machines/search/selectors';
import { RoomGuestsFields } from './room-guests-fields';
import { DiscountCodeFields } from '../pricing/discount-code-fields';
import { CountField } from './count-field';
import { DayUseToggle } from './search-breadth-panels';
import { UndatedSearchControl } from './undated-search-control';
import { DateRangeCalendar } from '../search/date-range-calendar';

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

/** The plain form's guest counts: the same shape for each (count-field.tsx). */
const PLAIN_FIELD_IDS = { adults: 'search-adults', children: 'search-children', roomCount: 'search-rooms' } as const;

export function SearchBar() {
  const { LL } = useI18nContext();
  const search = useSearchActorRef();
  const criteria = useSearchSelector(selectCriteria);
  const errors = useSearchSelector(selectCriteriaErrors);
  const canSearch = useSearchSelector(selectCanSearch);
  const roomGuests = useSearchSelector(selectRoomGuests);
  const roomsLimit = useSearchSelector(selectMultiRoomsSearchLimit);
  const childrenPerAdult = useSearchSelector(selectMaxChildrenPerAdult);
  const messageOf = (code: CriteriaErrorCode) =>
    code === 'too_many_children_per_adult'
      ? LL.searchAvailability.criteriaError.too_many_children_per_adult({ max: childrenPerAdult })
      : code === 'too_many_rooms'
        ? LL.searchAvailability.criteriaError.too_many_rooms({ limit: roomsLimit })
        : LL.criteriaError[code]();

  const errorsOf = (field: CriteriaField) => errors.filter((code) => FIELD_OF_ERROR[code] === field);
  const describedBy = (field: CriteriaField) => (errorsOf(field).length > 0 ? `criteria-error-${field}` : undefined);
  const change = (patch: Partial<SearchCriteria>) =>
    search.send({ type: 'criteria.changed', criteria: patch });

  const submit = (event: FormEvent) => {
    event.preventDefault();
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

  return (
    <section className="panel" aria-labelledby="search-heading">
      <h2 id="search-heading">{LL.searchBar.heading()}</h2>
      <form className="search-bar" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="search-checkin">{LL.searchBar.checkin()}</label>
          <input
            id="search-checkin"
            type="date"
            value={criteria.checkin}
            aria-invalid={errorsOf('checkin').length > 0 || undefined}
            aria-describedby={describedBy('checkin')}
            onChange={(event) => change({ checkin: event.target.value })}
          />
          {fieldError('checkin')}
        </div>
        <div className="field">
          <label htmlFor="search-checkout">{LL.searchBar.checkout()}</label>
          <input
            id="search-checkout"
            type="date"
            value={criteria.checkout}
            min={criteria.checkin || undefined}
            aria-invalid={errorsOf('checkout').length > 0 || undefined}
            aria-describedby={describedBy('checkout')}
            onChange={(event) => change({ checkout: event.target.value })}
          />
          {fieldError('checkout')}
        </div>
        <DateRangeCalendar checkin={criteria.checkin} checkout={criteria.checkout} adults={roomGuests?.[0]?.adults ?? criteria.adults} children={roomGuests?.[0]?.children ?? criteria.children} />
        {roomGuests ? (
          <RoomGuestsFields
            rooms={roomGuests}
            limit={roomsLimit}
            errors={errors.filter((code) => !['checkin', 'checkout', 'mealBed'].includes(FIELD_OF_ERROR[code])).map(messageOf)}
          />
        ) : (
          <>
        {(['adults', 'children', 'roomCount'] as const).map((field) => (
          <CountField
            key={field}
            id={PLAIN_FIELD_IDS[field]}
            label={field === 'roomCount' ? LL.searchBar.rooms() : LL.searchBar[field]()}
            value={criteria[field]}
            min={field === 'children' ? 0 : 1}
            errorId={describedBy(field)}
            error={fieldError(field)}
            onChange={(value) => change({ [field]: value })}
          />
        ))}
            {roomsLimit > 1 && (
              <button
                type="button"
                className="link-button"
                onClick={() =>
                  search.send({
                    type: 'rooms.changed',
                    rooms: Array.from({ length: Math.min(Math.max(2, Number.isFinite(criteria.roomCount) ? criteria.roomCount : 2), roomsLimit) }, () => ({
                      adults: Number.isFinite(criteria.adults) ? criteria.adults : 1,
                      children: Number.isFinite(criteria.children) ? criteria.children : 0,
                    })),
                  })
                }
              >
                {LL.searchAvailability.guestsPerRoom.perRoom()}
              </button>
            )}
          </>
        )}
        <DayUseToggle />
        <UndatedSearchControl />
        <div className="field">
          <label htmlFor="search-order">{LL.searchBar.sort()}</label>
          <select
            id="search-order"
            value={criteria.order}
            onChange={(event) => search.send({ type: 'order.changed', order: event.target.value as RoomOrder })}
          >
            {ROOM_ORDERS.map((order) => (
              <option key={order} value={order}>{LL.sort[order]()}</option>
            ))}
          </select>
        </div>
        <DiscountCodeFields />
        <button type="submit" className="primary" disabled={!canSearch}>{LL.searchBar.submit()}</button>
      </form>
    </section>
  );
}
