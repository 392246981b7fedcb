import { toE164 } from '../../contract/phone-number';
import { textIn } from '../../contract/localized-text';
import type { CreateReservationRequest, ReservationReply, TrafficSource } from '../../contract';
import { ErrorCode, needsCard } from '../../contract';
import { checkCardPayment, finishCardBooking, type CardPaymentPlan } from '../payments/card-booking';
import { multiCurrencyChargeFor } from '../currency/multi-currency-charge';
import { saveReservationRate } from '../currency/reservation-rate';
import { createPaymentTransaction, toReservationPayment as toReservationPaymentAt } from '../payments/card-payments';
import type { Clock } from '../clock';
import { localToday } from '../clock';
import type { Database } from '../db/database';
import { inTransaction, type AppTx } from '../db/transactions';
import { enqueueMail } from '../outbox/outbox-repository';
import { stayMail } from '../stay-mail/stay-mails';
import { BookingFailure, failures } from '../domain/booking-failure';
import { bedlessChildren, roomStayPrice } from '../domain/kids-tiers';
import { stayEnd, validateBookingStay } from '../domain/day-use-stay';
import { listCancellationPolicies } from '../repositories/cancellation-policies';
import { listPlans, listRoomTypes, type HotelWithBrand, type PlanRow, type RoomTypeRow } from '../repositories/hotels';
import { claimIdempotencyKey, findIdempotentReply, storeIdempotentReply } from '../repositories/idempotency-keys';
import { takeStock } from '../repositories/inventory';
import { ratesForStay } from '../repositories/rates';
import { confirmationNumberTaken, findReservation, insertReservation, type NewReservationRoom } from '../repositories/reservations';
import { randomToken, randomUnambiguousCode, sha256Hex } from '../security/secrets';
import { assertGuestsPerRoom } from './room-search';
import { checkBookingRooms } from './search-options';
import { planReservationAdditions, saveReservationAdditions } from '../extras/reservation-additions';
import { saveReservationChildren } from '../repositories/reservation-children';
import { childrenOfRoom } from '../domain/reservation-children';
import { toReservationReply } from './reservation-reply';
import { planBookingPricing, recordBookingPricing } from '../pricing/booking-pricing';
import { assertExpectedTotal } from '../pricing/pricing-service';
import { applyMemberReductions, planMemberReductions } from '../points/booking-reductions';
import { checkLotteryBooking, confirmLotteryBooking } from '../lottery/lottery-booking';
import { assertGuestNameAddress, guestNameSettingsOf, storedReadingAddress } from '../domain/guest-names';
import { chargedAmount, insertPaymentTerms, planPaymentTerms } from '../payment-methods/payment-terms';
import type { BookingOutcome } from './booking-outcome';

/** What a package adds to a booking: the fares (in the hotel currency) and, inside the transaction, the seats. */
export interface PackageFlightsPlan {
  /** The chosen flights, hashed with the request under an Idempotency-Key. */
  choice: unknown;
  totalFare: number;
  /** Takes the seats and records them on the reservation; throws (rolling everything back) when a flight has too few. */
  takeSeats: (tx: AppTx, reservationId: number) => Promise<void>;
}

export type { BookingOutcome } from './booking-outcome';

interface ResolvedRoom {
  type: RoomTypeRow;
  plan: PlanRow;
  adults: number;
  children: number;
}

/**
 * POST /book/hotels/{h}/reservations. Everything is checked before the transaction; inside it the
 * stock of every night is taken with conditional updates, the reservation is inserted and (with
 * an Idempotency-Key) the reply stored, all or nothing.
 */
export async function bookReservation(options: {
  database: Database;
  clock: Clock;
  hotel: HotelWithBrand;
  request: CreateReservationRequest;
  idempotencyKey?: string | undefined;
  /** The signed-in member who books, linked to the reservation (null for a guest). */
  memberId?: number | null;
  /** The organization of a corporate user who books (migration 0017), null otherwise. */
  organizationId?: number | null;
  /** The widget's public base URL, for the manage link of the booking e-mail (RouteDeps.publicUrl). */
  publicUrl?: string;
  /** A hotel plus flight package (booking-api/packages/package-booking.ts): its fares and the seats it takes. */
  flights?: PackageFlightsPlan;
  /** Where the booking came from (SPEC.md section 4 "Traffic sources"); the widget's by default. */
  trafficSource?: TrafficSource;
  /** The gateway that takes the card instead of the hotel's: the travel agency's own (agency-hand-over). */
  cardProviderKind?: string;
  /** Runs inside the booking transaction once the reservation is written; throwing undoes the booking. */
  withinBooking?: (tx: AppTx, reservationId: number) => Promise<void>;
}): Promise<BookingOutcome> {
  const { database, clock, hotel, request, idempotencyKey } = options;
  const { db } = database;
  // A package's flights are part of what the key stands for.
  const requestHash = sha256Hex(canonicalJson(options.flights ? { reservation: request, flights: options.flights.choice } : request));

  // A retry after success must get its reply even when the stay has since become invalid
  // (for example the check-in day has passed), so stored replies are looked up first.
  if (idempotencyKey) {
    const stored = await findIdempotentReply(db, hotel.id, idempotencyKey);
    if (stored) return finishCardBooking({ database, clock, hotel, publicUrl: options.publicUrl }, replay(stored, requestHash));
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
  const [roomTypes, plans, policies] = await Promise.all([listRoomTypes(db, hotel.id), listPlans(db, hotel.id), listCancellationPolicies(db, hotel.id)]);
  // Children per adult, children by tier or age, min_nights, day use and sale limit (search-options.ts).
  const roomKids = await checkBookingRooms(db, hotel, request, nights.length, plans);
  const resolved = request.rooms.map((room, index) =>
    resolveRoom(hotel, roomTypes, plans, room, index, request.payment_type, bedlessChildren(roomKids.kids[index] ?? null, roomKids.mealBed[index] ?? null)),
  );
  assertSamePaymentMethods(resolved);
  // Lottery dates are booked only by their winners (booking-api/lottery/lottery-booking.ts).
  const lotteryCheck = { hotel, memberId: options.memberId ?? null, now: new Date(clock.now().epochMilliseconds) };
  const lotteryRooms = [[...new Set(resolved.map((room) => room.type.id))], [...new Set(resolved.map((room) => room.plan.id))]] as const;
  await checkLotteryBooking({ database, ...lotteryCheck }, request, ...lotteryRooms);
  const rates = await ratesForStay(
    db,
    [...new Set(resolved.map((room) => room.plan.id))],
    request.checkin_date,
    stayEnd(request.checkin_date, request.checkout_date),
  );

  const rooms: NewReservationRoom[] = resolved.map((room, position) => {
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
    return {
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
  });
  // Discounts, promo and coupon codes: the same pricing as search and quote (booking-api/pricing/).
  const pricing = await planBookingPricing({
    db,
    clock,
    hotel,
    request,
    memberId: options.memberId ?? null,
    plans: resolved.map((room) => room.plan),
    rates,
    nights,
    kids: roomKids,
  });
  pricing.rooms.forEach((price, index) => Object.assign(rooms[index]!, price));
  const roomsPerType = new Map<number, number>();
  for (const room of rooms) roomsPerType.set(room.roomTypeId, (roomsPerType.get(room.roomTypeId) ?? 0) + 1);
  // Always the same order, so two bookings of several types lock inventory rows alike (no deadlock).
  const stockToTake = [...roomsPerType.entries()].sort(([a], [b]) => a - b);
  // Extras and answers to additional questions are checked before anything is written.
  const additions = await planReservationAdditions({ db, clock, hotel, request, plans: resolved.map((room) => room.plan), memberId: options.memberId ?? null });
  const totalPrice = rooms.reduce((sum, room) => sum + room.totalPrice, 0) + additions.extras.total + (options.flights?.totalFare ?? 0);
  // A client that shows a total sends it; a promotion change since then is refused (SPEC.md section 8).
  assertExpectedTotal(request.expected_total_price, totalPrice);
  // A member voucher and points come off last, after every other discount (points/booking-reductions.ts).
  const reductions = await planMemberReductions({ database, clock, hotel, request, memberId: options.memberId ?? null, totalPrice });
  // The method's own rules (deposit share, bank-transfer deadline, KRW cards): payment-methods/payment-terms.ts.
  const paymentTerms = await planPaymentTerms(
    { database, clock },
    hotel,
    request,
    resolved.map((room, i) => ({ plan: room.plan, totalPrice: rooms[i]!.totalPrice })),
    reductions.payable,
  );
  // Card methods: the token is checked with the hotel's provider before anything is written.
  const card: CardPaymentPlan | null = needsCard(request.payment_type)
    ? await checkCardPayment(
        { database, clock },
        hotel,
        request,
        chargedAmount(paymentTerms, reductions.payable),
        options.memberId ?? null,
        options.cardProviderKind,
      )
    : null;
  const mcp = await multiCurrencyChargeFor(db, hotel, request, card, chargedAmount(paymentTerms, reductions.payable));

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
      const taken = await takeStock(tx, roomTypeId, request.checkin_date, stayEnd(request.checkin_date, request.checkout_date), nights.length, count);
      if (!taken) throw failures.soldOut(); // rolls back the stock already taken for other types
    }
    const confirmationNumber = await newConfirmationNumber(tx);
    const reservationId = await insertReservation(
      tx,
      {
        hotelId: hotel.id,
        confirmationNumber,
        bypassToken: randomToken(24),
        status: card || paymentTerms.awaitsTransfer ? 'payment_pending' : 'done',
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
        totalPrice,
        tax: rooms.reduce((sum, room) => sum + room.tax, 0) + additions.extras.total - additions.extras.withoutTax,
        extraTotalPrice: additions.extras.total,
        extraPriceWithoutTax: additions.extras.withoutTax,
        spendingPointValue: reductions.points,
        voucherCouponDiscountAmount: reductions.voucher?.discount ?? 0,
        locale: request.locale ?? null,
        specialRequest: request.special_request ?? null,
        createdAt: nowDate,
        memberId: options.memberId ?? null,
        organizationId: options.organizationId ?? null,
        trafficSource: options.trafficSource ?? 'booking_widget',
      },
      rooms,
    );
    // A package's seats: taken in this transaction after the rooms, so rooms and seats sell together or not at all.
    if (options.flights) await options.flights.takeSeats(tx, reservationId);
    if (options.withinBooking) await options.withinBooking(tx, reservationId);
    await saveReservationAdditions(tx, hotel.id, reservationId, additions);
    // Each room's children as booked, so a later change reprices them (migration 0020).
    await saveReservationChildren(tx, reservationId, request.rooms.map((room, position) => ({
      position,
      children: childrenOfRoom(roomKids.setting, { kids: roomKids.kids[position] ?? null, ages: room.kids_ages, mealBed: roomKids.mealBed[position] ?? null }),
    })));
    await insertPaymentTerms(tx, reservationId, paymentTerms);
    await applyMemberReductions(tx, reductions, reservationId, nowDate);
    await recordBookingPricing(tx, pricing, {
      reservationId,
      memberId: options.memberId ?? null,
      now: nowDate,
      extras: additions.extras,
      reductions: { points: reductions.points, voucher: reductions.voucher?.discount ?? 0 },
      terms: { deposit: paymentTerms.depositAmount, remain: paymentTerms.remainAmount },
    });
    const record = await findReservation(tx, hotel.id, confirmationNumber);
    if (!record) throw new Error('reservation vanished inside its own transaction');
    // Booked outright (not waiting for a card or a transfer): the guest's e-mail, with the stay's .ics, commits with it.
    if (record.reservation.status === 'done') await enqueueMail(tx, stayMail({ hotel, record, baseUrl: options.publicUrl ?? '', now }, 'booked'), nowDate);
    await confirmLotteryBooking(tx, lotteryCheck, request, record.reservation.id, ...lotteryRooms);
    if (mcp) await saveReservationRate(tx, record.reservation.id, mcp.rate);
    const payment = card
      ? await createPaymentTransaction(tx, {
          ...card,
          reservationId: record.reservation.id,
          hotelId: hotel.id,
          amount: mcp?.amount ?? chargedAmount(paymentTerms, reductions.payable),
          currency: mcp?.currency ?? hotel.currency,
          now: nowDate,
        })
      : null;
    const body: ReservationReply = { ...toReservationReply(record, hotel, now), ...(payment ? { payment: toReservationPaymentAt(payment, nowDate, []) } : {}) };
    if (idempotencyKey) await storeIdempotentReply(tx, hotel.id, idempotencyKey, 201, body);
    return { status: 201, body, replayed: false };
  });
  // The stock is held and the payment recorded; now the provider is asked (outside any transaction).
  return finishCardBooking({ database, clock, hotel, publicUrl: options.publicUrl }, outcome);
}

/** SPEC.md section 8: rooms whose plans take different payment methods cannot be booked together. */
function assertSamePaymentMethods(rooms: ResolvedRoom[]): void {
  const methodsOf = (room: ResolvedRoom) => [...room.plan.paymentMethods].sort().join(',');
  const first = rooms[0] ? methodsOf(rooms[0]) : '';
  if (rooms.some((room) => methodsOf(room) !== first)) {
    throw new BookingFailure(422, ErrorCode.paymentMethodsDiffer, 'Payment methods differ', 'The chosen rooms take different payment methods; book them separately.');
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
    throw failures.tooManyGuests(`Room ${index + 1}: ${textIn(type.name, 'en')} holds at most ${type.maxOccupancy} guests.`);
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

