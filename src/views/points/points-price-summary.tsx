import { useI18nContext } from '../../../locales/i18n-react';
import { formatMoney } from '../../format/money';

/** SPEC.md section 3 price summary lines of a reservation that used points or a voucher (nothing otherwise). */
export function PointsPriceSummary({
  reservation,
}: {
  reservation: {
    currency: string;
    spendingPointValue?: number | null;
    voucherCouponDiscountAmount?: number | null;
    totalPriceBeforePointDiscount?: number | null;
  };
}) {
  const { LL, locale } = useI18nContext();
  const points = reservation.spendingPointValue ?? 0;
  const voucher = reservation.voucherCouponDiscountAmount ?? 0;
  if (points === 0 && voucher === 0) return null;
  const money = (amount: number) => formatMoney(amount, reservation.currency, locale);
  const s = LL.points.spend;
  return (
    <dl className="summary" data-testid="points-price-summary">
      {reservation.totalPriceBeforePointDiscount != null && (
        <>
          <dt>{s.totalBefore()}</dt>
          <dd>{money(reservation.totalPriceBeforePointDiscount)}</dd>
        </>
      )}
      {voucher > 0 && (
        <>
          <dt>{s.voucherDiscount()}</dt>
          <dd>−{money(voucher)}</dd>
        </>
      )}
      {points > 0 && (
        <>
          <dt>{s.pointsDiscount()}</dt>
          <dd data-testid="points-used">
            −{money(points)} ({LL.points.amount({ points })})
          </dd>
        </>
      )}
    </dl>
  );
}
