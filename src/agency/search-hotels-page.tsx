import { useId, useMemo, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { useI18nContext } from '../../locales/i18n-react';
import {
  BUDGET_CURRENCIES,
  MAX_NIGHTS,
  MAX_SEARCH_ROOMS,
  STAY_FEATURES,
  type BudgetCurrency,
  type MealOption,
} from '../../contract/hotel-search-intent';
import { HOTEL_SEARCH_ORDERS, MAX_CHILD_AGE, type HotelSearchOrder } from '../../contract/hotel-search';
import { areaChoices } from '../../machines/ai-search/area-options';
import {
  childAgesPerRoom,
  criteriaFromQuery,
  hotelPagePath,
  MAX_ADULTS_PER_ROOM,
  MAX_CHILDREN_PER_ROOM,
  type HotelSearchCriteria,
} from '../../machines/hotel-search/criteria';
import type { FacilityResult } from '../../machines/hotel-search/machine';
import {
  HotelSearchProvider,
  useHotelSearchActorRef,
  useHotelSearchSelector,
} from '../../machines/hotel-search/provider';
import {
  selectHotelAreas,
  selectHotelAreasLoading,
  selectHotelCriteria,
  selectHotelDraft,
  selectHotelDraftProblems,
  selectHotelEmpty,
  selectHotelFacilities,
  selectHotelFailure,
  selectHotelHasMore,
  selectHotelLoadingMore,
  selectHotelMoreFailure,
  selectHotelSearching,
  selectHotelToday,
  selectHotelTotals,
} from '../../machines/hotel-search/selectors';
import { useAppServices } from '../app/services-context';
import { formatMoney } from '../format/money';
import { calendarDateIn, formatPlainDate } from '../format/dates';
import { messageForCode } from '../i18n/messages';
import { ResponsivePhoto } from '../views/booking/responsive-photo';
import { useDocumentTitle } from '../views/document-title';
import './search-hotels.css';

type SearchHotelsTexts = ReturnType<typeof useI18nContext>['LL']['agency']['searchHotels'];

/** Why a facility cannot host the searched party, in the page's language (the API's reason codes). */
function partyRefusalText(t: SearchHotelsTexts, reason: string): string {
  switch (reason) {
    case 'children_ages_required':
      return t.partyRefusal_children_ages_required();
    case 'child_age_not_accepted':
      return t.partyRefusal_child_age_not_accepted();
    case 'party_too_large':
      return t.partyRefusal_party_too_large();
    default:
      return t.partyRefusal_party_not_accepted();
  }
}

/** Filters start unfolded beside the results on wide screens, folded above them on phones (SPEC.md section 9: 992 px). */
const WIDE_SCREEN =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(min-width: 993px)').matches;

/** "Today" on the agency site is today in Japan, where it sells (as the AI search home). */
function agencyToday(): string {
  return calendarDateIn('Asia/Tokyo');
}

/**
 * `/search-hotels`: the agency's hotel search (SPEC.md sections 2 and 7). The criteria come from
 * the address (the AI search and the package search build it); the hotel-search chart fetches the
 * facilities page by page and merges them; sort and filters search again and write the address.
 */
export function SearchHotelsPage() {
  const { LL } = useI18nContext();
  const { services, inspect } = useAppServices();
  useDocumentTitle(LL.agency.searchHotels.heading());
  const search = useSearch();
  // The chart starts once from the address; it writes the address back as the criteria change.
  const input = useMemo(() => {
    const today = agencyToday();
    const { criteria, page } = criteriaFromQuery(search, today);
    return { today, criteria, page };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <HotelSearchProvider
      client={services.client}
      input={input}
      inspect={inspect}
      onCriteria={(query) => services.navigate(`/search-hotels?${query}`, { replace: true })}
    >
      <HotelSearchView />
    </HotelSearchProvider>
  );
}

function HotelSearchView() {
  const { LL } = useI18nContext();
  const t = LL.agency.searchHotels;
  const totals = useHotelSearchSelector(selectHotelTotals);
  const searching = useHotelSearchSelector(selectHotelSearching);
  return (
    <div className="hotel-search">
      <h1 className="hotel-search-heading">{t.heading()}</h1>
      <SearchBar />
      <div className="hotel-search-layout">
        <aside className="hotel-search-filters" aria-label={t.filters()}>
          <details className="hotel-search-filter-toggle" open={WIDE_SCREEN}>
            <summary>{t.filters()}</summary>
            <Filters />
          </details>
        </aside>
        <section
          className="hotel-search-results"
          aria-labelledby="hotel-search-results-heading"
          aria-busy={searching || undefined}
        >
          <div className="hotel-search-results-bar">
            <h2 id="hotel-search-results-heading" aria-live="polite">
              {searching ? t.loading() : t.found({ count: totals.totalEntries })}
            </h2>
            <SortChoice />
          </div>
          <Results />
        </section>
      </div>
    </div>
  );
}

function SearchBar() {
  const { LL, locale } = useI18nContext();
  const t = LL.agency.searchHotels;
  const ai = LL.aiSearch;
  const flow = useHotelSearchActorRef();
  const draft = useHotelSearchSelector(selectHotelDraft);
  const today = useHotelSearchSelector(selectHotelToday);
  const problems = useHotelSearchSelector(selectHotelDraftProblems);
  const areas = useHotelSearchSelector(selectHotelAreas);
  const areasLoading = useHotelSearchSelector(selectHotelAreasLoading);
  const id = useId();
  // Until the areas are read the searched area has no name yet: its option is blank (the select keeps
  // its size, shimmering), never the raw code; without the list at all the code is all there is.
  const choices = areaChoices(
    areas,
    draft.area ? { code: draft.area, name: areasLoading ? '\u00a0' : draft.area } : null,
  );
  const childAges = childAgesPerRoom(draft);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.send({ type: 'search.submitted' });
  };
  const problemText = (problem: string) =>
    problem === 'checkin_past'
      ? ai.problem_checkin_past()
      : problem === 'checkout_not_after'
        ? t.problem_checkout_not_after()
        : problem === 'too_many_nights'
          ? t.problem_too_many_nights({ max: MAX_NIGHTS })
          : problem === 'child_age_missing'
            ? ai.problem_child_age_missing()
            : t.problem_price_range();
  return (
    <form
      className="hotel-search-bar"
      role="search"
      onSubmit={submit}
      aria-describedby={problems.length > 0 ? `${id}-problems` : undefined}
    >
      <div className="field">
        <label htmlFor={`${id}-area`}>{ai.area()}</label>
        <select
          id={`${id}-area`}
          className={areasLoading && draft.area ? 'hotel-search-area-loading' : undefined}
          aria-busy={areasLoading || undefined}
          value={draft.area ?? ''}
          onChange={(e) =>
            flow.send({ type: 'criteria.edited', edit: { field: 'area', value: e.target.value || null } })
          }
        >
          <option value="">{t.anyArea()}</option>
          {choices.map((choice) => (
            <option
              key={choice.code}
              value={choice.code}
            >{`${'\u00a0\u00a0'.repeat(choice.depth)}${choice.name}`}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-keyword`}>{t.keyword()}</label>
        <input
          id={`${id}-keyword`}
          type="search"
          value={draft.keyword}
          placeholder={t.keywordPlaceholder()}
          maxLength={100}
          onChange={(e) => flow.send({ type: 'criteria.edited', edit: { field: 'keyword', value: e.target.value } })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-checkin`}>{ai.checkin()}</label>
        <input
          id={`${id}-checkin`}
          type="date"
          min={today}
          value={draft.checkin}
          onChange={(e) => flow.send({ type: 'criteria.edited', edit: { field: 'checkin', value: e.target.value } })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-checkout`}>{t.checkout()}</label>
        <input
          id={`${id}-checkout`}
          type="date"
          min={draft.checkin}
          value={draft.checkout}
          onChange={(e) => flow.send({ type: 'criteria.edited', edit: { field: 'checkout', value: e.target.value } })}
        />
      </div>
      <details className="hotel-search-guests">
        <summary>
          {t.guestsSummary({
            adults: draft.rooms.reduce((sum, room) => sum + room.adults, 0),
            children: draft.rooms.reduce((sum, room) => sum + room.children, 0),
            rooms: draft.rooms.length,
          })}
        </summary>
        <div className="hotel-search-guests-panel">
          <div className="field">
            <label htmlFor={`${id}-rooms`}>{ai.rooms()}</label>
            <select
              id={`${id}-rooms`}
              value={draft.rooms.length}
              onChange={(e) =>
                flow.send({ type: 'criteria.edited', edit: { field: 'roomCount', value: Number(e.target.value) } })
              }
            >
              {Array.from({ length: MAX_SEARCH_ROOMS }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          {draft.rooms.map((room, index) => (
            <fieldset key={index} className="hotel-search-room">
              <legend>{t.room({ n: index + 1 })}</legend>
              <label>
                {ai.adults()}
                <select
                  value={room.adults}
                  onChange={(e) =>
                    flow.send({
                      type: 'criteria.edited',
                      edit: { field: 'adults', index, value: Number(e.target.value) },
                    })
                  }
                >
                  {Array.from({ length: MAX_ADULTS_PER_ROOM }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {ai.children()}
                <select
                  value={room.children}
                  onChange={(e) =>
                    flow.send({
                      type: 'criteria.edited',
                      edit: { field: 'children', index, value: Number(e.target.value) },
                    })
                  }
                >
                  {Array.from({ length: MAX_CHILDREN_PER_ROOM + 1 }, (_, i) => i).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
              {childAges[index]!.map((age, child) => {
                const missing = problems.includes('child_age_missing') && age === null;
                return (
                  <label key={child} className="hotel-search-child-age">
                    {ai.childAge({ n: child + 1 })}
                    <select
                      value={age ?? ''}
                      aria-invalid={missing || undefined}
                      aria-describedby={missing ? `${id}-problems` : undefined}
                      onChange={(e) =>
                        flow.send({
                          type: 'criteria.edited',
                          edit: {
                            field: 'childAge',
                            room: index,
                            child,
                            value: e.target.value === '' ? null : Number(e.target.value),
                          },
                        })
                      }
                    >
                      <option value="">{ai.chooseAge()}</option>
                      {Array.from({ length: MAX_CHILD_AGE + 1 }, (_, years) => (
                        <option key={years} value={years}>
                          {ai.ageYears({ age: years })}
                        </option>
                      ))}
                    </select>
                  </label>
                );
              })}
            </fieldset>
          ))}
        </div>
      </details>
      <button type="submit" className="hotel-search-submit">
        {t.search()}
      </button>
      {problems.length > 0 && (
        <div id={`${id}-problems`} className="field-error hotel-search-problems" role="alert">
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problemText(problem)}</li>
            ))}
          </ul>
        </div>
      )}
      <span className="visually-hidden">{formatPlainDate(draft.checkin, locale)}</span>
    </form>
  );
}

const MEAL_CHOICES: (MealOption | null)[] = [null, 'breakfast', 'dinner', 'breakfast_and_dinner', 'room_only'];

function Filters() {
  const { LL } = useI18nContext();
  const t = LL.agency.searchHotels;
  const ai = LL.aiSearch;
  const flow = useHotelSearchActorRef();
  const criteria = useHotelSearchSelector(selectHotelCriteria);
  const id = useId();
  const mealLabel = (meal: MealOption | null) =>
    meal === null
      ? ai.mealAny()
      : meal === 'breakfast'
        ? ai.mealBreakfast()
        : meal === 'dinner'
          ? ai.mealDinner()
          : meal === 'breakfast_and_dinner'
            ? ai.mealBoth()
            : ai.mealNone();
  const priceEdit = (field: 'minPrice' | 'maxPrice', text: string) => {
    const value = text.trim() === '' ? null : Number(text);
    flow.send({ type: 'filter.changed', edit: { field, value: value === null || Number.isNaN(value) ? null : value } });
  };
  return (
    <div className="hotel-search-filter-body">
      <fieldset>
        <legend>{t.price()}</legend>
        <div className="hotel-search-price">
          <label>
            {t.minPrice()}
            <input
              type="number"
              inputMode="numeric"
              min={0}
              step="any"
              defaultValue={criteria.minPrice ?? ''}
              key={`min-${criteria.minPrice}`}
              onBlur={(e) =>
                e.target.value !== String(criteria.minPrice ?? '') && priceEdit('minPrice', e.target.value)
              }
            />
          </label>
          <label>
            {t.maxPrice()}
            <input
              type="number"
              inputMode="numeric"
              min={0}
              step="any"
              defaultValue={criteria.maxPrice ?? ''}
              key={`max-${criteria.maxPrice}`}
              onBlur={(e) =>
                e.target.value !== String(criteria.maxPrice ?? '') && priceEdit('maxPrice', e.target.value)
              }
            />
          </label>
          <label>
            {ai.currency()}
            <select
              value={criteria.currency}
              onChange={(e) =>
                flow.send({
                  type: 'filter.changed',
                  edit: { field: 'currency', value: e.target.value as BudgetCurrency },
                })
              }
            >
              {BUDGET_CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          </label>
        </div>
      </fieldset>
      <fieldset>
        <legend>{ai.features()}</legend>
        {STAY_FEATURES.map((feature) => (
          <label key={feature} className="hotel-search-check">
            <input
              type="checkbox"
              checked={criteria.features.includes(feature)}
              onChange={(e) =>
                flow.send({ type: 'filter.changed', edit: { field: 'feature', feature, on: e.target.checked } })
              }
            />
            {ai[`feature_${feature}`]()}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{ai.meal()}</legend>
        {MEAL_CHOICES.map((meal) => (
          <label key={meal ?? 'any'} className="hotel-search-check">
            <input
              type="radio"
              name={`${id}-meal`}
              checked={criteria.meal === meal}
              onChange={() => flow.send({ type: 'filter.changed', edit: { field: 'meal', value: meal } })}
            />
            {mealLabel(meal)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

function SortChoice() {
  const { LL } = useI18nContext();
  const t = LL.agency.searchHotels;
  const flow = useHotelSearchActorRef();
  const order = useHotelSearchSelector((s) => s.context.criteria.order);
  const id = useId();
  return (
    <div className="hotel-search-sort">
      <label htmlFor={id}>{t.sort()}</label>
      <select
        id={id}
        value={order}
        onChange={(e) => flow.send({ type: 'sort.changed', order: e.target.value as HotelSearchOrder })}
      >
        {HOTEL_SEARCH_ORDERS.map((value) => (
          <option key={value} value={value}>
            {t[`order_${value}`]()}
          </option>
        ))}
      </select>
    </div>
  );
}

function Results() {
  const { LL } = useI18nContext();
  const t = LL.agency.searchHotels;
  const flow = useHotelSearchActorRef();
  const facilities = useHotelSearchSelector(selectHotelFacilities);
  const criteria = useHotelSearchSelector(selectHotelCriteria);
  const totals = useHotelSearchSelector(selectHotelTotals);
  const searching = useHotelSearchSelector(selectHotelSearching);
  const loadingMore = useHotelSearchSelector(selectHotelLoadingMore);
  const hasMore = useHotelSearchSelector(selectHotelHasMore);
  const empty = useHotelSearchSelector(selectHotelEmpty);
  const failure = useHotelSearchSelector(selectHotelFailure);
  const moreFailure = useHotelSearchSelector(selectHotelMoreFailure);
  if (failure) {
    return (
      <div className="alert alert-error" role="alert">
        <p>{messageForCode(LL, failure.code)}</p>
        <button type="button" onClick={() => flow.send({ type: 'retry' })}>
          {t.retry()}
        </button>
      </div>
    );
  }
  if (empty) {
    return (
      <div className="alert alert-warning" role="status">
        <p className="hotel-search-empty-title">{t.empty()}</p>
        <p>{t.emptyHint()}</p>
      </div>
    );
  }
  if (searching)
    return (
      <ul className="hotel-search-list" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="hotel-card hotel-card-placeholder" />
        ))}
      </ul>
    );
  return (
    <>
      <FacilityMap facilities={facilities} />
      <ul className="hotel-search-list">
        {facilities.map((facility, index) => (
          <li key={facility.code}>
            <FacilityCard facility={facility} criteria={criteria} nights={totals.nights} eager={index < 2} />
          </li>
        ))}
      </ul>
      <div className="hotel-search-more">
        <p>{t.showing({ shown: facilities.length, total: totals.totalEntries })}</p>
        {moreFailure && (
          <p className="field-error" role="alert">
            {t.moreFailed()}
          </p>
        )}
        {(hasMore || loadingMore) && (
          <button
            type="button"
            onClick={() => flow.send({ type: 'more.requested' })}
            aria-disabled={loadingMore || undefined}
          >
            {loadingMore ? t.loading() : t.showMore()}
          </button>
        )}
      </div>
    </>
  );
}

function Stars({ count }: { count: number }) {
  const { LL } = useI18nContext();
  return (
    <span className="hotel-card-stars" role="img" aria-label={LL.agency.searchHotels.stars({ count })}>
      {'★'.repeat(count)}
    </span>
  );
}

function FacilityCard({
  facility,
  criteria,
  nights,
  eager,
}: {
  facility: FacilityResult;
  criteria: HotelSearchCriteria;
  nights: number;
  eager: boolean;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.agency.searchHotels;
  const href = hotelPagePath(facility.code, criteria);
  const headingId = `hotel-${facility.code}-name`;
  return (
    <article
      className={`hotel-card${facility.soldOut ? ' hotel-card-sold-out' : ''}`}
      id={`hotel-${facility.code}`}
      aria-labelledby={headingId}
    >
      <div className="hotel-card-photo">
        {facility.photo ? (
          <ResponsivePhoto
            photo={facility.photo}
            alt={facility.photo.alt}
            sizes="(max-width: 700px) 100vw, 240px"
            eager={eager}
          />
        ) : (
          <div className="hotel-card-no-photo" />
        )}
      </div>
      <div className="hotel-card-body">
        <h3 id={headingId} className="hotel-card-name">
          <Link href={href}>{facility.name}</Link>
        </h3>
        <p className="hotel-card-meta">
          <Stars count={facility.starRating} />
          <span className="hotel-card-area">{facility.area.name}</span>
        </p>
        <p className="hotel-card-rating">
          {facility.rating.average !== null ? (
            <>
              <span className="hotel-card-score" aria-label={t.rating({ average: facility.rating.average.toFixed(1) })}>
                {facility.rating.average.toFixed(1)}
              </span>
              <span>{t.reviews({ count: facility.rating.count })}</span>
            </>
          ) : (
            <span>{t.noReviews()}</span>
          )}
        </p>
        <ul className="hotel-card-features">
          {facility.features.slice(0, 4).map((feature) => (
            <li key={feature}>{LL.aiSearch[`feature_${feature as (typeof STAY_FEATURES)[number]}`]?.() ?? feature}</li>
          ))}
        </ul>
      </div>
      <div className="hotel-card-offer">
        {facility.partyRefusal ? (
          <div className="hotel-card-sold-out-box">
            <p className="hotel-card-badge">{t.partyRefused()}</p>
            <p>{partyRefusalText(t, facility.partyRefusal.reason)}</p>
          </div>
        ) : facility.soldOut || !facility.displayPrice ? (
          <div className="hotel-card-sold-out-box">
            <p className="hotel-card-badge">{t.soldOut()}</p>
            {facility.nextAvailable.length > 0 ? (
              <>
                <p className="hotel-card-next-label">{t.nextDates()}</p>
                <ul className="hotel-card-next">
                  {facility.nextAvailable.map((next) => (
                    <li key={next.checkin}>
                      <Link href={hotelPagePath(facility.code, criteria, next)}>
                        {`${formatPlainDate(next.checkin, locale)} – ${formatPlainDate(next.checkout, locale)}`}
                        <span className="hotel-card-next-price">
                          {formatMoney(next.displayPrice.perNight, next.displayPrice.currency, locale)}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{t.noNextDates()}</p>
            )}
          </div>
        ) : (
          <>
            {facility.lowestPlan && <p className="hotel-card-plan">{facility.lowestPlan.planName}</p>}
            {facility.lowestPlan?.refundable && (
              <p className="hotel-card-refundable">{LL.aiSearch.feature_free_cancellation()}</p>
            )}
            <p className="hotel-card-price">
              <strong>{formatMoney(facility.displayPrice.perNight, facility.displayPrice.currency, locale)}</strong>
              <span>{t.perNight()}</span>
            </p>
            <p className="hotel-card-total">
              {t.totalFor({
                price: formatMoney(facility.displayPrice.total, facility.displayPrice.currency, locale),
                nights,
              })}
            </p>
            <Link href={href} className="button hotel-card-cta">
              {t.seeRooms()}
            </Link>
          </>
        )}
      </div>
    </article>
  );
}

/**
 * An offline map: the facilities' coordinates plotted in an SVG (no tile server), each marker a
 * link to its card, labelled with its name and price.
 */
function FacilityMap({ facilities }: { facilities: FacilityResult[] }) {
  const { LL, locale } = useI18nContext();
  const t = LL.agency.searchHotels;
  const placed = facilities.filter((facility) => facility.latitude !== null && facility.longitude !== null);
  if (placed.length === 0) return null;
  const lats = placed.map((f) => f.latitude!);
  const lngs = placed.map((f) => f.longitude!);
  const pad = 0.01;
  const [minLat, maxLat, minLng, maxLng] = [
    Math.min(...lats) - pad,
    Math.max(...lats) + pad,
    Math.min(...lngs) - pad,
    Math.max(...lngs) + pad,
  ];
  const W = 600;
  const H = 260;
  // Longitude shrinks with latitude: keep the map's proportions true around its middle.
  const scaleLng = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = (maxLng - minLng) * scaleLng;
  const spanY = maxLat - minLat;
  const scale = Math.min((W - 40) / spanX, (H - 40) / spanY);
  const x = (lng: number) => W / 2 + (lng - (minLng + maxLng) / 2) * scaleLng * scale;
  const y = (lat: number) => H / 2 - (lat - (minLat + maxLat) / 2) * scale;
  return (
    <figure className="hotel-search-map">
      <svg viewBox={`0 0 ${W} ${H}`} role="group" aria-label={t.mapLabel()}>
        <rect x="0" y="0" width={W} height={H} className="hotel-map-ground" />
        {[1, 2, 3].map((i) => (
          <line key={`h${i}`} x1="0" x2={W} y1={(H / 4) * i} y2={(H / 4) * i} className="hotel-map-grid" />
        ))}
        {[1, 2, 3, 4, 5].map((i) => (
          <line key={`v${i}`} y1="0" y2={H} x1={(W / 6) * i} x2={(W / 6) * i} className="hotel-map-grid" />
        ))}
        {placed.map((facility) => {
          const price = facility.displayPrice
            ? formatMoney(facility.displayPrice.perNight, facility.displayPrice.currency, locale)
            : t.soldOut();
          return (
            <a
              key={facility.code}
              href={`#hotel-${facility.code}`}
              aria-label={`${facility.name}, ${price}`}
              className="hotel-map-marker"
            >
              <circle
                cx={x(facility.longitude!)}
                cy={y(facility.latitude!)}
                r="9"
                className={facility.soldOut ? 'hotel-map-pin-sold-out' : 'hotel-map-pin'}
              />
              <title>{`${facility.name} — ${price}`}</title>
            </a>
          );
        })}
      </svg>
      <figcaption>{t.mapNote()}</figcaption>
    </figure>
  );
}
