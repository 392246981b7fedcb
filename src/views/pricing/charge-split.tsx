import { useI18nContext } from '../../../locales/i18n-react';
import type { ChargeSplit } from '../../../machines/pricing/price-summary';
import { formatMoney } from '../../format/money';

/**
 * "Charged now" and "paid at the hotel later" of a quoted or booked summary (machines/pricing/
 * price-summary.ts chargeSplitOf), in the currency the card is charged in with the hotel's amount
 * beside, else in the hotel currency. Amounts come from the booking API as they are.
 */
export function ChargeSplitLines({ split }: { split: ChargeSplit }) {
  const { LL, locale } = useI18nContext();
  const s = LL.pricing.summary;
  const line = (hotelAmount: number, mcpAmount: number | undefined) =>
    split.mcp && mcpAmount !== undefined ? (
      <>
        <strong data-currency={split.mcp.currency}>{formatMoney(mcpAmount, split.mcp.currency, locale)}</strong>{' '}
        <small className="hotel-amount" data-currency={split.currency}>
          {LL.currency.hotelAmount({ amount: formatMoney(hotelAmount, split.currency, locale) })}
        </small>
      </>
    ) : (
      <strong>{formatMoney(hotelAmount, split.currency, locale)}</strong>
    );
  return (
    <dl className="summary charge-split" data-testid="charge-split">
      <div data-line="chargedNow">
        <dt>{s.chargedNow()}</dt>
        <dd data-testid="charged-now">{line(split.chargedNow, split.mcp?.chargedNow)}</dd>
      </div>
      {split.payLater > 0 && (
        <div data-line="payLater">
          <dt>{s.payLater()}</dt>
          <dd data-testid="pay-later">{line(split.payLater, split.mcp?.payLater)}</dd>
        </div>
      )}
    </dl>
  );
}
