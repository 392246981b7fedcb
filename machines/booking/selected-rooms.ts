import { isBookablePlan } from './bookable-payment-methods';
import { roomGuestsKey } from '../search/criteria-breadth';
import type { RoomGuests } from '../search/criteria-types';

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
  /** The price of one room of the plan for each searched room's guests, in the searched order (multi-room search). */
  occupancyPrices?: readonly OccupancyPrice[] | null;
}

/** Guests of one searched room and one room's price for them (whole stay, tax included, minor unit). */
export interface OccupancyPrice {
  adults: number;
  children: number;
  roomPrice: number;
  roomTax: number;
}

/** A booked room that fills searched room number `slot` (0-based) with that room's guests. */
export interface RoomWithGuests extends OccupancyPrice {
  slot: number;
}

/** Guests of each searched room (the booking chart's criteria.rooms). */
export type SearchedRooms = readonly RoomGuests[] | undefined;

/**
 * A multi-room search whose rooms hold different guests: each selected room then fills the next
 * unfilled searched room (with its own guests and price), and no more rooms than were searched
 * can be chosen. Identical rooms keep the simple rule: any number of rooms, each with the guests.
 */
export function guestsDifferPerRoom(rooms: SearchedRooms): rooms is readonly { adults: number; children: number }[] {
  if (!rooms || rooms.length < 2) return false;
  // Children by tier are priced by tier: the same counts in other tiers make another room.
  return rooms.some((room) => roomGuestsKey(room) !== roomGuestsKey(rooms[0]!));
}

function freeSlot(selection: readonly SelectedRoom[], rooms: readonly unknown[]): number | null {
  const taken = new Set(selection.flatMap((line) => line.rooms ?? []).map((room) => room.slot));
  for (let slot = 0; slot < rooms.length; slot += 1) if (!taken.has(slot)) return slot;
  return null;
}

/** One line of the selection: a plan of a room type, how many rooms of it, and the price of one. */
export interface SelectedRoom extends RoomRef {
  quantity: number;
  /** One room for the whole stay, tax included, minor unit (the plan's roomPrice). */
  roomPrice: number;
  roomTax: number;
  currency: string;
  /** Per room, when the searched rooms hold different guests: which searched room each fills (length = quantity). */
  rooms?: RoomWithGuests[];
}

/** The search's room and plan as an offer the booking chart takes with `room.incremented`. */
export function planOffer(
  room: { roomTypeCode: string; roomCount: number },
  plan: {
    roomPlanCode: string;
    roomPrice: number;
    roomTax: number;
    currency: string;
    paymentMethods: readonly string[];
    occupancyPrices?: readonly OccupancyPrice[] | null;
  },
): PlanOffer {
  return {
    ...(plan.occupancyPrices ? { occupancyPrices: plan.occupancyPrices.map((price) => ({ ...price })) } : {}),
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
export function canIncrement(selection: readonly SelectedRoom[], offer: PlanOffer, searched?: SearchedRooms): boolean {
  if (!isBookablePlan(offer.paymentMethods) || quantityOfRoomType(selection, offer.roomTypeCode) >= offer.roomCount)
    return false;
  if (!guestsDifferPerRoom(searched)) return true;
  const slot = freeSlot(selection, searched);
  return slot !== null && offer.occupancyPrices?.[slot] !== undefined;
}

export function increment(
  selection: readonly SelectedRoom[],
  offer: PlanOffer,
  searched?: SearchedRooms,
): SelectedRoom[] {
  if (!canIncrement(selection, offer, searched)) return [...selection];
  const price = { roomPrice: offer.roomPrice, roomTax: offer.roomTax, currency: offer.currency };
  let added: RoomWithGuests[] | undefined;
  if (guestsDifferPerRoom(searched)) {
    const slot = freeSlot(selection, searched)!;
    added = [{ ...offer.occupancyPrices![slot]!, slot }];
  }
  if (quantityOf(selection, offer) === 0) {
    return [
      ...selection,
      {
        roomTypeCode: offer.roomTypeCode,
        roomPlanCode: offer.roomPlanCode,
        quantity: 1,
        ...price,
        ...(added ? { rooms: added } : {}),
      },
    ];
  }
  return selection.map((line) =>
    same(line, offer)
      ? { ...line, quantity: line.quantity + 1, ...(added ? { rooms: [...(line.rooms ?? []), ...added] } : {}) }
      : line,
  );
}

/** Never below 0: a line that reaches 0 is removed; its last room frees the searched room it filled. */
export function decrement(selection: readonly SelectedRoom[], ref: RoomRef): SelectedRoom[] {
  return selection
    .map((line) =>
      same(line, ref)
        ? { ...line, quantity: line.quantity - 1, ...(line.rooms ? { rooms: line.rooms.slice(0, -1) } : {}) }
        : line,
    )
    .filter((line) => line.quantity > 0);
}

/** A line's rooms for the stay: each room's own price when rooms hold different guests, else quantity x one room. */
export function linePrice(line: SelectedRoom): { amount: number; tax: number } {
  if (line.rooms) {
    return {
      amount: line.rooms.reduce((sum, room) => sum + room.roomPrice, 0),
      tax: line.rooms.reduce((sum, room) => sum + room.roomTax, 0),
    };
  }
  return { amount: line.quantity * line.roomPrice, tax: line.quantity * line.roomTax };
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
    amount: selection.reduce((sum, line) => sum + linePrice(line).amount, 0),
    tax: selection.reduce((sum, line) => sum + linePrice(line).tax, 0),
    currency: first.currency,
  };
}
