import { expect, test, type Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { continuePastExtras } from './booking-steps';

/**
 * The foundation's guest flow in Chromium against `npm start`: search demo-kyoto, choose a plan,
 * see the guest form's validation, book paying at the hotel, find the booking at /search by number
 * and e-mail, cancel it, see it cancelled.
 */
test('a guest books a room paying at the hotel, finds the booking and cancels it', async ({ page }) => {
  await page.goto('/?code=demo-kyoto');
  await expect(page).toHaveURL(/\/booking\/result\?.*code=demo-kyoto/);
  await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0, { timeout: 30_000 });

  // Search a stay a month ahead, so the room-only plan's cancellation is free.
  const checkin = await page.getByLabel(/check-in/i).inputValue();
  const later = addDays(checkin, 30);
  await page.getByLabel(/check-in/i).fill(later);
  await page.getByLabel(/check-out/i).fill(addDays(later, 2));
  await page.getByRole('button', { name: /^search$/i }).click();

  const firstSelect = page.getByRole('button', { name: /select/i }).first();
  await expect(firstSelect).toBeVisible();
  await firstSelect.click();
  await page.getByRole('button', { name: /^book/i }).click();
  await expect(page).toHaveURL(/\/reservation\/guest-detail/);
  await continuePastExtras(page);

  // Validation: a wrong e-mail and terms not accepted keep the guest on the form with messages.
  await fillGuest(page, { email: 'not-an-email', confirm: 'not-an-email' });
  await page.getByRole('button', { name: /confirm reservation/i }).click();
  await expect(page.getByLabel(/^e-?mail$/i)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/terms/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/reservation\/guest-detail/);
  await continuePastExtras(page);

  await fillGuest(page, { email: 'guest@example.com', confirm: 'guest@example.com' });
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await page.getByRole('button', { name: /confirm reservation/i }).click();

  await expect(page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+/, { timeout: 30_000 });
  const confirmationNumber = (await page.getByTestId('confirmation-number').innerText()).trim();
  expect(confirmationNumber).toMatch(/^[A-Z0-9]{6,}$/);
  await expect(page.getByText(/pay at the hotel/i).first()).toBeVisible();

  // Look it up as a returning guest would.
  await page.goto('/search?code=demo-kyoto');
  await page.getByLabel(/confirmation number/i).fill(confirmationNumber);
  await page.getByLabel(/e-?mail/i).fill('GUEST@example.com');
  await page.getByRole('button', { name: /find reservation/i }).click();
  await expect(page.getByText(confirmationNumber).first()).toBeVisible();

  await page.getByRole('button', { name: /cancel reservation/i }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/reason/i).selectOption('change_of_plans');
  await dialog.getByRole('button', { name: /confirm cancellation/i }).click();
  await expect(page.getByText(/cancelled/i).first()).toBeVisible();

  // The e-mail never stays in the address bar outside the confirmation page.
  expect(page.url()).not.toContain('example.com');
});

async function fillGuest(page: Page, values: { email: string; confirm: string }): Promise<void> {
  await page.getByLabel(/first name/i).fill('Taro');
  await page.getByLabel(/last name/i).fill('Yamada');
  await page.getByLabel(/^e-?mail$/i).fill(values.email);
  await page.getByLabel(/confirm.*e-?mail|e-?mail.*confirm/i).fill(values.confirm);
  await page.getByLabel(/phone/i).fill('+81751234567');
}

function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}
