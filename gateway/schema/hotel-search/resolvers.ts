import { z } from 'zod';
import {
  HOTEL_SEARCH_ORDERS,
  MAX_RATING_CODES,
  hotelRatingsReplySchema,
  hotelSearchReplySchema,
  type HotelSearchFacility as FacilityReply,
} from '../../../contract/hotel-search';
import { BUDGET_CURRENCIES, MEAL_OPTIONS, STAY_FEATURES } from '../../../contract/hotel-search-intent';
import type { HotelSearchFacility, Resolvers } from '../../generated/resolvers';
import { parseArguments } from '../../parse-arguments';
import { toPhoto } from '../hotel/resolvers';

/** The GraphQL input, checked before the booking API is called (it checks everything again). */
const searchArgsSchema = z.object({
  search: z.object({
    area: z.string().max(40).nullish(),
    keyword: z.string().max(100).nullish(),
    checkin: z.string().max(10),
    checkout: z.string().max(10),
    rooms: z.string().max(200).nullish(),
    adults: z.number().int().nullish(),
    children: z.number().int().nullish(),
    roomCount: z.number().int().nullish(),
    kidsAges: z.string().max(400).nullish(),
    minPrice: z.number().nullish(),
    maxPrice: z.number().nullish(),
    currency: z.enum(BUDGET_CURRENCIES).nullish(),
    features: z.array(z.enum(STAY_FEATURES)).max(STAY_FEATURES.length).nullish(),
    meal: z.enum(MEAL_OPTIONS).nullish(),
    order: z.enum(HOTEL_SEARCH_ORDERS).nullish(),
    page: z.number().int().nullish(),
    perPage: z.number().int().nullish(),
  }),
});

const ratingsArgsSchema = z.object({ codes: z.array(z.string().min(1).max(64)).min(1).max(MAX_RATING_CODES) });

/** The agency hotel search, mapping only: the booking API finds and prices the facilities. */
export const hotelSearchResolvers: Resolvers = {
  Query: {
    hotelSearch: async (_parent, args, { api, requestId }) => {
      const { search } = parseArguments(searchArgsSchema, args, requestId);
      const query: Record<string, string | number | undefined> = {
        area: search.area ?? undefined,
        keyword: search.keyword ?? undefined,
        checkin: search.checkin,
        checkout: search.checkout,
        rooms: search.rooms ?? undefined,
        adults: search.rooms ? undefined : (search.adults ?? undefined),
        children: search.rooms ? undefined : (search.children ?? undefined),
        room_count: search.rooms ? undefined : (search.roomCount ?? undefined),
        kids_ages: search.kidsAges || undefined,
        min_price: search.minPrice ?? undefined,
        max_price: search.maxPrice ?? undefined,
        currency: search.currency ?? undefined,
        features: search.features && search.features.length > 0 ? search.features.join(',') : undefined,
        meal: search.meal ?? undefined,
        order: search.order ?? undefined,
        page: search.page ?? undefined,
        per_page: search.perPage ?? undefined,
      };
      const reply = await api.call({ method: 'GET', path: '/api/ota/v1/hotels/search', query }, hotelSearchReplySchema);
      return {
        facilities: reply.data.map(toFacility),
        page: reply.page,
        perPage: reply.per_page,
        totalPages: reply.total_pages,
        totalEntries: reply.total_entries,
        nights: reply.nights,
        currency: reply.currency,
      };
    },
    hotelRatings: async (_parent, args, { api, requestId }) => {
      const { codes } = parseArguments(ratingsArgsSchema, args, requestId);
      const reply = await api.call(
        { method: 'GET', path: '/api/ota/v1/hotels/ratings', query: { hotel_codes: codes.join(',') } },
        hotelRatingsReplySchema,
      );
      return reply.data;
    },
  },
};

const price = (value: { total: number; per_night: number; currency: string } | null) =>
  value && { total: value.total, perNight: value.per_night, currency: value.currency };

function toFacility(facility: FacilityReply): HotelSearchFacility {
  return {
    code: facility.code,
    name: facility.name,
    brandCode: facility.brand_code,
    area: { code: facility.area.code, name: facility.area.name, within: null },
    address: facility.address,
    latitude: facility.latitude,
    longitude: facility.longitude,
    starRating: facility.star_rating,
    features: facility.features,
    rating: facility.rating,
    photo: facility.photo ? toPhoto(facility.photo) : null,
    soldOut: facility.sold_out,
    lowestPrice: price(facility.lowest_price),
    displayPrice: price(facility.display_price),
    lowestPlan: facility.lowest_plan && {
      roomTypeName: facility.lowest_plan.room_type_name,
      planName: facility.lowest_plan.plan_name,
      meal: facility.lowest_plan.meal,
      refundable: facility.lowest_plan.refundable,
    },
    nextAvailable: facility.next_available.map((next) => ({
      checkin: next.checkin,
      checkout: next.checkout,
      displayPrice: price(next.display_price)!,
    })),
    partyRefusal: facility.party_refusal,
  };
}
