import { useI18nContext } from '../../../locales/i18n-react';
import { useSearchActorRef, useSearchSelector } from '../../../machines/search/provider';
import { selectCriteria } from '../../../machines/search/selectors';
import { DiscountCodeFields } from '../pricing/discount-code-fields';
import { UndatedSearchControl } from './undated-search-control';

/**
 * The search bar's options behind "More options" (search-bar.tsx): day use, the search without dates
 * and the coupon and promotion codes, each with its explanation. A chunk of its own
 * (search-popovers.ts), fetched when the guest may open them or once the results are drawn.
 */
export function SearchOptionsFields() {
  return (
    <>
      <DayUseToggle />
      <UndatedSearchControl />
      <DiscountCodeFields />
    </>
  );
}

/** Day use: same-day plans only (SPEC.md `is_day_use`). */
export function DayUseToggle() {
  const { LL } = useI18nContext();
  const search = useSearchActorRef();
  const criteria = useSearchSelector(selectCriteria);
  const dayUse = criteria.isDayUse === true;
  // SPEC.md: day use is one day; an undated search looks for nights. The two exclude each other.
  const undated = criteria.undatedNights !== undefined;
  return (
    <div className="field field-checkbox">
      <input
        id="search-day-use"
        type="checkbox"
        checked={dayUse}
        disabled={undated}
        aria-describedby={undated ? 'search-day-use-hint search-day-use-unusable' : 'search-day-use-hint'}
        onChange={(event) => search.send({ type: 'criteria.changed', criteria: { isDayUse: event.target.checked } })}
      />
      <label htmlFor="search-day-use">{LL.searchMore.dayUse.label()}</label>
      <p id="search-day-use-hint" className="hint">
        {LL.searchMore.dayUse.hint()}
      </p>
      {undated && (
        <p id="search-day-use-unusable" className="hint">
          {LL.searchMore.dayUse.notWithUndated()}
        </p>
      )}
    </div>
  );
}
