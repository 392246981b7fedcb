import { z } from 'zod';
import {
  facilitiesPageReplySchema,
  formatKidsAgesParam,
  formatKidsMealBedParam,
  formatKidsTiersParam,
  formatRoomOccupancies,
  kidsSettingReplySchema,
  notificationsReplySchema,
  recommendationReplySchema,
  roomSearchQuerySchema,
  type ReservationChild,
  type RoomPlanReply,
  type TierCounts,
} from '../../../contract';
import { isoDateSchema } from '../../../contract/dates';
import type {
  Facility,
  KidsMealBedOption,
  KidsTierCountInput,
  Resolvers,
  RoomOccupancyInput,
  RoomSearchInput,
} from '../../generated/resolvers';
import { hotelCodeSchema, omitNull, parseArguments } from '../../parse-arguments';

const segment = encodeURIComponent;
/** A brand with more pages than this is cut short (a runaway upstream must not loop forever). */
const MAX_FACILITY_PAGES = 50;

const tierCounts = (tiers: readonly KidsTierCountInput[] | null | undefined): TierCounts =>
  Object.fromEntries((tiers ?? []).map((tier) => [tier.code, tier.count]));

/**
 * The search query fields of children by tier or age, day use and including occupied, from the
 * GraphQL input (per room when `rooms` is given, else one entry for every room).
 */
export function searchOptionParams(
  search: Pick<
    RoomSearchInput,
    | 'checkin'
    | 'rooms'
    | 'kidsTiers'
    | 'kidsAges'
    | 'kidsMealBed'
    | 'isDayUse'
    | 'isIncludingOccupied'
    | 'undatedNights'
  >,
) {
  const rooms: readonly Pick<RoomOccupancyInput, 'kidsTiers' | 'kidsAges' | 'kidsMealBed'>[] | null | undefined =
    search.rooms;
  const perRoomTiers = rooms?.some((room) => room.kidsTiers?.length)
    ? rooms.map((room) => tierCounts(room.kidsTiers))
    : null;
  const perRoomAges = rooms?.some((room) => room.kidsAges?.length) ? rooms.map((room) => room.kidsAges ?? []) : null;
  const tiers = perRoomTiers ?? (search.kidsTiers?.length ? [tierCounts(search.kidsTiers)] : null);
  const ages = perRoomAges ?? (search.kidsAges?.length ? [search.kidsAges] : null);
  return {
    kids_tiers: tiers ? formatKidsTiersParam(tiers) : undefined,
    kids_ages: ages ? formatKidsAgesParam(ages) : undefined,
    kids_meal_bed:
      kidsMealBedParam(rooms ?? []) ??
      (search.kidsMealBed?.length ? formatKidsMealBedParam([search.kidsMealBed]) : undefined),
    is_day_use: search.isDayUse ? ('true' as const) : undefined,
    is_including_occupied: search.isIncludingOccupied ? ('true' as const) : undefined,
    ...(search.undatedNights != null
      ? { search_type: 'undated' as const, nights: search.undatedNights, from: search.checkin }
      : {}),
  };
}

/**
 * The room search query both the room search and the recommendations send: dates, guests (the
 * per-room list as the contract's `rooms=2-0,3-1`, its own schema checks it), the guest's currency,
 * and the search options above.
 */
export function roomSearchParams(search: RoomSearchInput) {
  return {
    checkin: search.checkin,
    checkout: search.checkout,
    adults: omitNull(search.adults),
    children: omitNull(search.children),
    room_count: omitNull(search.roomCount),
    rooms: search.rooms ? formatRoomOccupancies(search.rooms) : undefined,
    mcp_currency: omitNull(search.mcpCurrency),
    ...searchOptionParams(search),
  };
}

/** `kids_meal_bed` of the rooms' children's options, one entry per room; undefined when no room gives any. */
export function kidsMealBedParam(
  rooms: readonly { kidsMealBed?: readonly KidsMealBedOption[] | null }[],
): string | undefined {
  return rooms.some((room) => room.kidsMealBed?.length)
    ? formatKidsMealBedParam(rooms.map((room) => room.kidsMealBed ?? []))
    : undefined;
}

/** The RoomPlan fields of this module, from one plan of the search reply. */
export function roomPlanOptions(plan: RoomPlanReply) {
  const matched = plan.matched_search_criteria;
  return {
    matchedSearchCriteria: matched
      ? {
          adultsCount: matched.adults_count,
          childrenCount: matched.children_count,
          adultsWithCompanion: matched.adults_with_companion,
          childrenWithKidTierACompanion: matched.children_with_kid_tier_A_companion,
        }
      : null,
    saleLimit: plan.sale_limit ?? null,
    planStockCount: plan.plan_stock_count ?? null,
    minNights: plan.min_nights ?? null,
    isDayUse: plan.is_day_use ?? false,
  };
}

/** A reservation room's children by tier or age for the booking request. */
export function reservationRoomKids(room: {
  kidsTiers?: readonly KidsTierCountInput[] | null;
  kidsAges?: readonly number[] | null;
  kidsMealBed?: readonly KidsMealBedOption[] | null;
}) {
  return {
    kids_tiers: room.kidsTiers?.map((tier) => ({ code: tier.code, count: tier.count })),
    kids_ages: room.kidsAges ? [...room.kidsAges] : undefined,
    kids_meal_bed: room.kidsMealBed ? [...room.kidsMealBed] : undefined,
  };
}

/** A reserved room's children as the reply gives them (migration 0020). */
export function reservedChildren(kids: readonly ReservationChild[] | undefined) {
  return kids?.map((child) => ({
    tierCode: child.tier_code,
    tierName: child.tier_name ?? null,
    age: child.age,
    mealBedOption: child.meal_bed_option,
  }));
}

const codeArgs = z.object({ code: hotelCodeSchema });
const notificationArgs = z.object({ code: hotelCodeSchema, checkin: isoDateSchema.optional() });
const recommendationArgs = z.object({ code: hotelCodeSchema, search: roomSearchQuerySchema });
const brandArgs = z.object({ brand: z.string().trim().min(1).max(64) });

export const searchOptionsResolvers: Resolvers = {
  Query: {
    kidsSetting: async (_parent, { code }, { api, requestId }) => {
      const args = parseArguments(codeArgs, { code }, requestId);
      const reply = await api.call(
        { method: 'GET', path: `/book/hotels/${segment(args.code)}/kids_tiers` },
        kidsSettingReplySchema,
      );
      return {
        kidsType: reply.kids_type,
        currency: reply.currency,
        tiers: reply.tiers.map((tier) => ({
          code: tier.code,
          name: tier.name,
          minAge: tier.min_age,
          maxAge: tier.max_age,
          nightlyPrice: tier.nightly_price,
          companion: tier.companion,
        })),
        mealBedOptions: reply.meal_bed_options.map((o) => ({
          option: o.option,
          nightlyPrice: o.nightly_price,
          takesBed: o.takes_bed,
        })),
      };
    },
    hotelNotifications: async (_parent, { code, checkin }, { api, requestId }) => {
      const args = parseArguments(notificationArgs, { code, checkin: omitNull(checkin) }, requestId);
      const reply = await api.call(
        { method: 'GET', path: `/book/hotels/${segment(args.code)}/notifications`, query: { checkin: args.checkin } },
        notificationsReplySchema,
      );
      return reply.notifications.map((n) => ({
        id: n.id,
        title: n.title,
        body: n.body,
        displayStartDate: n.display_start_date,
        displayEndDate: n.display_end_date,
      }));
    },
    roomRecommendations: async (_parent, { code, search }, { api, requestId }) => {
      const args = parseArguments(
        recommendationArgs,
        {
          code,
          search: roomSearchParams(search),
        },
        requestId,
      );
      const reply = await api.call(
        { method: 'GET', path: `/book/hotels/${segment(args.code)}/rooms/recommendation`, query: args.search },
        recommendationReplySchema,
      );
      return reply.recommendations.map((r) => ({
        roomTypeCode: r.room_type_code,
        roomTypeName: r.room_type_name,
        roomPlanCode: r.room_plan_code,
        hotelPlanCode: r.hotel_plan_code,
        roomPlanName: r.room_plan_name,
        totalPrice: r.total_price,
        tax: r.tax,
        currency: r.currency,
        roomCount: r.room_count,
        mealIncluded: r.meal_included,
        refundable: r.refundable,
        mcpCurrency: r.mcp_total_price !== undefined ? (reply.mcp_currency?.code ?? null) : null,
        mcpTotalPrice: r.mcp_total_price ?? null,
      }));
    },
    brandFacilities: async (_parent, { brand }, { api, requestId }) => {
      const args = parseArguments(brandArgs, { brand }, requestId);
      const facilities: Facility[] = [];
      // SPEC.md section 7: facilities are fetched page by page and merged.
      for (let page = 1, totalPages = 1; page <= totalPages && page <= MAX_FACILITY_PAGES; page += 1) {
        const reply = await api.call(
          {
            method: 'GET',
            path: `/book/hotel_brands/${segment(args.brand)}/facilities`,
            query: { page, per_page: 20 },
          },
          facilitiesPageReplySchema,
        );
        totalPages = reply.total_pages;
        for (const f of reply.data) {
          if (facilities.some((known) => known.code === f.code)) continue; // a facility added between pages shifts the next page
          facilities.push({
            code: f.code,
            name: f.name,
            timeZone: f.time_zone,
            currency: f.currency,
            latitude: f.latitude,
            longitude: f.longitude,
          });
        }
      }
      return facilities;
    },
  },
};
