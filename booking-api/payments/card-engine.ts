import { ErrorCode, type PaymentTransactionStatus } from '../../contract';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { BookingFailure } from '../domain/booking-failure';
import { gatewaySettingOf } from './gateway-settings-repository';
import type { PaymentProvider } from './provider';
import { OPEN_STATUSES, assertTransition, isFinal } from './transaction-states';

/**
 * The card-payment engine: the one place that finds a card provider and drives a card payment through
 * it (authorize, 3-D Secure, capture or guarantee, void on failure or expiry). A reservation's card
 * payment (payments/card-payments.ts) and a pay-by-link payment (pay-by-link/) each keep their payment
 * in their own table and hand the engine a ledger of it; what a provider's reply means is decided here
 * only.
 *
 * A provider has two halves. Its server half registers here (CardProviderRegistry.register); its
 * browser half, the tokenizer that turns a typed card into the provider's token, registers in the
 * widget (machines/payment/card-tokenizers.ts) under the same name (docs/architecture.md "Card providers").
 */

/** What building a provider needs: the process's database and clock. */
export interface CardProviderDeps {
  database: Database;
  clock: Clock;
}

/** The server half of a card provider, as it registers with the engine. */
export interface CardProviderServerHalf {
  /** The provider's name: kept on every payment it takes, and the key of its browser half (the tokenizer). */
  readonly name: string;
  /** The provider for this process: authorize, 3-D Secure completion, capture, void, refund, saved cards. */
  create(deps: CardProviderDeps): PaymentProvider;
}

export class DuplicateCardProvider extends Error {
  constructor(name: string) {
    super(`a card provider is already registered for "${name}"`);
    this.name = 'DuplicateCardProvider';
  }
}

/** SPEC.md section 8: a gateway kind with no provider here is a processing error (3203). */
export const providerUnavailable = (kind: string) =>
  new BookingFailure(
    422,
    ErrorCode.paymentProcessingError,
    'Payment provider unavailable',
    `The payment provider "${kind}" is not available here.`,
  );

/**
 * The card providers that run in this process, by name, and the gateway kinds another provider stands
 * in for (the sandbox takes a GMO hotel's cards in the demo start, never in production).
 */
export class CardProviderRegistry {
  private readonly halves = new Map<string, CardProviderServerHalf>();
  private readonly standIns = new Map<string, string>();

  /** Registers a provider's server half; a name registered twice is refused. */
  register(half: CardProviderServerHalf): this {
    if (this.halves.has(half.name) || this.standIns.has(half.name)) throw new DuplicateCardProvider(half.name);
    this.halves.set(half.name, half);
    return this;
  }

  /** A registered provider takes the cards of a gateway kind that has no provider of its own. */
  standIn(gatewayKind: string, providerName: string): this {
    if (!this.halves.has(providerName))
      throw new Error(`no card provider "${providerName}" to stand in for "${gatewayKind}"`);
    if (this.halves.has(gatewayKind) || this.standIns.has(gatewayKind)) throw new DuplicateCardProvider(gatewayKind);
    this.standIns.set(gatewayKind, providerName);
    return this;
  }

  /** The name of the provider that takes a gateway kind's cards here, or null when none does. */
  nameFor(gatewayKind: string): string | null {
    if (this.halves.has(gatewayKind)) return gatewayKind;
    return this.standIns.get(gatewayKind) ?? null;
  }

  /** The provider of a gateway kind (or of a payment's recorded provider); refused with 3203 when none runs here. */
  provider(deps: CardProviderDeps, gatewayKind: string): PaymentProvider {
    const name = this.nameFor(gatewayKind);
    const half = name === null ? undefined : this.halves.get(name);
    if (!half) throw providerUnavailable(gatewayKind);
    return half.create(deps);
  }
}

/** What every engine call needs: the process's database and clock, and its card providers. */
export interface CardEngineDeps extends CardProviderDeps {
  cardProviders: CardProviderRegistry;
}

/** The provider named by the hotel's payment gateway setting (3203 when it has none or it does not run here). */
export async function providerForHotel(deps: CardEngineDeps, hotelId: number): Promise<PaymentProvider> {
  const setting = await gatewaySettingOf(deps.database.db, hotelId);
  return deps.cardProviders.provider(deps, setting?.provider ?? 'none');
}

/** The name of the provider that takes the hotel's cards here (its browser half tokenizes them), or null. */
export async function cardProviderNameOfHotel(deps: CardEngineDeps, hotelId: number): Promise<string | null> {
  const setting = await gatewaySettingOf(deps.database.db, hotelId);
  return setting ? deps.cardProviders.nameFor(setting.provider) : null;
}

// ---- driving a payment ---------------------------------------------------------------------------

/** A card payment as the engine sees it, whichever table keeps it. */
export interface CardPaymentView {
  publicId: string;
  status: PaymentTransactionStatus;
  /** The provider's name (CardProviderServerHalf.name). */
  provider: string;
  /** A charge is captured; a guarantee only verifies the card and keeps it. */
  kind: 'charge' | 'guarantee';
  cardToken: string;
  amount: number;
  currency: string;
  providerReference: string | null;
  /** When an unfinished payment is given up (voided, nothing charged). */
  expiresAt: Date;
}

/** One move of a payment, with what the provider answered. */
export interface CardPaymentMove {
  to: PaymentTransactionStatus;
  reason: string;
  patch: { providerReference?: string | null; challengeUrl?: string | null; failureCode?: string | null };
  /** A payment that ends without money (failed or cancelled): what the booking is told; nothing was charged. */
  unpaidDetails: string | null;
}

/** Where a payment is kept: a reservation's payment_transactions row or a pay-by-link attempt. */
export interface CardPaymentLedger<Row> {
  find(publicId: string): Promise<Row | null>;
  view(row: Row): CardPaymentView;
  /**
   * Compare-and-set: applies the move only if the payment is still in its status, records the
   * transition and what it means for what is paid for (confirmed, cancelled, marked paid), together.
   */
  move(row: Row, move: CardPaymentMove): Promise<boolean>;
  /** Where the provider's 3-D Secure page sends the browser back (relative to the widget's origin). */
  returnUrl(row: Row): string;
  /** The code and words of a payment whose time ran out in its current status. */
  expiry(row: Row): { code: string; reason: string; details: string };
  /** Once the payment is final (the member's card kept after a charge, for example). */
  settled?(row: Row): Promise<void>;
}

const key = (payment: CardPaymentView, step: string) => `${payment.publicId}:${step}`;
const isDue = (deps: CardEngineDeps, payment: CardPaymentView) =>
  payment.expiresAt.getTime() <= deps.clock.now().epochMilliseconds;
const failDetails = (code: string, what: string) => `Payment ${what} (${code}); nothing was charged.`;

/** Provider replies in SPEC.md section 8's payment catalogue (3001-3252); anything else is a failed payment (3002). */
export function catalogueCode(code: string): string {
  const number = /^\d{4}$/.test(code) ? Number(code) : NaN;
  return number >= 3001 && number <= 3252 ? code : ErrorCode.paymentFailed;
}

function move(
  to: PaymentTransactionStatus,
  reason: string,
  patch: CardPaymentMove['patch'] = {},
  unpaidDetails: string | null = null,
): CardPaymentMove {
  return { to, reason, patch, unpaidDetails };
}

async function apply<Row>(ledger: CardPaymentLedger<Row>, row: Row, next: CardPaymentMove): Promise<boolean> {
  assertTransition(ledger.view(row).status, next.to);
  return ledger.move(row, next);
}

/**
 * Drives a payment as far as it can go now: authorize, wait for the 3-D Secure answer, capture (or
 * keep the card as a guarantee). Every step is idempotent (provider keys derived from the payment,
 * compare-and-set moves), so any number of concurrent or repeated calls, or a call after a crash,
 * end in the same single outcome.
 */
export async function advanceCardPayment<Row>(
  deps: CardEngineDeps,
  ledger: CardPaymentLedger<Row>,
  publicId: string,
): Promise<Row> {
  for (let step = 0; step < 12; step += 1) {
    const row = await ledger.find(publicId);
    if (!row) throw new Error(`payment ${publicId} vanished`);
    const payment = ledger.view(row);
    if (isFinal(payment.status)) {
      await ledger.settled?.(row);
      return row;
    }
    if (isDue(deps, payment)) {
      await expireCardPayment(deps, ledger, row);
      continue;
    }
    const provider = deps.cardProviders.provider(deps, payment.provider);
    switch (payment.status) {
      case 'initiated': {
        const result = await provider.authorize({
          idempotencyKey: key(payment, 'authorize'),
          token: payment.cardToken,
          amount: payment.amount,
          currency: payment.currency,
          returnUrl: ledger.returnUrl(row),
        });
        if (result.status === 'challenge_required') {
          await apply(
            ledger,
            row,
            move('pre_3d_secure', '3-D Secure challenge required', {
              providerReference: result.reference,
              challengeUrl: result.challengeUrl,
            }),
          );
        } else if (result.status === 'authorized') {
          await apply(
            ledger,
            row,
            move('authorized', 'authorized without a challenge', { providerReference: result.reference }),
          );
        } else if (result.status === 'declined') {
          const code = catalogueCode(result.code);
          await apply(
            ledger,
            row,
            move(
              'failed',
              `authorization declined ${code}`,
              { providerReference: result.reference, failureCode: code },
              failDetails(code, 'declined'),
            ),
          );
        } else {
          if (result.reference)
            await provider.cancel({ idempotencyKey: key(payment, 'void'), reference: result.reference });
          await apply(
            ledger,
            row,
            move(
              'failed',
              'provider timeout; authorization voided',
              { providerReference: result.reference, failureCode: ErrorCode.paymentTimeout },
              failDetails(ErrorCode.paymentTimeout, 'timed out'),
            ),
          );
        }
        break;
      }
      case 'pre_3d_secure': {
        const result = await provider.complete3ds({
          idempotencyKey: key(payment, 'complete3ds'),
          reference: payment.providerReference!,
        });
        if (result.status === 'pending') return row;
        if (result.status === 'authorized') {
          await apply(ledger, row, move('authorized', '3-D Secure passed'));
        } else {
          const code = catalogueCode(result.code);
          const to = code === ErrorCode.threeDSecureCancelled ? 'cancelled' : 'failed';
          await provider.cancel({ idempotencyKey: key(payment, 'void'), reference: payment.providerReference! });
          await apply(
            ledger,
            row,
            move(
              to,
              `3-D Secure ${to === 'cancelled' ? 'cancelled by the guest' : 'failed'} ${code}`,
              { failureCode: code },
              failDetails(code, '3-D Secure not completed'),
            ),
          );
        }
        break;
      }
      case 'authorized': {
        if (payment.kind === 'guarantee') {
          // The card is verified; the hold is released and the token kept as the guarantee.
          await provider.cancel({ idempotencyKey: key(payment, 'release'), reference: payment.providerReference! });
          await apply(ledger, row, move('persisted', 'card verified and kept as guarantee; hold released'));
        } else {
          await apply(ledger, row, move('capturing', 'capture requested'));
        }
        break;
      }
      case 'capturing': {
        await capture(deps, ledger, row, provider);
        break;
      }
    }
  }
  throw new Error(`payment ${publicId} did not settle`);
}

async function capture<Row>(
  deps: CardEngineDeps,
  ledger: CardPaymentLedger<Row>,
  row: Row,
  provider: PaymentProvider = deps.cardProviders.provider(deps, ledger.view(row).provider),
): Promise<void> {
  const payment = ledger.view(row);
  const result = await provider.capture({
    idempotencyKey: key(payment, 'capture'),
    reference: payment.providerReference!,
    amount: payment.amount,
  });
  if (result.status === 'captured') {
    await apply(ledger, row, move('captured', 'captured'));
    return;
  }
  // Authorized but not captured: release the hold, never leaving what it paid for booked unpaid.
  const code = catalogueCode(result.code);
  await provider.cancel({ idempotencyKey: key(payment, 'void'), reference: payment.providerReference! });
  await apply(
    ledger,
    row,
    move(
      'failed',
      `capture declined ${code}; authorization voided`,
      { failureCode: code },
      failDetails(code, 'capture declined'),
    ),
  );
}

/**
 * The payment's time is up. Nothing open is left behind: a payment waiting for 3-D Secure (or never
 * authorized) is voided and cancelled with no charge; one caught mid-capture (a crash) has its
 * capture asked again with the same key, which settles it either way.
 */
export async function expireCardPayment<Row>(
  deps: CardEngineDeps,
  ledger: CardPaymentLedger<Row>,
  row: Row,
): Promise<void> {
  const payment = ledger.view(row);
  if (!OPEN_STATUSES.includes(payment.status)) return;
  const provider = deps.cardProviders.provider(deps, payment.provider);
  if (payment.status === 'capturing') return capture(deps, ledger, row, provider);
  if (payment.providerReference)
    await provider.cancel({ idempotencyKey: key(payment, 'void'), reference: payment.providerReference });
  const expiry = ledger.expiry(row);
  await apply(ledger, row, move('cancelled', expiry.reason, { failureCode: expiry.code }, expiry.details));
}

/** The guest gives up on the challenge (Cancel on the pending page, or the page's own timer): voided, nothing charged. */
export async function abortCardPayment<Row>(
  deps: CardEngineDeps,
  ledger: CardPaymentLedger<Row>,
  row: Row,
): Promise<void> {
  const payment = ledger.view(row);
  if (isDue(deps, payment)) return expireCardPayment(deps, ledger, row);
  if (payment.status !== 'pre_3d_secure' && payment.status !== 'initiated') return;
  const provider = deps.cardProviders.provider(deps, payment.provider);
  if (payment.providerReference)
    await provider.cancel({ idempotencyKey: key(payment, 'void'), reference: payment.providerReference });
  await apply(
    ledger,
    row,
    move(
      'cancelled',
      '3-D Secure abandoned by the guest',
      { failureCode: ErrorCode.threeDSecureCancelled },
      failDetails(ErrorCode.threeDSecureCancelled, '3-D Secure cancelled'),
    ),
  );
}
