import { useLocation, useSearch } from 'wouter';
import { useI18nContext } from '../../../locales/i18n-react';
import { useBookingActorRef, useBookingSelector } from '../../../machines/booking/provider';
import { selectCanStartBooking, selectTotalRooms } from '../../../machines/booking/selectors';
import { useDeferredPart } from '../deferred-part';
import { chosenRoomsPart } from './search-popovers';
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
  const total = useBookingSelector(selectTotalRooms);
  const canBook = useBookingSelector(selectCanStartBooking);
  // The chosen plans and the total come in a chunk of their own (./chosen-rooms.tsx); the count stands in.
  const Chosen = useDeferredPart(chosenRoomsPart, total > 0)?.ChosenRooms;

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
        ) : Chosen ? (
          <Chosen total={total} />
        ) : (
          <p aria-live="polite">{LL.selection.count({ count: total })}</p>
        )}
      </div>
      <button type="button" className="primary selection-book" disabled={!canBook} onClick={book}>
        {LL.selection.book()}
      </button>
    </section>
  );
}
