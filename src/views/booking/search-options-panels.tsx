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
  selectFacilities,
  selectHotelCodeOfExtras,
  selectNotifications,
} from '../../../machines/search-extras/selectors';
import { useSearchActorRef, useSearchSelector } from '../../../machines/search/provider';
import { selectCriteria, selectUndatedFound } from '../../../machines/search/selectors';
import { useAppServices } from '../../app/services-context';
import { placeMapLabels, type PlacedLabel } from './facility-map-labels';

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

/** Day use: same-day plans only (SPEC.md `is_day_use`). */
export function DayUseToggle() {
  const { LL } = useI18nContext();
  const search = useSearchActorRef();
  const criteria = useSearchSelector(selectCriteria);
  const dayUse = criteria.isDayUse === true;
  // SPEC.md: day use is one day; an undated search looks for nights. The two exclude each other.
  const undated = criteria.undatedNights !== undefined;
  return (
    <div className="field field-checkbox">
      <input
        id="search-day-use"
        type="checkbox"
        checked={dayUse}
        disabled={undated}
        aria-describedby={undated ? 'search-day-use-hint search-day-use-unusable' : 'search-day-use-hint'}
        onChange={(event) => search.send({ type: 'criteria.changed', criteria: { isDayUse: event.target.checked } })}
      />
      <label htmlFor="search-day-use">{LL.searchMore.dayUse.label()}</label>
      <p id="search-day-use-hint" className="hint">
        {LL.searchMore.dayUse.hint()}
      </p>
      {undated && (
        <p id="search-day-use-unusable" className="hint">
          {LL.searchMore.dayUse.notWithUndated()}
        </p>
      )}
    </div>
  );
}

/** The brand's other facilities as suggestions, and a map of all of them drawn from their coordinates (no tile server). */
export function FacilitySuggestions() {
  const actor = useExtrasActor();
  return actor ? <Facilities actor={actor} /> : null;
}

const MAP = { width: 320, height: 200, pad: 24, fontSize: 11 };

/** `/facilities` for the brand of this hotel, with the page's search (on the agency site the hotel is in the path, not the query). */
function brandFacilitiesUrl(hotelCode: string, pageQuery: string): string {
  const query = new URLSearchParams(pageQuery);
  query.delete('hotel_code');
  query.set('code', hotelCode);
  return `/facilities?${query.toString()}`;
}

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
  const nameOf = (f: (typeof facilities)[number]) =>
    f.code === current ? LL.searchMore.facilities.current({ name: f.name }) : f.name;
  const searchUrl = (code: string) => `/booking/result?code=${encodeURIComponent(code)}`;
  const radiusOf = (code: string) => (code === current ? 7 : 5);
  // This hotel's name is placed first, so it is the last to give way to a number.
  const order = placed
    .map((_, i) => i)
    .sort((a, b) => Number(placed[b]!.code === current) - Number(placed[a]!.code === current));
  const byOrder = placeMapLabels(
    order.map((i) => {
      const f = placed[i]!;
      return { x: x(f.longitude!), y: y(f.latitude!), r: radiusOf(f.code), name: f.name };
    }),
    MAP,
    MAP.fontSize,
  );
  const labels: PlacedLabel[] = [];
  order.forEach((i, k) => (labels[i] = byOrder[k]!));
  const legend = placed.flatMap((f, i) => {
    const number = labels[i]!.number;
    return number === undefined ? [] : [{ number, name: f.name }];
  });
  legend.sort((a, b) => a.number - b.number);
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
      {/* The brand facility list (SPEC.md section 2, /facilities) with the same search. */}
      <p>
        <a href={brandFacilitiesUrl(current, window.location.search)}>{LL.brandFacilities.allLink()}</a>
      </p>
      {placed.length > 0 && (
        <figure className="facility-map">
          <figcaption id="facility-map-caption">{LL.searchMore.facilities.mapHeading()}</figcaption>
          {/* A labelled group, not an image: an image's content is presentational, and the other hotels' dots are links. */}
          <svg
            role="group"
            aria-labelledby="facility-map-caption facility-map-desc"
            viewBox={`0 0 ${MAP.width} ${MAP.height}`}
            width="100%"
            style={{ maxWidth: MAP.width }}
          >
            <desc id="facility-map-desc">
              {LL.searchMore.facilities.mapLabel({ names: placed.map(nameOf).join(', ') })}
            </desc>
            <rect x={0} y={0} width={MAP.width} height={MAP.height} fill="#eef3f7" stroke="#9fb3c8" />
            {placed.map((f, i) => {
              const label = labels[i]!;
              const dot = (
                <>
                  <circle
                    className={f.code === current ? 'map-dot map-dot-current' : 'map-dot'}
                    cx={x(f.longitude!)}
                    cy={y(f.latitude!)}
                    r={radiusOf(f.code)}
                  />
                  <text
                    x={label.x}
                    y={label.y}
                    fontSize={MAP.fontSize}
                    textLength={label.width}
                    lengthAdjust="spacingAndGlyphs"
                  >
                    {label.text}
                  </text>
                </>
              );
              // This hotel is a labelled mark; each other hotel is a link to its search.
              return f.code === current ? (
                <g key={f.code} role="img" aria-label={nameOf(f)}>
                  {dot}
                </g>
              ) : (
                <a key={f.code} href={searchUrl(f.code)} aria-label={nameOf(f)}>
                  {dot}
                </a>
              );
            })}
          </svg>
          {/* The names that did not fit on the map, by their numbers there; the map's links already name them. */}
          {legend.length > 0 && (
            <ol className="facility-map-legend" aria-hidden="true">
              {legend.map(({ number, name }) => (
                <li key={number}>
                  <span className="facility-map-number">{number}</span> {name}
                </li>
              ))}
            </ol>
          )}
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
  return (
    <p className="alert alert-info" role="status">
      {LL.searchMore.undated.foundFrom({ checkin: found.checkin, nights: found.nights })}
    </p>
  );
}
