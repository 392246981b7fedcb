import { useI18nContext } from '../../../locales/i18n-react';
import { selectSettings } from '../../../machines/init/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import { codeMessageKey } from '../../../machines/pricing/discount-code';
import { useSearchActorRef, useSearchSelector } from '../../../machines/search/provider';
import { selectCriteria, selectDiscountCode } from '../../../machines/search/selectors';

/**
 * The coupon and promotion code fields of the search bar (SPEC.md section 2): the coupon field only
 * when the hotel has coupons active (coupon_active), the promotion field only when it has promotion
 * codes active (promo_code_active). One code at a time: applying one drops the other and searches again.
 * After a search, the code's status (applied, or the 1500/1501 message) is announced. They fold behind
 * the search bar's "More options" with the other options (../booking/search-options-fields.tsx); the
 * legend names them.
 */
export function DiscountCodeFields() {
  const { LL } = useI18nContext();
  const search = useSearchActorRef();
  const settings = useInitSelector(selectSettings);
  const couponActive = settings?.couponActive ?? false;
  const promoActive = settings?.promoCodeActive ?? false;
  const criteria = useSearchSelector(selectCriteria);
  const status = useSearchSelector(selectDiscountCode);
  if (!couponActive && !promoActive) return null;
  const c = LL.pricing.codes;
  const problem = codeMessageKey(status);
  const field = (kind: 'coupon' | 'promo') => {
    const id = `search-${kind}-code`;
    const value = (kind === 'coupon' ? criteria.couponCode : criteria.promoCode) ?? '';
    return (
      <div className="field">
        <label htmlFor={id}>{kind === 'coupon' ? c.couponLabel() : c.promoLabel()}</label>
        <input
          id={id}
          type="text"
          autoComplete="off"
          value={value}
          aria-invalid={(problem !== null && status?.kind === kind) || undefined}
          aria-describedby={
            status?.kind === kind
              ? 'discount-code-status'
              : couponActive && promoActive
                ? 'discount-code-hint'
                : undefined
          }
          onChange={(event) =>
            search.send({
              type: 'criteria.changed',
              criteria: kind === 'coupon' ? { couponCode: event.target.value } : { promoCode: event.target.value },
            })
          }
        />
        <button
          type="button"
          disabled={value.trim() === ''}
          onClick={() => search.send({ type: 'code.applied', kind, code: value })}
        >
          {c.apply()}
        </button>
      </div>
    );
  };
  return (
    <fieldset className="discount-codes">
      <legend>{c.heading()}</legend>
      {couponActive && field('coupon')}
      {promoActive && field('promo')}
      {couponActive && promoActive && (
        <p id="discount-code-hint" className="field-hint">
          {c.oneAtATime()}
        </p>
      )}
      {status && (
        <p id="discount-code-status" className={problem ? 'field-error' : 'field-hint'} role="status">
          {problem ? c[problem]() : c.applied({ code: status.code, name: status.name ?? '' })}
        </p>
      )}
      {(criteria.couponCode || criteria.promoCode) && (
        <button type="button" className="link-button" onClick={() => search.send({ type: 'code.cleared' })}>
          {c.clear()}
        </button>
      )}
    </fieldset>
  );
}
