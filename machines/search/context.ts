import type { RoomSearchQuery } from '../graphql/graphql';
import type { Failure } from '../failure';
import { decodeCriteriaCookie } from './criteria-cookie';
import type { DiscountCodeStatus, PaymentPromotion } from '../pricing/discount-code';
import {
  campaignFromQuery,
  criteriaFromQuery,
  defaultCriteria,
  type Campaign,
  type CriteriaErrorCode,
  type QueryWarning,
  type SearchCriteria,
  type SearchSettings,
} from './search-criteria';

export type { SearchCriteria, SearchSettings, QueryWarning, CriteriaErrorCode, Campaign } from './search-criteria';
export type Room = RoomSearchQuery['rooms']['rooms'][number];
export type RoomPlan = Room['plans'][number];

/** What the searchRooms actor resolves to. */
export interface SearchResult {
  rooms: Room[];
  /** Only when nothing was found: the first later check-in with rooms for the same nights and guests, or null. */
  nextAvailableDate: string | null;
  /** Undated search: the check-in the rooms were found for (criteria-breadth.ts). */
  bookingStartDate?: string | null;
  /** Pricing: how the searched promo or coupon code fared; the card-payment promotion (machines/pricing). */
  discountCode?: DiscountCodeStatus | null;
  paymentPromotion?: PaymentPromotion | null;
}

export interface SearchInput {
  hotelCode: string;
  settings: SearchSettings;
  /** The URL query (`location.search`). */
  search: string;
  /** The criteria cookie named after the hotel code, as stored (base64), if any. */
  storedCriteria?: string | null;
}

export interface SearchContext {
  hotelCode: string;
  settings: SearchSettings;
  /** The URL query the criteria came from; other parameters are kept when the URL is synced. */
  search: string;
  /** What the search bar shows and the next search sends. */
  criteria: SearchCriteria;
  /** What the results on screen were searched with (null before the first search). */
  searchedCriteria: SearchCriteria | null;
  /** URL values not used (the query-parameter warning). */
  warnings: QueryWarning[];
  criteriaErrors: CriteriaErrorCode[];
  /**
   * Whether the hotel asks each child's meal and bed option (its kids setting, from the search-extras
   * chart through `kids.settingLoaded`); null until known.
   */
  asksKidsMealBed: boolean | null;
  rooms: Room[];
  /** After a search with no rooms: the next check-in with rooms (null: none, or not known). */
  nextAvailableDate: string | null;
  /** Campaign parameters of the URL (kept in their own cookie for a day). */
  campaign: Campaign;
  failure: Failure | null;
  /** Pricing (machines/pricing): the searched code's status and the card-payment promotion of the results on screen. */
  discountCode: DiscountCodeStatus | null;
  paymentPromotion: PaymentPromotion | null;
}

/** URL over cookie over defaults (SPEC.md section 3), value by value. */
export function initialSearchContext(input: SearchInput): SearchContext {
  const base = decodeCriteriaCookie(input.storedCriteria ?? null, input.settings) ?? defaultCriteria(input.settings);
  const { criteria, warnings } = criteriaFromQuery(input.search, input.settings, base);
  return {
    hotelCode: input.hotelCode,
    settings: input.settings,
    search: input.search,
    criteria,
    searchedCriteria: null,
    warnings,
    criteriaErrors: [],
    asksKidsMealBed: null,
    rooms: [],
    nextAvailableDate: null,
    campaign: campaignFromQuery(input.search),
    failure: null,
    discountCode: null,
    paymentPromotion: null,
  };
}
