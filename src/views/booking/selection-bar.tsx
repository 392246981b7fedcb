import { useLocation, useSearch } from 'wouter';
import { useI18nContext } from '../../../locales/i18n-react';
import { useBookingActorRef, useBookingSelector } from '../../../machines/booking/provider';
import {
  selectCanClearRooms,
  selectCanStartBooking,
  selectSelectedPlans,
  selectTotalRooms,
  type SelectedPlanLine,
} from '../../../machines/booking/selectors';
import { useSearchSelector } from '../../../machines/search/provider';
import { selectRooms } from '../../../machines/search/selectors';
import { Money } from '../currency/money';
import { SelectionTotal } from './selection-total';
import './selection-bar.css';

/**
 * The chosen rooms as a bar fixed to the bottom of the screen: the count (unfolding into the chosen
 * plans and "Start over"), the total and Book. One line on a phone, so it never covers more than a
 * small strip of the results.
 */
export function SelectionBar() {
  const { LL } = useI18nContext();
  const booking = useBookingActorRef();
  const [, navigate] = useLocation();
  const query = useSearch();
  const rooms = useSearchSelector(selectRooms);
  const total = useBookingSelector(selectTotalRooms);
  const lines = useBookingSelector(selectSelectedPlans(rooms), sameLines);
  const canBook = useBookingSelector(selectCanStartBooking);
  const canClear = useBookingSelector(selectCanClearRooms);

  const book = () => {
    booking.send({ type: 'booking.started' });
    navigate(`/reservation/guest-detail${query ? `?${query}` : ''}`);
  };

  return (
    <section className="selection-bar" aria-labelledby="selection-heading" data-empty={total === 0 || undefined}>
      <div className="selection-info">
        <h2 id="selection-heading" className="visually-hidden">
          {LL.selection.heading()}
        </h2>
        {total === 0 ? (
          <p className="selection-empty">{LL.selection.empty()}</p>
        ) : (
          <>
            <details className="selection-lines">
              <summary>
                <span aria-live="polite">{LL.selection.count({ count: total })}</span>
              </summary>
              <div className="selection-lines-panel">
                <SelectedPlanLines lines={lines} />
                {canClear && (
                  <button type="button" className="link-button" onClick={() => booking.send({ type: 'rooms.cleared' })}>
                    {LL.selection.clear()}
                  </button>
                )}
              </div>
            </details>
            <SelectionTotal />
          </>
        )}
      </div>
      <button type="button" className="primary selection-book" disabled={!canBook} onClick={book}>
        {LL.selection.book()}
      </button>
    </section>
  );
}

/** The chosen plans, one line each: room, plan, quantity and price (the selection bar and the guest-details summary). */
export function SelectedPlanLines({ lines }: { lines: readonly SelectedPlanLine[] }) {
  const { LL } = useI18nContext();
  return (
    <ul>
      {lines.map((line) => (
        <li key={`${line.roomTypeCode}-${line.roomPlanCode}`}>
          <bdi>
            {line.roomName}: {LL.guest.planLine({ plan: line.planName, quantity: line.quantity })}
          </bdi>
          {' · '}
          <Money amount={line.price} currency={line.currency} />
        </li>
      ))}
    </ul>
  );
}

export function sameLines(a: readonly SelectedPlanLine[], b: readonly SelectedPlanLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((line, index) => {
      const other = b[index]!;
      return (
        line.roomTypeCode === other.roomTypeCode &&
        line.roomPlanCode === other.roomPlanCode &&
        line.quantity === other.quantity &&
        line.price === other.price &&
        line.planName === other.planName &&
        line.roomName === other.roomName
      );
    })
  );
}
