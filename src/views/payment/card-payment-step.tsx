import { useEffect, useRef, type FormEvent } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { useBookingActorRef, useBookingSelector } from '../../../machines/booking/provider';
import {
  selectCanReopenGuestFromPayment,
  selectCanSubmitCard,
  selectCardErrors,
  selectCardForm,
  selectCardDecline,
  selectDetectedBrand,
  selectIsSubmitting,
  selectPaymentMethod,
} from '../../../machines/booking/selectors';
import { messageForCode } from '../../i18n/messages';
import { ACCEPTED_CARD_BRANDS, type CardErrorCode, type CardField } from '../../../machines/payment/card-form';
import { Spinner } from '../../shell/spinner';
import { selectEntersNewCard } from '../../../machines/booking/card-choice-selectors';
import { KoreanCardFields, SaveCardCheckbox, SavedCardChoice } from './card-choice-fields';

const FIELD_ORDER: CardField[] = ['number', 'brand', 'holderName', 'expiryMonth', 'securityCode'];
const inputId = (field: CardField) => `card-${field}`;
const errorId = (field: CardField) => `card-${field}-error`;
const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1));

/**
 * Step 1 of a card booking (SPEC.md section 4): the card form of section 5. The chart validates it
 * and sends the card to the payment provider only; the booking API receives a token.
 */
export function CardPaymentStep({ firstYear }: { firstYear: number }) {
  const { LL } = useI18nContext();
  const booking = useBookingActorRef();
  const card = useBookingSelector(selectCardForm);
  const errors = useBookingSelector(selectCardErrors);
  const detected = useBookingSelector(selectDetectedBrand);
  const canSubmit = useBookingSelector(selectCanSubmitCard);
  const canGoBack = useBookingSelector(selectCanReopenGuestFromPayment);
  const submitting = useBookingSelector(selectIsSubmitting);
  const method = useBookingSelector(selectPaymentMethod);
  const entersNewCard = useBookingSelector(selectEntersNewCard);
  const decline = useBookingSelector(selectCardDecline);
  const formRef = useRef<HTMLFormElement>(null);
  const declineRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef(false);

  useEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${inputId(first)}`)?.focus();
  }, [errors]);

  // A decline moves focus to its message, so the guest hears why before typing another card.
  useEffect(() => {
    if (decline) declineRef.current?.focus();
  }, [decline]);

  const set = (field: CardField, value: string) => booking.send({ type: 'card.changed', field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    pendingFocus.current = true;
    booking.send({ type: 'card.submitted' });
  };
  const message = (code: CardErrorCode | undefined) => (code ? LL.payments.cardErrors[code]() : null);
  const described = (field: CardField, hint?: string) =>
    [errors[field] ? errorId(field) : null, hint ?? null].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: CardField) =>
    errors[field] ? (
      <p id={errorId(field)} className="field-error">
        {message(errors[field])}
      </p>
    ) : null;
  const years = Array.from({ length: 15 }, (_, i) => String(firstYear + i));

  return (
    <form ref={formRef} className="panel" onSubmit={submit} noValidate aria-labelledby="card-form-heading">
      <h2 id="card-form-heading">{LL.payments.cardHeading()}</h2>
      {decline && (
        <div ref={declineRef} tabIndex={-1} className="alert alert-error" role="alert" data-testid="card-declined">
          <p>
            <strong>{LL.payments.cardDeclined()}</strong>
          </p>
          <p>{messageForCode(LL, decline.code)}</p>
          <p>{LL.payments.declineNextStep()}</p>
        </div>
      )}
      {FIELD_ORDER.some((field) => errors[field]) && (
        <p className="alert alert-error" role="alert">
          {LL.payments.errorSummary()}
        </p>
      )}
      <SavedCardChoice disabled={!canSubmit} />
      {entersNewCard && (
        <div className="form-grid">
          <div className="field">
            <label htmlFor={inputId('number')}>{LL.payments.cardNumber()}</label>
            <input
              id={inputId('number')}
              name="cardnumber"
              inputMode="numeric"
              autoComplete="cc-number"
              required
              aria-required="true"
              aria-invalid={errors.number ? true : undefined}
              aria-describedby={described('number', detected ? 'card-brand-detected' : undefined)}
              value={card.number}
              onChange={(e) => set('number', e.target.value)}
              disabled={!canSubmit}
            />
            {detected && (
              <p id="card-brand-detected" className="field-hint">
                {LL.payments.brandDetected({ brand: LL.payments.brands[detected]() })}
              </p>
            )}
            {fieldError('number')}
          </div>
          <div className="field">
            <label htmlFor={inputId('brand')}>{LL.payments.brand()}</label>
            <select
              id={inputId('brand')}
              name="brand"
              required
              aria-required="true"
              aria-invalid={errors.brand ? true : undefined}
              aria-describedby={described('brand')}
              value={card.brand}
              onChange={(e) => set('brand', e.target.value)}
              disabled={!canSubmit}
            >
              <option value="">{LL.payments.chooseBrand()}</option>
              {ACCEPTED_CARD_BRANDS.map((brand) => (
                <option key={brand} value={brand}>
                  {LL.payments.brands[brand]()}
                </option>
              ))}
            </select>
            {fieldError('brand')}
          </div>
          <div className="field">
            <label htmlFor={inputId('holderName')}>{LL.payments.holderName()}</label>
            <input
              id={inputId('holderName')}
              name="ccname"
              autoComplete="cc-name"
              required
              aria-required="true"
              aria-invalid={errors.holderName ? true : undefined}
              aria-describedby={described('holderName', 'card-holder-hint')}
              value={card.holderName}
              onChange={(e) => set('holderName', e.target.value)}
              disabled={!canSubmit}
            />
            <p id="card-holder-hint" className="field-hint">
              {LL.payments.holderNameHint()}
            </p>
            {fieldError('holderName')}
          </div>
          <div className="field">
            <label htmlFor={inputId('expiryMonth')}>{LL.payments.expiryMonth()}</label>
            <select
              id={inputId('expiryMonth')}
              name="cc-exp-month"
              autoComplete="cc-exp-month"
              aria-invalid={errors.expiryMonth ? true : undefined}
              aria-describedby={described('expiryMonth')}
              value={card.expiryMonth}
              onChange={(e) => set('expiryMonth', e.target.value)}
              disabled={!canSubmit}
            >
              <option value="">--</option>
              {MONTHS.map((month) => (
                <option key={month} value={month}>
                  {month.padStart(2, '0')}
                </option>
              ))}
            </select>
            {fieldError('expiryMonth')}
          </div>
          <div className="field">
            <label htmlFor={inputId('expiryYear')}>{LL.payments.expiryYear()}</label>
            <select
              id={inputId('expiryYear')}
              name="cc-exp-year"
              autoComplete="cc-exp-year"
              aria-invalid={errors.expiryMonth ? true : undefined}
              value={card.expiryYear}
              onChange={(e) => set('expiryYear', e.target.value)}
              disabled={!canSubmit}
            >
              <option value="">----</option>
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={inputId('securityCode')}>{LL.payments.securityCode()}</label>
            <input
              id={inputId('securityCode')}
              name="cvc"
              inputMode="numeric"
              autoComplete="cc-csc"
              required
              aria-required="true"
              aria-invalid={errors.securityCode ? true : undefined}
              aria-describedby={described('securityCode', 'card-code-hint')}
              value={card.securityCode}
              onChange={(e) => set('securityCode', e.target.value)}
              disabled={!canSubmit}
            />
            <p id="card-code-hint" className="field-hint">
              {LL.payments.securityCodeHint()}
            </p>
            {fieldError('securityCode')}
          </div>
        </div>
      )}
      {entersNewCard && <KoreanCardFields disabled={!canSubmit} />}
      <SaveCardCheckbox disabled={!canSubmit} />
      <div className="actions">
        <button type="submit" className="primary" disabled={!canSubmit} aria-busy={submitting || undefined}>
          {method === 'on_site_credit_card_required' ? LL.payments.registerGuarantee() : LL.payments.pay()}
        </button>
        {canGoBack && (
          <button type="button" onClick={() => booking.send({ type: 'payment.reopened' })}>
            {LL.payments.backToGuest()}
          </button>
        )}
      </div>
      {submitting && <Spinner label={LL.payments.paying()} inline />}
    </form>
  );
}
