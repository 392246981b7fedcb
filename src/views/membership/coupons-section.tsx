import { useI18nContext } from '../../../locales/i18n-react';
import { listOf } from '../../../machines/locale/locale-traits';
import { selectHotelCode, selectSettings } from '../../../machines/init/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import type { MemberCoupon } from '../../../machines/member-coupons/machine';
import {
  MemberCouponsProvider,
  useMemberCouponsActorRef,
  useMemberCouponsSelector,
} from '../../../machines/member-coupons/provider';
import {
  selectCanRetryCoupons,
  selectCoupons,
  selectCouponsFailure,
  selectHasNoCoupons,
  selectIsLoadingCoupons,
} from '../../../machines/member-coupons/selectors';
import { useAppServices } from '../../app/services-context';
import { formatMoney } from '../../format/money';
import { formatPlainDate } from '../../format/dates';
import { Spinner } from '../../shell/spinner';

/** The coupons section of `/my-account/promotions` (SPEC.md section 2), with its own chart (machines/member-coupons). */
export function CouponsSection() {
  const { services, inspect } = useAppServices();
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  return (
    <MemberCouponsProvider client={services.client} hotelCode={hotelCode} inspect={inspect}>
      <CouponList />
    </MemberCouponsProvider>
  );
}

function CouponList() {
  const { LL } = useI18nContext();
  const chart = useMemberCouponsActorRef();
  const loading = useMemberCouponsSelector(selectIsLoadingCoupons);
  const coupons = useMemberCouponsSelector(selectCoupons);
  const none = useMemberCouponsSelector(selectHasNoCoupons);
  const failure = useMemberCouponsSelector(selectCouponsFailure);
  const canRetry = useMemberCouponsSelector(selectCanRetryCoupons);
  const c = LL.pricing.coupons;
  return (
    <section className="panel" aria-labelledby="coupons-heading">
      <h2 id="coupons-heading">{c.heading()}</h2>
      {loading && <Spinner label={c.loading()} inline />}
      {failure && (
        <div className="alert alert-error" role="alert">
          <p>{c.failed()}</p>
          {canRetry && (
            <button type="button" onClick={() => chart.send({ type: 'coupons.retried' })}>
              {c.retry()}
            </button>
          )}
        </div>
      )}
      {none && <p>{c.empty()}</p>}
      {coupons.length > 0 && (
        <ul className="coupon-list">
          {coupons.map((coupon) => (
            <CouponItem key={coupon.code} coupon={coupon} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CouponItem({ coupon }: { coupon: MemberCoupon }) {
  const { LL, locale } = useI18nContext();
  const currency = useInitSelector(selectSettings)?.currency ?? 'JPY';
  const c = LL.pricing.coupons;
  const status =
    (['available', 'consumed', 'expired', 'pending'] as const).find((s) => s === coupon.uiStatus) ?? 'available';
  return (
    <li className="coupon" aria-label={coupon.name}>
      <h3>{coupon.name}</h3>
      <p>
        <strong>{coupon.code}</strong> · {c.status[status]()}
      </p>
      <p>
        {coupon.discountType === 'percent'
          ? c.percentOff({ percent: coupon.discountValue })
          : c.amountOff({ amount: formatMoney(coupon.discountValue, currency, locale) })}
        {coupon.maxDiscountedNights ? ` · ${c.maxNights({ nights: coupon.maxDiscountedNights })}` : ''}
      </p>
      <p>{coupon.validUntil ? c.validUntil({ date: formatPlainDate(coupon.validUntil, locale) }) : c.noExpiry()}</p>
      <p>
        {coupon.targetHotelPlanCodes.length > 0
          ? c.plans({ plans: listOf(coupon.targetHotelPlanCodes, locale) })
          : c.allPlans()}
      </p>
      {coupon.reservationNumber && <p>{c.usedFor({ number: coupon.reservationNumber })}</p>}
    </li>
  );
}
