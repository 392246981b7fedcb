import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { AppTx } from '../../db/transactions';
import { randomToken } from '../../security/secrets';
import type { CardProviderServerHalf } from '../card-engine';
import type {
  AuthorizeResult,
  CaptureResult,
  Complete3dsResult,
  PaymentProvider,
  RefundResult,
  TokenDescription,
} from '../provider';
import { cardBrandSchema } from '../../../contract';
import type { SandboxScenario } from './test-cards';
import { koreanDomesticVerified } from '../../payment-methods/payment-methods-repository';
import {
  addSandboxRefund,
  captureSandboxAuthorization,
  claimSandboxIdempotencyKey,
  findSandboxCardToken,
  findSandboxIdempotency,
  insertSandboxAuthorization,
  insertSandboxCardToken,
  lockSandboxAuthorization,
  releaseSandboxIdempotencyKey,
  setSandboxAuthorization,
  storeSandboxReply,
} from './sandbox-repository';

/** How long the sandbox keeps a 3-D Secure challenge open (SPEC.md section 9: 15 minutes). */
export const SANDBOX_CHALLENGE_MINUTES = 15;

/** The sandbox's server half, as it registers with the card engine (its browser half: machines/payment/sandbox-tokenizer.ts). */
export const sandboxCardProvider: CardProviderServerHalf = {
  name: 'sandbox',
  create: ({ database, clock }) => createSandboxProvider(database, clock),
};

/**
 * The built-in sandbox gateway. It keeps its own books in sandbox_* tables, in the same database
 * but reached only through this interface (and its HTTP pages), as a remote gateway would be.
 */
export function createSandboxProvider(database: Database, clock: Clock): PaymentProvider {
  const { db } = database;
  const nowDate = () => new Date(clock.now().epochMilliseconds);

  /**
   * Runs `work` once per key: the key is claimed in the same transaction that does the work, so a
   * concurrent call with the key waits and then reads the first reply. Replies `keep` refuses
   * (a challenge still pending) are not stored, so asking again later gets a fresh answer.
   */
  async function once<T>(
    key: string,
    operation: string,
    work: (tx: AppTx) => Promise<T>,
    keep: (reply: T) => boolean = () => true,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      if (!(await claimSandboxIdempotencyKey(tx, { key, operation, createdAt: nowDate() }))) {
        const stored = await findSandboxIdempotency(tx, key);
        if (stored && stored.operation !== operation)
          throw new Error(`sandbox idempotency key ${key} reused for ${operation}`);
        return stored!.reply as T;
      }
      const reply = await work(tx);
      if (keep(reply)) await storeSandboxReply(tx, key, reply as object);
      else await releaseSandboxIdempotencyKey(tx, key);
      return reply;
    });
  }

  const authorizationOf = async (tx: AppTx, reference: string) => {
    const row = await lockSandboxAuthorization(tx, reference);
    if (!row) throw new Error(`sandbox authorization ${reference} not found`);
    return row;
  };

  return {
    kind: 'sandbox',

    async describeToken(token): Promise<TokenDescription | null> {
      const row = await findSandboxCardToken(db, token);
      if (!row || row.expiresAt.getTime() <= clock.now().epochMilliseconds) return null;
      return {
        brand: cardBrandSchema.parse(row.brand),
        last4: row.last4,
        expiryMonth: row.expiryMonth,
        expiryYear: row.expiryYear,
      };
    },

    authorize(request) {
      return once<AuthorizeResult>(request.idempotencyKey, 'authorize', async (tx) => {
        const card = await findSandboxCardToken(tx, request.token);
        if (!card) return { status: 'declined', reference: null, code: '3007' };
        const scenario = card.scenario as SandboxScenario;
        const id = `sbx_auth_${randomToken(12)}`;
        const now = clock.now();
        const base = {
          id,
          token: card.token,
          amount: request.amount,
          currency: request.currency,
          returnUrl: request.returnUrl,
          challengeExpiresAt: new Date(now.add({ minutes: SANDBOX_CHALLENGE_MINUTES }).epochMilliseconds),
          createdAt: new Date(now.epochMilliseconds),
        };
        const decline = /^decline_(\d{4})$/.exec(scenario)?.[1] ?? (scenario === 'no_3ds_3252' ? '3252' : null);
        if (decline) {
          await insertSandboxAuthorization(tx, {
            ...base,
            status: 'declined',
            threeDSecure: 'not_required',
            declineCode: decline,
          });
          return { status: 'declined', reference: id, code: decline };
        }
        if (scenario === 'timeout_3001') {
          // The gateway took the request but its answer never came back: the caller must void it.
          await insertSandboxAuthorization(tx, { ...base, status: 'authorized', threeDSecure: 'not_required' });
          return { status: 'timeout', reference: id };
        }
        if (scenario === 'challenge' || scenario === 'challenge_suspended_3009') {
          await insertSandboxAuthorization(tx, { ...base, status: 'challenge_pending', threeDSecure: 'pending' });
          return { status: 'challenge_required', reference: id, challengeUrl: `/api/sandbox/3ds/${id}` };
        }
        await insertSandboxAuthorization(tx, { ...base, status: 'authorized', threeDSecure: 'not_required' });
        return { status: 'authorized', reference: id };
      });
    },

    complete3ds(request) {
      return once<Complete3dsResult>(
        request.idempotencyKey,
        'complete3ds',
        async (tx) => {
          const auth = await authorizationOf(tx, request.reference);
          if (auth.threeDSecure === 'pending' && auth.challengeExpiresAt.getTime() <= clock.now().epochMilliseconds) {
            await setSandboxAuthorization(tx, auth.id, {
              threeDSecure: 'expired',
              status: 'declined',
              declineCode: '3006',
            });
            return { status: 'declined', code: '3006' };
          }
          switch (auth.threeDSecure) {
            case 'pending':
              return { status: 'pending' };
            case 'passed':
              if (auth.status === 'challenge_pending') {
                await setSandboxAuthorization(tx, auth.id, { status: 'authorized' });
              }
              return auth.status === 'voided' ? { status: 'declined', code: '3201' } : { status: 'authorized' };
            case 'cancelled':
              return { status: 'declined', code: '3008' };
            case 'suspended':
              return { status: 'declined', code: '3009' };
            case 'not_required':
              return auth.status === 'authorized'
                ? { status: 'authorized' }
                : { status: 'declined', code: auth.declineCode ?? '3002' };
            default:
              return { status: 'declined', code: '3006' };
          }
        },
        (reply) => reply.status !== 'pending',
      );
    },

    capture(request) {
      return once<CaptureResult>(request.idempotencyKey, 'capture', async (tx) => {
        const auth = await authorizationOf(tx, request.reference);
        if (auth.status === 'captured') return { status: 'captured' };
        if (auth.status !== 'authorized') return { status: 'declined', code: '3201' };
        if (request.amount !== auth.amount) return { status: 'declined', code: '3201' };
        const card = await findSandboxCardToken(tx, auth.token);
        if (card?.scenario === 'capture_fails_3002') return { status: 'declined', code: '3002' };
        await captureSandboxAuthorization(tx, auth.id, auth.amount);
        return { status: 'captured' };
      });
    },

    cancel(request) {
      return once<{ status: 'cancelled' }>(request.idempotencyKey, 'cancel', async (tx) => {
        const auth = await authorizationOf(tx, request.reference);
        // Money that moved goes back only through refund().
        if (auth.status === 'captured') throw new Error(`sandbox authorization ${auth.id} is captured; use refund`);
        await setSandboxAuthorization(tx, auth.id, {
          status: 'voided',
          ...(auth.threeDSecure === 'pending' ? { threeDSecure: 'cancelled' } : {}),
        });
        return { status: 'cancelled' };
      });
    },

    refund(request) {
      return once<RefundResult>(request.idempotencyKey, 'refund', async (tx) => {
        const auth = await authorizationOf(tx, request.reference);
        if (auth.status !== 'captured') return { status: 'declined', code: '3201' };
        if (
          !Number.isInteger(request.amount) ||
          request.amount <= 0 ||
          auth.refundedAmount + request.amount > auth.capturedAmount
        ) {
          return { status: 'declined', code: '3201' };
        }
        const card = await findSandboxCardToken(tx, auth.token);
        if (card?.scenario === 'refund_fails_3002') return { status: 'declined', code: '3002' };
        await addSandboxRefund(tx, auth.id, request.amount);
        return { status: 'refunded', refundReference: `sbx_refund_${randomToken(12)}` };
      });
    },

    koreanDomesticVerified(token) {
      return koreanDomesticVerified(db, token);
    },

    saveCard(request) {
      return once<({ token: string } & TokenDescription) | null>(request.idempotencyKey, 'save_card', async (tx) => {
        const card = await findSandboxCardToken(tx, request.token);
        if (!card) return null;
        // Valid through the last instant of its expiry month (UTC), as the card itself.
        const until = Date.UTC(card.expiryYear, card.expiryMonth, 1);
        const token = `sbx_vault_${randomToken(18)}`;
        await insertSandboxCardToken(tx, { ...card, token, createdAt: nowDate(), expiresAt: new Date(until) });
        return {
          token,
          brand: cardBrandSchema.parse(card.brand),
          last4: card.last4,
          expiryMonth: card.expiryMonth,
          expiryYear: card.expiryYear,
        };
      });
    },
  };
}
