import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { recordKoreanDomesticCheck } from '../../payment-methods/payment-methods-repository';
import { checkKoreanDomesticCard } from '../../payment-methods/sandbox-korean-cards';
import { Temporal } from 'temporal-polyfill';
import { ErrorCode, cardTokenReplySchema, cardTokenRequestSchema, type CardTokenReply } from '../../../contract';
import { checkCardNumber, digitsOnly } from '../../../contract/card-number';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { BookingFailure } from '../../domain/booking-failure';
import {
  addRoute,
  declareRoute,
  declaredRoutes,
  errorReply,
  jsonBody,
  jsonReply,
  named,
  pathText,
} from '../../http/declared-routes';
import { escapeHtml } from '../../http/html-escape';
import { policyOfServerPage } from '../../http/security-headers';
import { frameAncestorsOfHotel } from '../../identity/embed-origins';
import { randomToken } from '../../security/secrets';
import { SANDBOX_3DS_PASSWORD, scenarioOf } from './test-cards';
import {
  findSandboxAuthorization,
  findSandboxCardToken,
  finishPendingAuthorization,
  insertSandboxCardToken,
} from './sandbox-repository';

/** Tokens live long enough to fill in the rest of the booking, no longer. */
const TOKEN_MINUTES = 30;

const cardFailure = (code: string, text: string) => new BookingFailure(422, code as ErrorCode, 'Card refused', text);

const tokens = declareRoute({
  method: 'post',
  path: '/api/sandbox/tokens',
  summary:
    "Sandbox provider: exchange a card (and a Korean domestic card's birth date + first two PIN digits) for a token; nothing of it is stored",
  request: { body: jsonBody(named('CardTokenRequest', cardTokenRequestSchema)) },
  responses: {
    201: jsonReply('Token', named('CardTokenReply', cardTokenReplySchema)),
    400: errorReply('Invalid card fields (1000)'),
    422: errorReply('Card number (3004), brand (3007), expiry (3005), issuer check (3003)'),
  },
});
const authorizationPath = z.object({ id: pathText('Authorization id') });
const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
const challenge = declareRoute({
  method: 'get',
  path: '/api/sandbox/3ds/{id}',
  summary: 'Sandbox provider: the 3-D Secure challenge page (HTML)',
  request: { params: authorizationPath },
  responses: { 200: htmlPage('The challenge, or that it is over'), 404: htmlPage('No such authentication') },
});
const answer = declareRoute({
  method: 'post',
  path: '/api/sandbox/3ds/{id}',
  summary: 'Sandbox provider: submit the challenge password or cancel (form post); back to the return address',
  request: {
    params: authorizationPath,
    // Described, not checked: a missing or other action is a submit, a wrong password fails the challenge.
    body: {
      required: true,
      content: {
        'application/x-www-form-urlencoded': {
          schema: {
            type: 'object' as const,
            properties: {
              action: { type: 'string' as const, enum: ['submit', 'cancel'] },
              password: { type: 'string' as const },
            },
          },
        },
      },
    },
  },
  responses: {
    303: { description: "Back to the booking's return address" },
    404: htmlPage('No such authentication'),
  },
});

/**
 * The sandbox gateway's own HTTP surface, as a real gateway hosts it:
 * - POST /api/sandbox/tokens: the card in, a token out (the number is never stored);
 * - GET/POST /api/sandbox/3ds/{authorization}: the 3-D Secure challenge page with a password.
 */
export function sandboxRoutes(deps: { database: Database; clock: Clock }): OpenAPIHono {
  const routes = declaredRoutes();
  const { db } = deps.database;

  addRoute(routes, tokens, async (c) => {
    const card = c.req.valid('json');
    const number = digitsOnly(card.number);
    const check = checkCardNumber(number);
    if (check.unsupportedBrand) throw cardFailure(ErrorCode.cardNotAccepted, 'This card brand is not accepted.');
    if (!check.valid || !check.brand) throw cardFailure(ErrorCode.checkCardNumber, 'The card number is not valid.');
    if (card.security_code.length !== check.securityCodeLength) {
      throw new BookingFailure(
        400,
        ErrorCode.invalid,
        'Invalid request',
        `security_code must be ${check.securityCodeLength} digits for this card`,
        {
          security_code: [{ code: ErrorCode.invalid, text: `must be ${check.securityCodeLength} digits` }],
        },
      );
    }
    const now = deps.clock.now();
    const thisMonth = now.toZonedDateTimeISO('UTC').toPlainDate().toPlainYearMonth();
    if (
      Temporal.PlainYearMonth.compare(new Temporal.PlainYearMonth(card.expiry_year, card.expiry_month), thisMonth) < 0
    ) {
      throw cardFailure(ErrorCode.checkCardExpiry, 'The card has expired.');
    }
    // A Korean domestic card: the issuer checks the birth date and PIN digits now; they are not kept.
    if (card.korean_domestic)
      checkKoreanDomesticCard(card.korean_domestic, now.toZonedDateTimeISO('Asia/Seoul').toPlainDate().toString());
    const token = `sbx_tok_${randomToken(18)}`;
    const expiresAt = new Date(now.add({ minutes: TOKEN_MINUTES }).epochMilliseconds);
    await insertSandboxCardToken(db, {
      token,
      brand: check.brand,
      last4: number.slice(-4),
      expiryMonth: card.expiry_month,
      expiryYear: card.expiry_year,
      holderName: card.holder_name,
      scenario: scenarioOf(number),
      createdAt: new Date(now.epochMilliseconds),
      expiresAt,
    });
    if (card.korean_domestic) await recordKoreanDomesticCheck(db, token, new Date(now.epochMilliseconds));
    const reply: CardTokenReply = {
      token,
      card: {
        brand: check.brand,
        last4: number.slice(-4),
        expiry_month: card.expiry_month,
        expiry_year: card.expiry_year,
      },
      expires_at: expiresAt.toISOString(),
    };
    return c.json(reply, 201);
  });

  const findAuthorization = (id: string) => findSandboxAuthorization(db, id);
  const isOpen = (row: { threeDSecure: string; challengeExpiresAt: Date }) =>
    row.threeDSecure === 'pending' && row.challengeExpiresAt.getTime() > deps.clock.now().epochMilliseconds;
  // The challenge opens where the widget runs, so it may be framed where the widget of its hotel may.
  const challengePolicy = async (returnUrl: string) =>
    policyOfServerPage(
      await frameAncestorsOfHotel(db, new URL(returnUrl, 'http://widget.invalid').searchParams.get('code')),
    );

  addRoute(routes, challenge, async (c) => {
    const auth = await findAuthorization(c.req.valid('param').id);
    if (!auth)
      return c.html(page('Authentication not found', '<p>This 3-D Secure authentication does not exist.</p>'), 404);
    c.header('Content-Security-Policy', await challengePolicy(auth.returnUrl));
    if (!isOpen(auth)) {
      return c.html(
        page(
          'Authentication finished',
          `<p>This 3-D Secure authentication is over.</p><p><a href="${escapeHtml(auth.returnUrl)}">Return to the booking</a></p>`,
        ),
      );
    }
    const amount = new Intl.NumberFormat('en', { style: 'currency', currency: auth.currency }).format(
      auth.amount /
        10 **
          (new Intl.NumberFormat('en', { style: 'currency', currency: auth.currency }).resolvedOptions()
            .maximumFractionDigits ?? 0),
    );
    const card = await findSandboxCardToken(db, auth.token);
    return c.html(
      page(
        '3-D Secure authentication',
        `<p>Sandbox issuer. Confirm the payment of <strong>${escapeHtml(amount)}</strong> with the card ending in <strong>${escapeHtml(card?.last4 ?? '')}</strong>.</p>
<p class="hint">Sandbox password: <code>${SANDBOX_3DS_PASSWORD}</code>. Any other password fails.</p>
<form method="post">
  <label for="password">3-D Secure password</label>
  <input id="password" name="password" type="password" autocomplete="off" autofocus>
  <div class="actions">
    <button type="submit" name="action" value="submit">Submit</button>
    <button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
  </div>
</form>`,
      ),
    );
  });

  addRoute(routes, answer, async (c) => {
    const auth = await findAuthorization(c.req.valid('param').id);
    if (!auth)
      return c.html(page('Authentication not found', '<p>This 3-D Secure authentication does not exist.</p>'), 404);
    if (isOpen(auth)) {
      const form = await c.req.parseBody();
      const action = form.action === 'cancel' ? 'cancel' : 'submit';
      const card = await findSandboxCardToken(db, auth.token);
      const result =
        action === 'cancel'
          ? 'cancelled'
          : card?.scenario === 'challenge_suspended_3009'
            ? 'suspended'
            : form.password === SANDBOX_3DS_PASSWORD
              ? 'passed'
              : 'failed';
      await finishPendingAuthorization(db, auth.id, result);
    }
    return c.redirect(auth.returnUrl, 303);
  });

  return routes;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}label{display:block;margin:.5rem 0}
input{font-size:1rem;padding:.4rem;width:100%;box-sizing:border-box}.actions{display:flex;gap:.5rem;margin-top:1rem}
button{font-size:1rem;padding:.5rem 1rem}.hint{color:#555;font-size:.9rem}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}
