import type { ReactNode } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import type { Room, RoomPlan } from '../../../machines/search/context';
import { useInitSelector } from '../../../machines/init/provider';
import { selectSettings } from '../../../machines/init/selectors';
import { bedsText, cancellationTermsText, mealsText, type PlanCancellationTerms } from '../../format/room-card-text';

/**
 * What a room card says beside its photos (floor area, beds, view, how many it sleeps) and under
 * each plan (meals, cancellation terms), each with an icon. The icons are decoration (aria-hidden):
 * the text beside them says everything.
 */

const paths = {
  size: 'M4 4h6v2H6v4H4V4zm10 0h6v6h-2V6h-4V4zM4 14h2v4h4v2H4v-6zm14 4v-4h2v6h-6v-2h4z',
  bed: 'M3 6h2v6h14a2 2 0 0 1 2 2v5h-2v-2H5v2H3V6zm4 1.5A2.5 2.5 0 1 1 7 12.5 2.5 2.5 0 0 1 7 7.5zM11 8h6a3 3 0 0 1 3 3H11V8z',
  view: 'M12 5c5 0 9 4.5 10 7-1 2.5-5 7-10 7S3 14.5 2 12c1-2.5 5-7 10-7zm0 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm0 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4z',
  guests:
    'M9 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8zm8 0a3 3 0 1 1 0-6 3 3 0 0 1 0 6zM1 20c0-3.3 3.6-6 8-6s8 2.7 8 6v1H1v-1zm17.5-5.9c2.6.5 4.5 2.3 4.5 4.4V21h-4v-1c0-2.2-.9-4.2-2.5-5.6l2-.3z',
  meal: 'M7 2h2v7a3 3 0 0 1-2 2.8V22H5V11.8A3 3 0 0 1 3 9V2h2v6h1V2h1zm10 0c2 0 4 2.5 4 7 0 2-1 3-2 3.5V22h-2V2z',
  check: 'M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6L20.1 8.4 18.7 7z',
  clock: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm1 3v5.4l4 2.3-1 1.7-5-2.9V7h2z',
} as const;

export function FactIcon({ name }: { name: keyof typeof paths }) {
  return (
    <svg className="fact-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="currentColor" />
    </svg>
  );
}

function Fact({ icon, children }: { icon: keyof typeof paths; children: ReactNode }) {
  return (
    <li>
      <FactIcon name={icon} />
      <span dir="auto">{children}</span>
    </li>
  );
}

export function RoomFacts({ room }: { room: Room }) {
  const { LL } = useI18nContext();
  const beds = bedsText(LL, room.beds ?? []);
  return (
    <ul className="room-facts" aria-label={LL.roomCard.facts()}>
      {room.sizeSquareMetres != null && <Fact icon="size">{LL.roomCard.size({ size: room.sizeSquareMetres })}</Fact>}
      {beds.length > 0 && <Fact icon="bed">{beds.join(' · ')}</Fact>}
      {room.view && <Fact icon="view">{room.view}</Fact>}
      <Fact icon="guests">{LL.results.maxOccupancy({ count: room.maxOccupancy })}</Fact>
    </ul>
  );
}

/** Under a plan: what it includes and its cancellation terms for the searched dates. */
export function PlanTerms({ plan }: { plan: RoomPlan }) {
  const { LL, locale } = useI18nContext();
  const settings = useInitSelector(selectSettings);
  const timeZone = settings?.timeZone ?? 'UTC';
  return (
    <ul className="plan-terms">
      <li>
        <FactIcon name="meal" />
        <span>{mealsText(LL, plan.meals ?? (plan.mealIncluded ? ['breakfast'] : []), locale)}</span>
      </li>
      {plan.cancellationTerms ? (
        <CancellationTermsFact terms={plan.cancellationTerms} timeZone={timeZone} />
      ) : (
        <li>
          <FactIcon name="clock" />
          <span>{plan.refundable ? LL.results.refundable() : LL.results.nonRefundable()}</span>
        </li>
      )}
    </ul>
  );
}

/**
 * Cancellation terms in plain words: the plan's, as an item of its `plan-terms` list, or a chosen or
 * booked room's, as a line of its own under the room (`as="p"`, inside a `plan-terms` block), so that
 * the list of rooms counts only rooms.
 */
export function CancellationTermsFact({
  terms,
  timeZone,
  as: Tag = 'li',
}: {
  terms: PlanCancellationTerms;
  timeZone: string;
  as?: 'li' | 'p';
}) {
  const { LL, locale } = useI18nContext();
  const text = cancellationTermsText(LL, terms, { locale, timeZone });
  return (
    <Tag className={text.free ? 'plan-terms-free' : undefined}>
      <FactIcon name={text.free ? 'check' : 'clock'} />
      <span>
        {text.headline}
        {text.detail && <small>{text.detail}</small>}
      </span>
    </Tag>
  );
}
