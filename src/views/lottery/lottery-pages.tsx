import { useCallback, useMemo, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useI18nContext } from '../../../locales/i18n-react';
import { useAuthSelector } from '../../../machines/auth/provider';
import { selectMember } from '../../../machines/auth/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import { selectHotelCode, selectSettings } from '../../../machines/init/selectors';
import type { LotteryEntryField, LotteryEvent } from '../../../machines/lottery-entry/context';
import {
  LotteryDetailProvider,
  LotteryEntryProvider,
  useLotteryDetailActorRef,
  useLotteryDetailSelector,
  useLotteryEntryActorRef,
  useLotteryEntrySelector,
} from '../../../machines/lottery-entry/provider';
import {
  selectCanBookWonRoom,
  selectCanCancelEntry,
  selectCanConfirmEntry,
  selectEntry,
  selectEntryBusy,
  selectEntryFailure,
  selectEntryLoadFailed,
  selectEventFailed,
  selectIsEnteringDetails,
  selectIsEntering,
  selectIsLoadingEntry,
  selectIsLoadingEvent,
  selectIsReviewing,
  selectIsUnavailable,
  selectLotteryEvent,
  selectLotteryFailure,
  selectLotteryForm,
  selectLotteryFormErrors,
} from '../../../machines/lottery-entry/selectors';
import { LotteryReplaceConsent } from './lottery-replace-consent';
import { useAppServices } from '../../app/services-context';
import { useAppHref } from '../../routing/links';
import { Spinner } from '../../shell/spinner';
import { useDocumentTitle } from '../document-title';
import { FormField } from '../membership/form-field';
import { RequireMember } from '../membership/my-account';
import { formatDayAndTime, formatPlainDate } from '../../format/dates';
import { messageForCode } from '../../i18n/messages';
import { appLocaleOf } from '../../i18n/locale';

/** A lottery's deadlines in the hotel's time, like every other time of the stay. */
function useHotelDateTime(): (iso: string) => string {
  const { locale } = useI18nContext();
  const timeZone = useInitSelector(selectSettings)?.timeZone;
  return (iso) => formatDayAndTime(iso, locale, timeZone, { withYear: true });
}

/** `/room-lottery/guest-detail` (protected): the lottery link's event, the entry form, review, enter. */
export function LotteryGuestDetailRoute() {
  return (
    <RequireMember>
      <LotteryGuestDetail />
    </RequireMember>
  );
}

function LotteryGuestDetail() {
  const { services, inspect } = useAppServices();
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  const member = useAuthSelector(selectMember);
  const input = useMemo(() => {
    const params = new URLSearchParams(window.location.search);
    return {
      hotelCode,
      eventUuid: params.get('lottery_event')?.trim() || null,
      accessToken: params.get('lottery_access_token')?.trim() || null,
      guest: { firstName: member?.firstName ?? '', lastName: member?.lastName ?? '', email: member?.email ?? '' },
    };
    // Read once when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const goToComplete = useCallback(
    (entryNumber: string) => services.navigate(`/room-lottery/complete/${encodeURIComponent(entryNumber)}`),
    [services],
  );
  return (
    <LotteryEntryProvider client={services.client} input={input} goToComplete={goToComplete} inspect={inspect}>
      <LotteryEntryForm />
    </LotteryEntryProvider>
  );
}

function EventSummary({ event }: { event: LotteryEvent }) {
  const { LL, locale } = useI18nContext();
  const formatDate = useHotelDateTime();
  const t = LL.lottery.guestDetail;
  return (
    <div className="lottery-event">
      <h2>{event.name}</h2>
      <p>{event.hotelName}</p>
      <p>{t.room({ room: event.roomTypeName, plan: event.roomPlanName })}</p>
      <p>
        {t.period({
          start: formatPlainDate(event.stayStart, locale),
          end: formatPlainDate(event.stayEnd, locale),
          min: event.minNights,
          max: event.maxNights,
        })}
      </p>
      <p>
        {t.acceptUntil({ date: formatDate(event.acceptUntil) })} ·{' '}
        {t.resultDate({ date: formatDate(event.resultDate) })}
      </p>
      <p>{t.deadline({ date: formatDate(event.reservationDeadline) })}</p>
      {event.notification && <p className="alert alert-info">{event.notification}</p>}
    </div>
  );
}

function LotteryEntryForm() {
  const { LL, locale } = useI18nContext();
  const chart = useLotteryEntryActorRef();
  const event = useLotteryEntrySelector(selectLotteryEvent);
  const loading = useLotteryEntrySelector(selectIsLoadingEvent);
  const unavailable = useLotteryEntrySelector(selectIsUnavailable);
  const eventFailed = useLotteryEntrySelector(selectEventFailed);
  const editing = useLotteryEntrySelector(selectIsEnteringDetails);
  const reviewing = useLotteryEntrySelector(selectIsReviewing);
  const entering = useLotteryEntrySelector(selectIsEntering);
  const canConfirm = useLotteryEntrySelector(selectCanConfirmEntry);
  const form = useLotteryEntrySelector(selectLotteryForm);
  const errors = useLotteryEntrySelector(selectLotteryFormErrors);
  const failure = useLotteryEntrySelector(selectLotteryFailure);
  const t = LL.lottery.guestDetail;
  useDocumentTitle(reviewing ? LL.lottery.review.heading() : t.heading());
  const field = (name: LotteryEntryField, label: string, type: string, autoComplete: string) => (
    <FormField
      id={`lottery-${name}`}
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={form[name]}
      error={errors[name] && LL.lottery.validation[errors[name]]()}
      onChange={(value) => chart.send({ type: 'details.changed', field: name, value })}
    />
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    chart.send({ type: 'details.submitted' });
  };
  return (
    <section className="panel" aria-labelledby="lottery-heading" aria-busy={loading || entering}>
      <h1 id="lottery-heading">{reviewing ? LL.lottery.review.heading() : t.heading()}</h1>
      {loading && <Spinner label={t.loading()} inline />}
      {failure && (
        <p className="alert alert-error" role="alert">
          {messageForCode(LL, failure.code, { context: 'lottery' })}
        </p>
      )}
      {unavailable && !failure && (
        <p className="alert alert-error" role="alert">
          {t.unavailable()}
        </p>
      )}
      {eventFailed && (
        <button type="button" onClick={() => chart.send({ type: 'event.retried' })}>
          {t.retry()}
        </button>
      )}
      <LotteryReplaceConsent />
      {event && (editing || reviewing) && <EventSummary event={event} />}
      {editing && (
        <form onSubmit={submit} noValidate>
          <fieldset>
            <legend>{t.stay()}</legend>
            {field('checkinDate', t.checkin(), 'text', 'off')}
            {field('checkoutDate', t.checkout(), 'text', 'off')}
            {field('adults', t.adults(), 'number', 'off')}
          </fieldset>
          <fieldset>
            <legend>{t.guest()}</legend>
            {field('lastName', t.lastName(), 'text', 'family-name')}
            {field('firstName', t.firstName(), 'text', 'given-name')}
            {field('email', t.email(), 'email', 'email')}
            {field('phone', t.phone(), 'tel', 'tel')}
          </fieldset>
          <button type="submit" className="primary">
            {t.next()}
          </button>
        </form>
      )}
      {reviewing && (
        <div className="lottery-review">
          <dl>
            <dt>{t.checkin()}</dt>
            <dd>{formatPlainDate(form.checkinDate, locale)}</dd>
            <dt>{t.checkout()}</dt>
            <dd>{formatPlainDate(form.checkoutDate, locale)}</dd>
            <dt>{t.adults()}</dt>
            <dd>{form.adults}</dd>
            <dt>{t.guest()}</dt>
            <dd>
              {form.lastName} {form.firstName}
            </dd>
            <dt>{t.email()}</dt>
            <dd>{form.email}</dd>
            <dt>{t.phone()}</dt>
            <dd>{form.phone}</dd>
          </dl>
          <button type="button" disabled={entering} onClick={() => chart.send({ type: 'review.backed' })}>
            {LL.lottery.review.back()}
          </button>
          <button
            type="button"
            className="primary"
            disabled={!canConfirm}
            onClick={() => chart.send({ type: 'entry.confirmed' })}
          >
            {entering ? LL.lottery.review.entering() : LL.lottery.review.confirm()}
          </button>
        </div>
      )}
    </section>
  );
}

export type LotteryEntryPageKind = 'confirmation' | 'complete' | 'reservation-incomplete';

/**
 * `/room-lottery/confirmation/{n}` (protected), `/complete/{n}` and `/reservation-incomplete/{n}`:
 * the entry of the signed-in member (another member's is 3783), with what its status allows.
 */
export function LotteryEntryRoute({ entryNumber, kind }: { entryNumber: string; kind: LotteryEntryPageKind }) {
  return (
    <RequireMember>
      <LotteryEntryDetail entryNumber={entryNumber} kind={kind} />
    </RequireMember>
  );
}

function LotteryEntryDetail({ entryNumber, kind }: { entryNumber: string; kind: LotteryEntryPageKind }) {
  const { services, inspect } = useAppServices();
  const { locale } = useI18nContext();
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  // The API speaks the app's locale names (zh_Hant), not the dictionary's (zh-Hant).
  const input = useMemo(
    () => ({ hotelCode, entryNumber, locale: appLocaleOf(locale), idempotencyKey: crypto.randomUUID() }),
    [hotelCode, entryNumber, locale],
  );
  const goToReservation = useCallback(
    (confirmationNumber: string, bypassToken: string) =>
      services.navigate(
        `/reservation/confirmation/${encodeURIComponent(confirmationNumber)}?bypass_token=${encodeURIComponent(bypassToken)}`,
      ),
    [services],
  );
  return (
    <LotteryDetailProvider client={services.client} input={input} goToReservation={goToReservation} inspect={inspect}>
      <LotteryEntryView kind={kind} />
    </LotteryDetailProvider>
  );
}

function LotteryEntryView({ kind }: { kind: LotteryEntryPageKind }) {
  const formatDate = useHotelDateTime();
  const { LL, locale } = useI18nContext();
  const chart = useLotteryDetailActorRef();
  const entry = useLotteryDetailSelector(selectEntry);
  const loading = useLotteryDetailSelector(selectIsLoadingEntry);
  const loadFailed = useLotteryDetailSelector(selectEntryLoadFailed);
  const busy = useLotteryDetailSelector(selectEntryBusy);
  const failure = useLotteryDetailSelector(selectEntryFailure);
  const canCancel = useLotteryDetailSelector(selectCanCancelEntry);
  const canBook = useLotteryDetailSelector(selectCanBookWonRoom);
  const details = useAppHref(
    entry ? `/room-lottery/confirmation/${encodeURIComponent(entry.entryNumber)}` : '/room-lottery/guest-detail',
  );
  const myEntries = useAppHref('/my-account/reservations?tab=lottery');
  const t = LL.lottery.entry;
  const heading = kind === 'complete' ? LL.lottery.complete.heading() : t.heading({ number: entry?.entryNumber ?? '' });
  useDocumentTitle(heading);
  return (
    <section className="panel" aria-labelledby="lottery-entry-heading" aria-busy={loading || busy}>
      <h1 id="lottery-entry-heading">{heading}</h1>
      {loading && <Spinner label={t.loading()} inline />}
      {failure && (
        <p className="alert alert-error" role="alert">
          {loadFailed ? t.failed() : ''} {messageForCode(LL, failure.code, { context: 'lottery' })}
        </p>
      )}
      {loadFailed && (
        <button type="button" onClick={() => chart.send({ type: 'entry.retried' })}>
          {LL.lottery.guestDetail.retry()}
        </button>
      )}
      {entry && (
        <>
          {kind === 'complete' && <p role="status">{LL.lottery.complete.thanks({ number: entry.entryNumber })}</p>}
          <dl>
            <dt>{t.event()}</dt>
            <dd>
              {entry.event.name} – {entry.event.hotelName}
            </dd>
            <dt>{t.number()}</dt>
            <dd data-testid="lottery-entry-number">{entry.entryNumber}</dd>
            <dt>{t.status()}</dt>
            <dd data-testid="lottery-entry-status">{LL.lottery.statuses[entry.status]()}</dd>
            <dt>{LL.lottery.guestDetail.stay()}</dt>
            <dd>
              {t.stay({
                checkin: formatPlainDate(entry.checkinDate, locale),
                checkout: formatPlainDate(entry.checkoutDate, locale),
                nights: entry.nights,
              })}{' '}
              · {entry.event.roomTypeName}
            </dd>
            {entry.reservationNumber && (
              <>
                <dt>{t.reservation()}</dt>
                <dd>{entry.reservationNumber}</dd>
              </>
            )}
          </dl>
          {canBook && <p>{t.bookNote({ date: formatDate(entry.reservationDeadline) })}</p>}
          <div className="actions">
            {canBook && (
              <button
                type="button"
                className="primary"
                disabled={busy}
                onClick={() => chart.send({ type: 'booking.submitted' })}
              >
                {busy ? t.busy() : t.book()}
              </button>
            )}
            {canCancel && (
              <button type="button" disabled={busy} onClick={() => chart.send({ type: 'entry.cancelRequested' })}>
                {entry.status === 'winner_reservation_pending' ? t.decline() : t.cancel()}
              </button>
            )}
          </div>
          {kind === 'complete' && (
            <ul>
              <li>
                <Link href={details}>{LL.lottery.complete.details()}</Link>
              </li>
              <li>
                <Link href={myEntries}>{LL.lottery.complete.myEntries()}</Link>
              </li>
            </ul>
          )}
        </>
      )}
    </section>
  );
}
