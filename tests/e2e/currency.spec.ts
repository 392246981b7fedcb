import { expect, test, type Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { convertMinorUnits } from '../../contract/currency-data';
import { bookingFlow, waitForApp } from './pages';

/**
 * Multi-currency in Chromium against `npm start` (demo-kyoto has multi-currency on, with
 * demo rates; demo-seoul has it off): a booking in USD by card, where SPEC.md section 2 shows and
 * hides the currency selector, and "exchange rate updated" when the hotel changes the rate between
 * the price shown and the payment (the staff API of docs/pay-by-link-and-currency.md).
 */
test.describe.configure({ mode: 'serial' });

const STAFF = {
  authorization: `Basic ${Buffer.from('demo-widget:demo-widget-secret').toString('base64')}`,
  'content-type': 'application/json',
};

test('a booking in USD: USD prices on the results, card only, the USD amount charged and the hotel amount on the confirmation', async ({
  page,
  baseURL,
}) => {
  const flow = bookingFlow(page);
  await searchKyoto(page, 70);
  const selector = page.getByLabel('Currency', { exact: true });
  await expect(selector).toHaveValue('JPY');
  await selector.selectOption('USD');
  // The results are priced again by the booking API in USD, with the yen price beside them.
  const firstPrice = page.locator('.price strong').first();
  await expect(firstPrice).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
  await expect(page.locator('.price .hotel-amount').first()).toHaveText(/¥/);

  await flow.results.selectButtons.first().click();
  // The one-line selection bar shows its total in USD (the list of chosen plans stays folded).
  await expect(
    page
      .getByRole('region', { name: /selection|your rooms/i })
      .getByText(/\$\d/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await flow.results.bookButton.click();
  await expect(page).toHaveURL(/\/reservation\/guest-detail/);
  await flow.guest.continuePastExtras();

  // Guest details (not the payment step): no selector; paying in USD is by card only.
  await expect(page.getByLabel('Currency', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Payment method' }).getByRole('radio')).toHaveCount(1);
  await expect(flow.card.payNow).toBeChecked();
  await fillGuest(page, 'usd@example.com');
  await flow.guest.continueToPayment.click();

  // The payment step shows the selector (still USD) and the amount the card will be charged.
  await expect(page.getByLabel('Currency', { exact: true })).toHaveValue('USD');
  const preview = page.getByTestId('mcp-charge-preview');
  await expect(preview).toContainText(/\$\d[\d,]*\.\d{2}/);
  const charged = (await preview.locator('strong').innerText()).trim();

  // A JCB card may not pay in USD (SPEC.md section 5): refused by the form before anything is sent.
  await fillCard(page, '3530111333300000', 'jcb');
  await flow.card.payButton.click();
  await expect(page.locator('#card-brand-error')).toBeVisible();

  await fillCard(page, '4111111111111111', 'visa');
  await flow.card.payButton.click();
  await expect(page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+/, { timeout: 30_000 });
  const note = page.getByTestId('mcp-charge');
  await expect(note).toContainText(/^Charged in USD: \$\d[\d,]*\.\d{2} \(hotel price ¥\d[\d,]*\)$/);
  // The card was charged the hotel's total converted at the rate shown, to the cent (half up).
  const usdRate = await rateOf(baseURL!, 'USD');
  const { charged: paid, hotel } = chargeOf(await note.innerText());
  expect(paid).toBe(convertMinorUnits(hotel, 'JPY', 'USD', usdRate));
  await expect(page.getByTestId('card-payment-summary')).toContainText(formatted(paid));
  // Without a payment promotion of the plan, the charge is the total the payment step showed.
  expect(charged).toMatch(/^\$\d[\d,]*\.\d{2}$/);
});

test('the selector is hidden where SPEC.md section 2 hides it: other pages, and hotels without multi-currency', async ({
  page,
}) => {
  const flow = bookingFlow(page);
  await page.goto('/search?code=demo-kyoto');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByLabel('Currency', { exact: true })).toHaveCount(0);

  await page.goto('/cancellation-policy?code=demo-kyoto');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByLabel('Currency', { exact: true })).toHaveCount(0);

  await page.goto('/booking/result?code=demo-seoul');
  await waitForApp(page);
  await expect(flow.search.searchButton).toBeVisible();
  await expect(page.getByLabel('Currency', { exact: true })).toHaveCount(0);

  // Back on a multi-currency hotel's results page it is there.
  await page.goto('/booking/result?code=demo-kyoto');
  await expect(page.getByLabel('Currency', { exact: true })).toBeVisible({ timeout: 30_000 });
});

test('a rate changed between the price shown and the payment gives "exchange rate updated", then the new price books', async ({
  page,
  baseURL,
}) => {
  const flow = bookingFlow(page);
  await searchKyoto(page, 75);
  await page.getByLabel('Currency', { exact: true }).selectOption('EUR');
  await expect(page.locator('.price strong').first()).toHaveText(/€/);
  await flow.results.selectButtons.first().click();
  await flow.results.bookButton.click();
  await fillGuest(page, 'eur@example.com');
  await flow.guest.continueToPayment.click();
  const preview = page.getByTestId('mcp-charge-preview').locator('strong');
  const shown = (await preview.innerText()).trim();

  // The hotel changes its EUR rate (staff API) while the guest is on the payment step.
  const doubled = (Number(await rateOf(baseURL!, 'EUR')) * 2).toFixed(10).replace(/0+$/, '');
  const changed = await fetch(`${baseURL}/api/staff/hotels/demo-kyoto/exchange_rates/EUR`, {
    method: 'PUT',
    headers: STAFF,
    body: JSON.stringify({ rate: doubled }),
  });
  expect(changed.status).toBe(200);

  await fillCard(page, '5555555555554444', 'master');
  await flow.card.payButton.click();
  // Still on the payment step: the message, and the rates read again so the new price shows.
  await expect(page.getByRole('alert').filter({ hasText: 'The exchange rate has been updated' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/reservation\/guest-detail/);
  // The preview may pass through the charge being re-quoted before it settles on the new rate.
  await expect
    .poll(async () => Math.abs(euros((await preview.innerText()).trim()) - euros(shown) * 2) < 0.05, {
      timeout: 30_000,
    })
    .toBe(true);

  // Confirming again books at the new rate: the card is charged the price now shown.
  await flow.card.payButton.click();
  await expect(page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+/, { timeout: 30_000 });
  const { charged: paid, hotel } = chargeOf(await page.getByTestId('mcp-charge').innerText());
  expect(paid).toBe(convertMinorUnits(hotel, 'JPY', 'EUR', doubled));
});

test('a deposit booking in USD: the deposit shown before booking, the currency set and cleared by the payment method, charged to the cent', async ({
  page,
  baseURL,
}) => {
  const flow = bookingFlow(page);
  await searchKyoto(page, 90);
  await page.getByLabel('Currency', { exact: true }).selectOption('USD');
  await expect(page.locator('.price strong').first()).toHaveText(/^\$/);
  // The deposit plan says its share and the deposit, in USD, before booking (SPEC.md section 1).
  const prepaid = page.getByRole('button', { name: /^Select .*Advance payment/ }).first();
  const card = page.locator('li, article').filter({ has: prepaid }).last();
  await expect(card.getByTestId('plan-deposit')).toContainText(
    /40% is charged by card when you book \(\$\d[\d,]*\.\d{2}\)/,
  );
  await prepaid.click();
  await flow.results.bookButton.click();
  await expect(page).toHaveURL(/\/reservation\/guest-detail/);
  await flow.guest.continuePastExtras();

  // In USD only the card methods: the whole amount or a deposit (bank transfer is in yen only).
  const methods = page.getByRole('group', { name: 'Payment method' }).getByRole('radio');
  await expect(methods).toHaveCount(2);
  // Paying in yen for now (a temporary currency) brings bank transfer back; choosing it keeps the yen.
  await page.getByRole('button', { name: 'Pay in ¥ (JPY) instead' }).click();
  await expect(methods).toHaveCount(3);
  await page.getByRole('radio', { name: /bank transfer/i }).check();
  await expect(methods).toHaveCount(3);
  await expect(page.getByTestId('mcp-charge-preview')).toHaveCount(0);
  // Choosing the card deposit clears the temporary currency: back in USD, card methods only.
  await page.getByRole('radio', { name: /deposit/i }).check();
  await expect(methods).toHaveCount(2);
  await expect(page.getByTestId('mcp-charge-preview')).toContainText(/\$\d/);
  await expect(page.getByRole('radio', { name: /deposit/i })).toBeChecked();

  await fillGuest(page, 'deposit-usd@example.com');
  await flow.guest.continueToPayment.click();
  await expect(page.getByLabel('Currency', { exact: true })).toHaveValue('USD');
  // The preview says what the card is charged now: the deposit the API quoted for the method, not the total.
  await expect(page.getByTestId('mcp-pay-later')).toContainText(/\$\d/, { timeout: 30_000 });
  const previewed = (await page.getByTestId('mcp-charge-preview').locator('strong').innerText()).trim();
  const summaryNow = (await page.getByTestId('charged-now').locator('strong').innerText()).trim();
  await fillCard(page, '4111111111111111', 'visa');
  await flow.card.payButton.click();
  await expect(page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+/, { timeout: 30_000 });

  // The card was charged the deposit (40% of the yen total, rounded down) converted at the rate shown, to the cent.
  const number = /confirmation\/([A-Z0-9]+)/.exec(page.url())![1]!;
  const reservation = await reservationOf(baseURL!, number, 'deposit-usd@example.com');
  const usdRate = await rateOf(baseURL!, 'USD');
  expect(reservation.payment_terms).toMatchObject({ method: 'credit_card_deposit', deposit_percentage: 40 });
  expect(reservation.payment_terms.deposit_amount).toBe(Math.floor((reservation.total_price * 40) / 100));
  expect(reservation.payment).toMatchObject({
    currency: 'USD',
    amount: convertMinorUnits(reservation.payment_terms.deposit_amount, 'JPY', 'USD', usdRate),
  });
  expect(reservation.mcp_deposit_amount).toBe(reservation.payment.amount);
  const { charged, hotel } = chargeOf(await page.getByTestId('mcp-charge').innerText());
  expect(hotel).toBe(reservation.payment_terms.deposit_amount);
  expect(charged).toBe(reservation.payment.amount);
  expect(previewed).toBe(formatted(reservation.payment.amount));
  expect(summaryNow).toBe(previewed);
  expect(previewed).not.toBe(formatted(reservation.mcp_total_price));
});

const euros = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

async function searchKyoto(page: Page, daysAhead: number) {
  const flow = bookingFlow(page);
  await page.goto('/?code=demo-kyoto');
  await waitForApp(page);
  const checkin = Temporal.PlainDate.from(await flow.search.checkin.inputValue())
    .add({ days: daysAhead })
    .toString();
  await flow.search.checkin.fill(checkin);
  await flow.search.checkout.fill(Temporal.PlainDate.from(checkin).add({ days: 2 }).toString());
  await flow.search.searchButton.click();
  await expect(flow.results.selectButtons.first()).toBeVisible({ timeout: 30_000 });
}

async function fillGuest(page: Page, email: string) {
  const { guest } = bookingFlow(page);
  await guest.fill({ firstName: 'John', lastName: 'Smith', email, phone: '+15551234567' });
  await guest.terms.check();
}

async function fillCard(page: Page, number: string, brand: string) {
  const flow = bookingFlow(page);
  await flow.card.number.fill(number);
  await flow.card.brand.selectOption(brand);
  await flow.card.holder.fill('JOHN SMITH');
  await flow.card.expiryMonth.selectOption('12');
  await flow.card.expiryYear.selectOption(String(Temporal.Now.plainDateISO().year + 5));
  await flow.card.securityCode.fill('123');
}

async function clientSession(baseURL: string): Promise<string> {
  const reply = await fetch(`${baseURL}/api/client_sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: 'demo-widget', secret: 'demo-widget-secret' }),
  });
  return ((await reply.json()) as { data: { client_session: string } }).data.client_session;
}

/** The rate the hotel keeps for `code` now (GET /book/hotels/{h}/currencies). */
async function rateOf(baseURL: string, code: string): Promise<string> {
  const reply = await fetch(`${baseURL}/book/hotels/demo-kyoto/currencies`, {
    headers: { 'Client-Session': await clientSession(baseURL) },
  });
  const body = (await reply.json()) as { currencies: { code: string; rate: string }[] };
  return body.currencies.find((c) => c.code === code)!.rate;
}

/** A reservation as the booking API answers it (GET /book/hotels/{h}/reservations/{n}?email=). */
async function reservationOf(baseURL: string, number: string, email: string) {
  const reply = await fetch(
    `${baseURL}/book/hotels/demo-kyoto/reservations/${number}?email=${encodeURIComponent(email)}`,
    { headers: { 'Client-Session': await clientSession(baseURL) } },
  );
  expect(reply.status).toBe(200);
  return (await reply.json()) as {
    total_price: number;
    mcp_deposit_amount: number;
    mcp_total_price: number;
    payment: { currency: string; amount: number };
    payment_terms: { method: string; deposit_percentage: number; deposit_amount: number };
  };
}

/** "Charged in USD: $199.22 (hotel price ¥29,735)" -> minor units of both. */
function chargeOf(text: string): { charged: number; hotel: number } {
  const match = /: \D*([\d,]+)\.(\d{2}) \(hotel price ¥([\d,]+)\)/.exec(text);
  if (!match) throw new Error(`not a charge note: ${text}`);
  return { charged: Number(match[1]!.replace(/,/g, '') + match[2]), hotel: Number(match[3]!.replace(/,/g, '')) };
}

const formatted = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
