import { Temporal } from 'temporal-polyfill';
import { ErrorCode, type ItineraryRoomsQuote, type UpdateSetting } from '../../contract';
import type { CancellationTier } from '../db/schema';
import { BookingFailure, failures } from './booking-failure';
import { percentageInForce } from './cancellation-fee';
import { stayNights } from './stay-dates';

/**
 * SPEC.md section 5 "Update rules" and section 6 same-account rule, as pure functions of the
 * clock's now and the facility's time zone (Temporal).
 */

export interface ChangeDeadlineSetting {
  timeZone: string;
  reservationChangesEnabled: boolean;
  changeDeadlineDaysBefore: number;
  changeDeadlineHour: number;
}

/**
 * Changes close `days_before` days before check-in at `hour`:00 facility local time, and never later
 * than the start of the check-in day (same-day changes are never made online).
 */
export function changeDeadline(checkin: string, setting: ChangeDeadlineSetting): Temporal.Instant {
  const day = Temporal.PlainDate.from(checkin);
  const configured = day
    .subtract({ days: setting.changeDeadlineDaysBefore })
    .toZonedDateTime({ timeZone: setting.timeZone, plainTime: new Temporal.PlainTime(setting.changeDeadlineHour) })
    .toInstant();
  const checkinDayStart = day.toZonedDateTime({ timeZone: setting.timeZone }).toInstant();
  return Temporal.Instant.compare(configured, checkinDayStart) < 0 ? configured : checkinDayStart;
}

export interface UpdateSettingInput {
  now: Temporal.Instant;
  hotel: ChangeDeadlineSetting;
  reservation: {
    status: 'done' | 'payment_pending' | 'cancelled';
    checkinDate: string;
    paymentType: string;
    staffEditedAt: Date | null;
    memberId: number | null;
  };
  /** A hotel plus flight package (booking-api/packages/): its dates and rooms go with its flights. */
  isPackage?: boolean;
  /**
   * Who asks: a member id, null for a guest (no sign-in), undefined when the caller is not known
   * (then the same-account rule is left to the change itself).
   */
  viewerMemberId?: number | null | undefined;
}

export function updateSettingFor(input: UpdateSettingInput): UpdateSetting {
  const { now, hotel, reservation } = input;
  const deadline = changeDeadline(reservation.checkinDate, hotel);
  const reason = refusalOf(input, deadline);
  // Prepaid card stays may be shortened too: the difference minus the change fee is refunded (payments/refunds.ts).
  // A package's flights are dated to the stay, so its itinerary is not changed online (its guest details are).
  const itineraryReason = reason ?? (input.isPackage ? ErrorCode.updatePackage : null);
  return {
    is_active: hotel.reservationChangesEnabled,
    updatable: reason === null,
    reason,
    deadline: deadline.toString(),
    itinerary_updatable: itineraryReason === null,
    itinerary_reason: itineraryReason,
  };
  function refusalOf(i: UpdateSettingInput, closesAt: Temporal.Instant): UpdateSetting['reason'] {
    if (!i.hotel.reservationChangesEnabled) return ErrorCode.updateDisabled;
    if (i.reservation.status === 'cancelled') return ErrorCode.alreadyCancelled;
    if (i.reservation.status === 'payment_pending') return ErrorCode.updatePaymentPending;
    if (i.reservation.staffEditedAt) return ErrorCode.updateStaffEdited;
    if (Temporal.Instant.compare(now, closesAt) >= 0) return ErrorCode.updateDeadlinePassed;
    const account = accountRefusal(i.reservation.memberId, i.viewerMemberId);
    return account;
  }
}

/** SPEC.md section 6: a member's reservation is changed or cancelled only by that member, signed in. */
export function accountRefusal(
  bookedBy: number | null,
  viewer: number | null | undefined,
): typeof ErrorCode.updateSignInRequired | typeof ErrorCode.updateDifferentAccount | null {
  if (bookedBy === null || viewer === undefined) return null;
  if (viewer === null) return ErrorCode.updateSignInRequired;
  return viewer === bookedBy ? null : ErrorCode.updateDifferentAccount;
}

// 403, not 401, for "sign in with the booking's account": a 401 means the caller's own session is
// gone, and clients log out on it (SPEC.md section 4 "Transport").
const refusalTexts: Record<string, [number, string, string]> = {
  [ErrorCode.updateDisabled]: [422, 'Changes not offered', 'This facility does not take reservation changes online.'],
  [ErrorCode.updatePaymentPending]: [409, 'Payment pending', 'The payment of this reservation is not finished yet.'],
  [ErrorCode.updateStaffEdited]: [
    422,
    'Changed by the facility',
    'The facility has changed this reservation; please contact the facility.',
  ],
  [ErrorCode.updateDeadlinePassed]: [
    422,
    'Update deadline passed',
    'The deadline for changing this reservation online has passed.',
  ],
  [ErrorCode.updateSignInRequired]: [
    403,
    'Sign-in required',
    'This reservation was made by a member; sign in with that account to change it.',
  ],
  [ErrorCode.updateDifferentAccount]: [
    422,
    'Different account',
    'This reservation was made with another account; sign in with that account.',
  ],
  [ErrorCode.updatePackage]: [
    422,
    'Package itinerary fixed',
    "A flight plus hotel package's dates and rooms go with its flights; cancel it and book again, or contact the facility.",
  ],
  [ErrorCode.updateCardPayment]: [
    422,
    'Card payment',
    'Prepaid reservations cannot be shortened online; please contact the facility.',
  ],
};

/** The failure a refused change answers with, for a refusal reason of the update setting. */
export function updateRefusal(reason: string): BookingFailure {
  if (reason === ErrorCode.alreadyCancelled) return failures.alreadyCancelled();
  const [status, title, text] = refusalTexts[reason] ?? [
    422,
    'Not updatable',
    'This reservation cannot be changed online.',
  ];
  return new BookingFailure(status as 403 | 409 | 422, reason as ErrorCode, title, text);
}

export interface ItineraryRoom {
  position: number;
  roomTypeCode: string;
  planCode: string;
  adults: number;
  children: number;
  totalPrice: number;
  tax: number;
  tiers: CancellationTier[];
  minNights: number;
}

export interface ItineraryInput {
  now: Temporal.Instant;
  timeZone: string;
  currency: string;
  current: { checkin: string; checkout: string; totalPrice: number };
  rooms: ItineraryRoom[];
  request: { checkin: string; checkout: string; removePositions: number[] };
  /** Dated extras booked for nights the new stay gives up (extras/itinerary-extras.ts): off the total, with no fee. */
  removedExtrasPrice?: number;
  /** The room's price for these nights at today's rates of its plan, or null when a night has no rate. */
  priceFor: (room: ItineraryRoom, nights: string[]) => { totalPrice: number; tax: number } | null;
}

/**
 * The quote of a shorter stay and/or fewer rooms. Kept rooms are priced at the plan's rates for the
 * kept nights, but never above what the room cost as booked (a change never costs the guest more).
 * The part given up (the room's price drop) carries the cancellation tier in force for that room,
 * rounded down, so shortening cannot dodge a cancellation fee already due.
 */
export function quoteItinerary(input: ItineraryInput): ItineraryRoomsQuote {
  const { current, request, rooms } = input;
  const oldIn = Temporal.PlainDate.from(current.checkin);
  const oldOut = Temporal.PlainDate.from(current.checkout);
  const newIn = Temporal.PlainDate.from(request.checkin);
  const newOut = Temporal.PlainDate.from(request.checkout);
  if (Temporal.PlainDate.compare(newIn, oldIn) < 0) {
    throw failures.invalidField('checkin_date', `must not be before the booked check-in ${current.checkin}`);
  }
  if (Temporal.PlainDate.compare(newOut, oldOut) > 0) {
    throw failures.invalidField('checkout_date', `must not be after the booked check-out ${current.checkout}`);
  }
  if (Temporal.PlainDate.compare(newOut, newIn) <= 0)
    throw failures.invalidField('checkout_date', 'must be after check-in');
  const removing = new Set(request.removePositions);
  if (removing.size !== request.removePositions.length)
    throw failures.invalidField('remove_room_positions', 'lists a room twice');
  for (const position of removing) {
    if (!rooms.some((room) => room.position === position))
      throw failures.invalidField('remove_room_positions', `has no room at position ${position}`);
  }
  const kept = rooms.filter((room) => !removing.has(room.position));
  if (kept.length === 0)
    throw failures.invalidField('remove_room_positions', 'would remove every room; cancel the reservation instead');
  const datesChanged = !newIn.equals(oldIn) || !newOut.equals(oldOut);
  if (!datesChanged && removing.size === 0)
    throw failures.invalid('Nothing to change: the dates and rooms are as booked.');

  const nights = stayNights(request.checkin, request.checkout);
  const minNights = Math.max(...kept.map((room) => room.minNights));
  if (nights.length < minNights) {
    throw new BookingFailure(
      422,
      ErrorCode.belowMinimumNights,
      'Below the minimum stay',
      `This plan needs at least ${minNights} nights.`,
      {
        checkout_date: [{ code: ErrorCode.belowMinimumNights, text: `at least ${minNights} nights` }],
      },
    );
  }

  const quoteRooms = rooms.map((room) => {
    let newTotal = 0;
    let newTax = 0;
    if (!removing.has(room.position)) {
      if (datesChanged) {
        const repriced = input.priceFor(room, nights);
        if (!repriced) {
          throw new BookingFailure(
            422,
            ErrorCode.updateNotPriceable,
            'Cannot be changed online',
            'A night of the shorter stay is no longer on sale; please contact the facility.',
          );
        }
        const capped =
          repriced.totalPrice > room.totalPrice ? { totalPrice: room.totalPrice, tax: room.tax } : repriced;
        newTotal = capped.totalPrice;
        newTax = capped.tax;
      } else {
        newTotal = room.totalPrice;
        newTax = room.tax;
      }
    }
    const givenUp = room.totalPrice - newTotal;
    const percentage = percentageInForce(input.now, current.checkin, input.timeZone, room.tiers);
    return {
      position: room.position,
      room_type_code: room.roomTypeCode,
      room_plan_code: room.planCode,
      removed: removing.has(room.position),
      current_total_price: room.totalPrice,
      new_total_price: newTotal,
      new_tax: newTax,
      change_fee: Math.floor((givenUp * percentage) / 100),
    };
  });
  const roomsDrop = quoteRooms.reduce((sum, room) => sum + room.current_total_price - room.new_total_price, 0);
  const changeFee = quoteRooms.reduce((sum, room) => sum + room.change_fee, 0);
  const newTotal = current.totalPrice - roomsDrop - (input.removedExtrasPrice ?? 0) + changeFee;
  return {
    checkin_date: request.checkin,
    checkout_date: request.checkout,
    nights: nights.length,
    rooms: quoteRooms,
    current_total_price: current.totalPrice,
    new_total_price: newTotal,
    new_tax: quoteRooms.reduce((sum, room) => sum + room.new_tax, 0),
    change_fee: changeFee,
    price_difference: newTotal - current.totalPrice,
    currency: input.currency,
  };
}
