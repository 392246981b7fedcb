import type { Temporal } from 'temporal-polyfill';
import { enqueueMail } from '../outbox/outbox-repository';
import { stayMail } from '../stay-mail/stay-mails';
import type {
  ReservationReply,
  UpdateGuestRequest,
  UpdateItineraryReply,
  UpdateItineraryRequest,
  UpdateSetting,
} from '../../contract';
import { ErrorCode } from '../../contract';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { inTransaction, type AppTx, type Queryable } from '../db/transactions';
import { paymentOfReservation, planRefund, settlePendingRefunds } from '../payments/refunds';
import type { CardProviderRegistry } from '../payments/card-engine';
import { BookingFailure, failures } from '../domain/booking-failure';
import { quoteItinerary, updateRefusal, updateSettingFor } from '../domain/reservation-changes';
import type { HotelWithBrand } from '../repositories/hotels';
import { returnStock } from '../repositories/inventory';
import { ratesForStay } from '../repositories/rates';
import { applyItinerary, recordChange, updateGuest } from '../repositories/reservation-changes';
import {
  assertGuestNameAddress,
  bookedReadingAddress,
  guestNameSettingsOf,
  storedReadingAddress,
} from '../domain/guest-names';
import { findReservation, type ReservationRecord } from '../repositories/reservations';
import { mayAccess, type ReservationCredentials } from './reservation-access';
import { toReservationReply } from './reservation-reply';
import { planItineraryExtras, removeItineraryExtras } from '../extras/itinerary-extras';
import { loadChangePricing, repriceRoom } from '../pricing/itinerary-pricing';
import { replacePriceSummary } from '../pricing/pricing-repository';
import type { RoomPrice } from '../pricing/room-price';
import type { PricedRoomGuests } from '../pricing/pricing-service';
import { applyChangePaymentTerms } from '../payment-methods/itinerary-payment';
import { completeItineraryQuote } from './itinerary-quote';
import { kidsSettingOf } from '../repositories/search-options';
import type { KidsSetting } from '../domain/kids-tiers';
import { storedRoomGuests } from './reservation-children';
import { rescaleFuturePoints } from '../points/point-ledger';

interface ChangeContext {
  database: Database;
  clock: Clock;
  /** The card providers, which refund what a shorter stay gives back (payments/card-engine.ts). */
  cardProviders: CardProviderRegistry;
  hotel: HotelWithBrand;
  confirmationNumber: string;
  credentials: ReservationCredentials;
  /** The signed-in member asking, or null for a guest (SPEC.md section 6 same-account rule). */
  viewerMemberId: number | null;
  /** The widget's public base URL, for the links of the change e-mail. */
  publicUrl?: string | undefined;
}

/** The guest's change e-mail (stay-mail/) with the stay as it now is, in the transaction of the change. */
async function queueChangedMail(tx: Queryable, context: ChangeContext, now: Temporal.Instant): Promise<void> {
  const updated = await findReservation(tx, context.hotel.id, context.confirmationNumber);
  if (!updated) throw new Error('reservation vanished inside its own transaction');
  await enqueueMail(
    tx,
    stayMail({ hotel: context.hotel, record: updated, baseUrl: context.publicUrl ?? '', now }, 'changed'),
    new Date(now.epochMilliseconds),
  );
}

/** Finds the reservation the credentials open (404 1005 alike for a miss) and its update setting now. */
async function openForChange(
  q: Queryable,
  context: ChangeContext,
  forUpdate: boolean,
): Promise<{ record: ReservationRecord; setting: UpdateSetting }> {
  const record = await findReservation(q, context.hotel.id, context.confirmationNumber, { forUpdate });
  if (!record || !mayAccess(record.reservation, context.credentials)) throw failures.reservationNotFound();
  const setting = updateSettingFor({
    now: context.clock.now(),
    hotel: context.hotel,
    reservation: record.reservation,
    viewerMemberId: context.viewerMemberId,
    isPackage: (record.flights?.length ?? 0) > 0,
  });
  return { record, setting };
}

/**
 * The guests a kept room is priced for at its new dates (the pricing input of the new stay): as the
 * room was booked, its children by their stored tiers and meal and bed options (migration 0020) at
 * the hotel's kids setting today (services/reservation-children.ts).
 */
function guestsOfRooms(
  record: ReservationRecord,
  kidsSetting: KidsSetting | null,
): (position: number) => PricedRoomGuests {
  return (position) =>
    storedRoomGuests(
      record.rooms.find((r) => r.position === position)!,
      kidsSetting,
    );
}

/** PUT .../update_settings: the update setting for this caller now; nothing is written. */
export async function readUpdateSetting(context: ChangeContext): Promise<UpdateSetting> {
  return (await openForChange(context.database.db, context, false)).setting;
}

/**
 * PUT .../reservations/{n}: a shorter stay and/or fewer rooms. A dry run reads without locking and
 * answers the quote. A commit locks the reservation row, quotes again at the clock's now, refuses
 * if the total differs from the quoted one, and in ONE transaction gives back the stock of the
 * nights and rooms released, rewrites the prices and logs the change. A concurrent cancel or
 * change waits for the row lock and then sees the new state.
 */
export async function changeItinerary(
  context: ChangeContext & { request: UpdateItineraryRequest; dryRun: boolean },
): Promise<UpdateItineraryReply> {
  const { database, hotel, request, dryRun } = context;
  if (!dryRun && request.quoted_total_price === undefined) {
    throw failures.invalidField(
      'quoted_total_price',
      'is required: quote with dry_run=true first and send the new_total_price shown',
    );
  }
  const work = async (q: Queryable): Promise<UpdateItineraryReply> => {
    const { record, setting } = await openForChange(q, context, !dryRun);
    if (!setting.updatable) throw updateRefusal(setting.reason!);
    if (!setting.itinerary_updatable) throw updateRefusal(setting.itinerary_reason!);
    const { reservation } = record;
    const now = context.clock.now();
    const rates = await ratesForStay(
      q,
      [...new Set(record.rooms.map((room) => room.planId))],
      request.checkin_date,
      request.checkout_date,
    );
    const planOf = new Map(record.rooms.map((room) => [room.position, room.planId]));
    // Dated extras of nights given up go with them; the new stay is priced as a booking would be (with the booked code).
    const extras = await planItineraryExtras(q, reservation, {
      checkin: request.checkin_date,
      checkout: request.checkout_date,
    });
    const pricing = await loadChangePricing(q, hotel, context.clock, record, request.checkin_date);
    const repriced = new Map<number, RoomPrice>();
    const guestsOf = guestsOfRooms(record, await kidsSettingOf(q, hotel.id));
    const roomsQuote = quoteItinerary({
      now,
      timeZone: hotel.timeZone,
      currency: reservation.currency,
      current: {
        checkin: reservation.checkinDate,
        checkout: reservation.checkoutDate,
        totalPrice: reservation.totalPrice,
      },
      rooms: record.rooms.map((room) => ({
        position: room.position,
        roomTypeCode: room.roomTypeCode,
        planCode: room.planCode,
        adults: room.adults,
        children: room.children,
        totalPrice: room.totalPrice,
        tax: room.tax,
        tiers: room.cancellationTiers,
        minNights: room.minNights,
      })),
      request: {
        checkin: request.checkin_date,
        checkout: request.checkout_date,
        removePositions: request.remove_room_positions,
      },
      removedExtrasPrice: extras.removedTotal,
      priceFor: (room, nights) => {
        const price = repriceRoom(
          pricing,
          planOf.get(room.position)!,
          rates.get(planOf.get(room.position)!) ?? [],
          nights,
          guestsOf(room.position),
        );
        if (price) repriced.set(room.position, price);
        return price && { totalPrice: price.discountedPrice, tax: price.tax };
      },
    });
    const plan = await completeItineraryQuote(q, {
      record,
      rooms: roomsQuote,
      extras,
      pricing,
      rates,
      repriced,
      guestsOf,
    });
    const { quote } = plan;
    if (dryRun)
      return {
        dry_run: true,
        quote,
        reservation: toReservationReply(record, hotel, now, { memberId: context.viewerMemberId }),
      };
    if (quote.new_total_price !== request.quoted_total_price) {
      throw new BookingFailure(
        409,
        ErrorCode.updateTotalChanged,
        'Total changed',
        `The new total is now ${quote.new_total_price}; please check the change again.`,
      );
    }

    // Stock released: the nights cut from either end for kept rooms, every night for removed ones.
    const released: { roomTypeId: number; from: string; to: string }[] = [];
    for (const room of record.rooms) {
      if (request.remove_room_positions.includes(room.position)) {
        released.push({ roomTypeId: room.roomTypeId, from: reservation.checkinDate, to: reservation.checkoutDate });
      } else {
        released.push({ roomTypeId: room.roomTypeId, from: reservation.checkinDate, to: request.checkin_date });
        released.push({ roomTypeId: room.roomTypeId, from: request.checkout_date, to: reservation.checkoutDate });
      }
    }
    // Same lock order as bookings and cancellations (room type ascending), so no deadlock.
    released.sort((a, b) => a.roomTypeId - b.roomTypeId || a.from.localeCompare(b.from));
    for (const range of released) {
      if (range.from < range.to) await returnStock(q, range.roomTypeId, range.from, range.to, 1);
    }
    const nowDate = new Date(now.epochMilliseconds);
    await removeItineraryExtras(q, reservation.id, extras);
    await applyItinerary(q, reservation.id, {
      checkinDate: request.checkin_date,
      checkoutDate: request.checkout_date,
      totalPrice: quote.new_total_price,
      tax: quote.new_tax,
      changeFees: reservation.changeFees + quote.change_fee,
      removePositions: request.remove_room_positions,
      rooms: quote.rooms
        .filter((room) => !room.removed)
        .map((room) => ({ position: room.position, totalPrice: room.new_total_price, tax: room.new_tax })),
      updatedAt: nowDate,
    });
    // The stored summary and terms become the quote's, so the reservation page and receipt show the new stay.
    await replacePriceSummary(q, reservation.id, plan.summary);
    // A member's future points for the stay follow the new amount to pay and the new check-out.
    await rescaleFuturePoints(q, {
      reservationId: reservation.id,
      previousPayable: plan.currentPayable,
      payable: plan.newPayable,
      checkout: request.checkout_date,
      timeZone: hotel.timeZone,
      now: nowDate,
    });
    await applyChangePaymentTerms(q, reservation.id, plan.payment.terms);
    const changeId = await recordChange(q, {
      reservationId: reservation.id,
      kind: 'itinerary',
      before: {
        checkin_date: reservation.checkinDate,
        checkout_date: reservation.checkoutDate,
        total_price: reservation.totalPrice,
        positions: record.rooms.map((r) => r.position),
      },
      after: {
        checkin_date: request.checkin_date,
        checkout_date: request.checkout_date,
        total_price: quote.new_total_price,
        removed_positions: request.remove_room_positions,
      },
      priceDifference: quote.price_difference,
      changeFee: quote.change_fee,
      changedAt: nowDate,
    });
    // A captured card charge gets back what the quote says (payment-methods/itinerary-payment.ts: the price
    // given up minus the change fee, or for a deposit the deposit paid minus the new deposit), in the charge's
    // currency, planned in this transaction (one refund per change) and settled with the provider after the commit.
    await planRefund(q as AppTx, {
      reservationId: reservation.id,
      cause: 'itinerary_change',
      causeKey: `itinerary_change:${changeId}`,
      owed: () => plan.payment.refundInChargeCurrency,
      now: nowDate,
    });
    await queueChangedMail(q, context, now);
    // The reservation part is read again below, once the refund is settled.
    return {
      dry_run: false,
      quote,
      reservation: toReservationReply(record, hotel, now, { memberId: context.viewerMemberId }),
    };
  };
  if (dryRun) return work(database.db);
  const reply = await inTransaction(database.db, work);
  // Read after the refund is settled, so the reply shows the new stay with its deposit and refund as they are now.
  const afterCommit = async () => {
    const record = await findReservation(database.db, hotel.id, context.confirmationNumber);
    if (!record) throw new Error('reservation vanished after its change');
    return record;
  };
  const { reservation } = await afterCommit();
  await settlePendingRefunds(
    { database, clock: context.clock, cardProviders: context.cardProviders },
    reservation.id,
  ).catch((e: unknown) => console.error('[payments] refund settle failed', e));
  const updated = await afterCommit();
  const payment = await paymentOfReservation({ database, clock: context.clock }, reservation.id);
  const fresh = toReservationReply(updated, hotel, context.clock.now(), { memberId: context.viewerMemberId });
  return { ...reply, reservation: payment ? { ...fresh, payment } : fresh };
}

/**
 * PUT .../guests: names, phone and e-mail. Opening the reservation needs its current e-mail or the
 * bypass token, so a new e-mail is only ever set by someone who proved the old one (or holds the token).
 */
export async function changeGuest(context: ChangeContext & { request: UpdateGuestRequest }): Promise<ReservationReply> {
  const { database, hotel, request } = context;
  return inTransaction(database.db, async (tx) => {
    const { record, setting } = await openForChange(tx, context, true);
    if (!setting.updatable) throw updateRefusal(setting.reason!);
    const { reservation } = record;
    const now = context.clock.now();
    const nowDate = new Date(now.epochMilliseconds);
    // Reading and address fields left out keep what was booked; names follow the booking's language.
    const booked = bookedReadingAddress(reservation);
    const given = Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined));
    const merged = { ...booked, ...given } as UpdateGuestRequest;
    const settings = guestNameSettingsOf(hotel);
    const neverGiven = new Set(
      Object.entries(booked)
        .filter(([field, value]) => value === null && given[field] === undefined)
        .map(([field]) => field),
    );
    assertGuestNameAddress(merged, settings, reservation.locale, { prefix: '', excused: neverGiven });
    const guest = {
      firstName: request.first_name,
      lastName: request.last_name,
      email: request.email.trim(),
      phone: request.phone,
      ...storedReadingAddress(merged, settings, reservation.locale),
    };
    await updateGuest(tx, reservation.id, guest, nowDate);
    await recordChange(tx, {
      reservationId: reservation.id,
      kind: 'guest',
      before: {
        first_name: reservation.guestFirstName,
        last_name: reservation.guestLastName,
        email: reservation.guestEmail,
        phone: reservation.guestPhone,
      },
      after: request,
      priceDifference: 0,
      changeFee: 0,
      changedAt: nowDate,
    });
    // Sent to the e-mail address as it now is.
    await queueChangedMail(tx, context, now);
    const updated = await findReservation(tx, hotel.id, context.confirmationNumber);
    if (!updated) throw new Error('reservation vanished inside its own transaction');
    return toReservationReply(updated, hotel, now, { memberId: context.viewerMemberId });
  });
}
