import { useI18nContext } from '../../../locales/i18n-react';
import { criteriaNights, type SearchCriteria } from '../../../machines/search/search-criteria';
import { intlLocale } from '../../format/money';
import { useGuestsSummary } from './guests-picker';

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const utcDate = (iso: string) => {
  const match = PLAIN_DATE.exec(iso);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
};

/**
 * The stay's dates in the UI locale, as short as the locale writes a range ("Sat, Dec 26 – Mon, Dec 28";
 * "12/26(土)～12/28(月)"): day use and undated searches name only the check-in.
 */
export function formatStayDates(criteria: Pick<SearchCriteria, 'checkin' | 'checkout' | 'isDayUse' | 'undatedNights'>, locale: string): string {
  const checkin = utcDate(criteria.checkin);
  if (!checkin) return '';
  const format = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
  const checkout = utcDate(criteria.checkout);
  if (criteria.isDayUse || criteria.undatedNights !== undefined || !checkout || checkout <= checkin) return format.format(checkin);
  return format.formatRange(checkin, checkout);
}

/**
 * On a phone the search bar folds into this line: the dates, the nights and the guests, with an
 * Edit button that unfolds the form (search-bar.tsx). At desktop widths the line is not shown.
 */
export function SearchSummary({ criteria, onEdit, expanded }: { criteria: SearchCriteria; onEdit: () => void; expanded: boolean }) {
  const { LL, locale } = useI18nContext();
  const guests = useGuestsSummary(criteria);
  const nights = criteriaNights(criteria);
  const parts = [
    formatStayDates(criteria, locale),
    criteria.isDayUse ? LL.searchMore.dayUse.badge() : Number.isInteger(nights) && nights > 0 ? LL.undatedSearch.nightsOption({ count: nights }) : '',
    guests,
  ].filter(Boolean);
  return (
    <div className="search-summary">
      <p id="search-summary-text" className="search-summary-text">{parts.join(' · ')}</p>
      <button type="button" aria-expanded={expanded} aria-controls="search-form" aria-describedby="search-summary-text" onClick={onEdit}>
        {LL.searchBar.edit()}
      </button>
    </div>
  );
}
