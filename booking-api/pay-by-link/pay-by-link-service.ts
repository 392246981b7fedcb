import { and, desc, eq, inArray, sql } from 'drizzle-orm';
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
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { hotels, payByLinkAttempts, payByLinkVisits, payByLinks } from '../db/schema';
import { inTransaction, pgErrorCode, UNIQUE_VIOLATION, type Queryable } from '../db/transactions';
import { BookingFailure } from '../domain/booking-failure';
import { providerForHotel } from '../payments/card-payments';
import { claimOneTimeCardToken } from '../payments/card-token-uses';
import type { PaymentProvider } from '../payments/provider';
import { createSandboxProvider } from '../payments/sandbox/sandbox-provider';
import { randomToken } from '../security/secrets';

export interface PayByLinkDeps {
  database: Database;
  clock: Clock;
}

export type PayByLinkRow = typeof payByLinks.$inferSelect;
export type AttemptRow = typeof payByLinkAttempts.$inferSelect;
type AttemptStatus = AttemptRow['status'];
const OPEN: AttemptStatus[] = ['initiated', 'pre_3d_secure', 'authorized', 'capturing'];

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
  const [row] = await deps.database.db
    .insert(payByLinks)
    .values({
      paymentNumber,
      hotelId: hotel.id,
      subject,
      amount: request.amount,
      currency: request.currency ?? hotel.currency,
      status: 'awaiting_payment',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

export async function findLink(db: Queryable, paymentNumber: string): Promise<PayByLinkRow | null> {
  const [row] = await db.select().from(payByLinks).where(eq(payByLinks.paymentNumber, paymentNumber));
  return row ?? null;
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
    const [link] = await tx.select().from(payByLinks).where(eq(payByLinks.id, linkId)).for('update');
    if (!link) throw payByLinkFailures.notFound();
    const [hotel] = await tx
      .select({ bookLanguages: hotels.bookLanguages })
      .from(hotels)
      .where(eq(hotels.id, link.hotelId));
    const now = nowDate(deps);
    const [open] = await tx
      .select({ id: payByLinkAttempts.id })
      .from(payByLinkAttempts)
      .where(and(eq(payByLinkAttempts.linkId, link.id), inArray(payByLinkAttempts.status, OPEN)));
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
    const [updated] = await tx.update(payByLinks).set(patch).where(eq(payByLinks.id, link.id)).returning();
    return updated!;
  });
}

export async function toRecord(db: Queryable, link: PayByLinkRow, locale?: string | null): Promise<PayByLinkRecord> {
  const [hotel] = await db
    .select({ code: hotels.code, name: hotels.name, bookLanguages: hotels.bookLanguages })
    .from(hotels)
    .where(eq(hotels.id, link.hotelId));
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

export type VisitRow = typeof payByLinkVisits.$inferSelect;

/** Opening the page: a visit whose hour starts now. */
export async function openVisit(deps: PayByLinkDeps, link: PayByLinkRow): Promise<VisitRow> {
  const now = deps.clock.now();
  const [visit] = await deps.database.db
    .insert(payByLinkVisits)
    .values({
      id: `plv_${randomToken(18)}`,
      linkId: link.id,
      openedAt: new Date(now.epochMilliseconds),
      expiresAt: new Date(now.add({ seconds: PAY_BY_LINK_VISIT_SECONDS }).epochMilliseconds),
    })
    .returning();
  return visit!;
}

export async function findVisit(db: Queryable, link: PayByLinkRow, visitId: string): Promise<VisitRow> {
  const [visit] = await db
    .select()
    .from(payByLinkVisits)
    .where(and(eq(payByLinkVisits.id, visitId), eq(payByLinkVisits.linkId, link.id)));
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
      const [current] = await tx.select().from(payByLinks).where(eq(payByLinks.id, link.id)).for('update');
      const [open] = await tx
        .select()
        .from(payByLinkAttempts)
        .where(and(eq(payByLinkAttempts.linkId, link.id), inArray(payByLinkAttempts.status, OPEN)));
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
      const [row] = await tx
        .insert(payByLinkAttempts)
        .values({
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
        })
        .returning();
      // The page always sends a token fresh from the browser's tokenization: it pays once.
      await claimOneTimeCardToken(tx, {
        provider: provider.kind,
        token: request.card_token,
        payByLinkAttemptId: row!.id,
        now,
      });
      return row!;
    });
  } catch (error) {
    // Two concurrent first requests: the loser finds the winner's payment.
    if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    const [open] = await deps.database.db
      .select()
      .from(payByLinkAttempts)
      .where(and(eq(payByLinkAttempts.linkId, link.id), inArray(payByLinkAttempts.status, OPEN)));
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

function providerOf(deps: PayByLinkDeps, kind: string): PaymentProvider {
  if (kind === 'sandbox') return createSandboxProvider(deps.database, deps.clock);
  throw fail(
    422,
    ErrorCode.paymentProcessingError,
    'Payment provider unavailable',
    `The payment provider "${kind}" is not available here.`,
  );
}

export function payByLinkReturnUrl(paymentNumber: string): string {
  return `/payments/${encodeURIComponent(paymentNumber)}`;
}

/** Compare-and-set move of an attempt, its transition recorded; captured also marks the link paid. */
async function move(
  deps: PayByLinkDeps,
  attempt: AttemptRow,
  to: AttemptStatus,
  reason: string,
  patch: Partial<Pick<AttemptRow, 'providerReference' | 'challengeUrl' | 'failureCode'>> = {},
): Promise<boolean> {
  return inTransaction(deps.database.db, async (tx) => {
    const now = nowDate(deps);
    const step = JSON.stringify([{ from: attempt.status, to, reason, at: now.toISOString() }]);
    const moved = await tx
      .update(payByLinkAttempts)
      .set({
        status: to,
        updatedAt: now,
        ...patch,
        ...(to === 'pre_3d_secure' ? {} : { challengeUrl: null }),
        transitions: sql`${payByLinkAttempts.transitions} || ${step}::jsonb`,
      })
      .where(and(eq(payByLinkAttempts.id, attempt.id), eq(payByLinkAttempts.status, attempt.status)))
      .returning({ id: payByLinkAttempts.id });
    if (moved.length === 0) return false;
    if (to === 'captured') {
      await tx
        .update(payByLinks)
        .set({ status: 'paid', paidAt: now, updatedAt: now })
        .where(and(eq(payByLinks.id, attempt.linkId), eq(payByLinks.status, 'awaiting_payment')));
    }
    return true;
  });
}

const key = (attempt: AttemptRow, step: string) => `${attempt.publicId}:${step}`;

/** Drives an attempt like a reservation's card payment (payments/card-payments.ts), idempotently. */
export async function advanceAttempt(
  deps: PayByLinkDeps,
  publicId: string,
  paymentNumber: string,
): Promise<AttemptRow> {
  for (let step = 0; step < 12; step += 1) {
    const [attempt] = await deps.database.db
      .select()
      .from(payByLinkAttempts)
      .where(eq(payByLinkAttempts.publicId, publicId));
    if (!attempt) throw new Error(`pay-by-link attempt ${publicId} vanished`);
    if (!OPEN.includes(attempt.status)) return attempt;
    if (isOver(deps, attempt.expiresAt)) {
      await expireAttempt(deps, attempt);
      continue;
    }
    const provider = providerOf(deps, attempt.provider);
    switch (attempt.status) {
      case 'initiated': {
        const result = await provider.authorize({
          idempotencyKey: key(attempt, 'authorize'),
          token: attempt.cardToken,
          amount: attempt.amount,
          currency: attempt.currency,
          returnUrl: payByLinkReturnUrl(paymentNumber),
        });
        if (result.status === 'challenge_required')
          await move(deps, attempt, 'pre_3d_secure', '3-D Secure challenge required', {
            providerReference: result.reference,
            challengeUrl: result.challengeUrl,
          });
        else if (result.status === 'authorized')
          await move(deps, attempt, 'authorized', 'authorized without a challenge', {
            providerReference: result.reference,
          });
        else if (result.status === 'declined')
          await move(deps, attempt, 'failed', `authorization declined ${result.code}`, {
            providerReference: result.reference,
            failureCode: result.code,
          });
        else {
          if (result.reference)
            await provider.cancel({ idempotencyKey: key(attempt, 'void'), reference: result.reference });
          await move(deps, attempt, 'failed', 'provider timeout; authorization voided', {
            providerReference: result.reference,
            failureCode: ErrorCode.paymentTimeout,
          });
        }
        break;
      }
      case 'pre_3d_secure': {
        const result = await provider.complete3ds({
          idempotencyKey: key(attempt, 'complete3ds'),
          reference: attempt.providerReference!,
        });
        if (result.status === 'pending') return attempt;
        if (result.status === 'authorized') await move(deps, attempt, 'authorized', '3-D Secure passed');
        else {
          await provider.cancel({ idempotencyKey: key(attempt, 'void'), reference: attempt.providerReference! });
          const to = result.code === ErrorCode.threeDSecureCancelled ? 'cancelled' : 'failed';
          await move(deps, attempt, to, `3-D Secure not completed ${result.code}`, { failureCode: result.code });
        }
        break;
      }
      case 'authorized':
        await move(deps, attempt, 'capturing', 'capture requested');
        break;
      case 'capturing':
        await capture(deps, provider, attempt);
        break;
    }
  }
  throw new Error(`pay-by-link attempt ${publicId} did not settle`);
}

async function capture(deps: PayByLinkDeps, provider: PaymentProvider, attempt: AttemptRow): Promise<void> {
  const result = await provider.capture({
    idempotencyKey: key(attempt, 'capture'),
    reference: attempt.providerReference!,
    amount: attempt.amount,
  });
  if (result.status === 'captured') {
    await move(deps, attempt, 'captured', 'captured');
    return;
  }
  await provider.cancel({ idempotencyKey: key(attempt, 'void'), reference: attempt.providerReference! });
  await move(deps, attempt, 'failed', `capture declined ${result.code}; authorization voided`, {
    failureCode: result.code,
  });
}

/** The visit's hour is over: an unanswered challenge is voided (nothing charged); a capture in flight is settled. */
async function expireAttempt(deps: PayByLinkDeps, attempt: AttemptRow): Promise<void> {
  const provider = providerOf(deps, attempt.provider);
  if (attempt.status === 'capturing') return capture(deps, provider, attempt);
  if (attempt.providerReference)
    await provider.cancel({ idempotencyKey: key(attempt, 'void'), reference: attempt.providerReference });
  await move(deps, attempt, 'cancelled', 'not finished within an hour of opening the page; voided', {
    failureCode: ErrorCode.payByLinkExpired,
  });
}

/** Settles the link's open attempts whose hour is over (on every access; there is no payment left hanging). */
export async function settleOpenAttempts(deps: PayByLinkDeps, linkId: number): Promise<void> {
  const open = await deps.database.db
    .select()
    .from(payByLinkAttempts)
    .where(and(eq(payByLinkAttempts.linkId, linkId), inArray(payByLinkAttempts.status, OPEN)));
  for (const attempt of open) if (isOver(deps, attempt.expiresAt)) await expireAttempt(deps, attempt);
}

/** The guest gives up on the challenge: voided, nothing charged. */
export async function abortAttempt(deps: PayByLinkDeps, link: PayByLinkRow, visit: VisitRow): Promise<void> {
  const [attempt] = await deps.database.db
    .select()
    .from(payByLinkAttempts)
    .where(
      and(
        eq(payByLinkAttempts.linkId, link.id),
        eq(payByLinkAttempts.visitId, visit.id),
        inArray(payByLinkAttempts.status, ['initiated', 'pre_3d_secure']),
      ),
    );
  if (!attempt) return;
  const provider = providerOf(deps, attempt.provider);
  if (attempt.providerReference)
    await provider.cancel({ idempotencyKey: key(attempt, 'void'), reference: attempt.providerReference });
  await move(deps, attempt, 'cancelled', '3-D Secure abandoned by the guest', {
    failureCode: ErrorCode.threeDSecureCancelled,
  });
}

export async function openAttemptOfVisit(db: Queryable, visit: VisitRow): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(payByLinkAttempts)
    .where(and(eq(payByLinkAttempts.visitId, visit.id), inArray(payByLinkAttempts.status, OPEN)));
  return row ?? null;
}

/** The page's view: the record, the visit's clock, this visit's latest payment and the result to show. */
export async function toView(
  deps: PayByLinkDeps,
  link: PayByLinkRow,
  visit: VisitRow,
  locale?: string | null,
): Promise<PayByLinkView> {
  const { db } = deps.database;
  const [current] = await db.select().from(payByLinks).where(eq(payByLinks.id, link.id));
  const [attempt] = await db
    .select()
    .from(payByLinkAttempts)
    .where(eq(payByLinkAttempts.visitId, visit.id))
    .orderBy(desc(payByLinkAttempts.id))
    .limit(1);
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
