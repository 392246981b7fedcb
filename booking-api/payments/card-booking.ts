import { Temporal } from 'temporal-polyfill';
import type { CreateReservationRequest, ReservationReply } from '../../contract';
import { ErrorCode } from '../../contract';
import { BookingFailure } from '../domain/booking-failure';
import type { HotelWithBrand } from '../repositories/hotels';
import { findReservation } from '../repositories/reservations';
import type { BookingOutcome } from '../services/booking-outcome';
import { toReservationReply } from '../services/reservation-reply';
import { savedCardToken } from './saved-cards';
import type { CardTokenUse } from './card-token-uses';
import { advancePayment, paymentFailure, sweepExpiredPayments, toReservationPayment } from './card-payments';
import { providerForHotel, type CardEngineDeps } from './card-engine';

/** SPEC.md section 5: Visa and Mastercard cannot pay online over 1,000,000 yen. */
export const VISA_MASTER_JPY_LIMIT = 1_000_000;

export interface CardPaymentPlan {
  provider: string;
  kind: 'charge' | 'guarantee';
  cardToken: string;
  /** A token from the browser pays once; a saved card's stored token pays again and again. */
  tokenUse: CardTokenUse;
  cardBrand: string;
  cardLast4: string;
  /** The member who asked to keep the card once the payment succeeds (save_card), else null. */
  saveCardForMemberId: number | null;
}

const refused = (code: string, text: string) => new BookingFailure(422, code as ErrorCode, 'Card refused', text);

/**
 * Before the booking transaction: the token must be known to the hotel's provider, the card valid
 * through check-out, and the brand allowed for the amount.
 */
export async function checkCardPayment(
  deps: CardEngineDeps,
  hotel: HotelWithBrand,
  request: CreateReservationRequest,
  amount: number,
  /** The signed-in member booking (Authorization: Bearer), null for a guest. */
  memberId: number | null = null,
  /** A gateway other than the hotel's takes the card (the travel agency's own, for a handed-over booking). */
  providerKind?: string,
): Promise<CardPaymentPlan> {
  const provider = providerKind
    ? deps.cardProviders.provider(deps, providerKind)
    : await providerForHotel(deps, hotel.id);
  if ((request.saved_card_id || request.save_card) && memberId === null) {
    throw new BookingFailure(
      401,
      ErrorCode.sessionExpired,
      'Sign-in required',
      'Saved cards are for signed-in members; please sign in.',
    );
  }
  // A saved card is looked up only among the signed-in member's own cards: another member's id answers like a missing one.
  const token = request.saved_card_id
    ? await savedCardToken(deps.database.db, memberId!, request.saved_card_id, provider.kind)
    : (request.card_token ?? '');
  const card = await provider.describeToken(token);
  if (!card)
    throw refused(ErrorCode.paymentProcessingError, 'The card token is unknown or has expired; enter the card again.');
  const checkoutMonth = Temporal.PlainDate.from(request.checkout_date).toPlainYearMonth();
  if (
    Temporal.PlainYearMonth.compare(new Temporal.PlainYearMonth(card.expiryYear, card.expiryMonth), checkoutMonth) < 0
  ) {
    throw refused(ErrorCode.checkCardExpiry, 'The card must be valid through the check-out date.');
  }
  if (
    hotel.currency === 'JPY' &&
    amount > VISA_MASTER_JPY_LIMIT &&
    (card.brand === 'visa' || card.brand === 'master')
  ) {
    throw refused(ErrorCode.useAnotherCard, 'Visa and Mastercard cannot be used online for more than 1,000,000 yen.');
  }
  return {
    provider: provider.kind,
    kind: request.payment_type === 'on_site_credit_card_required' ? 'guarantee' : 'charge',
    cardToken: token,
    tokenUse: request.saved_card_id ? 'saved_card' : 'one_time',
    cardBrand: card.brand,
    cardLast4: card.last4,
    saveCardForMemberId: request.save_card ? memberId : null,
  };
}

/**
 * After the reservation and its payment row are written (or when a retry replays them): drives the
 * payment and answers with the reservation as it now stands. A payment that ended without money
 * answers the payment's catalogue code (the reservation is already cancelled, stock returned).
 */
export async function finishCardBooking(
  deps: CardEngineDeps & { hotel: HotelWithBrand; publicUrl?: string | undefined },
  outcome: BookingOutcome,
): Promise<BookingOutcome> {
  const payment = outcome.body.payment;
  if (!payment) return outcome;
  await sweepExpiredPayments(deps).catch((error: unknown) => console.error('[payments] sweep failed', error));
  const txn = await advancePayment(deps, payment.transaction_id, deps.hotel.code);
  if (txn.status === 'failed' || txn.status === 'cancelled') throw paymentFailure(txn);
  const record = await findReservation(deps.database.db, deps.hotel.id, outcome.body.confirmation_number);
  if (!record) throw new Error('reservation of a payment vanished');
  const now = deps.clock.now();
  const body: ReservationReply = {
    ...toReservationReply(record, deps.hotel, now),
    payment: toReservationPayment(txn, new Date(now.epochMilliseconds), []),
  };
  return { ...outcome, body };
}
