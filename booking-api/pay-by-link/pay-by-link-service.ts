import { hotelContentReader } from '../domain/hotel-content';
import { hotelOwnLocale, localizedTextFromInput } from '../../contract/localized-text';
import {
  ErrorCode,
  PAY_BY_LINK_VISIT_SECONDS,
  type PayByLinkResult,
  type PayByLinkView,
  type PayByLinkRecord,
  type CreatePayByLinkRequest,
  type UpdatePayByLinkRequest,
} from '../../contract';
import { inTransaction, pgErrorCode, UNIQUE_VIOLATION, type Queryable } from '../db/transactions';
import { BookingFailure } from '../domain/booking-failure';
import {
  abortCardPayment,
  advanceCardPayment,
  expireCardPayment,
  providerForHotel,
  type CardEngineDeps,
  type CardPaymentLedger,
  type CardPaymentMove,
} from '../payments/card-engine';
import { claimOneTimeCardToken } from '../payments/card-token-uses';
import { randomToken } from '../security/secrets';
import {
  abortableAttemptOfVisit,
  findAttempt,
  findLinkById,
  findOpenAttempt,
  findVisitOfLink,
  hotelOfLink,
  insertAttempt,
  insertPayByLink,
  insertVisit,
  latestAttemptOfVisit,
  lockLink,
  markLinkPaid,
  moveAttempt,
  openAttemptsOfLink,
  setLink,
  type AttemptRow,
  type PayByLinkRow,
  type VisitRow,
} from './pay-by-link-repository';

/** What the pay-by-link service needs; its card payments go through the card engine (payments/card-engine.ts). */
export type PayByLinkDeps = CardEngineDeps;

export type { AttemptRow, PayByLinkRow, VisitRow } from './pay-by-link-repository';
type AttemptStatus = AttemptRow['status'];

const fail = (status: 404 | 409 | 422, code: ErrorCode, title: string, text: string) =>
  new BookingFailure(status, code, title, text);
export const payByLinkFailures = {
  notFound: () =>
    fail(404, ErrorCode.payByLinkNotFound, 'Payment record not found', 'No payment record has this number.'),
  amountChanged: () =>
    fail(
      409,
      ErrorCode.payByLinkAmountChanged,
      'Amount changed',
      'The amount of this payment changed while the page was open; press Update to see the new amount.',
    ),
  expired: () =>
    fail(
      422,
      ErrorCode.payByLinkExpired,
      'Payment time over',
      'The payment was not finished within an hour of opening the page; reload the page.',
    ),
  alreadyPaid: () => fail(409, ErrorCode.payByLinkAlreadyPaid, 'Already paid', 'This payment has already been made.'),
  closed: () => fail(409, ErrorCode.payByLinkClosed, 'Payment closed', 'This payment is no longer open.'),
  notUpdatable: (text: string) => fail(409, ErrorCode.payByLinkNotUpdatable, 'Pay-by-link not updatable', text),
};

const nowDate = (deps: PayByLinkDeps) => new Date(deps.clock.now().epochMilliseconds);

export function newPaymentNumber(): string {
  return `PL${randomToken(15)}`;
}

// ---- records (staff side) ---------------------------------------------------------------------

export async function createPayByLink(
  deps: PayByLinkDeps,
  hotel: { id: number; currency: string; bookLanguages: string[] },
  request: CreatePayByLinkRequest,
  paymentNumber = newPaymentNumber(),
): Promise<PayByLinkRow> {
  const now = nowDate(deps);
  const subject = localizedTextFromInput(request.subject, hotelOwnLocale(hotel.bookLanguages));
  return insertPayByLink(deps.database.db, {
    paymentNumber,
    hotelId: hotel.id,
    subject,
    amount: request.amount,
    currency: request.currency ?? hotel.currency,
    status: 'awaiting_payment',
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * Staff changes. The amount (and subject) only while awaiting payment and with no card payment in
 * progress (3200 otherwise), so a guest is never charged an amount that is no longer the record's;
 * an amount change bumps amount_version, which makes open pages refuse to pay (amount changed).
 */
export async function updatePayByLink(
  deps: PayByLinkDeps,
  linkId: number,
  request: UpdatePayByLinkRequest,
): Promise<PayByLinkRow> {
  return inTransaction(deps.database.db, async (tx) => {
    const link = await lockLink(tx, linkId);
    if (!link) throw payByLinkFailures.notFound();
    const hotel = await hotelOfLink(tx, link.hotelId);
    const now = nowDate(deps);
    const open = await findOpenAttempt(tx, link.id);
    const patch: Partial<PayByLinkRow> = { updatedAt: now };
    if (request.amount !== undefined || request.subject !== undefined) {
      if (link.status !== 'awaiting_payment')
        throw payByLinkFailures.notUpdatable(`A ${link.status} payment cannot be changed.`);
      if (open)
        throw payByLinkFailures.notUpdatable(
          'A card payment of this record is in progress; try again when it has finished.',
        );
      // A plain string replaces the subject; a map replaces the languages it names and keeps the others.
      if (request.subject !== undefined) {
        const given = localizedTextFromInput(request.subject, hotelOwnLocale(hotel?.bookLanguages ?? []));
        patch.subject = typeof request.subject === 'string' ? given : { ...link.subject, ...given };
      }
      if (request.amount !== undefined && request.amount !== link.amount) {
        patch.amount = request.amount;
        patch.amountVersion = link.amountVersion + 1;
      }
    }
    if (request.status) {
      const allowed = request.status === 'refunded' ? link.status === 'paid' : link.status === 'awaiting_payment';
      if (!allowed || open)
        throw payByLinkFailures.notUpdatable(
          `A ${link.status} payment cannot become ${request.status}${open ? ' while a card payment is in progress' : ''}.`,
        );
      patch.status = request.status;
      if (request.status === 'refunded') patch.refundedAt = now;
      if (request.status === 'completed') patch.completedAt = now;
      if (request.status === 'cancelled') patch.cancelledAt = now;
    }
    return setLink(tx, link.id, patch);
  });
}

export async function toRecord(db: Queryable, link: PayByLinkRow, locale?: string | null): Promise<PayByLinkRecord> {
  const hotel = await hotelOfLink(db, link.hotelId);
  const read = hotelContentReader(hotel!, locale);
  return {
    payment_number: link.paymentNumber,
    hotel: { code: hotel!.code, name: read(hotel!.name) },
    subject: read(link.subject),
    amount: link.amount,
    currency: link.currency,
    status: link.status,
    amount_version: link.amountVersion,
    paid_at: link.paidAt?.toISOString() ?? null,
    refunded_at: link.refundedAt?.toISOString() ?? null,
    created_at: link.createdAt.toISOString(),
  };
}

// ---- visits and payments (guest side) ----------------------------------------------------------

/** Opening the page: a visit whose hour starts now. */
export async function openVisit(deps: PayByLinkDeps, link: PayByLinkRow): Promise<VisitRow> {
  const now = deps.clock.now();
  return insertVisit(deps.database.db, {
    id: `plv_${randomToken(18)}`,
    linkId: link.id,
    openedAt: new Date(now.epochMilliseconds),
    expiresAt: new Date(now.add({ seconds: PAY_BY_LINK_VISIT_SECONDS }).epochMilliseconds),
  });
}

export async function findVisit(db: Queryable, link: PayByLinkRow, visitId: string): Promise<VisitRow> {
  const visit = await findVisitOfLink(db, link.id, visitId);
  if (!visit) throw payByLinkFailures.expired();
  return visit;
}

const isOver = (deps: PayByLinkDeps, at: Date) => at.getTime() <= deps.clock.now().epochMilliseconds;

/**
 * Starts (or, for a double click or retry, finds) the card payment of a link and drives it as far
 * as it goes now. Refused when the visit's hour is over, the amount changed since the page showed
 * it, or the link is not awaiting payment.
 */
export async function payLink(
  deps: PayByLinkDeps,
  link: PayByLinkRow,
  visit: VisitRow,
  request: { amount_version: number; card_token: string },
): Promise<AttemptRow> {
  await settleOpenAttempts(deps, link.id);
  const provider = await providerForHotel(deps, link.hotelId);
  const card = await provider.describeToken(request.card_token);
  let attempt: AttemptRow;
  try {
    attempt = await inTransaction(deps.database.db, async (tx) => {
      const current = await lockLink(tx, link.id);
      const open = await findOpenAttempt(tx, link.id);
      // A repeated request of the same visit while its payment runs: that payment, never a second one.
      if (open && open.visitId === visit.id) return open;
      if (current!.status === 'paid') throw payByLinkFailures.alreadyPaid();
      if (current!.status !== 'awaiting_payment') throw payByLinkFailures.closed();
      if (isOver(deps, visit.expiresAt)) throw payByLinkFailures.expired();
      if (current!.amountVersion !== request.amount_version) throw payByLinkFailures.amountChanged();
      if (open)
        throw fail(
          409,
          ErrorCode.paymentProcessingError,
          'Payment in progress',
          'Another payment of this record is in progress.',
        );
      if (!card)
        throw fail(
          422,
          ErrorCode.paymentProcessingError,
          'Card refused',
          'The card token is unknown or has expired; enter the card again.',
        );
      const now = nowDate(deps);
      const row = await insertAttempt(tx, {
        publicId: `plp_${randomToken(18)}`,
        linkId: link.id,
        visitId: visit.id,
        status: 'initiated',
        amount: current!.amount,
        currency: current!.currency,
        provider: provider.kind,
        cardToken: request.card_token,
        cardBrand: card.brand,
        cardLast4: card.last4,
        expiresAt: visit.expiresAt,
        transitions: [{ from: null, to: 'initiated', reason: 'payment requested', at: now.toISOString() }],
        createdAt: now,
        updatedAt: now,
      });
      // The page always sends a token fresh from the browser's tokenization: it pays once.
      await claimOneTimeCardToken(tx, {
        provider: provider.kind,
        token: request.card_token,
        payByLinkAttemptId: row.id,
        now,
      });
      return row;
    });
  } catch (error) {
    // Two concurrent first requests: the loser finds the winner's payment.
    if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    const open = await findOpenAttempt(deps.database.db, link.id);
    if (!open || open.visitId !== visit.id)
      throw fail(
        409,
        ErrorCode.paymentProcessingError,
        'Payment in progress',
        'Another payment of this record is in progress.',
      );
    attempt = open;
  }
  return advanceAttempt(deps, attempt.publicId, link.paymentNumber);
}

export function payByLinkReturnUrl(paymentNumber: string): string {
  return `/payments/${encodeURIComponent(paymentNumber)}`;
}

/**
 * The pay-by-link side of the engine's ledger: a compare-and-set move of an attempt with its
 * transition appended; captured also marks the link paid, in the same transaction.
 */
async function move(deps: PayByLinkDeps, attempt: AttemptRow, next: CardPaymentMove): Promise<boolean> {
  const { to, reason, patch } = next;
  return inTransaction(deps.database.db, async (tx) => {
    const now = nowDate(deps);
    const step = JSON.stringify([{ from: attempt.status, to, reason, at: now.toISOString() }]);
    const moved = await moveAttempt(
      tx,
      attempt.id,
      attempt.status,
      {
        status: to as AttemptStatus,
        updatedAt: now,
        ...patch,
        ...(to === 'pre_3d_secure' ? {} : { challengeUrl: null }),
      },
      step,
    );
    if (!moved) return false;
    if (to === 'captured') await markLinkPaid(tx, attempt.linkId, now);
    return true;
  });
}

/** A link's card payments (attempts) as the engine's ledger; a link's payment is always a charge. */
function attemptLedger(deps: PayByLinkDeps, paymentNumber: string | null): CardPaymentLedger<AttemptRow> {
  return {
    find: (publicId) => findAttempt(deps.database.db, publicId),
    view: (attempt) => ({ ...attempt, kind: 'charge' }),
    move: (attempt, next) => move(deps, attempt, next),
    returnUrl: () => payByLinkReturnUrl(paymentNumber ?? ''),
    // The visit's hour is over: an unanswered challenge is voided (nothing charged); a capture in flight is settled.
    expiry: () => ({
      code: ErrorCode.payByLinkExpired,
      reason: 'not finished within an hour of opening the page; voided',
      details: 'The payment was not finished within an hour of opening the page; nothing was charged.',
    }),
  };
}

/** Drives an attempt as far as it goes now (card-engine.ts advanceCardPayment), idempotently. */
export async function advanceAttempt(
  deps: PayByLinkDeps,
  publicId: string,
  paymentNumber: string,
): Promise<AttemptRow> {
  return advanceCardPayment(deps, attemptLedger(deps, paymentNumber), publicId);
}

/** Settles the link's open attempts whose hour is over (on every access; there is no payment left hanging). */
export async function settleOpenAttempts(deps: PayByLinkDeps, linkId: number): Promise<void> {
  const open = await openAttemptsOfLink(deps.database.db, linkId);
  for (const attempt of open)
    if (isOver(deps, attempt.expiresAt)) await expireCardPayment(deps, attemptLedger(deps, null), attempt);
}

/** The guest gives up on the challenge: voided, nothing charged. */
export async function abortAttempt(deps: PayByLinkDeps, link: PayByLinkRow, visit: VisitRow): Promise<void> {
  const attempt = await abortableAttemptOfVisit(deps.database.db, link.id, visit.id);
  if (attempt) await abortCardPayment(deps, attemptLedger(deps, link.paymentNumber), attempt);
}

/** The page's view: the record, the visit's clock, this visit's latest payment and the result to show. */
export async function toView(
  deps: PayByLinkDeps,
  link: PayByLinkRow,
  visit: VisitRow,
  locale?: string | null,
): Promise<PayByLinkView> {
  const { db } = deps.database;
  const current = await findLinkById(db, link.id);
  const attempt = await latestAttemptOfVisit(db, visit.id);
  const now = deps.clock.now().epochMilliseconds;
  let result: PayByLinkResult | null = null;
  if (current!.status === 'paid') result = attempt?.status === 'captured' ? 'paid' : 'already_paid';
  else if (current!.status !== 'awaiting_payment') result = current!.status;
  else if (attempt && (attempt.status === 'failed' || attempt.status === 'cancelled')) result = 'failed';
  return {
    ...(await toRecord(db, current!, locale)),
    visit: {
      visit_id: visit.id,
      opened_at: visit.openedAt.toISOString(),
      expires_at: visit.expiresAt.toISOString(),
      expires_in_seconds: Math.max(0, Math.floor((visit.expiresAt.getTime() - now) / 1000)),
    },
    result,
    attempt: attempt
      ? {
          attempt_id: attempt.publicId,
          status: attempt.status,
          amount: attempt.amount,
          currency: attempt.currency,
          card: { brand: attempt.cardBrand as 'visa', last4: attempt.cardLast4 },
          challenge_url: attempt.status === 'pre_3d_secure' ? attempt.challengeUrl : null,
          failure_code: attempt.failureCode,
          transitions: attempt.transitions,
        }
      : null,
  };
}
