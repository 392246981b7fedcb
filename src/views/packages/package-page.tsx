import { useMemo, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { useI18nContext } from '../../../locales/i18n-react';
import type { FlightOption } from '../../../machines/package-booking/actors';
import { PACKAGE_PAYMENT_METHOD } from '../../../machines/package-booking/machine';
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
  selectReturnId,
} from '../../../machines/package-booking/selectors';
import type { GuestField } from '../../../machines/booking/guest-form';
import { useAppServices } from '../../app/services-context';
import { formatMoney } from '../../format/money';
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
    <PackageBookingProvider client={services.client} input={input} inspect={inspect} onConfirmed={onConfirmed}>
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
          <li aria-current={['EnteringGuest', 'Booking', 'BookingFailed'].includes(step) ? 'step' : undefined}>
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
      {failure && step !== 'Failed' && step !== 'BookingFailed' && (
        <p className="package-notice" role="alert">
          {messageForCode(LL, failure.code)}
        </p>
      )}
      {busy && step !== 'Booking' && (
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
      {['EnteringGuest', 'Booking', 'BookingFailed'].includes(step) && <GuestStep />}
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
        chosen={outboundId}
        onChoose={(flightId) => flow.send({ type: 'outbound.chosen', flightId })}
      />
      <FlightList
        heading={t.returnHeading({ date: formatPlainDate(criteria.checkout, locale) })}
        name="return"
        flights={flights.return}
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
  chosen: number | null;
  onChoose: (id: number) => void;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.packages;
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
            <strong>{t.perPerson({ price: formatMoney(flight.farePerSeat, 'JPY', locale) })}</strong>
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
  const { LL, locale } = useI18nContext();
  const t = LL.packages;
  const offers = usePackageBookingSelector(selectOffers);
  const offerKey = usePackageBookingSelector(selectOfferKey);
  const total = usePackageBookingSelector(selectPackageTotal);
  const flow = usePackageBookingActorRef();
  // This flow takes payment at the hotel: only plans that take it are offered.
  const payable = offers.filter((offer) => offer.paymentMethods.includes(PACKAGE_PAYMENT_METHOD));
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
            <span className="package-offer-price">{formatMoney(offer.totalPrice, offer.currency, locale)}</span>
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

function PackageTotals({ rooms, flights, total }: { rooms: number; flights: number; total: number }) {
  const { LL, locale } = useI18nContext();
  const t = LL.packages;
  return (
    <dl className="package-totals">
      <div>
        <dt>{t.roomsPrice()}</dt>
        <dd>{formatMoney(rooms, 'JPY', locale)}</dd>
      </div>
      <div>
        <dt>{t.flightsPrice()}</dt>
        <dd>{formatMoney(flights, 'JPY', locale)}</dd>
      </div>
      <div className="package-grand-total">
        <dt>{t.total()}</dt>
        <dd data-testid="package-total">{formatMoney(total, 'JPY', locale)}</dd>
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
  const { LL, locale } = useI18nContext();
  const t = LL.packages;
  const step = usePackageBookingSelector(selectPackageStep);
  const guest = usePackageBookingSelector(selectPackageGuest);
  const errors = usePackageBookingSelector(selectPackageGuestErrors);
  const offer = usePackageBookingSelector(selectChosenOffer);
  const total = usePackageBookingSelector(selectPackageTotal);
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
        <div className="package-payment">
          <h3>{LL.guest.paymentHeading()}</h3>
          <p>
            <strong>{LL.guest.payAtHotel()}</strong> {t.payAtHotelDetail()}
          </p>
        </div>
        {step === 'BookingFailed' && failure && (
          <div className="package-notice" role="alert">
            <p>{messageForCode(LL, failure.code)}</p>
            <button type="button" onClick={() => flow.send({ type: 'retry' })}>
              {LL.guest.retry()}
            </button>
          </div>
        )}
        <div className="package-actions">
          <button type="submit" className="primary" disabled={step !== 'EnteringGuest'}>
            {step === 'Booking' ? LL.guest.submitting() : t.book({ total: formatMoney(total.total, 'JPY', locale) })}
          </button>
        </div>
      </form>
    </section>
  );
}
