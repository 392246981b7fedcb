import { useI18nContext } from '../../../locales/i18n-react';
import { useBookingActorRef, useBookingSelector } from '../../../machines/booking/provider';
import { selectCanClearRooms, selectSelectedPlans, type SelectedPlanLine } from '../../../machines/booking/selectors';
import { useSearchSelector } from '../../../machines/search/provider';
import { selectRooms } from '../../../machines/search/selectors';
import { Money } from '../currency/money';
import { SelectionTotal } from './selection-total';
import { CancellationTermsFact } from './room-facts';

/**
 * The chosen rooms in the selection bar (./selection-bar.tsx): the count unfolding into the chosen
 * plans and "Start over", and the total. A chunk of its own, fetched once the rooms are drawn, so the
 * results page's first screen, where nothing is chosen yet, does not carry it.
 */
export function ChosenRooms({ total }: { total: number }) {
  const { LL } = useI18nContext();
  const booking = useBookingActorRef();
  const rooms = useSearchSelector(selectRooms);
  const lines = useBookingSelector(selectSelectedPlans(rooms), sameLines);
  const canClear = useBookingSelector(selectCanClearRooms);
  return (
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
  );
}

/** The chosen plans, one line each: room, plan, quantity and price (the selection bar and the guest-details summary). */
export function SelectedPlanLines({
  lines,
  termsTimeZone,
}: {
  lines: readonly SelectedPlanLine[];
  /** With each plan's cancellation terms, their times in this (the hotel's) time zone. */
  termsTimeZone?: string;
}) {
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
          {termsTimeZone && line.cancellationTerms && (
            <div className="plan-terms">
              <CancellationTermsFact terms={line.cancellationTerms} timeZone={termsTimeZone} as="p" />
            </div>
          )}
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
        line.roomName === other.roomName &&
        line.cancellationTerms?.kind === other.cancellationTerms?.kind &&
        line.cancellationTerms?.freeUntil === other.cancellationTerms?.freeUntil &&
        line.cancellationTerms?.feePercentage === other.cancellationTerms?.feePercentage
      );
    })
  );
}
