import { sweepOverdueBankTransfers } from '../payment-methods/bank-transfers';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { paymentGatewaySettingReplySchema } from '../../contract';
import { gatewaySettingOf } from './gateway-settings-repository';
import { BookingFailure } from '../domain/booking-failure';
import { ErrorCode } from '../../contract';
import { parseJsonBody } from '../http/request-parsing';
import { hotelFromPath } from '../routes/deps';
import {
  abortPayment,
  advancePayment,
  expirePayment,
  findTransaction,
  sweepExpiredPayments,
  toTransactionReply,
  type PaymentDeps,
} from './card-payments';
import { settlePendingRefunds } from './refunds';
import { deleteSavedCard, listSavedCards } from './saved-cards';
import { authenticate } from '../services/member-sessions';
import { sandboxRoutes } from './sandbox/sandbox-routes';
import { isAdjustableClock } from '../adjustable-clock';
import { isFinal } from './transaction-states';

const paymentNotFound = () =>
  new BookingFailure(404, ErrorCode.notFound, 'Payment not found', 'No payment of this hotel has this id.');

/**
 * The payments routes: a payment's state, completing 3-D Secure, abandoning it; the hotel's
 * payment_gateway_setting; and the sandbox gateway's own pages. Every request to them first
 * resolves payments whose 15 minutes are up (as does a timer, startPaymentSweeper).
 */
export function paymentRoutes(deps: PaymentDeps): Hono {
  const routes = new Hono();
  const sweep: MiddlewareHandler = async (_c, next) => {
    await sweepExpiredPayments(deps).catch((error: unknown) => console.error('[payments] sweep failed', error));
    await next();
  };
  routes.use('/book/hotels/:h/payments/*', sweep);
  routes.use('/api/sandbox/*', sweep);

  const transactionOf = async (c: Parameters<typeof hotelFromPath>[0]) => {
    const hotel = await hotelFromPath(c, deps);
    const txn = await findTransaction(deps.database.db, c.req.param('id') ?? '');
    if (!txn || txn.hotelId !== hotel.id) throw paymentNotFound();
    return { hotel, txn };
  };

  routes.get('/book/hotels/:h/payments/:id', async (c) => {
    const { txn } = await transactionOf(c);
    // The expiry is checked on every access, whatever the sweep has reached.
    if (!isFinal(txn.status) && txn.expiresAt.getTime() <= deps.clock.now().epochMilliseconds)
      await expirePayment(deps, txn);
    const current = (await findTransaction(deps.database.db, txn.publicId))!;
    return c.json(await toTransactionReply(deps, current));
  });

  routes.post('/book/hotels/:h/payments/:id/complete_3ds', async (c) => {
    const { hotel, txn } = await transactionOf(c);
    const settled = await advancePayment(deps, txn.publicId, hotel.code);
    return c.json(await toTransactionReply(deps, settled));
  });

  routes.post('/book/hotels/:h/payments/:id/abort', async (c) => {
    const { txn } = await transactionOf(c);
    await abortPayment(deps, txn);
    const current = (await findTransaction(deps.database.db, txn.publicId))!;
    return c.json(await toTransactionReply(deps, current));
  });

  routes.get('/book/hotels/:h/settings/payment_gateway', async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const setting = await gatewaySettingOf(deps.database.db, hotel.id);
    return c.json(
      paymentGatewaySettingReplySchema.parse({
        payment_gateway_setting: setting
          ? {
              provider: setting.provider,
              hosted_kind: setting.hostedKind,
              payment_hub_config: setting.paymentHubConfig,
              card_provider: deps.cardProviders.nameFor(setting.provider),
              runs_here: deps.cardProviders.nameFor(setting.provider) !== null,
            }
          : null,
      }),
    );
  });

  if (isAdjustableClock(deps.clock)) {
    const clock = deps.clock;
    routes.post('/api/test/clock', async (c) => {
      const { advance_seconds } = await parseJsonBody(
        c,
        z.object({
          advance_seconds: z
            .number()
            .int()
            .min(0)
            .max(366 * 86_400),
        }),
      );
      return c.json({ now: clock.advance(advance_seconds).toString() });
    });
  }

  // Saved cards of the signed-in member (SPEC.md section 4 memberships credit_cards GET, DELETE by id).
  const member = async (c: Parameters<typeof hotelFromPath>[0]) => {
    const hotel = await hotelFromPath(c, deps);
    return (await authenticate({ ...deps, hotel }, c.req.header('Authorization'))).member;
  };
  routes.get('/book/hotels/:h/memberships/credit_cards', async (c) => {
    const { id } = await member(c);
    return c.json({ credit_cards: await listSavedCards(deps.database.db, id) });
  });
  routes.delete('/book/hotels/:h/memberships/credit_cards/:card', async (c) => {
    const { id } = await member(c);
    await deleteSavedCard(deps, id, c.req.param('card'));
    return c.json({ credit_cards: await listSavedCards(deps.database.db, id) });
  });

  routes.route('/', sandboxRoutes(deps));
  return routes;
}

/** The server's periodic sweep, so abandoned payments are cancelled even if no request comes. */
export function startPaymentSweeper(deps: PaymentDeps, intervalMs = 30_000): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepExpiredPayments(deps)
      .then(() => settlePendingRefunds(deps))
      .then(() => sweepOverdueBankTransfers(deps))
      .catch((error: unknown) => console.error('[payments] sweep failed', error))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
