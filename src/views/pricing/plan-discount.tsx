import { useState } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { paymentPromotionCovers } from '../../../machines/pricing/discount-code';
import type { RoomPlan } from '../../../machines/search/context';
import { useSearchSelector } from '../../../machines/search/provider';
import { selectPaymentPromotion } from '../../../machines/search/selectors';
import { formatMoney } from '../../format/money';
import { useInitSelector } from '../../../machines/init/provider';
import { selectSettings } from '../../../machines/init/selectors';
import { fetchAhead, useDeferredPart } from '../deferred-part';
import { PopoverPlaceholder } from '../booking/popover-placeholder';
import { planPriceSummaryPart } from '../booking/search-popovers';

/** On a plan of the results: what its discounts save and the card-payment promotion, when they apply. */
export function PlanDiscount({ plan }: { plan: RoomPlan }) {
  const { LL, locale } = useI18nContext();
  const promotion = useSearchSelector(selectPaymentPromotion);
  const taxIncluded = useInitSelector(selectSettings)?.showPricesTaxIncluded ?? true;
  const saved = plan.priceSummary?.totalSpecialDiscount ?? 0;
  const card = paymentPromotionCovers(promotion, plan);
  const summary = plan.priceSummary;
  // The summary's lines come in a chunk of their own (./price-summary-list.tsx), fetched once the
  // results are drawn or when the guest reaches the heading; unfolded sooner, a placeholder stands in.
  const [unfolded, setUnfolded] = useState(false);
  const List = useDeferredPart(planPriceSummaryPart, unfolded)?.PriceSummaryList;
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
        <details className="plan-price-summary" onToggle={(event) => setUnfolded(event.currentTarget.open)}>
          <summary
            onPointerEnter={() => fetchAhead(planPriceSummaryPart)}
            onFocus={() => fetchAhead(planPriceSummaryPart)}
          >
            {LL.pricing.summary.heading()}
          </summary>
          {List ? (
            <List summary={summary} taxIncluded={taxIncluded} headingLevel={4} />
          ) : (
            unfolded && <PopoverPlaceholder className="price-summary-placeholder" />
          )}
        </details>
      )}
    </>
  );
}
