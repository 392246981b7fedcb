import { Temporal } from 'temporal-polyfill';
import type {
  CreateReservationRequest,
  MealBedOption,
  RoomOccupancy,
  RoomPlanReply,
  RoomSearchQuery,
  TierCounts,
} from '../../contract';
import { ErrorCode, parseKidsAgesParam, parseKidsMealBedParam, parseKidsTiersParam } from '../../contract';
import type { Queryable } from '../db/transactions';
import { BookingFailure, failures } from '../domain/booking-failure';
import { companionsIn, isTiersMode, resolveRoomKids, resolveRoomMealBed, type KidsSetting } from '../domain/kids-tiers';
import { assertRoomGuests } from '../domain/room-guests';
import { validateStay, type StayLimits } from '../domain/stay-dates';
import type { HotelWithBrand, PlanRow } from '../repositories/hotels';
import { kidsSettingOf, planOptionsOf, type PlanOptions } from '../repositories/search-options';
import { searchSettingsOf } from '../repositories/search-settings';

/**
 * What search and booking share beyond the plain guests per room: children by tier or
 * age, day use, a plan's minimum nights and sale limit, and the tiers-mode rule of SPEC.md section 5.
 */

/** The searched stay: its nights, the end of the stock and rate range, and whether it is day use. */
export interface SearchStay {
  nights: string[];
  /** Exclusive end of the nights: the checkout, or the day after the check-in for day use. */
  end: string;
  dayUse: boolean;
}

/**
 * A dated stay, or with `is_day_use=true` a same-day stay (checkout equal to checkin, or absent)
 * that takes the check-in date's stock and rate.
 */
export function searchStay(
  query: Pick<RoomSearchQuery, 'checkin' | 'checkout' | 'is_day_use'>,
  limits: StayLimits,
): SearchStay {
  if (query.is_day_use === 'true') {
    if (query.checkout !== query.checkin)
      throw failures.invalidField('checkout', 'must equal checkin for a day-use search');
    const end = Temporal.PlainDate.from(query.checkin).add({ days: 1 }).toString();
    return { nights: validateStay(query.checkin, end, limits), end, dayUse: true };
  }
  return { nights: validateStay(query.checkin, query.checkout, limits), end: query.checkout, dayUse: false };
}

export interface SearchKids {
  setting: KidsSetting | null;
  /** Per searched room, in order: the children by tier, or null when the hotel does not tier them. */
  kids: (TierCounts | null)[];
  /** Per searched room: each child's meal and bed option (tiers_with_meal_and_bed_as_extras), else null. */
  mealBed: (MealBedOption[] | null)[];
}

/** The children of every searched room by tier (`kids_tiers` or `kids_ages`, one entry per room). */
export async function searchKids(
  db: Queryable,
  hotelId: number,
  query: Pick<RoomSearchQuery, 'kids_tiers' | 'kids_ages' | 'kids_meal_bed'>,
  occupancies: RoomOccupancy[],
): Promise<SearchKids> {
  const setting = await kidsSettingOf(db, hotelId);
  const tiers = query.kids_tiers !== undefined ? parseKidsTiersParam(query.kids_tiers) : undefined;
  const ages = query.kids_ages !== undefined ? parseKidsAgesParam(query.kids_ages) : undefined;
  const options = query.kids_meal_bed !== undefined ? parseKidsMealBedParam(query.kids_meal_bed) : undefined;
  // One list entry per searched room; a single entry applies to every room of a room_count search.
  const perRoom = <T>(list: T[] | undefined, field: string, index: number): T | undefined => {
    if (!list) return undefined;
    if (list.length === 1) return list[0];
    if (list.length !== occupancies.length)
      throw failures.invalidField(field, `must list ${occupancies.length} rooms, separated by ;`);
    return list[index];
  };
  const kids = occupancies.map((room, index) =>
    resolveRoomKids(
      setting,
      { ...room, kidsTiers: perRoom(tiers, 'kids_tiers', index), kidsAges: perRoom(ages, 'kids_ages', index) },
      { tiers: 'kids_tiers', ages: 'kids_ages' },
    ),
  );
  const mealBed = occupancies.map((room, index) =>
    resolveRoomMealBed(setting, { ...room, kidsMealBed: perRoom(options, 'kids_meal_bed', index) }, 'kids_meal_bed'),
  );
  return { setting, kids, mealBed };
}

export interface PlanFilter {
  stay: SearchStay;
  tiersMode: boolean;
  includingOccupied: boolean;
  roomCount: number;
  options: Map<number, PlanOptions>;
}

export async function planFilterFor(
  db: Queryable,
  plans: PlanRow[],
  stay: SearchStay,
  kids: SearchKids,
  query: RoomSearchQuery,
  roomCount: number,
): Promise<PlanFilter> {
  return {
    stay,
    tiersMode: isTiersMode(kids.setting),
    includingOccupied: query.is_including_occupied === 'true',
    roomCount,
    options: await planOptionsOf(
      db,
      plans.map((plan) => plan.id),
    ),
  };
}

/**
 * Whether a plan is offered for this search: day-use plans only to day-use searches and the other
 * way round; at least the plan's min_nights; in a tiers mode without is_including_occupied, the
 * searched room count at most min(sale_limit, plan_stock_count) and the room type's free rooms.
 */
export function planOffered(filter: PlanFilter, plan: PlanRow, freeRooms: number): boolean {
  const options = filter.options.get(plan.id);
  if ((options?.dayUse ?? false) !== filter.stay.dayUse) return false;
  if (!filter.stay.dayUse && filter.stay.nights.length < plan.minNights) return false;
  if (filter.tiersMode && !filter.includingOccupied) {
    const limit = Math.min(options?.saleLimit ?? Number.POSITIVE_INFINITY, planStockCount(options, freeRooms));
    if (filter.roomCount > limit || filter.roomCount > freeRooms) return false;
  }
  return true;
}

/** Rooms of the plan free for the stay: the room type's free rooms, capped by the sale limit. */
function planStockCount(options: PlanOptions | undefined, freeRooms: number): number {
  return Math.min(freeRooms, options?.saleLimit ?? freeRooms);
}

/** The SPEC.md section 3 room plan fields this module adds. */
export function planBreadthFields(
  filter: PlanFilter,
  plan: PlanRow,
  freeRooms: number,
  occupancies: RoomOccupancy[],
  kids: SearchKids,
) {
  const options = filter.options.get(plan.id);
  const companions = kids.kids.reduce((sum, room) => sum + companionsIn(room), 0);
  return {
    matched_search_criteria: {
      adults_count: occupancies.reduce((sum, room) => sum + room.adults, 0),
      children_count: occupancies.reduce((sum, room) => sum + room.children, 0),
      adults_with_companion: companions,
      children_with_kid_tier_A_companion: companions,
    },
    sale_limit: options?.saleLimit ?? null,
    plan_stock_count: planStockCount(options, freeRooms),
    min_nights: plan.minNights,
    is_day_use: options?.dayUse ?? false,
  } satisfies Partial<RoomPlanReply>;
}

/**
 * The booking refuses what the search would refuse: guests per room and children per adult, the
 * children's tiers or ages, a plan's minimum nights, day use (a same-day stay books day-use plans
 * only, and day-use plans only same-day stays) and more rooms of a plan than its sale limit. Returns each room's children
 * by tier (null: not tiered) for pricing, and the hotel's kids setting.
 */
export async function checkBookingRooms(
  db: Queryable,
  hotel: HotelWithBrand,
  request: CreateReservationRequest,
  nights: number,
  plans: PlanRow[],
): Promise<SearchKids> {
  const [limits, setting] = await Promise.all([searchSettingsOf(db, hotel.id), kidsSettingOf(db, hotel.id)]);
  const kids = request.rooms.map((room, index) => {
    const children = room.children ?? 0;
    assertRoomGuests(
      { maxGuestsPerRoom: hotel.maxGuestsPerRoom, maxChildrenPerAdult: limits.maxChildrenPerAdult },
      { adults: room.adults, children },
    );
    const kidsTiers = room.kids_tiers
      ? Object.fromEntries(room.kids_tiers.map((tier) => [tier.code, tier.count]))
      : undefined;
    return resolveRoomKids(
      setting,
      { adults: room.adults, children, kidsTiers, kidsAges: room.kids_ages },
      {
        tiers: `rooms[${index}].kids_tiers`,
        ages: `rooms[${index}].kids_ages`,
      },
    );
  });
  const mealBed = request.rooms.map((room, index) =>
    resolveRoomMealBed(
      setting,
      { adults: room.adults, children: room.children ?? 0, kidsMealBed: room.kids_meal_bed },
      `rooms[${index}].kids_meal_bed`,
    ),
  );
  const booked = request.rooms
    .map((room) => plans.find((plan) => plan.code === room.room_plan_code))
    .filter((plan): plan is PlanRow => !!plan);
  const options = await planOptionsOf(db, [...new Set(booked.map((plan) => plan.id))]);
  const roomsPerPlan = new Map<number, number>();
  for (const plan of booked) roomsPerPlan.set(plan.id, (roomsPerPlan.get(plan.id) ?? 0) + 1);
  const sameDay = request.checkin_date === request.checkout_date;
  assertDayUseOptions(booked, options, sameDay);
  for (const plan of new Set(booked)) {
    const planOptions = options.get(plan.id);
    if (!sameDay && nights < plan.minNights) {
      throw new BookingFailure(
        422,
        ErrorCode.belowMinimumNights,
        'Below the minimum stay',
        `Plan ${plan.code} needs at least ${plan.minNights} nights.`,
        {
          checkout_date: [{ code: ErrorCode.belowMinimumNights, text: `at least ${plan.minNights} nights` }],
        },
      );
    }
    const count = roomsPerPlan.get(plan.id) ?? 0;
    if (planOptions?.saleLimit != null && count > planOptions.saleLimit) {
      throw failures.invalidField('rooms', `may book at most ${planOptions.saleLimit} rooms of plan ${plan.code}`);
    }
  }
  return { setting, kids, mealBed };
}

/**
 * Day use (SPEC.md `is_day_use`): a same-day stay (checkout equal to check-in) takes day-use plans
 * only, and a day-use plan only a same-day stay.
 */
export async function assertDayUseStay(db: Queryable, plans: PlanRow[], sameDay: boolean): Promise<void> {
  assertDayUseOptions(plans, await planOptionsOf(db, [...new Set(plans.map((plan) => plan.id))]), sameDay);
}

function assertDayUseOptions(plans: PlanRow[], options: Map<number, PlanOptions>, sameDay: boolean): void {
  for (const plan of plans) {
    const dayUse = options.get(plan.id)?.dayUse ?? false;
    if (dayUse && !sameDay) {
      throw failures.unknownRoomOrPlan(
        `Plan ${plan.code} is a day-use plan and cannot be booked for an overnight stay.`,
      );
    }
    if (!dayUse && sameDay)
      throw failures.invalidField('checkout', 'must be after checkin (same-day stays are for day-use plans only)');
  }
}

/** The plans without the day-use ones: the availability calendar and next available date are for overnight stays. */
export async function overnightPlans(db: Queryable, plans: PlanRow[]): Promise<PlanRow[]> {
  const options = await planOptionsOf(
    db,
    plans.map((plan) => plan.id),
  );
  return plans.filter((plan) => !options.get(plan.id)?.dayUse);
}
