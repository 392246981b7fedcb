import { useSelector } from '@xstate/react';
import { useI18nContext } from '../../../locales/i18n-react';
import { selectFacilities, selectHotelCodeOfExtras } from '../../../machines/search-extras/selectors';
import { placeMapLabels, type PlacedLabel } from './facility-map-labels';
import type { ExtrasActor } from './search-options-panels';

const MAP = { width: 320, height: 200, pad: 24, fontSize: 11 };

/** `/facilities` for the brand of this hotel, with the page's search (on the agency site the hotel is in the path, not the query). */
function brandFacilitiesUrl(hotelCode: string, pageQuery: string): string {
  const query = new URLSearchParams(pageQuery);
  query.delete('hotel_code');
  query.set('code', hotelCode);
  return `/facilities?${query.toString()}`;
}

/** The brand's other facilities and their map (search-options-panels.tsx shows it under the results). */
export function Facilities({ actor }: { actor: ExtrasActor }) {
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
