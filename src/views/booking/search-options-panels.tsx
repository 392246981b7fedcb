import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../locales/i18n-react';
import { useInitSelector } from '../../../machines/init/provider';
import { selectHotel, selectHotelCode } from '../../../machines/init/selectors';
import type { SearchExtrasMachine } from '../../../machines/search-extras/machine';
import { SearchExtrasProvider, useSearchExtrasActorRef } from '../../../machines/search-extras/provider';
import {
  selectCanRetryExtras,
  selectExtrasFailed,
  selectExtrasFailure,
  selectNotifications,
} from '../../../machines/search-extras/selectors';
import { useSearchSelector } from '../../../machines/search/provider';
import { selectCriteria, selectUndatedFound } from '../../../machines/search/selectors';
import { useAppServices } from '../../app/services-context';
import { useDeferredPart } from '../deferred-part';
import { facilitiesPart } from './search-popovers';

/**
 * The search page's children's tiers, hotel notices and brand facilities, from the
 * search-extras chart. Outside its scope (view tests of the bare search bar) the parts render nothing.
 */
export type ExtrasActor = ActorRefFrom<SearchExtrasMachine>;
const ExtrasActorContext = createContext<ExtrasActor | null>(null);
/** The search-extras chart of the page, or null outside SearchExtrasScope (kids-fields.tsx reads it too). */
export const useExtrasActor = () => useContext(ExtrasActorContext);

/** Starts the search-extras chart for the search page, with the searched check-in. */
export function SearchExtrasScope({ children }: { children: ReactNode }) {
  const { services, inspect } = useAppServices();
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  const brandCode = useInitSelector(selectHotel)?.brand.code ?? '';
  const checkin = useSearchSelector(selectCriteria).checkin;
  // Read once: the chart follows the check-in through `checkin.changed`.
  const input = useMemo(() => ({ hotelCode, brandCode, checkin }), []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <SearchExtrasProvider client={services.client} input={input} {...(inspect ? { inspect } : {})}>
      <SearchExtrasBridge>{children}</SearchExtrasBridge>
    </SearchExtrasProvider>
  );
}

/**
 * Shares the chart with the panels. The searched check-in, the per-room guests of a hotel that tiers
 * children and its meal and bed setting pass between this chart and the search chart by the app root's
 * rules (machines/app-root/relays.ts).
 */
export function SearchExtrasBridge({ children }: { children: ReactNode }) {
  const actor = useSearchExtrasActorRef();
  return <ExtrasActorContext.Provider value={actor}>{children}</ExtrasActorContext.Provider>;
}

/** The hotel's notices for the searched check-in; a load failure shows its title with a retry. */
export function HotelNotices() {
  const actor = useExtrasActor();
  return actor ? <Notices actor={actor} /> : null;
}

function Notices({ actor }: { actor: ExtrasActor }) {
  const { LL } = useI18nContext();
  const notices = useSelector(actor, selectNotifications);
  const failed = useSelector(actor, selectExtrasFailed);
  const failure = useSelector(actor, selectExtrasFailure);
  const canRetry = useSelector(actor, selectCanRetryExtras);
  if (failed) {
    return (
      <div className="alert alert-error" role="alert">
        <p>{LL.searchMore.notices.failed({ title: failure?.title ?? '' })}</p>
        {canRetry && (
          <button type="button" onClick={() => actor.send({ type: 'extras.retried' })}>
            {LL.searchMore.notices.retry()}
          </button>
        )}
      </div>
    );
  }
  if (notices.length === 0) return null;
  return (
    <section className="panel notices" aria-labelledby="hotel-notices-heading">
      <h2 id="hotel-notices-heading">{LL.searchMore.notices.heading()}</h2>
      <ul>
        {notices.map((notice) => (
          <li key={notice.id}>
            <strong>{notice.title}</strong>
            <p>{notice.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The brand's other facilities as suggestions, and a map of all of them drawn from their coordinates
 * (no tile server), under the results: a chunk of its own (./facility-suggestions.tsx), fetched once
 * the results are drawn (search-popovers.ts).
 */
export function FacilitySuggestions() {
  const actor = useExtrasActor();
  const Facilities = useDeferredPart(facilitiesPart, false)?.Facilities;
  return actor && Facilities ? <Facilities actor={actor} /> : null;
}

/** An undated search found rooms: from which check-in, for how many nights. */
export function UndatedFoundNote() {
  const { LL } = useI18nContext();
  const found = useSearchSelector(selectUndatedFound);
  if (!found) return null;
  return (
    <p className="alert alert-info" role="status">
      {LL.searchMore.undated.foundFrom({ checkin: found.checkin, nights: found.nights })}
    </p>
  );
}
