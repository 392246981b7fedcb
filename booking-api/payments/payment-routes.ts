import { sweepOverdueBankTransfers } from '../payment-methods/bank-transfers';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { paymentGatewaySettingReplySchema, paymentTransactionReplySchema, savedCardsReplySchema } from '../../contract';
import { gatewaySettingOf } from './gateway-settings-repository';
import { BookingFailure } from '../domain/booking-failure';
import { ErrorCode } from '../../contract';
import {
  addRoute,
  declareRoute,
  declaredRoutes,
  errorReply,
  hotelPath,
  jsonBody,
  jsonReply,
  memberCredentials,
  memberErrors,
  named,
  pathText,
  sessionErrors,
  sessionHeader,
} from '../http/declared-routes';
import { memberOf, memberOfHotelCheck } from '../http/route-credentials';
import { hotelFromPath } from '../routes/deps';
import {
  abortPayment,
  advancePayment,
  expirePayment,
  sweepExpiredPayments,
  toTransactionReply,
  type PaymentDeps,
} from './card-payments';
import { findTransaction } from './payments-repository';
import { settlePendingRefunds } from './refunds';
import { deleteSavedCard, listSavedCards } from './saved-cards';
import { sandboxRoutes } from './sandbox/sandbox-routes';
import { sandboxCardProvider } from './sandbox/sandbox-provider';
import { isAdjustableClock, type AdjustableClock } from '../adjustable-clock';
import { isFinal } from './transaction-states';

const paymentNotFound = () =>
  new BookingFailure(404, ErrorCode.notFound, 'Payment not found', 'No payment of this hotel has this id.');

const PaymentTransactionReply = named('PaymentTransactionReply', paymentTransactionReplySchema);
const SavedCardsReply = named('SavedCardsReply', savedCardsReplySchema);
const paymentPath = hotelPath.extend({ transaction: pathText('transaction_id of the payment') });
const paymentErrors = { ...sessionErrors, 404: errorReply('Unknown hotel (1001) or payment') };

/** A reservation's card payment: its state, or a step of it (3-D Secure done, or given up). */
const paymentRoute = (method: 'get' | 'post', path: string, summary: string) =>
  declareRoute({
    method,
    path: `/book/hotels/{h}/payments/{transaction}${path}`,
    summary,
    parameters: [sessionHeader],
    request: { params: paymentPath },
    responses: { 200: jsonReply('Payment', PaymentTransactionReply), ...paymentErrors },
  });
const payment = paymentRoute('get', '', "A reservation's card payment with its transitions and refunds");
const complete3ds = paymentRoute('post', '/complete_3ds', 'After the 3-D Secure page: drive the payment on');
const abort = paymentRoute('post', '/abort', 'Give up the 3-D Secure challenge (3008, nothing charged)');
const gatewaySetting = declareRoute({
  method: 'get',
  path: '/book/hotels/{h}/settings/payment_gateway',
  summary: "The hotel's payment gateway setting, and the card provider that takes its cards here (null: none)",
  parameters: [sessionHeader],
  request: { params: hotelPath },
  responses: {
    200: jsonReply('Setting', named('PaymentGatewaySettingReply', paymentGatewaySettingReplySchema)),
    ...sessionErrors,
  },
});
const savedCards = declareRoute({
  method: 'get',
  path: '/book/hotels/{h}/memberships/credit_cards',
  summary: "The signed-in member's saved cards",
  parameters: [sessionHeader],
  security: memberCredentials,
  request: { params: hotelPath },
  responses: {
    200: jsonReply('Saved cards', SavedCardsReply),
    ...memberErrors,
    404: errorReply('Unknown hotel (1001)'),
  },
});
const deleteCard = declareRoute({
  method: 'delete',
  path: '/book/hotels/{h}/memberships/credit_cards/{card}',
  summary: 'Delete a saved card of the signed-in member',
  parameters: [sessionHeader],
  security: memberCredentials,
  request: { params: hotelPath.extend({ card: pathText('Saved card id') }) },
  responses: {
    200: jsonReply('Saved cards left', SavedCardsReply),
    ...memberErrors,
    404: errorReply('Unknown hotel (1001), or no such card (saved_card_not_found)'),
  },
});
const testClock = declareRoute({
  method: 'post',
  path: '/api/test/clock',
  summary:
    'Browser tests only (BOOKING_API_TEST_CLOCK, never in production), for callers on the same machine: move the clock on',
  request: {
    body: jsonBody(
      z.object({
        advance_seconds: z
          .number()
          .int()
          .min(0)
          .max(366 * 86_400),
      }),
    ),
  },
  responses: {
    200: jsonReply('The new time', z.object({ now: z.string() })),
    400: errorReply('Invalid input (1000)'),
  },
});

/**
 * The payments routes: a payment's state, completing 3-D Secure, abandoning it; the hotel's
 * payment_gateway_setting; the signed-in member's saved cards; and the sandbox gateway's own pages.
 * Every request to a payment or the sandbox first resolves payments whose 15 minutes are up (as does
 * a timer, startPaymentSweeper).
 */
export function paymentRoutes(deps: PaymentDeps): OpenAPIHono {
  const routes = declaredRoutes({ memberSession: memberOfHotelCheck(deps) });
  const sweep: MiddlewareHandler = async (_c, next) => {
    await sweepExpiredPayments(deps).catch((error: unknown) => console.error('[payments] sweep failed', error));
    await next();
  };
  routes.use('/book/hotels/:h/payments/*', sweep);
  // The sandbox's pages only where it takes cards: production without SANDBOX_PAYMENTS answers them 404.
  const servesSandbox = deps.cardProviders.nameFor(sandboxCardProvider.name) === sandboxCardProvider.name;
  if (servesSandbox) routes.use('/api/sandbox/*', sweep);

  const transactionOf = async (c: Context) => {
    const hotel = await hotelFromPath(c, deps);
    const txn = await findTransaction(deps.database.db, c.req.param('transaction') ?? '');
    if (!txn || txn.hotelId !== hotel.id) throw paymentNotFound();
    return { hotel, txn };
  };

  addRoute(routes, payment, async (c) => {
    const { txn } = await transactionOf(c);
    // The expiry is checked on every access, whatever the sweep has reached.
    if (!isFinal(txn.status) && txn.expiresAt.getTime() <= deps.clock.now().epochMilliseconds)
      await expirePayment(deps, txn);
    const current = (await findTransaction(deps.database.db, txn.publicId))!;
    return c.json(await toTransactionReply(deps, current));
  });

  addRoute(routes, complete3ds, async (c) => {
    const { hotel, txn } = await transactionOf(c);
    const settled = await advancePayment(deps, txn.publicId, hotel.code);
    return c.json(await toTransactionReply(deps, settled));
  });

  addRoute(routes, abort, async (c) => {
    const { txn } = await transactionOf(c);
    await abortPayment(deps, txn);
    const current = (await findTransaction(deps.database.db, txn.publicId))!;
    return c.json(await toTransactionReply(deps, current));
  });

  addRoute(routes, gatewaySetting, async (c) => {
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

  if (isAdjustableClock(deps.clock)) addTestClock(routes, deps.clock);

  // Saved cards of the signed-in member (SPEC.md section 4 memberships credit_cards GET, DELETE by id).
  addRoute(routes, savedCards, async (c) =>
    c.json({ credit_cards: await listSavedCards(deps.database.db, memberOf(c).member.id) }),
  );
  addRoute(routes, deleteCard, async (c) => {
    const { id } = memberOf(c).member;
    await deleteSavedCard(deps, id, c.req.valid('param').card);
    return c.json({ credit_cards: await listSavedCards(deps.database.db, id) });
  });

  if (servesSandbox) routes.route('/', sandboxRoutes(deps));
  return routes;
}

/** POST /api/test/clock: only with the movable clock of the browser tests (booking-api/app.ts refuses it in production). */
function addTestClock(routes: OpenAPIHono, clock: AdjustableClock): void {
  addRoute(routes, testClock, async (c) =>
    c.json({ now: clock.advance(c.req.valid('json').advance_seconds).toString() }),
  );
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
