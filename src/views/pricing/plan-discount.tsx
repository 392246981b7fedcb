import { useI18nContext } from '../../../locales/i18n-react';
import { paymentPromotionCovers } from '../../../machines/pricing/discount-code';
import type { RoomPlan } from '../../../machines/search/context';
import { useSearchSelector } from '../../../machines/search/provider';
import { selectPaymentPromotion } from '../../../machines/search/selectors';
import { formatMoney } from '../../format/money';
import { useInitSelector } from '../../../machines/init/provider';
import { selectSettings } from '../../../machines/init/selectors';
import { PriceSummaryList } from './price-summary-list';

/** On a plan of the results: what its discounts save and the card-payment promotion, when they apply. */
export function PlanDiscount({ plan }: { plan: RoomPlan }) {
  const { LL, locale } = useI18nContext();
  const promotion = useSearchSelector(selectPaymentPromotion);
  const taxIncluded = useInitSelector(selectSettings)?.showPricesTaxIncluded ?? true;
  const saved = plan.priceSummary?.totalSpecialDiscount ?? 0;
  const card = paymentPromotionCovers(promotion, plan);
  const summary = plan.priceSummary;
  return (
    <>
      {(saved > 0 || card) && (
        <p className="plan-note plan-discount">
          {saved > 0 && <span>{LL.pricing.planDiscount({ amount: formatMoney(saved, plan.currency, locale) })}</span>}
          {saved > 0 && card && ' · '}
          {card && promotion && <span>{LL.pricing.summary.cardPromotion({ percent: promotion.discountPercent })}</span>}
        </p>
      )}
      {summary && (
        <details className="plan-price-summary">
          <summary>{LL.pricing.summary.heading()}</summary>
          <PriceSummaryList summary={summary} taxIncluded={taxIncluded} headingLevel={4} />
        </details>
      )}
    </>
  );
}
