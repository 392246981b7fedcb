import { expect, test, type Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { bookingFlow } from './pages';

/**
 * Hotel plus flight in Chromium against `npm start`: from Haneda to demo-kyoto (Itami or Kansai),
 * choose the outbound and return flights, a plan for the rooms, pay by card (a declined card first,
 * then another), see both on the confirmation page, then find the booking, see the flights and cancel
 * rooms and seats.
 */
const todayInJapan = () => Temporal.Now.plainDateISO('Asia/Tokyo');

async function screenshot(page: Page, name: string) {
  for (const [label, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${test.info().outputDir}/packages-${name}-${label}.png`, fullPage: true });
  }
}

test('a guest books flights and rooms together, sees both on the confirmation and cancels both', async ({ page }) => {
  const flow = bookingFlow(page);
  const checkin = todayInJapan().add({ days: 30 }).toString();
  const checkout = todayInJapan().add({ days: 32 }).toString();
  await page.goto(`/packages?code=demo-kyoto&checkin=${checkin}&checkout=${checkout}&rooms=2-0&origin=HND`);

  const outbound = page.getByRole('group', { name: /outbound/i });
  const inbound = page.getByRole('group', { name: /return/i });
  await expect(outbound.getByRole('radio').first()).toBeVisible({ timeout: 30_000 });
  await expect(outbound).toContainText(/HND/);
  await expect(outbound).toContainText(/per person/);
  await expect(page.getByRole('button', { name: /choose rooms/i })).toBeDisabled();
  await outbound.getByRole('radio').first().check();
  await inbound.getByRole('radio').first().check();
  await screenshot(page, 'flights');
  await page.getByRole('button', { name: /choose rooms/i }).click();

  const rooms = page.getByRole('group', { name: /rooms for your stay/i });
  await expect(rooms.getByRole('radio').first()).toBeVisible();
  await rooms.getByRole('radio').first().check();
  const atHotel = await page.getByTestId('package-total').innerText();
  await page.getByRole('button', { name: /enter guest details/i }).click();

  // The guest form refuses a booking without the guest's details.
  await page.getByRole('button', { name: /book flight \+ hotel/i }).click();
  await expect(page.getByLabel(/^first name$/i)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/^last name$/i).fill('Yamada');
  await page.getByLabel(/^first name$/i).fill('Hanako');
  await flow.guest.email.fill('package@example.com');
  await page.getByLabel(/confirm e-?mail/i).fill('package@example.com');
  await page.getByLabel(/^phone$/i).fill('+819012345678');
  await flow.guest.terms.check();
  // Card first (the plan takes it), priced as the card pays (the demo's card promotion lowers the rooms).
  await expect(flow.card.payNow).toBeChecked();
  await expect(page.getByTestId('package-total')).not.toHaveText(atHotel);
  const total = await page.getByTestId('package-total').innerText();
  // A declined card holds nothing and the guest types another.
  await flow.card.fill('4000000000003006', checkin);
  await page.getByRole('button', { name: /book flight \+ hotel/i }).click();
  await expect(flow.card.declined).toBeVisible({ timeout: 30_000 });
  await expect(flow.card.declined).toBeFocused();
  await screenshot(page, 'card-declined');
  await flow.card.number.fill('4111111111111111');
  await screenshot(page, 'card');
  await page.getByRole('button', { name: /book flight \+ hotel/i }).click();

  await expect(page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+/, { timeout: 30_000 });
  const confirmationNumber = (await flow.confirmation.numberField.innerText()).trim();
  const flights = page.getByTestId('reservation-flights');
  await expect(flights).toContainText(/outbound/i);
  await expect(flights).toContainText(/return/i);
  await expect(flights).toContainText('HND');
  await expect(flights).toContainText(/2 seat/);
  await expect(page.getByText(total).first()).toBeVisible();
  await screenshot(page, 'confirmation');

  await page.goto('/search?code=demo-kyoto');
  await flow.manage.number.fill(confirmationNumber);
  await page.getByLabel(/e-?mail/i).fill('package@example.com');
  await flow.manage.findButton.click();
  await expect(page.getByTestId('reservation-flights')).toContainText('HND');
  await screenshot(page, 'manage');
  await flow.manage.cancelButton.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/reason/i).selectOption('change_of_plans');
  await dialog.getByRole('button', { name: /confirm cancellation/i }).click();
  await expect(page.getByText(/cancelled/i).first()).toBeVisible();
  await expect(page.getByTestId('reservation-flights')).toContainText('HND');
});
