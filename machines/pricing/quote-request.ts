import { kidsTiersInput, type StayCriteria } from '../booking/reservation-request';
import type { SelectedRoom } from '../booking/selected-rooms';
import type { PriceQuoteRequest } from '../price-quote/context';
import { searchedCode } from './discount-code';

/**
 * The quote of what the guest is about to book: every chosen room with its guests (as the
 * reservation request will carry them), the searched code and the payment method chosen so far.
 * Null while nothing is chosen.
 */
export function quoteRequestOf(
  hotelCode: string,
  stay: StayCriteria | null,
  selection: readonly SelectedRoom[],
  paymentMethod: string | null,
): PriceQuoteRequest | null {
  if (!stay || selection.length === 0) return null;
  const rooms = selection.flatMap((line) =>
    // Children by tier or age exactly as buildReservationInput sends them, so the quote prices them alike.
    line.rooms?.map((room) => ({ roomPlanCode: line.roomPlanCode, adults: room.adults, children: room.children, ...kidsTiersInput(stay.rooms?.[room.slot]) })) ??
    Array.from({ length: line.quantity }, () => ({ roomPlanCode: line.roomPlanCode, adults: stay.adults, children: stay.children, ...kidsTiersInput(stay.rooms?.[0]) })),
  );
  if (rooms.length === 0) return null;
  return { kind: 'quote', hotelCode, checkin: stay.checkin, checkout: stay.checkout, rooms, paymentType: paymentMethod, ...searchedCode(stay) };
}
