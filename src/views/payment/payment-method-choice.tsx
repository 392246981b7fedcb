import { useI18nContext } from '../../../locales/i18n-react';
import { useBookingActorRef, useBookingSelector } from '../../../machines/booking/provider';
import {
  selectCanChoosePaymentMethod,
  selectPaymentMethod,
  selectPaymentMethods,
  selectPaymentMethodsDiffer,
} from '../../../machines/booking/selectors';
import { usePaymentMethodChosen } from '../currency/currency-scope';

type MethodKey = 'on_site' | 'credit_card' | 'on_site_credit_card_required' | 'deferred_payment';
type MoreMethodKey =
  | 'credit_card_full'
  | 'credit_card_deposit'
  | 'bank_transfer'
  | 'credit_card_krw_domestic'
  | 'credit_card_krw_international';
const isKnown = (method: string): method is MethodKey | MoreMethodKey =>
  method === 'on_site' ||
  method === 'credit_card' ||
  method === 'on_site_credit_card_required' ||
  method === 'deferred_payment' ||
  isMore(method);
const isMore = (method: string): method is MoreMethodKey =>
  method === 'credit_card_full' ||
  method === 'credit_card_deposit' ||
  method === 'bank_transfer' ||
  method === 'credit_card_krw_domestic' ||
  method === 'credit_card_krw_international';

/** The payment methods the selected plans take (SPEC.md section 9), as radio buttons. */
export function PaymentMethodChoice() {
  const { LL } = useI18nContext();
  const booking = useBookingActorRef();
  const methods = useBookingSelector(selectPaymentMethods, (a, b) => a.join() === b.join()).filter(isKnown);
  const chosen = useBookingSelector(selectPaymentMethod);
  const enabled = useBookingSelector(selectCanChoosePaymentMethod);
  const currencyOnMethod = usePaymentMethodChosen();
  return (
    <fieldset className="panel">
      <legend>{LL.payments.methodHeading()}</legend>
      {methods.map((method) => (
        <div className="radio" key={method}>
          <input
            id={`payment-method-${method}`}
            type="radio"
            name="payment-method"
            value={method}
            checked={chosen === method}
            aria-describedby={`payment-method-${method}-detail`}
            disabled={!enabled}
            onChange={() => {
              booking.send({ type: 'payment.methodChosen', method });
              currencyOnMethod(method);
            }}
          />
          <label htmlFor={`payment-method-${method}`}>
            {isMore(method) ? LL.paymentMethods.method[method]() : LL.payments.method[method]()}
          </label>
          <p id={`payment-method-${method}-detail`} className="field-hint">
            {isMore(method) ? LL.paymentMethods.methodDetail[method]() : LL.payments.methodDetail[method]()}
          </p>
        </div>
      ))}
    </fieldset>
  );
}

/** SPEC.md section 8: rooms whose plans take different payment methods cannot be booked together. */
export function PaymentMethodsDifferAlert() {
  const { LL } = useI18nContext();
  const differ = useBookingSelector(selectPaymentMethodsDiffer);
  if (!differ) return null;
  return (
    <p className="alert alert-error" role="alert">
      {LL.payments.methodsDiffer()}
    </p>
  );
}
