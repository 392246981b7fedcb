import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { addDays, bookingFlow, waitForApp } from './pages';

/**
 * The widget's hand-over to the travel agency site in Chromium against `npm start`: the Hakone
 * ryokan (JPY, GMO gateway, default payment hub) offers "Pay on the travel agency site" on the
 * payment step; the booking is stored, the countdown sends the guest to the agency host's
 * /confirm-reservation (agency.localhost, the demo's AGENCY_HOSTS), where the guest confirms and pays
 * by card, and the reservation is confirmed with traffic source booking_widget_to_tripla_ota.
 */
const shots = process.env.HAND_OVER_SHOTS ?? path.join(os.tmpdir(), 'hand-over-shots');
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function screenshots(page: Page, name: string): Promise<void> {
  fs.mkdirSync(shots, { recursive: true });
  const original = page.viewportSize();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: path.join(shots, `${name}-${viewport.width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

test('a booking handed over from the widget is confirmed and paid on the agency site', async ({ page, baseURL }) => {
  const flow = bookingFlow(page);
  await page.goto('/?code=demo-hakone');
  await waitForApp(page);
  const checkin = addDays(await flow.search.checkin.inputValue(), 20);
  await flow.search.checkin.fill(checkin);
  await flow.search.checkout.fill(addDays(checkin, 2));
  await flow.search.searchButton.click();
  await flow.results.selectButtons.first().click();
  await flow.results.bookButton.click();
  await expect(page).toHaveURL(/\/reservation\/guest-detail/);
  await flow.guest.continuePastExtras();
  await flow.card.payNow.check();
  await flow.guest.firstName.fill('Hanako');
  await flow.guest.lastName.fill('Yamada');
  await flow.guest.email.fill('hanako.agency@example.com');
  await flow.guest.confirmEmail.fill('hanako.agency@example.com');
  await flow.guest.phone.fill('+819012345678');
  await page.getByLabel('Post code').fill('250-0408');
  await page.getByLabel('Prefecture or state').fill('Kanagawa');
  await page.getByLabel('Street address').fill('1300 Gora, Hakone');
  await flow.guest.terms.check();
  await flow.guest.continueToPayment.click();

  // The payment step: the card form and the agency button in its default colours.
  const otaButton = page.getByTestId('ota-button');
  await expect(otaButton).toHaveText('Pay on the travel agency site', { timeout: 30_000 });
  await expect(otaButton).toHaveCSS('background-color', 'rgb(194, 30, 88)');
  await expect(otaButton).toHaveCSS('color', 'rgb(255, 255, 255)');
  await screenshots(page, 'payment-step');

  await otaButton.click();
  const countdown = page.getByTestId('agency-countdown');
  await expect(countdown.or(page.getByRole('heading', { name: 'Confirm your reservation' }))).toBeVisible({
    timeout: 30_000,
  });
  if (await countdown.isVisible()) {
    await expect(countdown).toContainText('Taking you to the travel agency site');
    await screenshots(page, 'countdown');
    const goNow = page.getByRole('link', { name: 'Go now' });
    if (await goNow.isVisible()) await goNow.click().catch(() => {});
  }

  // The agency host's /confirm-reservation restores the booking.
  const widget = new URL(baseURL!);
  await expect(page).toHaveURL(
    new RegExp(
      `^http://agency\\.localhost:${widget.port}/confirm-reservation\\?id=[A-Za-z0-9_-]{40,}&code=demo-hakone`,
    ),
    { timeout: 30_000 },
  );
  await expect(page.getByRole('heading', { name: 'Confirm your reservation' })).toBeVisible({ timeout: 30_000 });
  const summary = page.getByTestId('handed-over-summary');
  await expect(summary).toContainText('Demo Ryokan Hakone Gora');
  await expect(summary).toContainText('2 nights');
  await expect(summary).toContainText('Hanako Yamada');
  await expect(summary).toContainText('hanako.agency@example.com');
  await expect(page.getByTestId('handed-over-total')).toContainText('¥');
  await screenshots(page, 'confirm-reservation');
  const confirmUrl = page.url();

  await flow.card.fill('5555555555554444', checkin, 'HANAKO YAMADA');
  await flow.card.expectDescribed();
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+/, { timeout: 30_000 });
  const number = (await flow.confirmation.numberField.innerText()).trim();

  // The agency's own view of the reservation: traffic source and card payment.
  const reservation = await agencyReservation(page, number, 'hanako.agency@example.com');
  expect(reservation).toMatchObject({ status: 'done', paymentType: 'credit_card' });

  // Coming back to the same link (a second tab, the Back button) books nothing again: it shows the reservation.
  await page.goto(confirmUrl);
  await expect(page).toHaveURL(new RegExp(`/reservation/confirmation/${number}`), { timeout: 30_000 });

  // An unknown booking: a clear page with the way back to the hotel's search.
  await page.goto(
    `http://agency.localhost:${widget.port}/confirm-reservation?id=unknown-booking-id-0000000000000000&code=demo-hakone`,
  );
  await expect(page.getByTestId('handed-over-unavailable')).toContainText('This booking is no longer available', {
    timeout: 30_000,
  });
  await expect(page.getByRole('link', { name: 'Back to the hotel search' })).toHaveAttribute(
    'href',
    '/booking/result?code=demo-hakone',
  );
});

async function agencyReservation(page: Page, number: string, email: string) {
  const response = await page.request.post('/graphql', {
    data: {
      query:
        'query ($n: String!, $e: String) { agencyReservation(confirmationNumber: $n, email: $e) { status paymentType } }',
      variables: { n: number, e: email },
    },
  });
  const body = (await response.json()) as { data?: { agencyReservation: unknown }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!.agencyReservation;
}
