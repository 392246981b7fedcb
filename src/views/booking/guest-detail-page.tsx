import { useEffect, useRef, type FormEvent } from 'react';
import { guestsText } from '../../format/guests-text';
import { listOf } from '../../../machines/locale/locale-traits';
import { Link, useSearch } from 'wouter';
import { useI18nContext } from '../../../locales/i18n-react';
import { SPECIAL_REQUEST_MAX_LENGTH, type GuestErrorCode, type GuestField } from '../../../machines/booking/guest-form';
import type { NameFieldMode } from '../../../contract/names-addresses';
import { useBookingActorRef, useBookingSelector } from '../../../machines/booking/provider';
import {
  selectBookingProblem,
  selectCanReopenGuestForm,
  selectCanRestartSearch,
  selectCanRetryBooking,
  selectCanStartBooking,
  selectCanSubmitGuest,
  selectGuestErrors,
  selectGuestForm,
  selectHasNothingToBook,
  selectIsSubmitting,
  selectSelectedPlans,
  selectStay,
} from '../../../machines/booking/selectors';
import {
  selectAddressMode,
  selectKanaNamesMode,
  selectNamesLetters,
  selectPriceChange,
} from '../../../machines/booking/step-selectors';
import { selectSettings } from '../../../machines/init/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import { useSearchSelector } from '../../../machines/search/provider';
import { selectRooms } from '../../../machines/search/selectors';
import { criteriaNights } from '../../../machines/search/search-criteria';
import { formatPlainDate } from '../../format/dates';
import { messageForCode } from '../../i18n/messages';
import { useAppHref } from '../../routing/links';
import { Spinner } from '../../shell/spinner';
import { useDocumentTitle } from '../document-title';
import { SelectedPlanLines, sameLines } from './chosen-rooms';
import { SelectionTotal } from './selection-total';
import { ExtrasSummary } from './extras-questions-step';
import { ExtrasQuestionsScreen } from './extras-questions-screen';
import {
  selectCanReopenExtras,
  selectGuestDetailScreen,
  selectIsOnPaymentStep,
  selectPaysByCard,
} from '../../../machines/booking/selectors';
import { CardPaymentStep } from '../payment/card-payment-step';
import { AgencyHandOver } from '../payment/agency-hand-over';
import { PaymentMethodChoice, PaymentMethodsDifferAlert } from '../payment/payment-method-choice';
import { CurrencySelector } from '../currency/currency-selector';
import { McpPaymentNote } from '../currency/multi-currency-notes';
import { BookingPriceSummary } from '../pricing/booking-price-summary';
import { PointSpendingSection } from './point-spending-section';
import { BookingChartStepper, useBookingStepName } from './booking-stepper';

/** The order the form shows its fields; the first invalid one gets focus after a refused submit. */
const FIELD_ORDER: GuestField[] = [
  'lastName',
  'firstName',
  'lastNameKana',
  'firstNameKana',
  'email',
  'emailConfirmation',
  'phone',
  'postalCode',
  'prefectureOrState',
  'streetAddress',
  'buildingNameAndNumber',
  'specialRequest',
  'termsAccepted',
];
const inputId = (field: GuestField) => `guest-${field}`;
const errorId = (field: GuestField) => `guest-${field}-error`;

/** `/reservation/guest-detail`: the stay, the guest form and "pay at the hotel". */
export function GuestDetailPage() {
  const { LL } = useI18nContext();
  const booking = useBookingActorRef();
  const nothingToBook = useBookingSelector(selectHasNothingToBook);
  const onPaymentStep = useBookingSelector(selectIsOnPaymentStep);
  // Step 0 shows the extras and questions first (when offered), then the guest form.
  const screen = useBookingSelector(selectGuestDetailScreen);
  const submitting = useBookingSelector(selectIsSubmitting);
  const settings = useInitSelector(selectSettings);
  const back = useAppHref(`/booking/result${prefixed(useSearch())}`);
  // The page is headed by the step it shows: extras, guest details or payment.
  const step = useBookingStepName();
  const heading = (!nothingToBook && step) || LL.guest.heading();
  useDocumentTitle(heading);

  // Arriving here by browser history with rooms still chosen resumes the guest-details step.
  useEffect(() => {
    if (selectCanStartBooking(booking.getSnapshot())) booking.send({ type: 'booking.started' });
  }, [booking]);

  return (
    <>
      {!nothingToBook && <BookingChartStepper />}
      <h1>{heading}</h1>
      {nothingToBook ? (
        <div className="panel">
          <p>{LL.guest.nothingSelected()}</p>
          <Link href={back} className="button primary">
            {LL.guest.back()}
          </Link>
        </div>
      ) : (
        <div className="layout-two">
          <div>
            <PaymentMethodsDifferAlert />
            <BookingProblems />
            <CurrencySelector place={{ page: 'guestDetail', paymentStep: onPaymentStep }} disabled={submitting} />
            <McpPaymentNote />
            {onPaymentStep ? (
              <>
                <CardPaymentStep firstYear={Number((settings?.today ?? '2026').slice(0, 4))} />
                <AgencyHandOver />
              </>
            ) : screen === 'loading' ? (
              <Spinner label={LL.extras.loading()} />
            ) : screen === 'extras' ? (
              <ExtrasQuestionsScreen back={back} />
            ) : (
              <GuestForm back={back} />
            )}
          </div>
          <StaySummary />
        </div>
      )}
    </>
  );
}

const prefixed = (query: string) => (query ? `?${query}` : '');

function StaySummary() {
  const { LL, locale } = useI18nContext();
  const stay = useBookingSelector(selectStay);
  const rooms = useSearchSelector(selectRooms);
  const lines = useBookingSelector(selectSelectedPlans(rooms), sameLines);
  const settings = useInitSelector(selectSettings);
  return (
    <aside className="panel" aria-labelledby="stay-summary-heading">
      <h2 id="stay-summary-heading">{LL.guest.summaryHeading()}</h2>
      <dl className="summary">
        <dt>{LL.stay.checkin()}</dt>
        <dd>{formatPlainDate(stay.checkin, locale)}</dd>
        <dt>{LL.stay.checkout()}</dt>
        <dd>{formatPlainDate(stay.checkout, locale)}</dd>
        <dt>{LL.guest.stayHeading()}</dt>
        <dd>
          {listOf([LL.stay.nights({ nights: criteriaNights(stay) }), guestsText(LL, stay, { perRoom: true })], locale)}
        </dd>
      </dl>
      <h3>{LL.guest.roomsHeading()}</h3>
      <SelectedPlanLines lines={lines} termsTimeZone={settings?.timeZone ?? 'UTC'} />
      <ExtrasSummary />
      {/* One total on the page: the price summary's, or the rooms' own while it cannot be had. */}
      <BookingPriceSummary unpriced={<SelectionTotal />} />
    </aside>
  );
}

function BookingProblems() {
  const { LL } = useI18nContext();
  const booking = useBookingActorRef();
  const settings = useInitSelector(selectSettings);
  const failure = useBookingSelector(selectBookingProblem);
  const priceChange = useBookingSelector(selectPriceChange);
  const canRestartSearch = useBookingSelector(selectCanRestartSearch);
  const canRetry = useBookingSelector(selectCanRetryBooking);
  const canReopen = useBookingSelector(selectCanReopenGuestForm);
  if (!failure) return null;
  return (
    <div className="alert alert-error" role="alert">
      <p>
        {priceChange
          ? LL.priceCheck[priceChange]()
          : messageForCode(LL, failure.code, { reservablePeriodMonths: settings?.reservablePeriodMonths })}
      </p>
      <div className="actions">
        {canRestartSearch && (
          <button type="button" className="primary" onClick={() => booking.send({ type: 'search.restarted' })}>
            {LL.guest.soldOutAction()}
          </button>
        )}
        {canRetry && (
          <button type="button" className="primary" onClick={() => booking.send({ type: 'booking.retried' })}>
            {LL.guest.retry()}
          </button>
        )}
        {canReopen && (
          <button type="button" onClick={() => booking.send({ type: 'guest.reopened' })}>
            {LL.guest.backToForm()}
          </button>
        )}
      </div>
    </div>
  );
}

function GuestForm({ back }: { back: string }) {
  const { LL } = useI18nContext();
  const booking = useBookingActorRef();
  const guest = useBookingSelector(selectGuestForm);
  const errors = useBookingSelector(selectGuestErrors);
  const canSubmit = useBookingSelector(selectCanSubmitGuest);
  const submitting = useBookingSelector(selectIsSubmitting);
  const paysByCard = useBookingSelector(selectPaysByCard);
  const canReopenExtras = useBookingSelector(selectCanReopenExtras);
  const kanaMode = useBookingSelector(selectKanaNamesMode);
  const addressMode = useBookingSelector(selectAddressMode);
  const namesLetters = useBookingSelector(selectNamesLetters);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef(false);

  // Coming from the extras screen, focus follows to this form's heading.
  useEffect(() => {
    if (canReopenExtras) headingRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // After a refused submit, move focus to the first field with a message (WCAG 3.3.1).
  useEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${inputId(first)}`)?.focus();
  }, [errors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    pendingFocus.current = true;
    booking.send({ type: 'guest.submitted' });
  };
  const set = (field: GuestField, value: string | boolean) => booking.send({ type: 'guest.changed', field, value });
  const message = (code: GuestErrorCode | undefined) => (code ? LL.validation[code]() : null);
  const invalid = (field: GuestField) => (errors[field] ? true : undefined);
  const described = (field: GuestField, hint?: string) =>
    [errors[field] ? errorId(field) : null, hint ?? null].filter(Boolean).join(' ') || undefined;
  const hasErrors = FIELD_ORDER.some((field) => errors[field]);

  const text = (
    field: Exclude<GuestField, 'termsAccepted'>,
    label: string,
    type: string,
    autoComplete: string,
    hint?: string,
    mode: NameFieldMode = 'required',
  ) =>
    mode !== 'do_not_ask' && (
      <div className="field">
        <label htmlFor={inputId(field)}>{mode === 'optional' ? LL.guest.optionalField({ label }) : label}</label>
        <input
          id={inputId(field)}
          name={field}
          type={type}
          autoComplete={autoComplete}
          required={mode === 'required'}
          aria-required={mode === 'required' ? 'true' : undefined}
          aria-invalid={invalid(field)}
          aria-describedby={described(field, hint)}
          value={guest[field] ?? ''}
          onChange={(event) => set(field, event.target.value)}
          disabled={!canSubmit}
        />
        {errors[field] && (
          <p id={errorId(field)} className="field-error">
            {message(errors[field])}
          </p>
        )}
      </div>
    );

  return (
    <form ref={formRef} className="panel" onSubmit={submit} noValidate aria-labelledby="guest-form-heading">
      <h2 id="guest-form-heading" ref={headingRef} tabIndex={-1}>
        {LL.guest.formHeading()}
      </h2>
      {hasErrors && (
        <p className="alert alert-error" role="alert">
          {LL.guest.errorSummary()}
        </p>
      )}
      <p id="guest-names-hint" className="field-hint">
        {namesLetters === 'kanji_kana'
          ? LL.guest.namesHintKanji()
          : namesLetters === 'script'
            ? LL.guest.namesHintScript()
            : LL.guest.namesHint()}
      </p>
      <div className="form-grid">
        {text('lastName', LL.guest.lastName(), 'text', 'family-name', 'guest-names-hint')}
        {text('firstName', LL.guest.firstName(), 'text', 'given-name', 'guest-names-hint')}
        {text('lastNameKana', LL.guest.lastNameKana(), 'text', 'off', 'guest-kana-hint', kanaMode)}
        {text('firstNameKana', LL.guest.firstNameKana(), 'text', 'off', 'guest-kana-hint', kanaMode)}
      </div>
      {kanaMode !== 'do_not_ask' && (
        <p id="guest-kana-hint" className="field-hint">
          {LL.guest.kanaHint()}
        </p>
      )}
      <div className="form-grid">
        {text('email', LL.guest.email(), 'email', 'email')}
        {text('emailConfirmation', LL.guest.emailConfirmation(), 'email', 'off')}
        {text('phone', LL.guest.phone(), 'tel', 'tel')}
      </div>
      {addressMode !== 'do_not_ask' && (
        <fieldset className="guest-address">
          <legend>{LL.guest.addressHeading()}</legend>
          <div className="form-grid">
            {text('postalCode', LL.guest.postalCode(), 'text', 'postal-code', 'guest-postal-code-hint', addressMode)}
            {text('prefectureOrState', LL.guest.prefectureOrState(), 'text', 'address-level1', undefined, addressMode)}
            {text('streetAddress', LL.guest.streetAddress(), 'text', 'address-line1', undefined, addressMode)}
            {text(
              'buildingNameAndNumber',
              LL.guest.buildingNameAndNumber(),
              'text',
              'address-line2',
              undefined,
              'optional',
            )}
          </div>
          <p id="guest-postal-code-hint" className="field-hint">
            {LL.guest.postalCodeHint()}
          </p>
        </fieldset>
      )}

      <div className="field">
        <label htmlFor={inputId('specialRequest')}>{LL.guest.specialRequest()}</label>
        <textarea
          id={inputId('specialRequest')}
          name="specialRequest"
          rows={4}
          aria-invalid={invalid('specialRequest')}
          aria-describedby={described('specialRequest', 'guest-special-request-hint')}
          value={guest.specialRequest}
          onChange={(event) => set('specialRequest', event.target.value)}
          disabled={!canSubmit}
        />
        <p id="guest-special-request-hint" className="field-hint">
          {LL.guest.specialRequestHint({ max: SPECIAL_REQUEST_MAX_LENGTH })}
        </p>
        {errors.specialRequest && (
          <p id={errorId('specialRequest')} className="field-error">
            {message(errors.specialRequest)}
          </p>
        )}
      </div>

      <PointSpendingSection />
      <PaymentMethodChoice />

      <div className="field">
        <div className="checkbox">
          <input
            id={inputId('termsAccepted')}
            type="checkbox"
            checked={guest.termsAccepted}
            aria-invalid={invalid('termsAccepted')}
            aria-describedby={described('termsAccepted')}
            onChange={(event) => set('termsAccepted', event.target.checked)}
            disabled={!canSubmit}
          />
          <label htmlFor={inputId('termsAccepted')}>{LL.guest.terms()}</label>
        </div>
        {errors.termsAccepted && (
          <p id={errorId('termsAccepted')} className="field-error">
            {message(errors.termsAccepted)}
          </p>
        )}
        <TermsLink />
      </div>

      <div className="actions">
        <button type="submit" className="primary" disabled={!canSubmit} aria-busy={submitting || undefined}>
          {paysByCard ? LL.payments.toPayment() : LL.guest.confirm()}
        </button>
        {canReopenExtras ? (
          <button type="button" onClick={() => booking.send({ type: 'extras.reopened' })}>
            {LL.extras.backToExtras()}
          </button>
        ) : (
          <Link href={back}>{LL.guest.back()}</Link>
        )}
      </div>
      {submitting && <Spinner label={LL.guest.submitting()} inline />}
    </form>
  );
}

function TermsLink() {
  const { LL } = useI18nContext();
  const policy = useAppHref('/cancellation-policy');
  return (
    <a href={policy} target="_blank" rel="noreferrer">
      {LL.guest.termsLink()}
    </a>
  );
}
