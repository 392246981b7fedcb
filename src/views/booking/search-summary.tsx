import { useI18nContext } from '../../../locales/i18n-react';
import { criteriaNights, type SearchCriteria } from '../../../machines/search/search-criteria';
import { formatStayDates } from '../../format/dates';
import { useGuestsSummary } from './guests-picker';

/**
 * On a phone the search bar folds into this line: the dates, the nights and the guests, with an
 * Edit button that unfolds the form (search-bar.tsx). At desktop widths the line is not shown.
 */
export function SearchSummary({
  criteria,
  onEdit,
  expanded,
}: {
  criteria: SearchCriteria;
  onEdit: () => void;
  expanded: boolean;
}) {
  const { LL, locale } = useI18nContext();
  const guests = useGuestsSummary(criteria);
  const nights = criteriaNights(criteria);
  const parts = [
    formatStayDates(criteria, locale),
    criteria.isDayUse
      ? LL.searchMore.dayUse.badge()
      : Number.isInteger(nights) && nights > 0
        ? LL.undatedSearch.nightsOption({ count: nights })
        : '',
    guests,
  ].filter(Boolean);
  return (
    <div className="search-summary">
      <p id="search-summary-text" className="search-summary-text">
        {parts.join(' · ')}
      </p>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls="search-form"
        aria-describedby="search-summary-text"
        onClick={onEdit}
      >
        {LL.searchBar.edit()}
      </button>
    </div>
  );
}
