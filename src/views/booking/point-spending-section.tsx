import { useId } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { useAuthSelector } from '../../../machines/auth/provider';
import { selectIsSignedIn, selectMember } from '../../../machines/auth/selectors';
import { useBookingSelector } from '../../../machines/booking/provider';
import { selectCanSubmitGuest, selectPaysByCard, selectSelectionTotal } from '../../../machines/booking/selectors';
import { selectHotelCode, selectSettings } from '../../../machines/init/selectors';
import { isMemberAtHotel } from '../../../machines/booking/guest-form';
import { useInitSelector } from '../../../machines/init/provider';
import {
  PointSpendingProvider,
  usePointSpendingActorRef,
  usePointSpendingSelector,
} from '../../../machines/point-spending/provider';
import {
  selectIsChoosing,
  selectMaximumSpend,
  selectPointsText,
  selectRequestedVoucherNotice,
  selectSpendProblem,
  selectSpendingOptions,
  selectTotalAfterReductions,
  selectVoucherDiscount,
  selectVoucherNumber,
} from '../../../machines/point-spending/selectors';
import { useSearchSelector } from '../../../machines/search/provider';
import { selectCriteria } from '../../../machines/search/selectors';
import { useOptionalAppServices } from '../../app/services-context';
import type { BrowserServices } from '../../app/browser-services';
import type { InspectFn } from '../../inspect';
import { formatMoney } from '../../format/money';
import { messageForCode } from '../../i18n/messages';

/**
 * Points and vouchers on the guest-details step, for signed-in members only (SPEC.md sections 2,
 * 5): its own chart (machines/point-spending); the choice goes to the booking chart as
 * `reductions.changed`, which sends it with the reservation.
 */
export function PointSpendingSection() {
  // Rendered without the app shell (view tests of the guest form), there is no member to ask about.
  const app = useOptionalAppServices();
  return app ? <MemberPointSpending services={app.services} inspect={app.inspect} /> : null;
}

function MemberPointSpending({ services, inspect }: { services: BrowserServices; inspect: InspectFn | undefined }) {
  const signedIn = useAuthSelector(selectIsSignedIn);
  const member = useAuthSelector(selectMember);
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  const hotelBrandId = useInitSelector(selectSettings)?.hotelBrandId ?? null;
  const total = useBookingSelector(selectSelectionTotal);
  const paysByCard = useBookingSelector(selectPaysByCard);
  // SPEC.md section 2 `voucher_coupon_code`: preselected for a signed-in member who owns it.
  const requestedVoucher = useSearchSelector(selectCriteria).voucherCouponCode ?? null;
  const { LL } = useI18nContext();
  if (!total) return null;
  // Points and vouchers are the brand's: a member of another brand (the agency site's member at a
  // partner's facility) books here as a guest.
  if (!signedIn || !member || !isMemberAtHotel({ ...member, brandId: member.hotelBrandId }, hotelBrandId)) {
    return requestedVoucher ? (
      <p className="alert alert-info" role="status">
        {LL.points.spend.voucherFromLinkSignIn({ code: requestedVoucher })}
      </p>
    ) : null;
  }
  return (
    <PointSpendingProvider
      key={member.id}
      client={services.client}
      input={{ hotelCode, price: total.amount, paysByCard, requestedVoucher }}
      {...(inspect ? { inspect } : {})}
    >
      <PointSpendingFields currency={total.currency} />
    </PointSpendingProvider>
  );
}

function PointSpendingFields({ currency }: { currency: string }) {
  const { LL, locale } = useI18nContext();
  const chart = usePointSpendingActorRef();
  const choosing = usePointSpendingSelector(selectIsChoosing);
  const options = usePointSpendingSelector(selectSpendingOptions);
  const pointsText = usePointSpendingSelector(selectPointsText);
  const voucherNumber = usePointSpendingSelector(selectVoucherNumber);
  const problem = usePointSpendingSelector(selectSpendProblem);
  const maximum = usePointSpendingSelector(selectMaximumSpend);
  const voucherDiscount = usePointSpendingSelector(selectVoucherDiscount);
  const totalAfter = usePointSpendingSelector(selectTotalAfterReductions);
  const requestedNotice = usePointSpendingSelector(selectRequestedVoucherNotice);
  const editable = useBookingSelector(selectCanSubmitGuest);
  const pointsId = useId();
  const voucherId = useId();
  const s = LL.points.spend;
  const money = (amount: number) => formatMoney(amount, currency, locale);

  const notice = requestedNotice && (
    <p className="alert alert-warning" role="alert">
      {requestedNotice.reason === 'voucher_not_checked'
        ? s.voucherFromLinkNotChecked({ code: requestedNotice.code })
        : s.voucherFromLinkNotAvailable({ code: requestedNotice.code })}
    </p>
  );
  if (!choosing || !options) return notice || null;
  return (
    <fieldset className="point-spending" aria-describedby={`${pointsId}-total`}>
      <legend>{s.heading()}</legend>
      {notice}
      {options.programEnabled && (
        <div className="field">
          <p>
            {s.balance({ points: options.balance })} {s.rules({ step: options.step, minimum: options.minimum })}
          </p>
          <label htmlFor={pointsId}>{s.label()}</label>
          <input
            id={pointsId}
            inputMode="numeric"
            value={pointsText}
            disabled={!editable}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${pointsId}-error` : undefined}
            onChange={(event) => chart.send({ type: 'points.changed', value: event.target.value })}
          />
          {maximum > 0 && (
            <button type="button" disabled={!editable} onClick={() => chart.send({ type: 'points.maximumRequested' })}>
              {s.useMaximum({ points: maximum })}
            </button>
          )}
          {problem && (
            <p id={`${pointsId}-error`} className="field-error" role="alert">
              {messageForCode(LL, problem, { context: 'points' })}
            </p>
          )}
        </div>
      )}
      {options.vouchers.length > 0 && (
        <div className="field">
          <label htmlFor={voucherId}>{s.voucherLabel()}</label>
          <select
            id={voucherId}
            value={voucherNumber ?? ''}
            disabled={!editable}
            onChange={(event) => chart.send({ type: 'voucher.chosen', number: event.target.value || null })}
          >
            <option value="">{s.noVoucher()}</option>
            {options.vouchers.map((voucher) => (
              <option key={voucher.number} value={voucher.number}>
                {s.voucherOption({ name: voucher.name, amount: money(voucher.amount) })}
              </option>
            ))}
          </select>
          {voucherDiscount > 0 && (
            <p>
              {s.voucherDiscount()}: −{money(voucherDiscount)}
            </p>
          )}
        </div>
      )}
      <p id={`${pointsId}-total`} aria-live="polite" data-testid="total-after-points">
        {s.totalAfter({ amount: money(totalAfter) })}
      </p>
    </fieldset>
  );
}
