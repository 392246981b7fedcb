import { useI18nContext } from '../../../locales/i18n-react';
import { useBookingSelector } from '../../../machines/booking/provider';
import { selectSelectionTotal } from '../../../machines/booking/selectors';
import type { SelectionTotal as Total } from '../../../machines/booking/selected-rooms';
import { Money, useMoneyText } from '../currency/money';

const sameTotal = (a: Total | null, b: Total | null) =>
  a === b || (a !== null && b !== null && a.amount === b.amount && a.tax === b.tax && a.currency === b.currency);

/** The total of the chosen rooms for the stay, tax included (nothing while none is chosen). */
export function SelectionTotal() {
  const { LL } = useI18nContext();
  const total = useBookingSelector(selectSelectionTotal, sameTotal);
  const money = useMoneyText();
  if (!total) return null;
  return (
    <p className="selection-total">
      <span className="selection-total-label">{LL.selection.total()}: </span>
      <output aria-label={LL.selection.total()}>
        <Money amount={total.amount} currency={total.currency} />{' '}
        <small>{LL.results.taxIncluded({ tax: money(total.tax, total.currency) })}</small>
      </output>
    </p>
  );
}
