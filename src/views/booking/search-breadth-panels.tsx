import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../locales/i18n-react';
import { useInitSelector } from '../../../machines/init/provider';
import { selectHotel, selectHotelCode } from '../../../machines/init/selectors';
import type { SearchExtrasMachine } from '../../../machines/search-extras/machine';
import { SearchExtrasProvider, useSearchExtrasActorRef } from '../../../machines/search-extras/provider';
import {
  selectAsksKidsAges, selectAsksKidsByTier, selectAsksKidsPerRoom, selectCanRetryExtras, selectKidsAgeOptions, selectExtrasFailed, selectExtrasFailure, selectFacilities, selectHotelCodeOfExtras,
  selectKidsSetting, selectNotifications,
} from '../../../machines/search-extras/selectors';
import { useSearchActorRef, useSearchSelector } from '../../../machines/search/provider';
import { roomsOf, type RoomGuests } from '../../../machines/search/search-criteria';
import { tierTotal } from '../../../machines/search/criteria-breadth';
import { selectCriteria, selectSearchedCriteria, selectUndatedFound } from '../../../machines/search/selectors';
import { useAppServices } from '../../app/services-context';
import { formatMoney } from '../../format/money';
import { CountField } from './count-field';

/**
 * The search page's children's tiers, hotel notices and brand facilities (issue 3, H3), from the
 * search-extras chart. Outside its scope (view tests of the bare search bar) the parts render nothing.
 */
type ExtrasActor = ActorRefFrom<SearchExtrasMachine>;
const ExtrasActorContext = createContext<ExtrasActor | null>(null);
const useExtrasActor = () => useContext(ExtrasActorContext);

/** Starts the search-extras chart for the search page, with the searched check-in. */
export function SearchExtrasScope({ children }: { children: ReactNode }) {
  const { services, inspect } = useAppServices();
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  const brandCode = useInitSelector(selectHotel)?.brand.code ?? '';
  const checkin = useSearchSelector(selectCriteria).checkin;
  // Read once: the chart follows the check-in through `checkin.changed`.
  const input = useMemo(() => ({ hotelCode, brandCode, checkin }), []); // eslint-disable-line react-hooks/exhaustive-deps
  const actions = useMemo(
    () => ({ goToServiceUnavailable: () => services.goToServiceUnavailable(hotelCode), restartSession: () => services.restartSession() }),
    [services, hotelCode],
  );
  return (
    <SearchExtrasProvider client={services.client} actions={actions} input={input} {...(inspect ? { inspect } : {})}>
      <SearchExtrasBridge>{children}</SearchExtrasBridge>
    </SearchExtrasProvider>
  );
}

/** Shares the chart with the panels, follows the searched check-in, and asks tiered children room by room. */
export function SearchExtrasBridge({ children }: { children: ReactNode }) {
  const actor = useSearchExtrasActorRef();
  const search = useSearchActorRef();
  const searched = useSearchSelector(selectSearchedCriteria);
  const asksPerRoom = useSelector(actor, selectAsksKidsPerRoom);
  const criteria = useSearchSelector(selectCriteria);
  // Notices depend on the searched check-in (SPEC.md section 5).
  useEffect(() => {
    if (searched) actor.send({ type: 'checkin.changed', checkin: searched.checkin });
  }, [actor, searched]);
  // A hotel that tiers children asks for them room by room (by tier or by age): the bar switches to the per-room form.
  useEffect(() => {
    if (asksPerRoom && !criteria.roomGuests) search.send({ type: 'rooms.changed', rooms: roomsOf(criteria).map((room) => ({ ...room, children: 0 })) });
  }, [asksPerRoom, criteria, search]);
  return <ExtrasActorContext.Provider value={actor}>{children}</ExtrasActorContext.Provider>;
}

/** Children of one room by tier, replacing the plain children count for a hotel that tiers them. */
export function KidsTierSlot({ room, index, onChange, fallback }: {
  room: RoomGuests;
  index: number;
  onChange: (patch: Partial<RoomGuests>) => void;
  fallback: ReactNode;
}) {
  const actor = useExtrasActor();
  if (!actor) return <>{fallback}</>;
  return <KidsTierFields actor={actor} room={room} index={index} onChange={onChange} fallback={fallback} />;
}

function KidsTierFields({ actor, room, index, onChange, fallback }: {
  actor: ExtrasActor;
  room: RoomGuests;
  index: number;
  onChange: (patch: Partial<RoomGuests>) => void;
  fallback: ReactNode;
}) {
  const { LL, locale } = useI18nContext();
  const byTier = useSelector(actor, selectAsksKidsByTier);
  const byAge = useSelector(actor, selectAsksKidsAges);
  const ageOptions = useSelector(actor, selectKidsAgeOptions);
  const setting = useSelector(actor, selectKidsSetting);
  if (byAge) return <KidsAgeFields room={room} index={index} onChange={onChange} ages={ageOptions} />;
  if (!byTier) return <>{fallback}</>;
  const number = index + 1;
  const counts = room.kidsTiers ?? {};
  const setCount = (code: string, value: number) => {
    const kidsTiers = { ...counts, [code]: Number.isFinite(value) ? Math.max(0, value) : 0 };
    onChange({ kidsTiers, children: tierTotal(kidsTiers) });
  };
  return (
    <fieldset className="kids-tiers">
      <legend>{LL.searchMore.kids.legend({ room: number })}</legend>
      {setting.tiers.map((tier) => (
        <CountField
          key={tier.code}
          id={`room-${number}-tier-${tier.code}`}
          label={LL.searchMore.kids.count({ tier: tier.name, room: number })}
          value={counts[tier.code] ?? 0}
          min={0}
          hint={[
            tier.nightlyPrice > 0 ? LL.searchMore.kids.price({ price: formatMoney(tier.nightlyPrice, setting.currency, locale) }) : LL.searchMore.kids.free(),
            tier.companion ? LL.searchMore.kids.companion() : null,
          ].filter(Boolean).join(' · ')}
          onChange={(value) => setCount(tier.code, value)}
        />
      ))}
      <p className="hint" aria-live="polite">{LL.searchMore.kids.total({ count: tierTotal(counts) })}</p>
    </fieldset>
  );
}

/** Ages mode: how many children, then the age of each one (a select per child). */
function KidsAgeFields({ room, index, onChange, ages }: {
  room: RoomGuests;
  index: number;
  onChange: (patch: Partial<RoomGuests>) => void;
  ages: number[];
}) {
  const { LL } = useI18nContext();
  const number = index + 1;
  const given = room.kidsAges ?? [];
  const setCount = (count: number) => {
    const children = Number.isFinite(count) ? Math.max(0, count) : 0;
    // Ages kept for the children still there; a new child's age is chosen next (NaN until then).
    onChange({ children, kidsAges: Array.from({ length: children }, (_, i) => given[i] ?? Number.NaN) });
  };
  return (
    <fieldset className="kids-ages">
      <legend>{LL.searchMore.kids.agesLegend({ room: number })}</legend>
      <CountField id={`room-${number}-children`} label={LL.searchAvailability.guestsPerRoom.children({ index: number })} value={room.children} min={0} onChange={setCount} />
      {Array.from({ length: Number.isFinite(room.children) ? room.children : 0 }, (_, child) => (
        <div className="field" key={child}>
          <label htmlFor={`room-${number}-child-${child + 1}-age`}>{LL.searchMore.kids.age({ child: child + 1, room: number })}</label>
          <select
            id={`room-${number}-child-${child + 1}-age`}
            required
            value={Number.isFinite(given[child]) ? String(given[child]) : ''}
            onChange={(event) => onChange({ kidsAges: given.map((age, i) => (i === child ? Number(event.target.value) : age)) })}
          >
            <option value="" disabled>{LL.searchMore.kids.chooseAge()}</option>
            {ages.map((age) => <option key={age} value={age}>{LL.searchMore.kids.years({ age })}</option>)}
          </select>
        </div>
      ))}
    </fieldset>
  );
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
        {canRetry && <button type="button" onClick={() => actor.send({ type: 'extras.retried' })}>{LL.searchMore.notices.retry()}</button>}
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

/** Day use: same-day plans only (SPEC.md `is_day_use`). */
export function DayUseToggle() {
  const { LL } = useI18nContext();
  const search = useSearchActorRef();
  const dayUse = useSearchSelector(selectCriteria).isDayUse === true;
  return (
    <div className="field field-checkbox">
      <input
        id="search-day-use"
        type="checkbox"
        checked={dayUse}
        aria-describedby="search-day-use-hint"
        onChange={(event) => search.send({ type: 'criteria.changed', criteria: { isDayUse: event.target.checked } })}
      />
      <label htmlFor="search-day-use">{LL.searchMore.dayUse.label()}</label>
      <p id="search-day-use-hint" className="hint">{LL.searchMore.dayUse.hint()}</p>
    </div>
  );
}

/** The brand's other facilities as suggestions, and a map of all of them drawn from their coordinates (no tile server). */
export function FacilitySuggestions() {
  const actor = useExtrasActor();
  return actor ? <Facilities actor={actor} /> : null;
}

const MAP = { width: 320, height: 200, pad: 24 };

function Facilities({ actor }: { actor: ExtrasActor }) {
  const { LL } = useI18nContext();
  const facilities = useSelector(actor, selectFacilities);
  const current = useSelector(actor, selectHotelCodeOfExtras);
  const others = facilities.filter((f) => f.code !== current);
  if (facilities.length < 2) return null;
  const placed = facilities.filter((f) => f.latitude !== null && f.longitude !== null);
  const lats = placed.map((f) => f.latitude!);
  const lons = placed.map((f) => f.longitude!);
  const [minLat, maxLat, minLon, maxLon] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
  // An equirectangular sketch: west to east left to right, north at the top.
  const x = (lon: number) => MAP.pad + ((lon - minLon) / Math.max(maxLon - minLon, 1e-6)) * (MAP.width - 2 * MAP.pad);
  const y = (lat: number) => MAP.pad + ((maxLat - lat) / Math.max(maxLat - minLat, 1e-6)) * (MAP.height - 2 * MAP.pad);
  const nameOf = (f: (typeof facilities)[number]) => (f.code === current ? LL.searchMore.facilities.current({ name: f.name }) : f.name);
  const searchUrl = (code: string) => `/booking/result?code=${encodeURIComponent(code)}`;
  return (
    <section className="panel facilities" aria-labelledby="facilities-heading">
      <h2 id="facilities-heading">{LL.searchMore.facilities.heading()}</h2>
      <ul>
        {others.map((f) => (
          <li key={f.code}>
            <a href={searchUrl(f.code)}>{LL.searchMore.facilities.search({ name: f.name })}</a>
            {f.latitude === null && <span className="hint"> {LL.searchMore.facilities.noPosition()}</span>}
          </li>
        ))}
      </ul>
      {placed.length > 0 && (
        <figure className="facility-map">
          <figcaption id="facility-map-caption">{LL.searchMore.facilities.mapHeading()}</figcaption>
          <svg
            role="img"
            aria-labelledby="facility-map-caption facility-map-desc"
            viewBox={`0 0 ${MAP.width} ${MAP.height}`}
            width="100%"
            style={{ maxWidth: MAP.width }}
          >
            <desc id="facility-map-desc">{LL.searchMore.facilities.mapLabel({ names: placed.map(nameOf).join(', ') })}</desc>
            <rect x={0} y={0} width={MAP.width} height={MAP.height} fill="#eef3f7" stroke="#9fb3c8" />
            {placed.map((f) => (
              <a key={f.code} href={f.code === current ? undefined : searchUrl(f.code)} aria-label={nameOf(f)}>
                <circle cx={x(f.longitude!)} cy={y(f.latitude!)} r={f.code === current ? 7 : 5} fill={f.code === current ? '#c21e58' : '#2b6cb0'} />
                <text x={x(f.longitude!)} y={y(f.latitude!) - 10} textAnchor="middle" fontSize="11">{f.name}</text>
              </a>
            ))}
          </svg>
        </figure>
      )}
    </section>
  );
}

/** An undated search found rooms: from which check-in, for how many nights. */
export function UndatedFoundNote() {
  const { LL } = useI18nContext();
  const found = useSearchSelector(selectUndatedFound);
  if (!found) return null;
  return <p className="alert alert-info" role="status">{LL.searchMore.undated.foundFrom({ checkin: found.checkin, nights: found.nights })}</p>;
}
