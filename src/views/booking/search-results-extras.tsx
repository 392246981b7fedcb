import { useI18nContext } from '../../../locales/i18n-react';
import { useSearchActorRef, useSearchSelector } from '../../../machines/search/provider';
import type { QueryWarning } from '../../../machines/search/search-criteria';
import { addDays, criteriaNights } from '../../../machines/search/search-criteria';
import {
  selectNextAvailableDate,
  selectPlanGroups,
  selectQueryWarnings,
  selectSearchedCriteria,
} from '../../../machines/search/selectors';
import { useMoneyText } from '../currency/money';
import { PlanRow } from './room-list';

/**
 * What the results page shows only in some cases: results by plan, no rooms, warnings about the
 * address's parameters. A chunk of its own (search-popovers.ts), fetched when one of them is shown or
 * once the results are drawn, so the first screen of rooms by type does not carry it.
 */

/** Parameters the foundation's messages have names for; others are shown as written in the address. */
const NAMED_PARAMETERS = ['checkin', 'checkout', 'adults', 'children', 'room_count', 'order'] as const;
type NamedParameter = (typeof NAMED_PARAMETERS)[number];
const isNamed = (parameter: string): parameter is NamedParameter =>
  (NAMED_PARAMETERS as readonly string[]).includes(parameter);

/** The address's parameters the search could not take as written (SPEC.md section 2), until dismissed. */
export function QueryWarnings() {
  const { LL } = useI18nContext();
  const search = useSearchActorRef();
  const warnings = useSearchSelector(selectQueryWarnings);
  if (warnings.length === 0) return null;
  return (
    <div className="alert alert-warning" role="status" aria-labelledby="query-warning-heading">
      <p id="query-warning-heading">
        <strong>{LL.queryWarning.heading()}</strong>
      </p>
      <ul>
        {warnings.map((warning) => (
          <li key={`${warning.parameter}-${warning.code}`}>
            <QueryWarningText warning={warning} />
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => search.send({ type: 'warnings.dismissed' })}>
        {LL.queryWarning.dismiss()}
      </button>
    </div>
  );
}

/** One line of the query-parameter warning (SPEC.md section 2). */
function QueryWarningText({ warning }: { warning: QueryWarning }) {
  const { LL } = useI18nContext();
  const parameter = isNamed(warning.parameter) ? LL.queryParameter[warning.parameter]() : warning.parameter;
  switch (warning.code) {
    case 'not_supported':
      return <>{LL.searchAvailability.warning.not_supported({ parameter })}</>;
    case 'too_many_rooms':
      return <>{LL.searchAvailability.warning.too_many_rooms()}</>;
    case 'undated_guests_differ':
      return <>{LL.searchMore.undated.guestsDiffer()}</>;
    case 'undated_with_day_use':
      return <>{LL.searchMore.undated.withDayUse()}</>;
    case 'invalid_value':
      return (
        <>
          {isNamed(warning.parameter)
            ? LL.queryWarning.invalid_value({ parameter })
            : LL.searchAvailability.warning.invalid_value({ parameter })}
        </>
      );
    case 'date_in_past':
      return <>{LL.queryWarning.date_in_past({ parameter })}</>;
    case 'checkout_not_after_checkin':
      return <>{LL.queryWarning.checkout_not_after_checkin()}</>;
  }
}

/** No rooms: the spec's message, and the next date with rooms for the same nights and guests when there is one. */
export function NoRoomsNotice() {
  const { LL } = useI18nContext();
  const search = useSearchActorRef();
  const next = useSearchSelector(selectNextAvailableDate);
  const searched = useSearchSelector(selectSearchedCriteria);
  const searchFrom = (date: string) => {
    const nights = searched ? Math.max(1, criteriaNights(searched)) : 1;
    search.send({ type: 'criteria.changed', criteria: { checkin: date, checkout: addDays(date, nights) } });
    search.send({ type: 'search.submitted' });
  };
  return (
    <div className="alert alert-warning" role="status">
      <p>{LL.results.noRooms()}</p>
      {next ? (
        <>
          <p>{LL.searchAvailability.nextAvailable.text({ date: next })}</p>
          <button type="button" onClick={() => searchFrom(next)}>
            {LL.searchAvailability.nextAvailable.action({ date: next })}
          </button>
        </>
      ) : (
        <p>{LL.searchAvailability.nextAvailable.none()}</p>
      )}
    </div>
  );
}

/** Results by plan (`type=plans`): one card per offer, listing the room types that sell it. */
export function PlanList() {
  const { LL } = useI18nContext();
  const money = useMoneyText();
  const groups = useSearchSelector(selectPlanGroups);
  return (
    <section aria-labelledby="results-heading">
      <ul className="plan-list" aria-label={LL.searchAvailability.resultsView.plans()}>
        {groups.map((group) => {
          const headingId = `plan-group-${group.hotelPlanCode}`;
          return (
            <li key={group.hotelPlanCode}>
              <article className="panel room-card" aria-labelledby={headingId}>
                <div>
                  <h3 id={headingId}>{group.name}</h3>
                  <p>
                    {LL.searchAvailability.resultsView.fromPrice({ price: money(group.fromPrice, group.currency) })}
                  </p>
                </div>
                <ul className="plan-list" aria-label={LL.results.plansOf({ room: group.name })}>
                  {group.rooms.map(({ room, plan }) => (
                    <li key={plan.roomPlanCode} className="plan">
                      <PlanRow room={room} plan={plan} title={room.name} />
                    </li>
                  ))}
                </ul>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
