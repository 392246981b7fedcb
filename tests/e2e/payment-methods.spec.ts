import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { startServerProcess, type ServerProcess } from './server-process';
import { bookingFlow, waitForApp } from './pages';

/**
 * Every payment method, saved cards and receipts in Chromium against `npm start`, on a
 * server of its own started with BOOKING_API_TEST_CLOCK=1 so the last test can move the booking
 * API's clock past check-out (POST /api/test/clock) instead of waiting.
 * demo-kyoto's "Advance payment" plan takes card in full, a 40 % card deposit or bank transfer;
 * demo-seoul's "Korean card" plan takes Korean domestic and international cards.
 */
test.describe.configure({ mode: 'serial' });

let server: ServerProcess;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  const port = Number(process.env.E2E_PORT ?? 18080);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'widget-payment-methods-'));
  server = await startServerProcess({
    PORT: String(port + 1),
    DATA_DIR: path.join(dataDir, 'db'),
    BOOKING_API_TEST_CLOCK: '1',
  });
});
test.afterAll(async () => {
  await server?.stop();
});

const url = (p: string) => `${server.url}${p}`;

/** Searches `daysAhead` days from the facility's today for one night and opens the guest details of the plan. */
async function choosePlan(page: Page, hotel: string, daysAhead: number, plan: RegExp): Promise<string> {
  const flow = bookingFlow(page);
  await page.goto(url(`/?code=${hotel}`));
  await waitForApp(page);
  const checkin = Temporal.PlainDate.from(await flow.search.checkin.inputValue())
    .add({ days: daysAhead })
    .toString();
  await flow.search.checkin.fill(checkin);
  await flow.search.checkout.fill(Temporal.PlainDate.from(checkin).add({ days: 1 }).toString());
  await flow.search.searchButton.click();
  await page.getByRole('button', { name: plan }).first().click();
  await flow.results.bookButton.click();
  await expect(page).toHaveURL(/\/reservation\/guest-detail/);
  await flow.guest.continuePastExtras();
  return checkin;
}

async function fillGuest(page: Page, email: string) {
  const { guest } = bookingFlow(page);
  await guest.fill({ firstName: 'Hanako', lastName: 'Yamada', email, phone: '+81751234567' });
  await guest.terms.check();
}

async function fillCard(page: Page, checkin: string, holder = 'HANAKO YAMADA') {
  const flow = bookingFlow(page);
  await flow.card.number.fill('4111111111111111');
  await flow.card.brand.selectOption('visa');
  await flow.card.holder.fill(holder);
  await flow.card.expiryMonth.selectOption('12');
  await flow.card.expiryYear.selectOption(String(Number(checkin.slice(0, 4)) + 3));
  await flow.card.securityCode.fill('123');
}

async function confirmationNumber(page: Page): Promise<string> {
  const flow = bookingFlow(page);
  await expect(page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+/, { timeout: 30_000 });
  return (await flow.confirmation.numberField.innerText()).trim();
}

async function gateway<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const reply = await page.request.post(url('/graphql'), { data: { query, variables } });
  const body = (await reply.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

let depositBooking: { number: string; checkin: string; email: string } | null = null;

test('a deposit booking charges only the deposit and shows the deposit and the remaining amount', async ({ page }) => {
  const flow = bookingFlow(page);
  const email = 'deposit@example.com';
  const checkin = await choosePlan(page, 'demo-kyoto', 2, /select.*Advance payment/i);
  await page.getByRole('radio', { name: 'Pay a deposit now by card' }).check();
  await fillGuest(page, email);
  await flow.guest.continueToPayment.click();
  await fillCard(page, checkin);
  await flow.card.payButton.click();
  const number = await confirmationNumber(page);

  const terms = page.getByTestId('payment-terms');
  await expect(terms).toContainText('Deposit paid by card (40%)');
  const { reservation } = await gateway<{
    reservation: {
      totalPrice: number;
      depositAmount: number;
      remainAmount: number;
      payment: { amount: number; status: string };
    };
  }>(
    page,
    'query($n: String!, $e: String!) { reservation(code: "demo-kyoto", confirmationNumber: $n, email: $e) { totalPrice depositAmount remainAmount payment { amount status } } }',
    { n: number, e: email },
  );
  expect(reservation.depositAmount).toBe(Math.floor((reservation.totalPrice * 40) / 100));
  expect(reservation.remainAmount).toBe(reservation.totalPrice - reservation.depositAmount);
  expect(reservation.payment).toEqual({ amount: reservation.depositAmount, status: 'captured' });
  const yen = (n: number) => `¥${n.toLocaleString('en-US')}`;
  await expect(page.getByTestId('deposit-amount')).toHaveText(yen(reservation.depositAmount));
  await expect(page.getByTestId('remain-amount')).toHaveText(yen(reservation.remainAmount));
  depositBooking = { number, checkin, email };
});

test('a bank-transfer booking is held with the transfer instructions and its deadline', async ({ page }) => {
  await choosePlan(page, 'demo-kyoto', 12, /select.*Advance payment/i);
  await page.getByRole('radio', { name: 'Pay by bank transfer' }).check();
  await fillGuest(page, 'transfer@example.com');
  await page.getByRole('button', { name: 'Confirm reservation' }).click();
  const number = await confirmationNumber(page);
  const transfer = page.getByTestId('bank-transfer');
  await expect(transfer.getByRole('heading', { name: 'Bank transfer' })).toBeVisible();
  await expect(transfer).toContainText('Demo Bank of Kyoto');
  await expect(transfer).toContainText('1234567');
  await expect(transfer).toContainText('DEMO HOTEL KYOTO');
  await expect(transfer).toContainText(number);
  await expect(page.getByTestId('transfer-deadline')).not.toBeEmpty();
  await expect(page.getByText('Payment pending').first()).toBeVisible();

  // Unpaid, the guest may cancel it online from the manage page (nothing paid, nothing refunded).
  await page.goto(url('/search?code=demo-kyoto'));
  await page.getByLabel('Confirmation number').fill(number);
  await page.getByLabel('E-mail').fill('transfer@example.com');
  await page.getByRole('button', { name: 'Find reservation' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(number) })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel reservation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this reservation' });
  await dialog.getByLabel('Reason for cancelling').selectOption('change_of_plans');
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByText('This reservation is cancelled.')).toBeVisible();
});

test('a Korean domestic card books in won after the birth date and PIN digits', async ({ page }) => {
  const flow = bookingFlow(page);
  const checkin = await choosePlan(page, 'demo-seoul', 5, /select.*Korean card/i);
  await page.getByRole('radio', { name: 'Korean card (domestic), in won' }).check();
  await fillGuest(page, 'korea@example.com');
  await flow.guest.continueToPayment.click();
  await fillCard(page, checkin, 'MINJI KIM');
  // Without the issuer check the form says what is missing and sends nothing.
  await flow.card.payButton.click();
  await expect(page.getByText('Enter your date of birth.')).toBeVisible();
  await expect(page.getByText('Enter exactly two digits.')).toBeVisible();
  await page.getByLabel('Date of birth').fill('1990-04-01');
  await page.getByLabel('First two digits of the card PIN').fill('12');
  await flow.card.payButton.click();
  const number = await confirmationNumber(page);
  const { reservation } = await gateway<{
    reservation: {
      status: string;
      paymentType: string;
      currency: string;
      payment: { currency: string; status: string };
    };
  }>(
    page,
    'query($n: String!) { reservation(code: "demo-seoul", confirmationNumber: $n, email: "korea@example.com") { status paymentType currency payment { currency status } } }',
    { n: number },
  );
  expect(reservation).toEqual({
    status: 'done',
    paymentType: 'credit_card_krw_domestic',
    currency: 'KRW',
    payment: { currency: 'KRW', status: 'captured' },
  });
});

test('a member saves a card on a first booking and pays with it on a second one', async ({ page }) => {
  const flow = bookingFlow(page);
  await page.goto(url('/sign-in?code=demo-kyoto'));
  await waitForApp(page);
  await flow.guest.email.fill('line.member@example.com');
  await page.getByLabel(/^password$/i).fill('DemoLine2026');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/booking\/result/);

  const checkin = await choosePlan(page, 'demo-kyoto', 20, /select.*Advance payment/i);
  await page.getByRole('radio', { name: 'Pay the whole amount now by card' }).check();
  await fillGuest(page, 'line.member@example.com');
  await flow.guest.continueToPayment.click();
  await fillCard(page, checkin);
  await page.getByRole('checkbox', { name: 'Save this card for my next booking' }).check();
  await flow.card.payButton.click();
  await confirmationNumber(page);

  const second = await choosePlan(page, 'demo-kyoto', 22, /select.*Advance payment/i);
  expect(second).not.toBe(checkin);
  await page.getByRole('radio', { name: 'Pay the whole amount now by card' }).check();
  await fillGuest(page, 'line.member@example.com');
  await flow.guest.continueToPayment.click();
  const saved = page.getByRole('radio', { name: /Visa ending in 1111/ });
  await expect(saved).toBeVisible();
  await saved.check();
  await expect(flow.card.number).toHaveCount(0);
  // A double click pays once.
  await flow.card.payButton.dblclick();
  const number = await confirmationNumber(page);
  await expect(page.getByTestId('card-payment-summary')).toContainText('Visa ending in 1111');
  // Paid once, by the saved card (the reservation's payment names it).
  const { reservation } = await gateway<{
    reservation: { status: string; payment: { status: string; card: { last4: string } } };
  }>(
    page,
    'query($n: String!) { reservation(code: "demo-kyoto", confirmationNumber: $n, email: "line.member@example.com") { status payment { status card { last4 } } } }',
    { n: number },
  );
  expect(reservation).toEqual({ status: 'done', payment: { status: 'captured', card: { last4: '1111' } } });
});

test('the receipt of the deposit booking downloads after check-out, not before', async ({ page }) => {
  const flow = bookingFlow(page);
  expect(depositBooking).not.toBeNull();
  const { number, email } = depositBooking!;
  await page.goto(url('/search?code=demo-kyoto'));
  await waitForApp(page);
  await flow.manage.number.fill(number);
  await page.getByLabel(/e-?mail/i).fill(email);
  await flow.manage.findButton.click();
  await page.getByRole('link', { name: 'Download receipt' }).click();
  await expect(page).toHaveURL(/\/reservation\/receipt\//);
  await expect(page).not.toHaveURL(/@/);

  await page.getByLabel('Name on the receipt').fill('Yamada Trading');
  await page.getByLabel('Taiwan tax ID (optional)').fill('1234');
  await page.getByRole('button', { name: 'Show the receipt' }).click();
  await expect(page.getByText('The Taiwan tax ID must be exactly 8 digits.')).toBeVisible();
  await page.getByLabel('Taiwan tax ID (optional)').fill('12345678');
  await page.getByRole('button', { name: 'Show the receipt' }).click();
  await expect(page.getByRole('alert')).toContainText('The receipt can be downloaded from the check-out day.');
  await expect(page.getByRole('button', { name: 'Change the name' })).toBeVisible();

  // Past check-out (two nights ahead plus a day) by the booking API's clock.
  const moved = await fetch(`${server.url}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_seconds: 4 * 86_400 }),
  });
  expect(moved.ok).toBe(true);
  // Four days on, the browser's client session (0.75 day) has expired too: the page starts afresh.
  await page.reload();
  await waitForApp(page);
  await page.getByLabel('Name on the receipt').fill('Yamada Trading');
  await page.getByLabel('Taiwan tax ID (optional)').fill('12345678');
  await page.getByRole('button', { name: 'Show the receipt' }).click();
  const sheet = page.getByTestId('receipt-sheet');
  await expect(sheet).toBeVisible();
  await expect(page.getByTestId('receipt-number')).toHaveText(`${number}-R1`);
  await expect(page.getByTestId('receipt-title')).toHaveText('Yamada Trading');
  await expect(sheet).toContainText('12345678');
  await expect(sheet).toContainText('The remaining');
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  // The print layout shows the sheet alone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await expect(sheet).toBeVisible();
});
