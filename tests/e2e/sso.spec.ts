import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import {
  startLocalOidcProvider,
  type LocalOidcProvider,
} from '../../booking-api/identity/test-support/local-oidc-provider';
import { startServerProcess, type ServerProcess } from './server-process';
import { waitForApp } from './pages';

/**
 * Single sign-on in Chromium: a real OpenID Connect provider (oidc-provider, its own login and
 * consent pages) on a free local port, and `npm start` configured for it through SSO_PROVIDERS
 * (README "Single sign-on"). The server is this spec's own, on E2E_PORT + 7, sharing the build.
 */
const port = Number(process.env.E2E_PORT ?? 18080) + 7;
const origin = `http://localhost:${port}`;
const CALLBACK = `${origin}/sso/custom/callback?hotel_code=demo-kyoto`;
let idp: LocalOidcProvider;
let server: ServerProcess;
/** Two pages embedding the widget like the chatbot does: one at the brand's allowed origin, one elsewhere. */
let allowedParent: ParentPage;
let foreignParent: ParentPage;

interface ParentPage {
  url: string;
  close(): Promise<void>;
}

/** A page that embeds the widget in an iframe and records the messages the widget posts back. */
async function startParentPage(): Promise<ParentPage> {
  const html = `<!doctype html><html><head><title>Chatbot</title></head><body>
    <iframe id="widget" title="Booking widget" style="width:1000px;height:800px" src="${origin}/booking/result?code=demo-kyoto"></iframe>
    <script>window.replies = []; window.addEventListener('message', (e) => window.replies.push({ origin: e.origin, data: e.data }));</script>
    </body></html>`;
  const parentServer = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => parentServer.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(parentServer.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => parentServer.close(() => resolve())),
  };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  idp = await startLocalOidcProvider({ redirectUris: [CALLBACK] });
  allowedParent = await startParentPage();
  foreignParent = await startParentPage();
  const provider = (slug: string, label: string, memberProvider: string) => ({
    brand: 'demo',
    slug,
    label,
    member_provider: memberProvider,
    issuer: idp.issuer,
    client_id: idp.clientId,
    client_secret: idp.clientSecret,
  });
  server = await startServerProcess({
    PORT: String(port),
    DATA_DIR: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'widget-sso-')), 'db'),
    SSO_PROVIDERS: JSON.stringify([provider('line', 'LINE', 'line'), provider('openid', 'Hotel ID', 'open_id')]),
    EMBED_PARENT_ORIGINS: JSON.stringify({ demo: new URL(allowedParent.url).origin }),
  });
});

test.afterAll(async () => {
  await server?.stop();
  await idp?.close();
  await allowedParent?.close();
  await foreignParent?.close();
});

/** Presses the provider button and signs in on the provider's own pages; returns the callback URL the browser came back to. */
async function signInAtProvider(page: Page, button: RegExp, login: string): Promise<string> {
  await page.goto(`${origin}/sign-in?code=demo-kyoto`);
  await waitForApp(page);
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL((url) => url.origin === idp.issuer);
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('anything');
  const callback = page.waitForRequest((request) => request.url().startsWith(`${origin}/sso/custom/callback`));
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  return (await callback).url();
}

test('signs in with LINE through the provider login page and lands signed in on the search page', async ({ page }) => {
  const callbackUrl = await signInAtProvider(page, /continue with line/i, 'sakura');
  expect(new URL(callbackUrl).searchParams.get('state')).toBeTruthy();
  await expect(page).toHaveURL(/\/booking\/result\?code=demo-kyoto/);
  const menu = page.getByRole('navigation', { name: /member menu/i });
  await expect(menu.getByText('Signed in as Taro Yamada')).toBeVisible();
  // The single-use values are gone from the address bar and history.
  expect(page.url()).not.toContain('state=');
  expect(page.url()).not.toContain('sso_code');

  // The same provider account later is the same member.
  await menu.getByRole('link', { name: /my account/i }).click();
  const membershipId = await page.getByTestId('membership-id').innerText();
  await menu.getByRole('link', { name: /log out/i }).click();
  await expect(page).toHaveURL(/\/booking\/result/);
  await expect(menu.getByRole('link', { name: /^sign in$/i })).toBeVisible();
  // Forget the provider's own session too, so its login page is shown again.
  await page.context().clearCookies({ domain: '127.0.0.1' });
  await signInAtProvider(page, /continue with line/i, 'sakura');
  await expect(menu.getByText('Signed in as Taro Yamada')).toBeVisible();
  await menu.getByRole('link', { name: /my account/i }).click();
  await expect(page.getByTestId('membership-id')).toHaveText(membershipId);
});

test('refuses a replayed callback and shows why, with a way back to sign-in', async ({ page }) => {
  const callbackUrl = await signInAtProvider(page, /continue with hotel id/i, 'replayer');
  await expect(page).toHaveURL(/\/booking\/result/);
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(callbackUrl);
  await expect(page.getByRole('heading', { name: /sign-in did not complete/i })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(/not valid or was already used/i);
  await page.getByRole('link', { name: /back to sign-in/i }).click();
  await expect(page).toHaveURL(/\/sign-in\?code=demo-kyoto/);
});

test('a sign-in cancelled at the provider is explained, and the buttons speak Japanese', async ({ page }) => {
  await page.goto(`${origin}/sso/custom/callback?hotel_code=demo-kyoto&error=access_denied&state=x`);
  await expect(page.getByRole('alert')).toContainText(/cancelled at the provider/i);

  await page.goto(`${origin}/sign-in?code=demo-kyoto`);
  await waitForApp(page);
  await page.evaluate(() => window.localStorage.setItem('triplabot_locale', 'ja'));
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('button', { name: 'LINEでサインイン' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ほかの方法でサインイン' })).toBeVisible();
});

async function graphql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const reply = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await reply.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

/** The chatbot's side: its member (the seeded LINE member) mints a one-time token for the widget. */
async function chatbotSession(): Promise<string> {
  const { signIn } = await graphql<{ signIn: { token: string } }>(
    'mutation($e: String!, $p: String!) { signIn(code: "demo-kyoto", email: $e, password: $p) { token } }',
    { e: 'line.member@example.com', p: 'DemoLine2026' },
  );
  const { issueOneTimeAccessToken } = await graphql<{ issueOneTimeAccessToken: { token: string } }>(
    'mutation { issueOneTimeAccessToken(code: "demo-kyoto") { token } }',
    {},
    signIn.token,
  );
  return issueOneTimeAccessToken.token;
}

async function openParent(page: Page, parent: ParentPage) {
  await page.goto(parent.url);
  const frame = page.frameLocator('#widget');
  await expect(frame.getByRole('status', { name: /loading/i })).toHaveCount(0, { timeout: 30_000 });
  await expect(
    frame.getByRole('navigation', { name: /member menu/i }).getByRole('link', { name: /^sign in$/i }),
  ).toBeVisible();
  return frame;
}

const postToWidget = (page: Page, message: unknown) =>
  page.evaluate(
    (m) => (document.getElementById('widget') as HTMLIFrameElement).contentWindow!.postMessage(m, '*'),
    message,
  );

test('the chatbot hands its session over by parent message, from the allowed origin only', async ({ page }) => {
  const oneTime = await chatbotSession();

  // Another page embedding the widget: the browser refuses to show the widget there (its
  // frame-ancestors name only the brand's embedding origin), so the token stays unspent.
  const refused = page.waitForEvent('console', { predicate: (message) => /frame-ancestors/.test(message.text()) });
  await page.goto(foreignParent.url);
  await refused;
  await postToWidget(page, { type: 'receiveTriplabotSession', session: oneTime });

  // The allowed parent: the same token signs the member in inside the widget.
  const allowed = await openParent(page, allowedParent);
  await postToWidget(page, { type: 'receiveTriplabotSession', session: oneTime });
  const menu = allowed.getByRole('navigation', { name: /member menu/i });
  await expect(menu.getByText(/^Signed in as /)).toBeVisible();

  // The parent asks for the member's id: the answer goes to the parent's origin only.
  await postToWidget(page, { type: 'getTriplabotUserId' });
  const reply = await page.waitForFunction(() =>
    (window as unknown as { replies: { data: { type: string } }[] }).replies.find(
      (r) => r.data?.type === 'triplabotUserId',
    ),
  );
  expect(await reply.jsonValue()).toMatchObject({
    origin,
    data: { type: 'triplabotUserId', userId: expect.any(Number) },
  });
});
