import { expect, type Page } from '@playwright/test';
import type { ServerProcess } from './server-process';
import { test } from './test-clock-server';
import { bookingFlow } from './pages';

/**
 * Pay-by-link in Chromium against `npm start` with BOOKING_API_TEST_CLOCK=1: the hotel's system
 * creates a record through the staff API (HTTP Basic with the demo API client), the guest pays it
 * on the standalone page (3-D Secure included), "amount changed" offers Update, and the one-hour
 * limit is reached by moving the server's clock and the page's clock, not by waiting.
 */
test.describe.configure({ mode: 'serial' });

let server: ServerProcess;
test.beforeAll(({ testClockServer }) => {
  server = testClockServer;
});

const STAFF = {
  authorization: `Basic ${Buffer.from('demo-widget:demo-widget-secret').toString('base64')}`,
  'content-type': 'application/json',
};

async function createLink(amount: number): Promise<string> {
  const reply = await fetch(`${server.url}/api/staff/hotels/demo-kyoto/pay_by_links`, {
    method: 'POST',
    headers: STAFF,
    body: JSON.stringify({ subject: 'Kaiseki dinner for two', amount }),
  });
  expect(reply.status).toBe(201);
  return ((await reply.json()) as { payment_number: string }).payment_number;
}

async function fillCard(page: Page, number: string) {
  const flow = bookingFlow(page);
  await flow.card.number.fill(number);
  await flow.card.brand.selectOption('visa');
  await flow.card.holder.fill('HANAKO YAMADA');
  await flow.card.expiryMonth.selectOption('12');
  await flow.card.expiryYear.selectOption(String(new Date().getFullYear() + 3));
  await flow.card.securityCode.fill('123');
}

test('a pay-by-link payment with 3-D Secure, reached through triplaPaymentNo, then already paid', async ({ page }) => {
  const flow = bookingFlow(page);
  const number = await createLink(18_800);
  await page.goto(`${server.url}/?triplaPaymentNo=${number}`);
  await expect(page).toHaveURL(new RegExp(`/payments/${number}$`));
  await expect(page.getByRole('heading', { name: 'Payment to Demo Hotel Kyoto Higashiyama' })).toBeVisible({
    timeout: 30_000,
  });
  // Standalone: no site header.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByTestId('pay-by-link-amount')).toHaveText('¥18,800');
  await expect(page.getByText('Kaiseki dinner for two')).toBeVisible();

  await fillCard(page, '4000000000003089');
  await page.getByRole('button', { name: 'Pay ¥18,800' }).click();
  await flow.card.challengeButton.click();
  await expect(page.getByRole('heading', { name: '3-D Secure authentication' })).toBeVisible();
  await page.getByLabel('3-D Secure password').fill('password');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(new RegExp(`/payments/${number}$`));
  await expect(page.getByRole('status').filter({ hasText: 'Thank you. Your payment has been received.' })).toBeVisible({
    timeout: 30_000,
  });
  const record = await fetch(`${server.url}/api/staff/hotels/demo-kyoto/pay_by_links/${number}`, { headers: STAFF });
  expect(await record.json()).toMatchObject({ status: 'paid', amount: 18_800 });

  // A new tab later: already paid, no form.
  const later = await page.context().newPage();
  await later.goto(`${server.url}/payments/${number}`);
  await expect(later.getByText('This payment has already been made. Nothing more is due.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(later.getByLabel('Card number')).toHaveCount(0);
});

test('the amount changed while the page was open: refused, Update shows the new amount, which is paid', async ({
  page,
}) => {
  const number = await createLink(5_000);
  await page.goto(`${server.url}/payments/${number}`);
  await expect(page.getByTestId('pay-by-link-amount')).toHaveText('¥5,000', { timeout: 30_000 });
  const changed = await fetch(`${server.url}/api/staff/hotels/demo-kyoto/pay_by_links/${number}`, {
    method: 'PATCH',
    headers: STAFF,
    body: JSON.stringify({ amount: 5_500 }),
  });
  expect(changed.status).toBe(200);
  await fillCard(page, '4111111111111111');
  await page.getByRole('button', { name: 'Pay ¥5,000' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The amount of this payment has changed' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByTestId('pay-by-link-amount')).toHaveText('¥5,500');
  await fillCard(page, '4111111111111111');
  await page.getByRole('button', { name: 'Pay ¥5,500' }).click();
  await expect(page.getByText('Thank you. Your payment has been received.')).toBeVisible({ timeout: 30_000 });
});

test('the one-hour limit: the page stops at the hour by the clocks, and a reload starts a new hour', async ({
  page,
}) => {
  const flow = bookingFlow(page);
  const number = await createLink(3_000);
  await page.clock.install();
  await page.goto(`${server.url}/payments/${number}`);
  await expect(page.getByText(/within 60 minutes of opening this page/)).toBeVisible({ timeout: 30_000 });

  const moved = await fetch(`${server.url}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_seconds: 3601 }),
  });
  expect(moved.status).toBe(200);
  await page.clock.fastForward('01:00:01');
  await expect(
    page.getByRole('alert').filter({ hasText: 'not finished within an hour of opening the page' }),
  ).toBeVisible();
  await expect(flow.card.number).toHaveCount(0);

  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(flow.card.number).toBeVisible({ timeout: 30_000 });
  await fillCard(page, '4111111111111111');
  await page.getByRole('button', { name: 'Pay ¥3,000' }).click();
  await expect(page.getByText('Thank you. Your payment has been received.')).toBeVisible({ timeout: 30_000 });
});
