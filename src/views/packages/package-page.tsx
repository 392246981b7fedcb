import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { useI18nContext } from '../../../locales/i18n-react';
import type { FlightOption } from '../../../machines/package-booking/actors';
import { isPayableOffer, type PackagePaymentMethod } from '../../../machines/package-booking/machine';
import { threeDSecurePendingPath } from '../../../machines/booking/booking-routes';
import { packageCriteriaFromQuery } from '../../../machines/package-booking/package-criteria';
import {
  PackageBookingProvider,
  usePackageBookingActorRef,
  usePackageBookingSelector,
} from '../../../machines/package-booking/provider';
import {
  offerKeyOf,
  selectChosenOffer,
  selectChosenOutbound,
  selectChosenReturn,
  selectFlightsReady,
  selectOfferKey,
  selectOffers,
  selectOutboundId,
  selectPackageAirports,
  selectPackageBusy,
  selectPackageCriteria,
  selectPackageFailure,
  selectPackageFlights,
  selectPackageGuest,
  selectPackageGuestErrors,
  selectPackagePassengers,
  selectPackageProblem,
  selectPackageStep,
  selectPackageTotal,
  selectPackageCurrency,
  selectReturnId,
  selectPackageCard,
  selectPackageCardErrors,
  selectPackageCardRefused,
  selectPackageMcp,
  selectPackagePaymentMethod,
  selectPackagePaymentMethods,
} from '../../../machines/package-booking/selectors';
import type { GuestField } from '../../../machines/booking/guest-form';
import { useAppServices } from '../../app/services-context';
import { Money, useMoneyText } from '../currency/money';
import { CurrencySelector } from '../currency/currency-selector';
import { CardFields } from '../payment/card-fields';
import { formatPlainDate } from '../../format/dates';
import { appLocaleOf } from '../../i18n/locale';
import { messageForCode } from '../../i18n/messages';
import './package-page.css';

/**
 * Hotel plus flight (`/packages?code=...&checkin=...&checkout=...&rooms=2-0&origin=HND`, reached from
 * the agency's hotel search with dynamic_package=1): flights, then rooms, then the guest and one
 * booking of both. Rendered from the package chart's state only.
 */
export function PackagePage() {
  const { services, inspect } = useAppServices();
  const { locale } = useI18nContext();
  const search = useSearch();
  const input = useMemo(() => {
    const query = new URLSearchParams(search);
    return {
      hotelCode: query.get('code') ?? '',
      criteria: packageCriteriaFromQuery(query),
      locale: appLocaleOf(locale),
    };
    // The chart starts once for the address it was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const onConfirmed = (confirmationNumber: string, bypassToken: string) =>
    services.navigate(
      `/reservation/confirmation/${encodeURIComponent(confirmationNumber)}?code=${encodeURIComponent(input.hotelCode)}&bypass_token=${encodeURIComponent(bypassToken)}`,
    );
  return (
    <PackageBookingProvider
      client={services.client}
      providerFetch={(url, init) => fetch(url, init)}
      input={input}
      inspect={inspect}
      onConfirmed={onConfirmed}
      onThreeDSecure={(hotelCode, transactionId) =>
        services.navigate(threeDSecurePendingPath(hotelCode, transactionId))
      }
    >
      <PackageFlow />
    </PackageBookingProvider>
  );
}

function PackageFlow() {
  const { LL, locale } = useI18nContext();
  const t = LL.packages;
  const step = usePackageBookingSelector(selectPackageStep);
  const criteria = usePackageBookingSelector(selectPackageCriteria);
  const passengers = usePackageBookingSelector(selectPackagePassengers);
  const problem = usePackageBookingSelector(selectPackageProblem);
  const failure = usePackageBookingSelector(selectPackageFailure);
  const busy = usePackageBookingSelector(selectPackageBusy);
  const flow = usePackageBookingActorRef();
  const date = (iso: string) => (iso ? formatPlainDate(iso, locale) : '');

  return (
    <div className="package-flow">
      <header className="package-head">
        <h1>{t.heading()}</h1>
        {problem === null && (
          <p className="package-stay">
            {t.stay({
              checkin: date(criteria.checkin),
              checkout: date(criteria.checkout),
              rooms: criteria.rooms.length,
              passengers,
            })}
          </p>
        )}
        <ol className="package-steps" aria-label={t.stepsLabel()}>
          <li
            aria-current={['ChoosingOrigin', 'LoadingFlights', 'ChoosingFlights'].includes(step) ? 'step' : undefined}
          >
            {t.stepFlights()}
          </li>
          <li aria-current={['LoadingRooms', 'ChoosingRooms'].includes(step) ? 'step' : undefined}>{t.stepRooms()}</li>
          <li
            aria-current={
              ['EnteringGuest', 'Tokenizing', 'Booking', 'BookingFailed'].includes(step) ? 'step' : undefined
            }
          >
            {t.stepGuest()}
          </li>
        </ol>
      </header>
      {step === 'Refused' && (
        <p className="package-notice" role="alert">
          {problem === 'room_limit'
            ? messageForCode(LL, 'package_room_limit')
            : problem === 'undated'
              ? messageForCode(LL, 'package_undated')
              : t.needsDates()}
        </p>
      )}
      {failure && step !== 'Failed' && step !== 'BookingFailed' && !/^3\d{3}$/.test(failure.code) && (
        <p className="package-notice" role="alert">
          {messageForCode(LL, failure.code)}
        </p>
      )}
      {busy && step !== 'Booking' && step !== 'Tokenizing' && (
        <p className="package-loading" role="status">
          {t.loading()}
        </p>
      )}
      {['ChoosingOrigin', 'ChoosingFlights', 'Failed'].includes(step) && <OriginChoice />}
      {step === 'Failed' && (
        <div className="package-notice" role="alert">
          <p>{failure ? messageForCode(LL, failure.code) : ''}</p>
          <button type="button" onClick={() => flow.send({ type: 'retry' })}>
            {LL.guest.retry()}
          </button>
        </div>
      )}
      {step === 'ChoosingFlights' && <FlightChoice />}
      {step === 'ChoosingRooms' && <RoomChoice />}
      {['EnteringGuest', 'Tokenizing', 'Booking', 'BookingFailed'].includes(step) && <GuestStep />}
    </div>
  );
}

function OriginChoice() {
  const { LL } = useI18nContext();
  const airports = usePackageBookingSelector(selectPackageAirports);
  const origin = usePackageBookingSelector((s) => s.context.criteria.origin);
  const flow = usePackageBookingActorRef();
  const options =
    airports.some((airport) => airport.code === origin) || !origin
      ? airports
      : [{ code: origin, name: origin, city: '' }, ...airports];
  return (
    <div className="package-origin">
      <label htmlFor="package-origin">{LL.packages.originLabel()}</label>
      <select
        id="package-origin"
        value={origin}
        onChange={(event) => event.target.value && flow.send({ type: 'origin.chosen', origin: event.target.value })}
      >
        {!origin && <option value="">{LL.packages.chooseOrigin()}</option>}
        {options.map((airport) => (
          <option key={airport.code} value={airport.code}>{`${airport.name} (${airport.code})`}</option>
        ))}
      </select>
    </div>
  );
}

function FlightChoice() {
  const { LL, locale } = useI18nContext();
  const t = LL.packages;
  const flights = usePackageBookingSelector(selectPackageFlights);
  const outboundId = usePackageBookingSelector(selectOutboundId);
  const returnId = usePackageBookingSelector(selectReturnId);
  const ready = usePackageBookingSelector(selectFlightsReady);
  const criteria = usePackageBookingSelector(selectPackageCriteria);
  const flow = usePackageBookingActorRef();
  if (!flights) return null;
  return (
    <section className="package-flights" aria-label={t.stepFlights()}>
      <FlightList
        heading={t.outboundHeading({ date: formatPlainDate(criteria.checkin, locale) })}
        name="outbound"
        flights={flights.outbound}
        currency={flights.currency}
        chosen={outboundId}
        onChoose={(flightId) => flow.send({ type: 'outbound.chosen', flightId })}
      />
      <FlightList
        heading={t.returnHeading({ date: formatPlainDate(criteria.checkout, locale) })}
        name="return"
        flights={flights.return}
        currency={flights.currency}
        chosen={returnId}
        onChoose={(flightId) => flow.send({ type: 'return.chosen', flightId })}
      />
      <div className="package-actions">
        <button
          type="button"
          className="primary"
          disabled={!ready}
          onClick={() => flow.send({ type: 'flights.confirmed' })}
        >
          {t.continueToRooms()}
        </button>
      </div>
    </section>
  );
}

function FlightList(props: {
  heading: string;
  name: string;
  flights: FlightOption[];
  /** The hotel's currency, in which the fares come. */
  currency: string;
  chosen: number | null;
  onChoose: (id: number) => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.packages;
  const money = useMoneyText();
  return (
    <fieldset className="package-flight-list">
      <legend>{props.heading}</legend>
      {props.flights.length === 0 && <p>{t.noFlights()}</p>}
      {props.flights.map((flight) => (
        <label
          key={flight.id}
          className={`package-flight${props.chosen === flight.id ? ' chosen' : ''}${flight.bookable ? '' : ' full'}`}
          data-testid={`flight-${flight.flightNumber}`}
        >
          <input
            type="radio"
            name={props.name}
            value={flight.id}
            checked={props.chosen === flight.id}
            disabled={!flight.bookable}
            onChange={() => props.onChoose(flight.id)}
          />
          <span className="package-flight-times">
            <strong>{flight.departureTime}</strong> {flight.origin.code}
            <span aria-hidden="true"> → </span>
            <strong>{flight.arrivalTime}</strong> {flight.destination.code}
          </span>
          <span className="package-flight-carrier">{`${flight.carrierName} ${flight.flightNumber}`}</span>
          <span className="package-flight-price">
            <strong>{t.perPerson({ price: money(flight.farePerSeat, props.currency) })}</strong>
            <span>{flight.bookable ? t.seatsLeft({ seats: flight.seatsAvailable }) : t.noSeats()}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function ChosenFlights() {
  const { LL, locale } = useI18nContext();
  const outbound = usePackageBookingSelector(selectChosenOutbound);
  const inbound = usePackageBookingSelector(selectChosenReturn);
  const flow = usePackageBookingActorRef();
  return (
    <div className="package-chosen-flights">
      {[outbound, inbound].map((flight, index) =>
        flight ? (
          <p key={flight.id}>
            <span className="package-direction">{index === 0 ? LL.packages.outbound() : LL.packages.return()}</span>
            {` ${formatPlainDate(flight.departureDate, locale)} ${flight.departureTime} ${flight.origin.code} → ${flight.arrivalTime} ${flight.destination.code} · ${flight.carrierName} ${flight.flightNumber}`}
          </p>
        ) : null,
      )}
      <button type="button" className="package-link" onClick={() => flow.send({ type: 'flights.reopened' })}>
        {LL.packages.changeFlights()}
      </button>
    </div>
  );
}

function RoomChoice() {
  const { LL } = useI18nContext();
  const t = LL.packages;
  const offers = usePackageBookingSelector(selectOffers);
  const offerKey = usePackageBookingSelector(selectOfferKey);
  const total = usePackageBookingSelector(selectPackageTotal);
  const mcp = usePackageBookingSelector(selectPackageMcp);
  const flow = usePackageBookingActorRef();
  // Plans payable by card or at the hotel (by card only in another currency).
  const payable = offers.filter((offer) => isPayableOffer(offer, mcp));
  return (
    <section className="package-rooms" aria-label={t.stepRooms()}>
      <ChosenFlights />
      <fieldset className="package-offer-list">
        <legend>{t.roomsHeading()}</legend>
        {payable.length === 0 && <p>{t.noRooms()}</p>}
        {payable.map((offer) => (
          <label key={offerKeyOf(offer)} className={`package-offer${offerKey === offerKeyOf(offer) ? ' chosen' : ''}`}>
            <input
              type="radio"
              name="offer"
              checked={offerKey === offerKeyOf(offer)}
              onChange={() => flow.send({ type: 'offer.chosen', key: offerKeyOf(offer) })}
            />
            <span className="package-offer-name">
              <strong>{offer.roomTypeName}</strong>
              <span>{offer.planName}</span>
            </span>
            <span className="package-offer-price">
              <Money amount={offer.totalPrice} currency={offer.currency} />
            </span>
          </label>
        ))}
      </fieldset>
      <PackageTotals rooms={total.rooms} flights={total.flights} total={total.total} />
      <div className="package-actions">
        <button
          type="button"
          className="primary"
          disabled={offerKey === null}
          onClick={() => flow.send({ type: 'rooms.confirmed' })}
        >
          {t.continueToGuest()}
        </button>
      </div>
    </section>
  );
}

/** Rooms, flights and their total, in the guest's currency when another is chosen (the total converted once, as charged). */
function PackageTotals({ rooms, flights, total }: { rooms: number; flights: number; total: number }) {
  const { LL } = useI18nContext();
  const currency = usePackageBookingSelector(selectPackageCurrency);
  const t = LL.packages;
  return (
    <dl className="package-totals">
      <div>
        <dt>{t.roomsPrice()}</dt>
        <dd>
          <Money amount={rooms} currency={currency} />
        </dd>
      </div>
      <div>
        <dt>{t.flightsPrice()}</dt>
        <dd>
          <Money amount={flights} currency={currency} />
        </dd>
      </div>
      <div className="package-grand-total">
        <dt>{t.total()}</dt>
        <dd data-testid="package-total">
          <Money amount={total} currency={currency} strong />
        </dd>
      </div>
    </dl>
  );
}

const GUEST_FIELDS: readonly { field: GuestField; type: string; autoComplete: string }[] = [
  { field: 'lastName', type: 'text', autoComplete: 'family-name' },
  { field: 'firstName', type: 'text', autoComplete: 'given-name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'emailConfirmation', type: 'email', autoComplete: 'off' },
  { field: 'phone', type: 'tel', autoComplete: 'tel' },
];

function GuestStep() {
  const { LL } = useI18nContext();
  const money = useMoneyText();
  const t = LL.packages;
  const step = usePackageBookingSelector(selectPackageStep);
  const guest = usePackageBookingSelector(selectPackageGuest);
  const errors = usePackageBookingSelector(selectPackageGuestErrors);
  const offer = usePackageBookingSelector(selectChosenOffer);
  const total = usePackageBookingSelector(selectPackageTotal);
  const currency = usePackageBookingSelector(selectPackageCurrency);
  const failure = usePackageBookingSelector(selectPackageFailure);
  const flow = usePackageBookingActorRef();
  const [submitted, setSubmitted] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    flow.send({ type: 'booking.submitted' });
  };
  const label = (field: GuestField) => (LL.guest as unknown as Record<string, () => string>)[field]!();
  const errorText = (field: GuestField) => {
    const code = errors[field];
    return code ? ((LL.validation as unknown as Record<string, () => string>)[code]?.() ?? code) : null;
  };
  return (
    <section className="package-guest" aria-label={t.stepGuest()}>
      <div className="package-summary">
        <h2>{t.summaryHeading()}</h2>
        <ChosenFlights />
        {offer && (
          <p className="package-summary-room">
            {`${offer.roomTypeName} · ${offer.planName}`}
            <button type="button" className="package-link" onClick={() => flow.send({ type: 'rooms.reopened' })}>
              {t.changeRooms()}
            </button>
          </p>
        )}
        <PackageTotals rooms={total.rooms} flights={total.flights} total={total.total} />
      </div>
      <form className="package-guest-form" onSubmit={submit} noValidate>
        <h2>{LL.guest.formHeading()}</h2>
        {submitted && Object.keys(errors).length > 0 && (
          <p className="package-notice" role="alert">
            {LL.guest.errorSummary()}
          </p>
        )}
        {GUEST_FIELDS.map(({ field, type, autoComplete }) => (
          <div className="package-field" key={field}>
            <label htmlFor={`package-${field}`}>{label(field)}</label>
            <input
              id={`package-${field}`}
              type={type}
              autoComplete={autoComplete}
              value={(guest[field] as string | undefined) ?? ''}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `package-${field}-error` : undefined}
              onChange={(event) => flow.send({ type: 'guest.changed', field, value: event.target.value })}
            />
            {errors[field] && (
              <span id={`package-${field}-error`} className="package-field-error">
                {errorText(field)}
              </span>
            )}
          </div>
        ))}
        <div className="package-field package-terms">
          <label>
            <input
              type="checkbox"
              checked={guest.termsAccepted}
              onChange={(event) =>
                flow.send({ type: 'guest.changed', field: 'termsAccepted', value: event.target.checked })
              }
            />
            {LL.guest.terms()}
          </label>
          {errors.termsAccepted && <span className="package-field-error">{errorText('termsAccepted')}</span>}
        </div>
        <PackagePayment />
        {step === 'BookingFailed' && failure && (
          <div className="package-notice" role="alert">
            <p>{messageForCode(LL, failure.code)}</p>
            <button type="button" onClick={() => flow.send({ type: 'retry' })}>
              {LL.guest.retry()}
            </button>
          </div>
        )}
        <div className="package-actions">
          <button
            type="submit"
            className="primary"
            disabled={step !== 'EnteringGuest'}
            aria-busy={step === 'Booking' || step === 'Tokenizing' || undefined}
          >
            {step === 'Booking' || step === 'Tokenizing'
              ? LL.guest.submitting()
              : t.book({ total: money(total.total, currency) })}
          </button>
        </div>
      </form>
    </section>
  );
}

const METHOD_LABELS = {
  credit_card: (LL: ReturnType<typeof useI18nContext>['LL']) => [
    LL.packages.payByCard(),
    LL.packages.payByCardDetail(),
  ],
  on_site: (LL: ReturnType<typeof useI18nContext>['LL']) => [LL.guest.payAtHotel(), LL.packages.payAtHotelDetail()],
} satisfies Record<PackagePaymentMethod, unknown>;

/** The payment of the package: the methods the plan takes, the currency (card only), the card form. */
function PackagePayment() {
  const { LL } = useI18nContext();
  const step = usePackageBookingSelector(selectPackageStep);
  const methods = usePackageBookingSelector(selectPackagePaymentMethods);
  const method = usePackageBookingSelector(selectPackagePaymentMethod);
  const card = usePackageBookingSelector(selectPackageCard);
  const errors = usePackageBookingSelector(selectPackageCardErrors);
  const refused = usePackageBookingSelector(selectPackageCardRefused);
  const mcp = usePackageBookingSelector(selectPackageMcp);
  const criteria = usePackageBookingSelector(selectPackageCriteria);
  const flow = usePackageBookingActorRef();
  const refusedRef = useRef<HTMLDivElement>(null);
  // A refused card moves focus to its message, so the guest hears why before typing another card.
  useEffect(() => {
    if (refused) refusedRef.current?.focus();
  }, [refused]);
  const disabled = step !== 'EnteringGuest';
  return (
    <fieldset className="package-payment" data-testid="package-payment">
      <legend>{LL.guest.paymentHeading()}</legend>
      {methods.map((choice) => {
        const [label, detail] = METHOD_LABELS[choice](LL);
        return (
          <div className="package-method" key={choice}>
            <input
              id={`package-method-${choice}`}
              type="radio"
              name="package-method"
              checked={method === choice}
              disabled={disabled}
              aria-describedby={`package-method-${choice}-detail`}
              onChange={() => flow.send({ type: 'payment.chosen', method: choice })}
            />
            <label htmlFor={`package-method-${choice}`}>
              <strong>{label}</strong>
            </label>
            <p id={`package-method-${choice}-detail`} className="field-hint">
              {detail}
            </p>
          </div>
        );
      })}
      {method === 'credit_card' && (
        <div className="package-card" data-testid="package-card">
          <CurrencySelector place={{ page: 'guestDetail', paymentStep: true }} disabled={disabled} />
          {refused && (
            <div ref={refusedRef} tabIndex={-1} className="alert alert-error" role="alert" data-testid="card-declined">
              <p>
                <strong>{LL.payments.cardDeclined()}</strong>
              </p>
              <p>{messageForCode(LL, refused.code)}</p>
              <p>{LL.payments.declineNextStep()}</p>
            </div>
          )}
          <CardFields
            idPrefix="package-card"
            card={card}
            errors={errors}
            disabled={disabled}
            firstYear={Number(criteria.checkin.slice(0, 4)) || new Date().getFullYear()}
            allowedBrands={mcp?.allowedBrands}
            onChange={(field, value) => flow.send({ type: 'card.changed', field, value })}
          />
        </div>
      )}
    </fieldset>
  );
}
