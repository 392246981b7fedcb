import { useEffect, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { useReservationActorRef, useReservationSelector } from '../../../machines/reservation/provider';
import type { GuestDraftField } from '../../../machines/reservation/reservation-changes';
import type { NameFieldMode } from '../../../contract/names-addresses';
import {
  selectCanEditGuest,
  selectCanRequestChange,
  selectChangeDraft,
  selectChangeErrors,
  selectChangeFailure,
  selectChangeRefusalCode,
  selectGuestDraft,
  selectGuestAddressMode,
  selectGuestErrors,
  selectGuestKanaMode,
  selectGuestNamesLetters,
  selectIsChangeRefused,
  selectIsChoosingChange,
  selectIsEditingGuest,
  selectIsQuoting,
  selectIsReviewingChange,
  selectIsSavingGuest,
  selectIsUpdatingItinerary,
  selectReservation,
  selectUpdated,
  selectUpdateSetting,
} from '../../../machines/reservation/selectors';
import { formatDayAndTime } from '../../format/dates';
import { messageForCode } from '../../i18n/messages';
import { Spinner } from '../../shell/spinner';
import { keepFocusInside } from './dialog-focus';
import { ChangeReview } from './change-review';

/**
 * The manage page's changes after booking: buttons to shorten the stay / remove rooms and to edit
 * the guest, why not when refused, the change dialog with the price difference before the guest
 * commits, the guest dialog, and the result.
 */
export function ReservationChanges() {
  const { LL, locale } = useI18nContext();
  const actor = useReservationActorRef();
  const reservation = useReservationSelector(selectReservation);
  const setting = useReservationSelector(selectUpdateSetting);
  const canChange = useReservationSelector(selectCanRequestChange);
  const canEditGuest = useReservationSelector(selectCanEditGuest);
  const refusalCode = useReservationSelector(selectChangeRefusalCode);
  const choosing = useReservationSelector(selectIsChoosingChange);
  const reviewing = useReservationSelector(selectIsReviewingChange);
  const editingGuest = useReservationSelector(selectIsEditingGuest);
  const updated = useReservationSelector(selectUpdated);
  const refused = useReservationSelector(selectIsChangeRefused);
  const failure = useReservationSelector(selectChangeFailure);
  if (!reservation || reservation.status === 'cancelled') return null;

  const deadline = setting
    ? formatDayAndTime(setting.deadline, locale, reservation.hotel.timeZone, { withYear: true })
    : null;
  return (
    <>
      {updated && (
        <div className="alert alert-success" role="status">
          <p>
            {updated === 'itinerary' ? LL.reservationChanges.updatedItinerary() : LL.reservationChanges.updatedGuest()}
          </p>
          <button type="button" onClick={() => actor.send({ type: 'update.acknowledged' })}>
            {LL.reservationChanges.backToReservation()}
          </button>
        </div>
      )}
      {refused && failure && (
        <div className="alert alert-error" role="alert">
          <p>{messageForCode(LL, failure.code)}</p>
          <button type="button" onClick={() => actor.send({ type: 'update.acknowledged' })}>
            {LL.reservationChanges.backToReservation()}
          </button>
        </div>
      )}
      {!updated && !refused && refusalCode && (
        <p className="alert alert-warning">
          {LL.reservationChanges.notChangeable()} {messageForCode(LL, refusalCode)}
        </p>
      )}
      {!updated && !refused && setting?.updatable && deadline && <p>{LL.reservationChanges.deadline({ deadline })}</p>}
      {(canChange || canEditGuest) && (
        <div className="actions">
          {canChange && (
            <button type="button" onClick={() => actor.send({ type: 'change.requested' })}>
              {LL.reservationChanges.changeStay()}
            </button>
          )}
          {canEditGuest && (
            <button type="button" onClick={() => actor.send({ type: 'guest.editRequested' })}>
              {LL.reservationChanges.editGuest()}
            </button>
          )}
        </div>
      )}
      {(choosing || reviewing) && <ChangeDialog />}
      {editingGuest && <GuestDialog />}
    </>
  );
}

function Dialog({ labelledBy, onClose, children }: { labelledBy: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input, select, button')?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    if (event.key === 'Tab') keepFocusInside(event, ref.current);
  };
  return (
    <div className="dialog-backdrop">
      <div
        ref={ref}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
}

function ChangeDialog() {
  const { LL } = useI18nContext();
  const actor = useReservationActorRef();
  const reviewing = useReservationSelector(selectIsReviewingChange);
  const updating = useReservationSelector(selectIsUpdatingItinerary);
  const close = () => {
    if (!updating) actor.send({ type: 'change.dismissed' });
  };
  return (
    <Dialog labelledBy="change-heading" onClose={close}>
      <h2 id="change-heading">
        {reviewing ? LL.reservationChanges.reviewHeading() : LL.reservationChanges.changeHeading()}
      </h2>
      {reviewing ? <ChangeReview onClose={close} /> : <ChangeForm onClose={close} />}
    </Dialog>
  );
}

function ChangeForm({ onClose }: { onClose: () => void }) {
  const { LL } = useI18nContext();
  const actor = useReservationActorRef();
  const reservation = useReservationSelector(selectReservation)!;
  const draft = useReservationSelector(selectChangeDraft);
  const errors = useReservationSelector(selectChangeErrors);
  const failure = useReservationSelector(selectChangeFailure);
  const quoting = useReservationSelector(selectIsQuoting);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'change.quoteRequested' });
  };
  const dates = (checkinDate: string, checkoutDate: string) =>
    actor.send({ type: 'change.datesChanged', checkinDate, checkoutDate });
  return (
    <form onSubmit={submit} noValidate>
      <p>{LL.reservationChanges.changeIntro()}</p>
      {failure && (
        <p className="alert alert-error" role="alert">
          {messageForCode(LL, failure.code)}
        </p>
      )}
      <div className="field">
        <label htmlFor="change-checkin">{LL.reservationChanges.checkin()}</label>
        <input
          id="change-checkin"
          type="date"
          min={reservation.checkinDate}
          max={reservation.checkoutDate}
          value={draft.checkinDate}
          disabled={quoting}
          aria-invalid={errors.dates ? true : undefined}
          aria-describedby={errors.dates ? 'change-dates-error' : undefined}
          onChange={(event) => dates(event.target.value, draft.checkoutDate)}
        />
      </div>
      <div className="field">
        <label htmlFor="change-checkout">{LL.reservationChanges.checkout()}</label>
        <input
          id="change-checkout"
          type="date"
          min={reservation.checkinDate}
          max={reservation.checkoutDate}
          value={draft.checkoutDate}
          disabled={quoting}
          aria-invalid={errors.dates ? true : undefined}
          aria-describedby={errors.dates ? 'change-dates-error' : undefined}
          onChange={(event) => dates(draft.checkinDate, event.target.value)}
        />
        {errors.dates && (
          <p id="change-dates-error" className="field-error">
            {LL.reservationChanges.changeErrors[errors.dates]()}
          </p>
        )}
      </div>
      {reservation.rooms.length > 1 && (
        <fieldset aria-describedby={errors.rooms ? 'change-rooms-error' : undefined}>
          <legend>{LL.reservationChanges.roomsLegend()}</legend>
          {reservation.rooms.map((room, index) => {
            const position = room.position ?? index;
            return (
              <div className="field" key={position}>
                <label>
                  <input
                    type="checkbox"
                    checked={draft.removeRoomPositions.includes(position)}
                    disabled={quoting}
                    onChange={() => actor.send({ type: 'change.roomToggled', position })}
                  />{' '}
                  {LL.reservationChanges.removeRoom({ number: index + 1, name: room.roomTypeName })}
                </label>
              </div>
            );
          })}
          {errors.rooms && (
            <p id="change-rooms-error" className="field-error">
              {LL.reservationChanges.changeErrors[errors.rooms]()}
            </p>
          )}
        </fieldset>
      )}
      <div className="actions">
        <button type="submit" className="primary" disabled={quoting} aria-busy={quoting || undefined}>
          {LL.reservationChanges.quote()}
        </button>
        <button type="button" onClick={onClose} disabled={quoting}>
          {LL.reservationChanges.close()}
        </button>
      </div>
      {quoting && <Spinner label={LL.reservationChanges.quoting()} inline />}
    </form>
  );
}

function GuestDialog() {
  const { LL } = useI18nContext();
  const actor = useReservationActorRef();
  const draft = useReservationSelector(selectGuestDraft);
  const errors = useReservationSelector(selectGuestErrors);
  const failure = useReservationSelector(selectChangeFailure);
  const saving = useReservationSelector(selectIsSavingGuest);
  const close = () => {
    if (!saving) actor.send({ type: 'guest.dismissed' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'guest.submitted' });
  };
  const kanaMode = useReservationSelector(selectGuestKanaMode);
  const addressMode = useReservationSelector(selectGuestAddressMode);
  const namesLetters = useReservationSelector(selectGuestNamesLetters);
  // The same fields, labels and hints as the booking form (src/views/booking/guest-detail-page.tsx).
  const field = (
    name: GuestDraftField,
    label: string,
    type: string,
    autoComplete: string,
    hint?: string,
    mode: NameFieldMode = 'required',
  ) =>
    mode !== 'do_not_ask' && (
      <div className="field">
        <label htmlFor={`guest-edit-${name}`}>{mode === 'optional' ? LL.guest.optionalField({ label }) : label}</label>
        <input
          id={`guest-edit-${name}`}
          type={type}
          autoComplete={autoComplete}
          required={mode === 'required'}
          value={draft[name]}
          disabled={saving}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={
            [errors[name] ? `guest-edit-${name}-error` : null, hint ?? null].filter(Boolean).join(' ') || undefined
          }
          onChange={(event) => actor.send({ type: 'guest.changed', field: name, value: event.target.value })}
        />
        {errors[name] && (
          <p id={`guest-edit-${name}-error`} className="field-error">
            {LL.validation[errors[name]]()}
          </p>
        )}
      </div>
    );
  return (
    <Dialog labelledBy="guest-edit-heading" onClose={close}>
      <h2 id="guest-edit-heading">{LL.reservationChanges.guestHeading()}</h2>
      <form onSubmit={submit} noValidate>
        {failure && (
          <p className="alert alert-error" role="alert">
            {messageForCode(LL, failure.code)}
          </p>
        )}
        <p id="guest-edit-names-hint" className="field-hint">
          {namesLetters === 'kanji_kana'
            ? LL.guest.namesHintKanji()
            : namesLetters === 'script'
              ? LL.guest.namesHintScript()
              : LL.guest.namesHint()}
        </p>
        {field('lastName', LL.guest.lastName(), 'text', 'family-name', 'guest-edit-names-hint')}
        {field('firstName', LL.guest.firstName(), 'text', 'given-name', 'guest-edit-names-hint')}
        {field('lastNameKana', LL.guest.lastNameKana(), 'text', 'off', 'guest-edit-kana-hint', kanaMode)}
        {field('firstNameKana', LL.guest.firstNameKana(), 'text', 'off', 'guest-edit-kana-hint', kanaMode)}
        {kanaMode !== 'do_not_ask' && (
          <p id="guest-edit-kana-hint" className="field-hint">
            {LL.guest.kanaHint()}
          </p>
        )}
        {field('email', LL.guest.email(), 'email', 'email')}
        {field('emailConfirmation', LL.guest.emailConfirmation(), 'email', 'off')}
        {field('phone', LL.guest.phone(), 'tel', 'tel')}
        {addressMode !== 'do_not_ask' && (
          <fieldset className="guest-address">
            <legend>{LL.guest.addressHeading()}</legend>
            {field(
              'postalCode',
              LL.guest.postalCode(),
              'text',
              'postal-code',
              'guest-edit-postal-code-hint',
              addressMode,
            )}
            <p id="guest-edit-postal-code-hint" className="field-hint">
              {LL.guest.postalCodeHint()}
            </p>
            {field('prefectureOrState', LL.guest.prefectureOrState(), 'text', 'address-level1', undefined, addressMode)}
            {field('streetAddress', LL.guest.streetAddress(), 'text', 'address-line1', undefined, addressMode)}
            {field(
              'buildingNameAndNumber',
              LL.guest.buildingNameAndNumber(),
              'text',
              'address-line2',
              undefined,
              'optional',
            )}
          </fieldset>
        )}
        <div className="actions">
          <button type="submit" className="primary" disabled={saving} aria-busy={saving || undefined}>
            {LL.reservationChanges.saveGuest()}
          </button>
          <button type="button" onClick={close} disabled={saving}>
            {LL.reservationChanges.close()}
          </button>
        </div>
        {saving && <Spinner label={LL.reservationChanges.savingGuest()} inline />}
      </form>
    </Dialog>
  );
}
