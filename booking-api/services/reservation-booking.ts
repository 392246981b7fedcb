import { toE164 } from '../../contract/phone-number';
import { textIn } from '../../contract/localized-text';
import type { CreateReservationRequest, ReservationReply, TrafficSource } from '../../contract';
import { ErrorCode } from '../../contract';
import type { Clock } from '../clock';
import { localToday } from '../clock';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transactions';
import { BookingFailure, failures } from '../domain/booking-failure';
import { bedlessChildren, roomStayPrice } from '../domain/kids-tiers';
import { stayEnd, validateBookingStay } from '../domain/day-use-stay';
import { listCancellationPolicies } from '../repositories/cancellation-policies';
import { listPlans, listRoomTypes, type HotelWithBrand, type PlanRow, type RoomTypeRow } from '../repositories/hotels';
import { claimIdempotencyKey, findIdempotentReply, storeIdempotentReply } from '../repositories/idempotency-keys';
import { takeStock } from '../repositories/inventory';
import { ratesForStay } from '../repositories/rates';
import { confirmationNumberTaken, findReservation, insertReservation } from '../repositories/reservations';
import { randomToken, randomUnambiguousCode, sha256Hex } from '../security/secrets';
import { assertGuestsPerRoom } from './room-search';
import { checkBookingRooms } from './search-options';
import { toReservationReply } from './reservation-reply';
import { assertGuestNameAddress, guestNameSettingsOf, storedReadingAddress } from '../domain/guest-names';
import {
  BookingDraft,
  type BookingFacts,
  type BookingSteps,
  type CommittedBooking,
  type RegisteredStep,
} from './booking-steps';
import type { BookingOutcome } from './booking-outcome';

export type { BookingOutcome } from './booking-outcome';

interface ResolvedRoom {
  type: RoomTypeRow;
  plan: PlanRow;
  adults: number;
  children: number;
}

/**
 * POST /book/hotels/{h}/reservations. The stay is resolved and priced from the rates, then every
 * registered booking step checks and plans (services/booking-steps.ts) before the transaction; inside
 * it the stock of every night is taken with conditional updates, the reservation is inserted, the
 * steps write and confirm, and (with an Idempotency-Key) the reply is stored, all or nothing.
 */
export async function bookReservation(options: {
  database: Database;
  clock: Clock;
  /** The features' booking steps, registered at composition time (booking-api/booking-steps.ts). */
  steps: BookingSteps;
  hotel: HotelWithBrand;
  request: CreateReservationRequest;
  idempotencyKey?: string | undefined;
  /** The signed-in member who books, linked to the reservation (null for a guest). */
  memberId?: number | null;
  /** The organization of a corporate user who books (migration 0017), null otherwise. */
  organizationId?: number | null;
  /** The widget's public base URL, for the manage link of the booking e-mail (RouteDeps.publicUrl). */
  publicUrl?: string;
  /** This booking's own steps, run before the registered ones: a package's flights, an agency hand-over's claim. */
  ownSteps?: RegisteredStep[];
  /** What the Idempotency-Key stands for besides the request (a package's chosen flights). */
  fingerprint?: Record<string, unknown>;
  /** Where the booking came from (SPEC.md section 4 "Traffic sources"); the widget's by default. */
  trafficSource?: TrafficSource;
  /** The gateway that takes the card instead of the hotel's: the travel agency's own (agency-hand-over). */
  cardProviderKind?: string;
}): Promise<BookingOutcome> {
  const { database, clock, hotel, request, idempotencyKey } = options;
  const { db } = database;
  const steps = options.ownSteps ? options.steps.withFirst(options.ownSteps) : options.steps;
  const committed: CommittedBooking = { database, clock, hotel, publicUrl: options.publicUrl ?? '' };
  const requestHash = sha256Hex(
    canonicalJson(options.fingerprint ? { reservation: request, ...options.fingerprint } : request),
  );

  // A retry after success must get its reply even when the stay has since become invalid
  // (for example the check-in day has passed), so stored replies are looked up first.
  if (idempotencyKey) {
    const stored = await findIdempotentReply(db, hotel.id, idempotencyKey);
    if (stored) return steps.afterCommit(replay(stored, requestHash), committed);
  }

  // Names, kana readings and address as the booking's language and the hotel allow (SPEC.md section 5).
  const nameSettings = guestNameSettingsOf(hotel);
  assertGuestNameAddress(request.guest, nameSettings, request.locale);

  // Checkout equal to check-in is a day-use stay: one day of stock and rate (domain/day-use-stay.ts).
  const nights = validateBookingStay(request.checkin_date, request.checkout_date, {
    today: localToday(clock, hotel.timeZone),
    maxNights: hotel.maxNights,
    reservablePeriodMonths: hotel.reservablePeriodMonths,
  });
  const [roomTypes, plans, policies] = await Promise.all([
    listRoomTypes(db, hotel.id),
    listPlans(db, hotel.id),
    listCancellationPolicies(db, hotel.id),
  ]);
  // Children per adult, children by tier or age, min_nights, day use and sale limit (search-options.ts).
  const roomKids = await checkBookingRooms(db, hotel, request, nights.length, plans);
  const resolved = request.rooms.map((room, index) =>
    resolveRoom(
      hotel,
      roomTypes,
      plans,
      room,
      index,
      request.payment_type,
      bedlessChildren(roomKids.kids[index] ?? null, roomKids.mealBed[index] ?? null),
    ),
  );
  assertSamePaymentMethods(resolved);
  const rates = await ratesForStay(
    db,
    [...new Set(resolved.map((room) => room.plan.id))],
    request.checkin_date,
    stayEnd(request.checkin_date, request.checkout_date),
  );

  const rooms: BookingFacts['rooms'] = resolved.map((room, position) => {
    const price = roomStayPrice(
      rates.get(room.plan.id) ?? [],
      nights,
      room,
      roomKids.kids[position] ?? null,
      roomKids.setting,
      roomKids.mealBed[position] ?? null,
    );
    // No rate for a night means the plan is not on sale then: as unavailable as no stock.
    if (!price) throw failures.soldOut();
    const policy = policies.find((p) => p.id === room.plan.cancellationPolicyId);
    const row = {
      position,
      roomTypeId: room.type.id,
      planId: room.plan.id,
      adults: room.adults,
      children: room.children,
      totalPrice: price.totalPrice,
      tax: price.tax,
      cancellationTiers: policy?.tiers ?? [],
      noShowPercentage: policy?.noShowPercentage ?? 100,
    };
    return { type: room.type, plan: room.plan, row };
  });
  const draft = new BookingDraft({
    database,
    clock,
    hotel,
    request,
    memberId: options.memberId ?? null,
    publicUrl: options.publicUrl ?? '',
    cardProviderKind: options.cardProviderKind,
    nights,
    rooms,
    rates,
    kids: roomKids,
  });
  // Every feature's checks (booking-api/booking-steps.ts lists them in order); nothing is written before they all pass.
  const planned = await steps.plan(draft);
  const roomsPerType = new Map<number, number>();
  for (const room of rooms) roomsPerType.set(room.row.roomTypeId, (roomsPerType.get(room.row.roomTypeId) ?? 0) + 1);
  // Always the same order, so two bookings of several types lock inventory rows alike (no deadlock).
  const stockToTake = [...roomsPerType.entries()].sort(([a], [b]) => a - b);

  const outcome = await inTransaction(db, async (tx): Promise<BookingOutcome> => {
    const now = clock.now();
    const nowDate = new Date(now.epochMilliseconds);
    if (idempotencyKey && !(await claimIdempotencyKey(tx, hotel.id, idempotencyKey, requestHash, nowDate))) {
      // A concurrent request with this key committed first.
      const stored = await findIdempotentReply(tx, hotel.id, idempotencyKey);
      if (!stored) throw new Error('idempotency key claimed but no reply stored');
      return replay(stored, requestHash);
    }
    for (const [roomTypeId, count] of stockToTake) {
      const taken = await takeStock(
        tx,
        roomTypeId,
        request.checkin_date,
        stayEnd(request.checkin_date, request.checkout_date),
        nights.length,
        count,
      );
      if (!taken) throw failures.soldOut(); // rolls back the stock already taken for other types
    }
    const confirmationNumber = await newConfirmationNumber(tx);
    const reservationId = await insertReservation(
      tx,
      {
        hotelId: hotel.id,
        confirmationNumber,
        bypassToken: randomToken(24),
        status: draft.awaitsPayment() ? 'payment_pending' : 'done',
        checkinDate: request.checkin_date,
        checkoutDate: request.checkout_date,
        guestFirstName: request.guest.first_name,
        guestLastName: request.guest.last_name,
        guestEmail: request.guest.email,
        ...storedReadingAddress(request.guest, nameSettings, request.locale),
        // A number typed without its country code is read as one of the hotel's country (E.164 when it is one).
        guestPhone: toE164(request.guest.phone, hotel.country) ?? request.guest.phone,
        paymentType: request.payment_type,
        currency: hotel.currency,
        totalPrice: draft.total(),
        tax: draft.tax(),
        extraTotalPrice: 0,
        extraPriceWithoutTax: 0,
        spendingPointValue: 0,
        voucherCouponDiscountAmount: 0,
        ...draft.columns,
        locale: request.locale ?? null,
        specialRequest: request.special_request ?? null,
        createdAt: nowDate,
        memberId: options.memberId ?? null,
        organizationId: options.organizationId ?? null,
        trafficSource: options.trafficSource ?? 'booking_widget',
      },
      rooms.map((room) => room.row),
    );
    await planned.write(tx, { reservationId, now, draft });
    const record = await findReservation(tx, hotel.id, confirmationNumber);
    if (!record) throw new Error('reservation vanished inside its own transaction');
    const added = await planned.confirm(tx, { reservationId, now, draft, record });
    const body: ReservationReply = { ...toReservationReply(record, hotel, now), ...added };
    if (idempotencyKey) await storeIdempotentReply(tx, hotel.id, idempotencyKey, 201, body);
    return { status: 201, body, replayed: false };
  });
  // The stock is held and the payment recorded; now the after-commit effects run (the card provider is asked).
  return steps.afterCommit(outcome, committed);
}

/** SPEC.md section 8: rooms whose plans take different payment methods cannot be booked together. */
function assertSamePaymentMethods(rooms: ResolvedRoom[]): void {
  const methodsOf = (room: ResolvedRoom) => [...room.plan.paymentMethods].sort().join(',');
  const first = rooms[0] ? methodsOf(rooms[0]) : '';
  if (rooms.some((room) => methodsOf(room) !== first)) {
    throw new BookingFailure(
      422,
      ErrorCode.paymentMethodsDiffer,
      'Payment methods differ',
      'The chosen rooms take different payment methods; book them separately.',
    );
  }
}

function replay(stored: { requestHash: string; status: number; body: unknown }, requestHash: string): BookingOutcome {
  if (stored.requestHash !== requestHash) throw failures.idempotencyConflict();
  return { status: stored.status, body: stored.body as ReservationReply, replayed: true };
}

function resolveRoom(
  hotel: HotelWithBrand,
  roomTypes: RoomTypeRow[],
  plans: PlanRow[],
  room: CreateReservationRequest['rooms'][number],
  index: number,
  paymentType: string,
  /** Tier A companions (or children without bedding) share an adult's bed and take none of the room type's capacity. */
  companions = 0,
): ResolvedRoom {
  const type = roomTypes.find((t) => t.code === room.room_type_code);
  if (!type) throw failures.unknownRoomOrPlan(`Room ${index + 1}: unknown room type ${room.room_type_code}.`);
  const plan = plans.find((p) => p.code === room.room_plan_code);
  if (!plan) throw failures.unknownRoomOrPlan(`Room ${index + 1}: unknown plan ${room.room_plan_code}.`);
  if (plan.roomTypeId !== type.id) {
    throw failures.unknownRoomOrPlan(`Room ${index + 1}: plan ${plan.code} is not sold for room type ${type.code}.`);
  }
  assertGuestsPerRoom(hotel, room.adults, room.children);
  if (room.adults + room.children - companions > type.maxOccupancy) {
    throw failures.tooManyGuests(
      `Room ${index + 1}: ${textIn(type.name, 'en')} holds at most ${type.maxOccupancy} guests.`,
    );
  }
  if (!plan.paymentMethods.includes(paymentType)) {
    throw failures.paymentMethodNotAllowed(`Room ${index + 1}: plan ${plan.code} cannot be paid by ${paymentType}.`);
  }
  return { type, plan, adults: room.adults, children: room.children };
}

async function newConfirmationNumber(tx: Parameters<typeof confirmationNumberTaken>[0]): Promise<string> {
  // 31^10 codes: a clash is very unlikely, and the unique index still guards the insert.
  for (;;) {
    const candidate = randomUnambiguousCode(10);
    if (!(await confirmationNumberTaken(tx, candidate))) return candidate;
  }
}

/** JSON with sorted keys, so the same request hashes the same whatever its key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
