import { expect, test } from '@playwright/test';
import { bookingFlow, openWidget } from './pages';

/**
 * The foundation's guest flow in Chromium against `npm start`: search demo-kyoto, choose a plan,
 * see the guest form's validation, book paying at the hotel, find the booking at /search by number
 * and e-mail, cancel it, see it cancelled.
 */
test('a guest books a room paying at the hotel, finds the booking and cancels it', async ({ page }) => {
  const { search, results, guest, manage } = bookingFlow(page);
  await openWidget(page);
  await expect(page).toHaveURL(/\/booking\/result\?.*code=demo-kyoto/);

  // Search a stay a month ahead, so the room-only plan's cancellation is free.
  await search.searchStay(30, 2);
  await results.bookFirstPlan();

  // Validation: a wrong e-mail and terms not accepted keep the guest on the form with messages.
  await guest.fill({ firstName: 'Taro', lastName: 'Yamada', email: 'not-an-email', phone: '+81751234567' });
  await guest.confirmButton.click();
  await expect(guest.email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/terms/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/reservation\/guest-detail/);

  await guest.fill({ firstName: 'Taro', lastName: 'Yamada', email: 'guest@example.com', phone: '+81751234567' });
  const confirmationNumber = await guest.confirm();
  expect(confirmationNumber).toMatch(/^[A-Z0-9]{6,}$/);
  await expect(page.getByText(/pay at the hotel/i).first()).toBeVisible();

  // Look it up as a returning guest would.
  await manage.find(confirmationNumber, 'GUEST@example.com');
  await manage.cancel('change_of_plans');

  // The e-mail never stays in the address bar outside the confirmation page.
  expect(page.url()).not.toContain('example.com');
});
