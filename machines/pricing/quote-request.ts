import type { ExtraSelection } from '../../contract/extras';
import type { StayCriteria } from '../booking/reservation-request';
import { kidsTiersInput } from '../booking/kids-tiers-input';
import type { SelectedRoom } from '../booking/selected-rooms';
import type { PriceQuoteRequest } from '../price-quote/context';
import { searchedCode } from './discount-code';

/**
 * The quote of what the guest is about to book: every chosen room with its guests (as the
 * reservation request will carry them), the searched code, the payment method chosen so far and the
 * picked extras (as the booking will send them, so the API prices them alike).
 * Null while nothing is chosen.
 */
export function quoteRequestOf(
  hotelCode: string,
  stay: StayCriteria | null,
  selection: readonly SelectedRoom[],
  paymentMethod: string | null,
  extras: readonly ExtraSelection[] = [],
): PriceQuoteRequest | null {
  if (!stay || selection.length === 0) return null;
  const rooms = selection.flatMap(
    (line) =>
      // Children by tier or age exactly as buildReservationInput sends them, so the quote prices them alike.
      line.rooms?.map((room) => ({
        roomPlanCode: line.roomPlanCode,
        adults: room.adults,
        children: room.children,
        ...kidsTiersInput(stay.rooms?.[room.slot]),
      })) ??
      Array.from({ length: line.quantity }, () => ({
        roomPlanCode: line.roomPlanCode,
        adults: stay.adults,
        children: stay.children,
        ...kidsTiersInput(stay.rooms?.[0]),
      })),
  );
  if (rooms.length === 0) return null;
  return {
    kind: 'quote',
    hotelCode,
    checkin: stay.checkin,
    checkout: stay.checkout,
    rooms,
    paymentType: paymentMethod,
    ...searchedCode(stay),
    ...(extras.length > 0
      ? {
          extras: extras.map((line) => ({
            extraId: line.extra_id,
            quantity: line.quantity,
            ...(line.date ? { date: line.date } : {}),
          })),
        }
      : {}),
  };
}

/** The quote also in the currency the card would be charged in (multi-currency; null: the hotel's). */
export function inQuoteCurrency(
  request: PriceQuoteRequest | null,
  mcpCurrency: string | null,
): PriceQuoteRequest | null {
  return request && request.kind === 'quote' && mcpCurrency ? { ...request, mcpCurrency } : request;
}
