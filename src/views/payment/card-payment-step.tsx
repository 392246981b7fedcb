import { useEffect, useRef, type FormEvent } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { useBookingActorRef, useBookingSelector } from '../../../machines/booking/provider';
import {
  selectCanReopenGuestFromPayment,
  selectCanSubmitCard,
  selectCardErrors,
  selectCardForm,
  selectCardDecline,
  selectIsSubmitting,
  selectPaymentMethod,
} from '../../../machines/booking/selectors';
import { messageForCode } from '../../i18n/messages';
import type { CardField } from '../../../machines/payment/card-form';
import { Spinner } from '../../shell/spinner';
import { selectEntersNewCard } from '../../../machines/booking/card-choice-selectors';
import { CardFields } from './card-fields';
import { ErrorCode } from '../../../contract/error-codes';
import { KoreanCardFields, SaveCardCheckbox, SavedCardChoice } from './card-choice-fields';

/** The card payments' codes for a decline without a reason ("the payment failed"). */
const PLAIN_DECLINES: ReadonlySet<string> = new Set([ErrorCode.paymentFailed, ErrorCode.useAnotherCard]);

const FIELD_ORDER: CardField[] = ['number', 'brand', 'holderName', 'expiryMonth', 'securityCode'];
const inputId = (field: CardField) => `card-${field}`;

/**
 * Step 1 of a card booking (SPEC.md section 4): the card form of section 5. The chart validates it
 * and sends the card to the payment provider only; the booking API receives a token.
 */
export function CardPaymentStep({ firstYear }: { firstYear: number }) {
  const { LL } = useI18nContext();
  const booking = useBookingActorRef();
  const card = useBookingSelector(selectCardForm);
  const errors = useBookingSelector(selectCardErrors);
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    pendingFocus.current = true;
    booking.send({ type: 'card.submitted' });
  };

  return (
    <form ref={formRef} className="panel" onSubmit={submit} noValidate aria-labelledby="card-form-heading">
      <h2 id="card-form-heading">{LL.payments.cardHeading()}</h2>
      {decline && (
        <div ref={declineRef} tabIndex={-1} className="alert alert-error" role="alert" data-testid="card-declined">
          <p>
            <strong>{LL.payments.cardDeclined()}</strong>
          </p>
          {/* A plain decline says no more than the lines around it; a reason that helps (expiry, 3-D Secure) is given. */}
          {!PLAIN_DECLINES.has(decline.code) && <p>{messageForCode(LL, decline.code)}</p>}
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
        <CardFields
          idPrefix="card"
          card={card}
          errors={errors}
          disabled={!canSubmit}
          firstYear={firstYear}
          onChange={(field, value) => booking.send({ type: 'card.changed', field, value })}
        />
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
