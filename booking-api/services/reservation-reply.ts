import type { ReservationReply } from '../../contract';
import { cancellationReasonSchema, nightsBetween, paymentMethodCodeSchema } from '../../contract';
import type { Temporal } from 'temporal-polyfill';
import { quoteCancellation } from '../domain/cancellation-fee';
import { bookedCancellationTerms } from '../domain/cancellation-terms';
import { updateSettingFor } from '../domain/reservation-changes';
import type { HotelWithBrand } from '../repositories/hotels';
import type { ReservationRecord } from '../repositories/reservations';
import { paymentTermsReply } from '../payment-methods/payment-terms';
import { pricingReplyFields } from '../pricing/booking-pricing';
import { pendingPaymentCancelRefusal } from '../payment-methods/bank-transfer-cancellation';
import { multiCurrencyReplyFields } from '../currency/multi-currency-reply';
import { bookedReadingAddress } from '../domain/guest-names';
import { hotelContentReader } from '../domain/hotel-content';
import { reservationFlightsReply } from '../packages/flight-reply';
import { calendarPath, hotelAddress, mapUrl } from '../stay-mail/stay-mails';

/**
 * The reservation as every reservation endpoint returns it, with the cancellation quote and the
 * update setting at `now`. `viewerMemberId` (null for a guest) applies the same-account rule to the
 * update setting; left out, only the reservation's own state decides.
 */
export function toReservationReply(
  record: ReservationRecord,
  hotel: HotelWithBrand,
  now: Temporal.Instant,
  viewer: { memberId?: number | null | undefined; locale?: string | null | undefined } = {},
): ReservationReply {
  const { reservation, rooms } = record;
  // The hotel's content in the viewer's language, else the one the guest booked in.
  const read = hotelContentReader(hotel, viewer.locale ?? reservation.locale);
  const quote = quoteCancellation({
    now,
    timeZone: hotel.timeZone,
    checkin: reservation.checkinDate,
    status: reservation.status,
    rooms: rooms.map((room) => ({
      totalPrice: room.totalPrice,
      tiers: room.cancellationTiers,
      noShowPercentage: room.noShowPercentage,
    })),
  });
  const reply: ReservationReply = {
    confirmation_number: reservation.confirmationNumber,
    status: reservation.status,
    bypass_token: reservation.bypassToken,
    hotel: {
      hotel_id: hotel.id,
      code: hotel.code,
      hotel_name: read(hotel.name),
      time_zone: hotel.timeZone,
      address: hotelAddress(hotel, viewer.locale ?? reservation.locale),
      map_url: mapUrl(hotelAddress(hotel, viewer.locale ?? reservation.locale)),
      checkin_time: hotel.checkinTime,
      checkout_time: hotel.checkoutTime,
      phone: hotel.phone,
      email: hotel.email,
    },
    calendar_path:
      reservation.status === 'cancelled'
        ? null
        : calendarPath(hotel.code, reservation.confirmationNumber, reservation.bypassToken),
    checkin_date: reservation.checkinDate,
    checkout_date: reservation.checkoutDate,
    nights: nightsBetween(reservation.checkinDate, reservation.checkoutDate),
    rooms: rooms.map((room) => ({
      position: room.position,
      room_type_code: room.roomTypeCode,
      room_type_name: read(room.roomTypeName),
      room_plan_code: room.planCode,
      room_plan_name: read(room.planName),
      adults: room.adults,
      children: room.children,
      kids: room.kids.map((child) => ({ ...child, tier_name: child.tier_name ? read(child.tier_name) : null })),
      total_price: room.totalPrice,
      tax: room.tax,
      cancellation_terms:
        reservation.status === 'cancelled'
          ? null
          : bookedCancellationTerms({
              bookedAt: reservation.createdAt,
              checkin: reservation.checkinDate,
              timeZone: hotel.timeZone,
              tiers: room.cancellationTiers,
            }),
    })),
    guest: {
      first_name: reservation.guestFirstName,
      last_name: reservation.guestLastName,
      email: reservation.guestEmail,
      phone: reservation.guestPhone,
      ...bookedReadingAddress(reservation),
    },
    locale: reservation.locale ?? null,
    payment_type: paymentMethodCodeSchema.parse(reservation.paymentType),
    currency: reservation.currency,
    // SPEC.md section 3 price summary: a member voucher and points (booking-api/points/) are taken off last.
    total_price: reservation.totalPrice - reservation.spendingPointValue - reservation.voucherCouponDiscountAmount,
    tax: reservation.tax,
    spending_point_value: reservation.spendingPointValue,
    voucher_coupon_discount_amount: reservation.voucherCouponDiscountAmount,
    total_price_before_point_discount: reservation.totalPrice,
    cancellation: cancellationReply(quote, pendingPaymentCancelRefusal(record)),
    cancellation_fee: reservation.cancellationFee,
    cancel_reason: reservation.cancelReason === null ? null : cancellationReasonSchema.parse(reservation.cancelReason),
    created_at: reservation.createdAt.toISOString(),
    cancelled_at: reservation.cancelledAt ? reservation.cancelledAt.toISOString() : null,
    update_setting: updateSettingFor({
      now,
      hotel,
      reservation,
      viewerMemberId: viewer.memberId,
      isPackage: (record.flights?.length ?? 0) > 0,
    }),
    traffic_source: reservation.trafficSource,
    ...record.additions,
    ...paymentTermsReply(record.paymentTerms, reservation),
    ...pricingReplyFields(record.priceSummary),
    // A package's outbound and return flights, in the viewer's language (packages/flight-reply.ts).
    ...reservationFlightsReply(record.flights ?? [], viewer.locale ?? reservation.locale, reservation.currency),
  };
  // Charged in another currency: the same amounts at the rate stored on the reservation (currency/multi-currency-reply.ts).
  return { ...reply, ...multiCurrencyReplyFields(record.mcpRate, reply) };
}

/** The quote as the reply shows it; an open card payment refuses the cancel as the cancel itself would. */
function cancellationReply(
  quote: ReturnType<typeof quoteCancellation>,
  pendingRefusal: string | null,
): ReservationReply['cancellation'] {
  if (quote.cancellable && pendingRefusal) return { fee: quote.fee, cancellable: false, refusal_code: pendingRefusal };
  return { fee: quote.fee, cancellable: quote.cancellable, refusal_code: quote.refusalCode };
}
