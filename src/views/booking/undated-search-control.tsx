import { useI18nContext } from '../../../locales/i18n-react';
import { useSearchActorRef, useSearchSelector } from '../../../machines/search/provider';
import { criteriaNights } from '../../../machines/search/search-criteria';
import { selectCriteria } from '../../../machines/search/selectors';
import { UNDATED_NIGHTS_CHOICES, UNDATED_NIGHTS_MAX, canSearchUndated } from '../../../machines/search/undated-search';

/**
 * Undated search in the search bar (SPEC.md `search_type=undated` with `nights`): a checkbox and the
 * nights. Disabled, with the reason read out, while the rooms hold different guests.
 */
export function UndatedSearchControl() {
  const { LL } = useI18nContext();
  const search = useSearchActorRef();
  const criteria = useSearchSelector(selectCriteria);
  const usable = canSearchUndated(criteria);
  const nights = criteria.undatedNights;
  const undated = nights !== undefined;
  const initialNights = () => {
    const dated = criteriaNights({ checkin: criteria.checkin, checkout: criteria.checkout });
    return Number.isInteger(dated) ? Math.min(Math.max(dated, 1), UNDATED_NIGHTS_MAX) : 1;
  };
  return (
    <div className="field field-checkbox undated-search">
      <input
        id="search-undated"
        type="checkbox"
        checked={undated}
        disabled={!usable}
        aria-describedby={usable ? 'search-undated-hint' : 'search-undated-hint search-undated-unusable'}
        onChange={(event) =>
          search.send({
            type: 'criteria.changed',
            criteria: { undatedNights: event.target.checked ? initialNights() : undefined },
          })
        }
      />
      <label htmlFor="search-undated">{LL.undatedSearch.label()}</label>
      <p id="search-undated-hint" className="hint">
        {LL.undatedSearch.hint()}
      </p>
      {!usable && (
        <p id="search-undated-unusable" className="hint">
          {criteria.isDayUse ? LL.undatedSearch.dayUse() : LL.undatedSearch.guestsDiffer()}
        </p>
      )}
      {undated && (
        <div className="field">
          <label htmlFor="search-undated-nights">{LL.undatedSearch.nights()}</label>
          <select
            id="search-undated-nights"
            value={nights}
            onChange={(event) =>
              search.send({ type: 'criteria.changed', criteria: { undatedNights: Number(event.target.value) } })
            }
          >
            {UNDATED_NIGHTS_CHOICES.map((count) => (
              <option key={count} value={count}>
                {LL.undatedSearch.nightsOption({ count })}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
