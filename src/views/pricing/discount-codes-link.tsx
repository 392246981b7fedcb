import { useState } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { selectSettings } from '../../../machines/init/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import { useSearchSelector } from '../../../machines/search/provider';
import { selectCriteria, selectDiscountCode } from '../../../machines/search/selectors';
import { fetchAhead, useDeferredPart } from '../deferred-part';
import { PopoverPlaceholder } from '../booking/popover-placeholder';
import { discountCodesPart } from '../booking/search-popovers';

/**
 * The search bar's link to the coupon and promotion codes (SPEC.md section 2), where the hotel has
 * either active: a summary with the heading's words that unfolds the fields
 * (./discount-code-fields.tsx, a chunk of their own fetched when the guest may open them), unfolded
 * while a code is typed or applied.
 */
export function DiscountCodesLink() {
  const { LL } = useI18nContext();
  const settings = useInitSelector(selectSettings);
  const criteria = useSearchSelector(selectCriteria);
  const status = useSearchSelector(selectDiscountCode);
  const withCode = Boolean(criteria.couponCode || criteria.promoCode || status);
  // Unfolded by the guest (the summary) or by a code: the fields are needed now.
  const [unfolded, setUnfolded] = useState(false);
  const Fields = useDeferredPart(discountCodesPart, unfolded || withCode)?.DiscountCodeFields;
  if (!settings?.couponActive && !settings?.promoCodeActive) return null;
  return (
    <details
      className="discount-codes-link"
      open={withCode || undefined}
      onToggle={(event) => setUnfolded(event.currentTarget.open)}
    >
      <summary onPointerEnter={() => fetchAhead(discountCodesPart)} onFocus={() => fetchAhead(discountCodesPart)}>
        {LL.pricing.codes.heading()}
      </summary>
      {Fields ? <Fields /> : (unfolded || withCode) && <PopoverPlaceholder className="discount-codes-placeholder" />}
    </details>
  );
}
