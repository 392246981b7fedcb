import { Temporal } from 'temporal-polyfill';
import { currencyDecimals } from '../../contract';
import { STAY_FEATURES, type MealOption, type StayFeature } from '../../contract/hotel-search-intent';
import {
  NEXT_DATES_MAX,
  NEXT_DATES_WINDOW_DAYS,
  hotelSearchChildrenAges,
  hotelSearchOccupancies,
  type HotelRating,
  type HotelRatingsReply,
  type HotelSearchFacility,
  type HotelSearchQuery,
  type HotelSearchReply,
} from '../../contract/hotel-search';
import {
  formatRoomOccupancies,
  roomSearchQuerySchema,
  type RoomOccupancy,
  type RoomSearchQuery,
  type RoomSearchReply,
} from '../../contract';
import type { Clock } from '../clock';
import type { AppDb } from '../db/database';
import {
  facilitiesWithKidsSettings,
  firstPhotos,
  largestRoomTypeOf,
  listedFacilities,
  planMeals,
  plansOfFacilities,
  reviewScoreCounts,
  roomTypesFreeEveryNight,
  stockAndRatesInWindow,
} from './hotel-search-repository';
import { failures } from '../domain/booking-failure';
import { BookingFailure } from '../domain/booking-failure';
import { hotelContentReader } from '../domain/hotel-content';
import { stayNights } from '../domain/stay-dates';
import { DEMO_JPY_RATES } from '../currency/seed-currency';
import { toGuestPhoto } from '../photos/photos';
import type { HotelWithBrand } from '../repositories/hotels';
import { kidsSettingOf } from '../repositories/search-options';
import type { KidsSetting } from '../domain/kids-tiers';
import { searchRooms } from '../services/room-search';
import { facilityParty, isPartyRefusal, type FacilityParty, type PartyRefusal } from './facility-party';
import { AREAS, AREA_SPELLINGS, areaByCode, areaWithin, type Area } from './areas';

/**
 * `GET /api/ota/v1/hotels/search`: the facilities listed on the agency site that match the
 * place, features and stars asked, each with the lowest price of the room search for the dates
 * and guests (the same prices `GET /book/hotels/{h}/rooms` answers: services/room-search.ts, with
 * its discounts and rounding), or sold out with the next check-in dates that work.
 *
 * Work: one query picks the listed facilities (place, features, ratings, location); one query over
 * the stock keeps those with a room type that holds the guests on every night; only these are
 * priced, in process, by the room search (no HTTP); the sold-out ones get their next dates from
 * one query over the stock and one over the rates of the window, each confirmed by the room search.
 */

/** Facilities priced at once (each is a handful of queries on the shared pool). */
const PRICING_CONCURRENCY = 4;
/** Candidate next dates tried per sold-out facility before giving up on more. */
const NEXT_DATE_CANDIDATES = 6;

type AreaNames = Area['names'];
type AreaLanguage = keyof AreaNames;

/** The gazetteer's language for a request locale (ja, ko, zh_Hans, zh_Hant, else English). */
export function areaLanguage(locale: string | undefined): AreaLanguage {
  const tag = (locale ?? '').replace('_', '-').toLowerCase();
  if (tag.startsWith('ja')) return 'ja';
  if (tag.startsWith('ko')) return 'ko';
  if (
    tag === 'zh-hant' ||
    tag.startsWith('zh-tw') ||
    tag.startsWith('zh-hk') ||
    tag.startsWith('zh-mo') ||
    tag.startsWith('zh-hant')
  )
    return 'zh_Hant';
  if (tag.startsWith('zh')) return 'zh_Hans';
  return 'en';
}

/** Minor units of `from` in `to`, at the agency's reference rates (units per yen; for display and the price filter only). */
export function atReferenceRate(amount: number, from: string, to: string): number {
  if (from === to) return amount;
  const perYen = (code: string) => (code === 'JPY' ? 1 : Number(DEMO_JPY_RATES[code]));
  const major = amount / 10 ** currencyDecimals(from);
  return Math.round(((major * perYen(to)) / perYen(from)) * 10 ** currencyDecimals(to));
}

/** A plan's meals: its agency_plan_meals row, else breakfast when meal_included, else none. */
const mealOf = (stored: MealOption | undefined, mealIncluded: boolean): MealOption =>
  stored ?? (mealIncluded ? 'breakfast' : 'room_only');

/** Whether a plan serving `served` answers a search for `wanted`. */
function mealMatches(served: MealOption, wanted: MealOption | undefined): boolean {
  if (!wanted) return true;
  if (wanted === 'room_only') return served === 'room_only';
  if (wanted === 'breakfast_and_dinner') return served === 'breakfast_and_dinner';
  if (wanted === 'breakfast') return served === 'breakfast' || served === 'breakfast_and_dinner';
  return served === 'dinner' || served === 'breakfast_and_dinner';
}

interface Candidate {
  hotel: HotelWithBrand;
  areaCode: string;
  starRating: number;
  features: StayFeature[];
  rank: number;
  latitude: number | null;
  longitude: number | null;
  rating: HotelRating;
}

interface Priced {
  total: number;
  roomTypeName: string;
  planName: string;
  meal: MealOption;
  refundable: boolean;
}

interface Found {
  candidate: Candidate;
  priced: Priced | null;
  /** The facility cannot take the searched party (then it has no price and is not sold out). */
  refusal: PartyRefusal | null;
  next: { checkin: string; checkout: string; total: number }[];
}

/** The areas a keyword names (any spelling of the gazetteer inside it, or it inside a spelling). */
function areasNamedBy(keyword: string): string[] {
  const text = keyword.toLowerCase();
  const codes = new Set<string>();
  for (const { spelling, code } of AREA_SPELLINGS) {
    if (spelling.length >= 2 && (text.includes(spelling) || (text.length >= 2 && spelling.includes(text)))) {
      for (const inner of areaWithin(code)) codes.add(inner);
    }
  }
  return [...codes];
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchAgencyHotels(
  db: AppDb,
  query: HotelSearchQuery,
  clock: Clock,
  locale: string | undefined,
  clientBrands?: readonly number[],
): Promise<HotelSearchReply> {
  if (query.area !== undefined && !areaByCode(query.area)) {
    throw failures.invalidField(
      'area',
      `is not an area of the agency: one of ${AREAS.map((area) => area.code).join(', ')}`,
    );
  }
  const occupancies = hotelSearchOccupancies(query);
  const nights = stayNights(query.checkin, query.checkout);
  const features = query.features ?? [];
  const wantsFreeCancellation = features.includes('free_cancellation');
  const facilityFeatures = features.filter((feature) => feature !== 'free_cancellation');

  const listed = await listedCandidates(db, query, facilityFeatures, clientBrands);
  const meals = await planMeals(
    db,
    listed.map((candidate) => candidate.hotel.id),
  );
  const planFits = (hotelId: number, plan: { code: string; mealIncluded: boolean; refundable: boolean }) =>
    mealMatches(mealOf(meals.get(`${hotelId}|${plan.code}`), plan.mealIncluded), query.meal) &&
    (!wantsFreeCancellation || plan.refundable);
  const planOk = (hotelId: number, plan: RoomSearchReply['rooms'][number]['room_plan'][number]) =>
    planFits(hotelId, { code: plan.room_plan_code, mealIncluded: plan.meal_included, refundable: plan.refundable });
  // A facility without any plan of the meal or cancellation asked is not a match (rather than sold out).
  const offering = query.meal || wantsFreeCancellation ? await facilitiesOffering(db, listed, planFits) : null;
  const candidates = offering ? listed.filter((candidate) => offering.has(candidate.hotel.id)) : listed;

  // The party as each facility takes it: the children's ages mapped to its own tiers, or why not.
  const ages = hotelSearchChildrenAges(query);
  const [settings, largestRoomTypes] = await Promise.all([
    kidsSettingsOf(
      db,
      candidates.map((candidate) => candidate.hotel.id),
    ),
    largestRoomTypeOf(
      db,
      candidates.map((candidate) => candidate.hotel.id),
    ),
  ]);
  const parties = new Map<number, FacilityParty | PartyRefusal>();
  for (const candidate of candidates) {
    const id = candidate.hotel.id;
    const party = facilityParty(settings.get(id) ?? null, occupancies, ages);
    parties.set(
      id,
      !isPartyRefusal(party) && party.largestRoomBeds > (largestRoomTypes.get(id) ?? 0)
        ? { reason: 'party_too_large', detail: 'No room of this facility sleeps as many guests as a searched room.' }
        : party,
    );
  }
  const taken = new Map<number, FacilityParty>();
  for (const [id, party] of parties) if (!isPartyRefusal(party)) taken.set(id, party);
  const withStock = await facilitiesWithStock(db, taken, query.checkin, query.checkout, nights.length, occupancies);

  /** The cheapest fitting plan, null when nothing is free, a refusal when the facility does not take these guests (its own rules). */
  const priceStay = async (
    candidate: Candidate,
    checkin: string,
    checkout: string,
  ): Promise<Priced | null | PartyRefusal> => {
    const party = taken.get(candidate.hotel.id)!;
    // The room search's own query, with its defaults (no codes, no day use): the guest's plain search.
    const roomQuery: RoomSearchQuery = roomSearchQuerySchema.parse({
      checkin,
      checkout,
      rooms: formatRoomOccupancies(occupancies),
      order: 'price_low_to_high',
      ...party.kids,
    });
    let reply: RoomSearchReply;
    try {
      reply = await searchRooms(db, candidate.hotel, roomQuery, clock, { memberId: null, locale });
    } catch (error) {
      // A facility that does not take these guests (more rooms than it searches, children per adult, its own limits).
      if (error instanceof BookingFailure && error.status < 500)
        return { reason: 'party_not_accepted', detail: error.message };
      throw error;
    }
    let best: Priced | null = null;
    for (const room of reply.rooms) {
      for (const plan of room.room_plan) {
        if (!planOk(candidate.hotel.id, plan)) continue;
        if (best === null || plan.total_price < best.total) {
          best = {
            total: plan.total_price,
            roomTypeName: room.room_type_name,
            planName: plan.room_plan_name,
            meal: mealOf(meals.get(`${candidate.hotel.id}|${plan.room_plan_code}`), plan.meal_included),
            refundable: plan.refundable,
          };
        }
      }
    }
    return best;
  };

  const found: Found[] = await inBatches(candidates, PRICING_CONCURRENCY, async (candidate) => {
    const party = parties.get(candidate.hotel.id)!;
    const outcome = isPartyRefusal(party)
      ? party
      : withStock.has(candidate.hotel.id)
        ? await priceStay(candidate, query.checkin, query.checkout)
        : null;
    const refusal = outcome !== null && 'reason' in outcome ? outcome : null;
    return { candidate, priced: refusal ? null : (outcome as Priced | null), refusal, next: [] };
  });

  // Sold out: the next check-ins of the same length in the window that the room search prices.
  const soldOut = found.filter((entry) => entry.priced === null && entry.refusal === null);
  const starts = await nextStartCandidates(
    db,
    soldOut.map((entry) => entry.candidate),
    query.checkin,
    nights.length,
    occupancies,
    taken,
  );
  await inBatches(soldOut, PRICING_CONCURRENCY, async (entry) => {
    for (const checkin of (starts.get(entry.candidate.hotel.id) ?? []).slice(0, NEXT_DATE_CANDIDATES)) {
      if (entry.next.length >= NEXT_DATES_MAX) break;
      const checkout = Temporal.PlainDate.from(checkin).add({ days: nights.length }).toString();
      const then = await priceStay(entry.candidate, checkin, checkout);
      if (then && !('reason' in then)) entry.next.push({ checkin, checkout, total: then.total });
    }
  });

  const perNight = (total: number) => Math.round(total / nights.length);
  const displayTotal = (entry: Found) =>
    entry.priced ? atReferenceRate(entry.priced.total, entry.candidate.hotel.currency, query.currency) : null;
  const inRange = (entry: Found) => {
    if (query.min_price === undefined && query.max_price === undefined) return true;
    const total = displayTotal(entry);
    if (total === null) return false;
    const night = perNight(total) / 10 ** currencyDecimals(query.currency);
    return (
      (query.min_price === undefined || night >= query.min_price) &&
      (query.max_price === undefined || night <= query.max_price)
    );
  };
  const matching = sortFound(found.filter(inRange), query.order, displayTotal);

  const totalEntries = matching.length;
  const totalPages = Math.max(1, Math.ceil(totalEntries / query.per_page));
  const pageEntries = matching.slice((query.page - 1) * query.per_page, query.page * query.per_page);
  const frontPhotos = await firstPhotos(
    db,
    pageEntries.map((entry) => entry.candidate.hotel.id),
  );
  const language = areaLanguage(locale);
  const price = (total: number, currency: string) => ({ total, per_night: perNight(total), currency });

  return {
    data: pageEntries.map((entry): HotelSearchFacility => {
      const { hotel } = entry.candidate;
      const read = hotelContentReader(hotel, locale);
      const photo = frontPhotos.get(hotel.id);
      const display = displayTotal(entry);
      return {
        code: hotel.code,
        name: read(hotel.name),
        brand_code: hotel.brand.code,
        area: {
          code: entry.candidate.areaCode,
          name: areaByCode(entry.candidate.areaCode)?.names[language] ?? entry.candidate.areaCode,
        },
        address: read(hotel.fullAddress),
        latitude: entry.candidate.latitude,
        longitude: entry.candidate.longitude,
        star_rating: entry.candidate.starRating,
        features: entry.candidate.features,
        rating: entry.candidate.rating,
        photo: photo ? toGuestPhoto(photo, read) : null,
        sold_out: entry.priced === null && entry.refusal === null,
        lowest_price: entry.priced ? price(entry.priced.total, hotel.currency) : null,
        display_price: display === null ? null : price(display, query.currency),
        lowest_plan: entry.priced
          ? {
              room_type_name: entry.priced.roomTypeName,
              plan_name: entry.priced.planName,
              meal: entry.priced.meal,
              refundable: entry.priced.refundable,
            }
          : null,
        next_available: entry.next.map((next) => ({
          checkin: next.checkin,
          checkout: next.checkout,
          display_price: price(atReferenceRate(next.total, hotel.currency, query.currency), query.currency),
        })),
        party_refusal: entry.refusal,
      };
    }),
    page: query.page,
    per_page: query.per_page,
    total_pages: totalPages,
    total_entries: totalEntries,
    nights: nights.length,
    currency: query.currency,
  };
}

function sortFound(
  found: Found[],
  order: HotelSearchQuery['order'],
  displayTotal: (entry: Found) => number | null,
): Found[] {
  const byCode = (a: Found, b: Found) =>
    a.candidate.hotel.code < b.candidate.hotel.code ? -1 : a.candidate.hotel.code > b.candidate.hotel.code ? 1 : 0;
  // Priced first, then those that cannot take the party, then sold out.
  const rankOf = (entry: Found) => (entry.priced ? 0 : entry.refusal ? 1 : 2);
  const soldOutLast = (a: Found, b: Found) => rankOf(a) - rankOf(b);
  const byRating = (a: Found, b: Found) =>
    (b.candidate.rating.average ?? 0) - (a.candidate.rating.average ?? 0) ||
    b.candidate.rating.count - a.candidate.rating.count;
  return [...found].sort((a, b) => {
    switch (order) {
      case 'price_low_to_high':
        return soldOutLast(a, b) || (displayTotal(a) ?? 0) - (displayTotal(b) ?? 0) || byCode(a, b);
      case 'price_high_to_low':
        return soldOutLast(a, b) || (displayTotal(b) ?? 0) - (displayTotal(a) ?? 0) || byCode(a, b);
      case 'rating':
        return byRating(a, b) || byCode(a, b);
      default:
        return soldOutLast(a, b) || a.candidate.rank - b.candidate.rank || byRating(a, b) || byCode(a, b);
    }
  });
}

/** Runs `work` over `items`, `size` at a time, answering in the items' order. */
async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return out;
}

/**
 * The listed facilities of the place and features asked, of the brands the client sells (all when
 * undefined), with their location and review rating (one query).
 */
async function listedCandidates(
  db: AppDb,
  query: HotelSearchQuery,
  features: StayFeature[],
  clientBrands: readonly number[] | undefined,
): Promise<Candidate[]> {
  const keyword = query.keyword?.trim();
  const rows = await listedFacilities(db, {
    clientBrands,
    areaCodes: query.area ? areaWithin(query.area) : undefined,
    features,
    keyword: keyword ? { pattern: likePattern(keyword), areaCodes: areasNamedBy(keyword) } : undefined,
  });
  return rows.map((row) => ({
    hotel: { ...row.hotel, brand: row.brand },
    areaCode: row.listing.areaCode,
    starRating: row.listing.starRating,
    features: row.listing.features.filter((feature): feature is StayFeature =>
      (STAY_FEATURES as readonly string[]).includes(feature),
    ),
    rank: row.listing.recommendationRank,
    latitude: row.location ? Number(row.location.latitude) : null,
    longitude: row.location ? Number(row.location.longitude) : null,
    rating: { average: row.average === null ? null : Number(row.average), count: Number(row.count ?? 0) },
  }));
}

/**
 * The facilities with a room type that holds the largest searched room (the beds it needs there)
 * and has the searched number of rooms free on every night (one query). The others are sold out
 * without pricing.
 */
async function facilitiesWithStock(
  db: AppDb,
  parties: Map<number, FacilityParty>,
  checkin: string,
  checkout: string,
  nights: number,
  occupancies: RoomOccupancy[],
): Promise<Set<number>> {
  if (parties.size === 0) return new Set();
  const smallest = Math.min(...[...parties.values()].map((party) => party.largestRoomBeds));
  const rows = await roomTypesFreeEveryNight(db, {
    hotelIds: [...parties.keys()],
    minOccupancy: smallest,
    checkin,
    checkout,
    nights,
    rooms: occupancies.length,
  });
  return new Set(
    rows.filter((row) => row.maxOccupancy >= parties.get(row.hotelId)!.largestRoomBeds).map((row) => row.hotelId),
  );
}

/** The kids settings of the facilities that price children by tier or age (one query, then each such setting). */
async function kidsSettingsOf(db: AppDb, hotelIds: number[]): Promise<Map<number, KidsSetting>> {
  const out = new Map<number, KidsSetting>();
  for (const hotelId of await facilitiesWithKidsSettings(db, hotelIds)) {
    const setting = await kidsSettingOf(db, hotelId);
    if (setting) out.set(hotelId, setting);
  }
  return out;
}

/** The facilities with a plan that `fits` (the meal and cancellation asked), whatever the dates. */
async function facilitiesOffering(
  db: AppDb,
  candidates: Candidate[],
  fits: (hotelId: number, plan: { code: string; mealIncluded: boolean; refundable: boolean }) => boolean,
): Promise<Set<number>> {
  const rows = await plansOfFacilities(
    db,
    candidates.map((candidate) => candidate.hotel.id),
  );
  return new Set(rows.filter((row) => fits(row.hotelId, row)).map((row) => row.hotelId));
}

/**
 * For each sold-out facility, the check-ins after `checkin` (within NEXT_DATES_WINDOW_DAYS, not
 * past the facility's reservable period) where some room type that holds the guests has the rooms
 * free on every night and a plan of it has a rate for every night: one query over the stock and
 * one over the rates of the window for all of them. The room search confirms each before it is shown.
 */
async function nextStartCandidates(
  db: AppDb,
  soldOut: Candidate[],
  checkin: string,
  nights: number,
  occupancies: RoomOccupancy[],
  parties: Map<number, FacilityParty>,
): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (soldOut.length === 0) return out;
  const first = Temporal.PlainDate.from(checkin).add({ days: 1 });
  const windowEnd = first.add({ days: NEXT_DATES_WINDOW_DAYS + nights }).toString();
  const bedsAt = (hotelId: number) => parties.get(hotelId)!.largestRoomBeds;
  const largest = Math.min(...soldOut.map((candidate) => bedsAt(candidate.hotel.id)));
  const hotelIds = soldOut.map((candidate) => candidate.hotel.id);
  const { stock, rated } = await stockAndRatesInWindow(db, {
    hotelIds,
    minOccupancy: largest,
    from: first.toString(),
    to: windowEnd,
    rooms: occupancies.length,
  });
  const sellable = new Set(rated.map((row) => `${row.roomTypeId}|${row.stayDate}`));
  const free = new Map<number, Set<string>>();
  const typesOf = new Map<number, Set<number>>();
  for (const row of stock) {
    if (!sellable.has(`${row.roomTypeId}|${row.stayDate}`) || row.maxOccupancy < bedsAt(row.hotelId)) continue;
    if (!free.has(row.roomTypeId)) free.set(row.roomTypeId, new Set());
    free.get(row.roomTypeId)!.add(row.stayDate);
    if (!typesOf.has(row.hotelId)) typesOf.set(row.hotelId, new Set());
    typesOf.get(row.hotelId)!.add(row.roomTypeId);
  }
  for (const candidate of soldOut) {
    const types = [...(typesOf.get(candidate.hotel.id) ?? [])];
    const starts: string[] = [];
    for (let day = 0; day < NEXT_DATES_WINDOW_DAYS; day += 1) {
      const start = first.add({ days: day });
      const stay = Array.from({ length: nights }, (_, i) => start.add({ days: i }).toString());
      if (types.some((type) => stay.every((night) => free.get(type)!.has(night)))) starts.push(start.toString());
    }
    out.set(candidate.hotel.id, starts);
  }
  return out;
}

/**
 * `GET /api/ota/v1/hotels/ratings`: the review rating of each listed facility named (unknown or
 * unlisted codes, and facilities of brands the client does not sell, are left out).
 */
export async function agencyHotelRatings(
  db: AppDb,
  codes: string[],
  clientBrands?: readonly number[],
): Promise<HotelRatingsReply> {
  const rows = await reviewScoreCounts(db, codes, clientBrands);
  const byCode = new Map<string, number[]>();
  for (const row of rows) {
    const distribution = byCode.get(row.code) ?? [0, 0, 0, 0, 0];
    if (row.score !== null) distribution[row.score - 1] = row.count;
    byCode.set(row.code, distribution);
  }
  return {
    data: codes.flatMap((code) => {
      const distribution = byCode.get(code);
      if (!distribution) return [];
      const count = distribution.reduce((sum, n) => sum + n, 0);
      const sum = distribution.reduce((total, n, index) => total + n * (index + 1), 0);
      return [{ code, average: count === 0 ? null : Math.round((sum * 10) / count) / 10, count, distribution }];
    }),
  };
}
