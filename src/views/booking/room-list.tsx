import { startTransition, useEffect, useState } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { useBookingActorRef, useBookingSelector } from '../../../machines/booking/provider';
import {
  selectCanDecrement,
  selectCanIncrement,
  selectIsPlanUnbookable,
  selectQuantity,
} from '../../../machines/booking/selectors';
import { planOffer } from '../../../machines/booking/selected-rooms';
import type { Room, RoomPlan } from '../../../machines/search/context';
import { useSearchSelector } from '../../../machines/search/provider';
import { selectSearchedDayUse, selectSearchedNights } from '../../../machines/search/selectors';
import { Money, useMoneyText } from '../currency/money';
import { PlanDeposit } from '../currency/plan-deposit';
import { PlanDiscount } from '../pricing/plan-discount';
import { RoomPhotos } from './room-photos';
import { PlanTerms, RoomFacts } from './room-facts';
import { averageNightly } from '../../format/room-card-text';

/** How many room cards the list's first render draws: more than the first screen holds on a phone or a laptop. */
const FIRST_DRAWN_ROOMS = 2;

/** Results by room type: one card per room, its plans, each with a "Select" button or a stepper. */
export function RoomList({ rooms }: { rooms: readonly Room[] }) {
  const { LL } = useI18nContext();
  // The cards past the first screen follow in a render of their own, after the first ones are on the
  // screen, that yields to the browser: the browser lays out a long list in two turns rather than in
  // one long task, and nothing the guest sees moves. Until then the list says it is busy.
  const [restDrawn, setRestDrawn] = useState(false);
  useEffect(() => startTransition(() => setRestDrawn(true)), []);
  const drawn = restDrawn ? rooms : rooms.slice(0, FIRST_DRAWN_ROOMS);
  return (
    <section aria-labelledby="results-heading">
      <ul className="plan-list" aria-label={LL.results.heading()} aria-busy={drawn.length < rooms.length || undefined}>
        {drawn.map((room, index) => (
          <li key={room.roomTypeCode}>
            <RoomCard room={room} first={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RoomCard({ room, first }: { room: Room; first: boolean }) {
  const { LL } = useI18nContext();
  const headingId = `room-${room.roomTypeCode}`;
  return (
    <article className="panel room-card" aria-labelledby={headingId}>
      <RoomPhotos roomName={room.name} photos={room.photos} eager={first} />
      <div>
        <h3 id={headingId} dir="auto">
          {room.name}
        </h3>
        {room.description && <p dir="auto">{room.description}</p>}
        <RoomFacts room={room} />
        <p className="room-meta">
          <span className="rooms-left">{LL.results.roomsLeft({ count: room.roomCount })}</span>
        </p>
      </div>
      <ul className="plan-list" aria-label={LL.results.plansOf({ room: room.name })}>
        {room.plans.map((plan) => (
          <li key={plan.roomPlanCode} className="plan">
            <PlanRow room={room} plan={plan} />
          </li>
        ))}
      </ul>
    </article>
  );
}

/** One plan with its price and selection; `title` replaces the plan name as heading (the room type, in results by plan). */
export function PlanRow({ room, plan, title }: { room: Room; plan: RoomPlan; title?: string }) {
  const { LL } = useI18nContext();
  const money = useMoneyText();
  const booking = useBookingActorRef();
  const ref = { roomTypeCode: room.roomTypeCode, roomPlanCode: plan.roomPlanCode };
  const offer = planOffer(room, plan);
  const quantity = useBookingSelector(selectQuantity(ref));
  const unbookable = useBookingSelector(selectIsPlanUnbookable(offer));
  const canIncrement = useBookingSelector(selectCanIncrement(offer));
  const canDecrement = useBookingSelector(selectCanDecrement(ref));
  const dayUse = useSearchSelector(selectSearchedDayUse);
  const nights = useSearchSelector(selectSearchedNights);
  const increment = () => booking.send({ type: 'room.incremented', offer });
  const decrement = () => booking.send({ type: 'room.decremented', ...ref });

  return (
    <>
      <div className="plan-info">
        <h4 dir="auto">{title ?? plan.name}</h4>
        {plan.description && <p dir="auto">{plan.description}</p>}
        <PlanTerms plan={plan} />
      </div>
      <div className="plan-offer">
        <p className="price">
          {nights > 1 && (
            <span className="price-nightly">
              {LL.roomCard.perNight({
                price: money(
                  averageNightly(plan.totalPrice, nights),
                  plan.currency,
                  plan.mcpTotalPrice == null ? null : averageNightly(plan.mcpTotalPrice, nights),
                ),
              })}
            </span>
          )}
          <small>{nights > 1 ? LL.roomCard.totalNights({ nights }) : LL.results.price()}</small>
          <Money amount={plan.totalPrice} currency={plan.currency} mcpAmount={plan.mcpTotalPrice} strong />
          <small>{LL.results.taxIncluded({ tax: money(plan.tax, plan.currency, plan.mcpTax) })}</small>
        </p>
        <PlanDiscount plan={plan} />
        <PlanDeposit plan={plan} />
        {dayUse && <p className="plan-note">{LL.searchMore.dayUse.sameDay()}</p>}
      </div>
      <div className="plan-action">
        {unbookable ? (
          <p className="plan-note">{LL.results.cardOnly()}</p>
        ) : quantity === 0 ? (
          <button
            type="button"
            className="primary"
            disabled={!canIncrement}
            onClick={increment}
            aria-label={LL.results.selectPlan({ plan: `${room.name} ${plan.name}` })}
          >
            {LL.results.select()}
          </button>
        ) : (
          <div className="stepper" role="group" aria-label={LL.results.quantity({ plan: plan.name, count: quantity })}>
            <button
              type="button"
              disabled={!canDecrement}
              onClick={decrement}
              aria-label={LL.results.removeOne({ plan: plan.name })}
            >
              −
            </button>
            <output aria-live="polite">{quantity}</output>
            <button
              type="button"
              disabled={!canIncrement}
              onClick={increment}
              aria-label={LL.results.addOne({ plan: plan.name })}
            >
              +
            </button>
          </div>
        )}
      </div>
    </>
  );
}
