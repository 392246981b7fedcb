import { isBookablePlan } from './bookable-payment-methods';

export interface RoomRef {
  roomTypeCode: string;
  roomPlanCode: string;
}

/**
 * A plan as the search listed it, with what the selection needs: the room type's free rooms
 * (Room.roomCount, shared by the plans of that type), the price of one room of the plan for the
 * whole stay and the searched guests per room (tax included, minor unit) and how it can be paid.
 */
export interface PlanOffer extends RoomRef {
  roomCount: number;
  roomPrice: number;
  roomTax: number;
  currency: string;
  paymentMethods: readonly string[];
}

/** One line of the selection: a plan of a room type, how many rooms of it, and the price of one. */
export interface SelectedRoom extends RoomRef {
  quantity: number;
  /** One room for the whole stay, tax included, minor unit (the plan's roomPrice). */
  roomPrice: number;
  roomTax: number;
  currency: string;
}

/** The search's room and plan as an offer the booking chart takes with `room.incremented`. */
export function planOffer(
  room: { roomTypeCode: string; roomCount: number },
  plan: { roomPlanCode: string; roomPrice: number; roomTax: number; currency: string; paymentMethods: readonly string[] },
): PlanOffer {
  return {
    roomTypeCode: room.roomTypeCode,
    roomPlanCode: plan.roomPlanCode,
    roomCount: room.roomCount,
    roomPrice: plan.roomPrice,
    roomTax: plan.roomTax,
    currency: plan.currency,
    paymentMethods: plan.paymentMethods,
  };
}

const same = (a: RoomRef, b: RoomRef) => a.roomTypeCode === b.roomTypeCode && a.roomPlanCode === b.roomPlanCode;

export function quantityOf(selection: readonly SelectedRoom[], ref: RoomRef): number {
  return selection.find((line) => same(line, ref))?.quantity ?? 0;
}

/** Plans of one room type share its free rooms. */
export function quantityOfRoomType(selection: readonly SelectedRoom[], roomTypeCode: string): number {
  return selection.filter((line) => line.roomTypeCode === roomTypeCode).reduce((sum, line) => sum + line.quantity, 0);
}

export function totalRooms(selection: readonly SelectedRoom[]): number {
  return selection.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * One more room is possible while the plan can be booked here and its room type has free rooms
 * left. Guests are per room (every room holds the searched adults and children), so the number
 * of rooms is not bounded by the number of adults.
 */
export function canIncrement(selection: readonly SelectedRoom[], offer: PlanOffer): boolean {
  return isBookablePlan(offer.paymentMethods) && quantityOfRoomType(selection, offer.roomTypeCode) < offer.roomCount;
}

export function increment(selection: readonly SelectedRoom[], offer: PlanOffer): SelectedRoom[] {
  if (!canIncrement(selection, offer)) return [...selection];
  const price = { roomPrice: offer.roomPrice, roomTax: offer.roomTax, currency: offer.currency };
  if (quantityOf(selection, offer) === 0) {
    return [...selection, { roomTypeCode: offer.roomTypeCode, roomPlanCode: offer.roomPlanCode, quantity: 1, ...price }];
  }
  return selection.map((line) => (same(line, offer) ? { ...line, quantity: line.quantity + 1 } : line));
}

/** Never below 0: a line that reaches 0 is removed. */
export function decrement(selection: readonly SelectedRoom[], ref: RoomRef): SelectedRoom[] {
  return selection
    .map((line) => (same(line, ref) ? { ...line, quantity: line.quantity - 1 } : line))
    .filter((line) => line.quantity > 0);
}

export interface SelectionTotal {
  /** Σ quantity x one room's price, tax included, minor unit. */
  amount: number;
  tax: number;
  currency: string;
}

/** The total of the selection, or null when nothing is selected. */
export function selectionTotal(selection: readonly SelectedRoom[]): SelectionTotal | null {
  const first = selection[0];
  if (!first) return null;
  return {
    amount: selection.reduce((sum, line) => sum + line.quantity * line.roomPrice, 0),
    tax: selection.reduce((sum, line) => sum + line.quantity * line.roomTax, 0),
    currency: first.currency,
  };
}
