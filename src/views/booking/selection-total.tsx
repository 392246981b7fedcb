import { useI18nContext } from '../../../locales/i18n-react';
import { useBookingSelector } from '../../../machines/booking/provider';
import { selectSelectionTotal } from '../../../machines/booking/selectors';
import type { SelectionTotal as Total } from '../../../machines/booking/selected-rooms';
import { formatMoney } from '../../format/money';

const sameTotal = (a: Total | null, b: Total | null) =>
  a === b || (a !== null && b !== null && a.amount === b.amount && a.tax === b.tax && a.currency === b.currency);

/** The total of the chosen rooms for the stay, tax included (nothing while none is chosen). */
export function SelectionTotal() {
  const { LL, locale } = useI18nContext();
  const total = useBookingSelector(selectSelectionTotal, sameTotal);
  if (!total) return null;
  return (
    <p className="selection-total">
      {LL.selection.total()}:{' '}
      <output aria-label={LL.selection.total()}>
        {formatMoney(total.amount, total.currency, locale)}{' '}
        <small>{LL.results.taxIncluded({ tax: formatMoney(total.tax, total.currency, locale) })}</small>
      </output>
    </p>
  );
}
