import type { RoomOrder } from '../graphql/graphql';
import type { Room, RoomPlan } from './context';

/** One offer (hotel_plan_code) across the room types that sell it. */
export interface PlanGroup {
  hotelPlanCode: string;
  /** The name of the offer as its cheapest room plan calls it. */
  name: string;
  /** The cheapest total of the offer for the searched rooms. */
  fromPrice: number;
  currency: string;
  rooms: { room: Room; plan: RoomPlan }[];
}

/**
 * Results by plan (`type=plans`): the same search grouped by hotel_plan_code. Groups follow the
 * searched order (cheapest first, dearest first, or, for recommended, the order the API listed
 * the rooms and plans in); room types inside a group follow the same order. Ties break by code.
 */
export function groupByPlan(rooms: readonly Room[], order: RoomOrder): PlanGroup[] {
  const groups = new Map<string, PlanGroup>();
  for (const room of rooms) {
    for (const plan of room.plans) {
      const group = groups.get(plan.hotelPlanCode) ?? {
        hotelPlanCode: plan.hotelPlanCode,
        name: plan.name,
        fromPrice: plan.totalPrice,
        currency: plan.currency,
        rooms: [],
      };
      group.rooms.push({ room, plan });
      if (plan.totalPrice < group.fromPrice) {
        group.fromPrice = plan.totalPrice;
        group.name = plan.name;
      }
      groups.set(plan.hotelPlanCode, group);
    }
  }
  const list = [...groups.values()];
  if (order === 'recommended') return list;
  const direction = order === 'price_low_to_high' ? 1 : -1;
  const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const key = (group: PlanGroup) =>
    direction === 1 ? group.fromPrice : Math.max(...group.rooms.map((entry) => entry.plan.totalPrice));
  for (const group of list) {
    group.rooms.sort(
      (a, b) => direction * (a.plan.totalPrice - b.plan.totalPrice) || byCode(a.room.roomTypeCode, b.room.roomTypeCode),
    );
  }
  return list.sort((a, b) => direction * (key(a) - key(b)) || byCode(a.hotelPlanCode, b.hotelPlanCode));
}
