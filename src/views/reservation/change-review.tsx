import { useI18nContext } from '../../../locales/i18n-react';
import { useReservationActorRef, useReservationSelector } from '../../../machines/reservation/provider';
import {
  selectChangeFailure,
  selectIsUpdatingItinerary,
  selectQuote,
  selectRefund,
  selectTotalChanged,
} from '../../../machines/reservation/selectors';
import { formatMoney } from '../../format/money';
import { formatPlainDate } from '../../format/dates';
import { messageForCode } from '../../i18n/messages';
import { Spinner } from '../../shell/spinner';

/**
 * The quote of a shorter stay before the guest commits it: the new stay and total, the change fee,
 * the refund (for a deposit: the deposit paid beyond the new one), the new deposit and what is left
 * for the hotel, the amounts in the currency the card was charged in, and the dated extras removed
 * with the nights given up (docs/itinerary-changes.md).
 */
export function ChangeReview({ onClose }: { onClose: () => void }) {
  const { LL, locale } = useI18nContext();
  const actor = useReservationActorRef();
  const quote = useReservationSelector(selectQuote);
  const refund = useReservationSelector(selectRefund);
  const totalChanged = useReservationSelector(selectTotalChanged);
  const failure = useReservationSelector(selectChangeFailure);
  const updating = useReservationSelector(selectIsUpdatingItinerary);
  if (!quote) return null;
  const money = (amount: number) => formatMoney(amount, quote.currency, locale);
  const removed = quote.rooms.filter((room) => room.removed).length;
  return (
    <>
      {totalChanged ? (
        <p className="alert alert-warning" role="alert">
          {LL.reservationChanges.totalChanged()}
        </p>
      ) : (
        failure && (
          <p className="alert alert-error" role="alert">
            {messageForCode(LL, failure.code)}
          </p>
        )
      )}
      <p>
        {LL.reservationChanges.newStay({
          checkin: formatPlainDate(quote.checkinDate, locale),
          checkout: formatPlainDate(quote.checkoutDate, locale),
          nights: quote.nights,
        })}
      </p>
      {removed > 0 && <p>{LL.reservationChanges.roomsRemoved({ count: removed })}</p>}
      <dl className="summary" aria-label={LL.reservationChanges.reviewHeading()}>
        <dt>{LL.reservationChanges.currentTotal()}</dt>
        <dd>{money(quote.currentTotalPrice)}</dd>
        {quote.changeFee > 0 && (
          <>
            <dt>{LL.reservationChanges.changeFee()}</dt>
            <dd>{money(quote.changeFee)}</dd>
          </>
        )}
        <dt>{LL.reservationChanges.newTotal()}</dt>
        <dd>
          <strong>{money(quote.newTotalPrice)}</strong>
        </dd>
        <dt>{quote.deposit ? LL.reservationChanges.depositRefund() : LL.reservationChanges.difference()}</dt>
        <dd>
          {refund > 0 ? LL.reservationChanges.refund({ amount: money(refund) }) : LL.reservationChanges.noDifference()}
        </dd>
        {quote.deposit && (
          <>
            <dt>{LL.reservationChanges.newDeposit()}</dt>
            <dd>{money(quote.deposit.newDeposit)}</dd>
            <dt>{LL.reservationChanges.remainAtHotel()}</dt>
            <dd>{money(quote.deposit.newRemainAmount)}</dd>
          </>
        )}
        {quote.mcp && (
          <>
            <dt>{LL.reservationChanges.newTotalInCurrency({ currency: quote.mcp.currency })}</dt>
            <dd>{formatMoney(quote.mcp.newTotalPrice, quote.mcp.currency, locale)}</dd>
            <dt>{LL.reservationChanges.refundInCurrency({ currency: quote.mcp.currency })}</dt>
            <dd>{formatMoney(quote.mcp.refundAmount, quote.mcp.currency, locale)}</dd>
          </>
        )}
      </dl>
      {quote.removedExtras.length > 0 && (
        <section aria-labelledby="removed-extras-heading">
          <h3 id="removed-extras-heading">{LL.reservationChanges.removedExtras()}</h3>
          <ul>
            {quote.removedExtras.map((line) => (
              <li key={`${line.extraId}-${line.date ?? ''}`}>
                {LL.reservationChanges.removedExtra({
                  name: line.name,
                  date: line.date ? formatPlainDate(line.date, locale) : '',
                  quantity: line.quantity,
                  amount: money(line.price),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="actions">
        <button
          type="button"
          className="primary"
          disabled={updating}
          aria-busy={updating || undefined}
          onClick={() => actor.send({ type: 'change.confirmed' })}
        >
          {LL.reservationChanges.confirm()}
        </button>
        <button type="button" disabled={updating} onClick={() => actor.send({ type: 'change.edited' })}>
          {LL.reservationChanges.edit()}
        </button>
        <button type="button" disabled={updating} onClick={onClose}>
          {LL.reservationChanges.close()}
        </button>
      </div>
      {updating && <Spinner label={LL.reservationChanges.updating()} inline />}
    </>
  );
}
