import { expect, test } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { bookingFlow, mailLink, signIn, waitForApp } from './pages';

/**
 * Membership in Chromium against `npm start`: sign up, follow the e-mailed link (read from the
 * development outbox), sign in, book while signed in and find the booking under My reservations,
 * log out; then reset the forgotten password through its e-mailed link and sign in with the new one.
 */
const PASSWORD = 'Kyoto2026pass';

test('a guest signs up through the e-mailed link, signs in, books, sees the booking in the account and logs out', async ({
  page,
}) => {
  const flow = bookingFlow(page);
  const email = `member-${Date.now()}@example.com`;
  await page.goto('/sign-up?code=demo-kyoto');
  await waitForApp(page);
  const menu = page.getByRole('navigation', { name: /member menu/i });
  await expect(menu.getByRole('link', { name: /sign up/i })).toBeVisible();

  // A weak password is refused before anything is sent.
  await flow.guest.lastName.fill('Yamada');
  await flow.guest.firstName.fill('Hanako');
  await page.getByLabel(/^e-?mail$/i).fill(email);
  await page.getByLabel(/^password$/i).fill('weakpass');
  await page.getByLabel(/confirm password/i).fill('weakpass');
  await page.getByRole('button', { name: /^sign up$/i }).click();
  await expect(page.getByLabel(/^password$/i)).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel(/^password$/i).fill(PASSWORD);
  await page.getByLabel(/confirm password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /^sign up$/i }).click();
  await expect(page).toHaveURL(/\/sign-up-result/);
  await expect(page.getByText(/check your e-mail/i).first()).toBeVisible();

  // Not confirmed yet: sign-in says so.
  await page.goto('/sign-in?code=demo-kyoto');
  await waitForApp(page);
  await page.getByLabel(/^e-?mail$/i).fill(email);
  await page.getByLabel(/^password$/i).fill(PASSWORD);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByRole('alert')).toContainText(/confirm your membership/i);

  await page.goto(await mailLink(page, email, 'sign_up_confirmation'));
  await expect(page.getByText(/membership is confirmed/i)).toBeVisible({ timeout: 30_000 });

  await signIn(page, email, PASSWORD);
  await expect(menu.getByText('Signed in as Hanako Yamada')).toBeVisible();
  await expect(menu.getByRole('link', { name: /sign up/i })).toHaveCount(0);

  // Book while signed in.
  const checkin = addDays(await flow.search.checkin.inputValue(), 40);
  await flow.search.checkin.fill(checkin);
  await flow.search.checkout.fill(addDays(checkin, 1));
  await flow.search.searchButton.click();
  await flow.results.selectButtons.first().click();
  await flow.results.bookButton.click();
  await expect(page).toHaveURL(/\/reservation\/guest-detail/);
  await flow.guest.continuePastExtras();
  await flow.guest.firstName.fill('Hanako');
  await flow.guest.lastName.fill('Yamada');
  await page.getByLabel(/^e-?mail$/i).fill(email);
  await flow.guest.confirmEmail.fill(email);
  await flow.guest.phone.fill('+81751234567');
  await flow.guest.terms.check();
  await flow.guest.confirmButton.click();
  await expect(page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+/, { timeout: 30_000 });
  const confirmationNumber = (await flow.confirmation.numberField.innerText()).trim();

  await menu.getByRole('link', { name: /my reservations/i }).click();
  await expect(page).toHaveURL(/\/my-account\/reservations/);
  await expect(page.getByRole('tab', { name: /upcoming/i })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('member-reservation')).toHaveCount(1);
  await expect(page.getByTestId('member-reservation')).toContainText(confirmationNumber);
  await page.getByRole('tab', { name: /cancelled/i }).click();
  await expect(page.getByText(/no reservations here/i)).toBeVisible();

  await menu.getByRole('link', { name: /my account/i }).click();
  await expect(page.getByTestId('member-name')).toHaveText('Hanako Yamada');
  await expect(page.getByTestId('membership-id')).toHaveText(/^[A-Z0-9]{12}$/);

  await menu.getByRole('link', { name: /log out/i }).click();
  await expect(page).toHaveURL(/\/booking\/result/);
  await waitForApp(page);
  await expect(menu.getByRole('link', { name: /sign in/i })).toBeVisible();
  // The account is protected again.
  await page.goto('/my-account/profile?code=demo-kyoto');
  await expect(page).toHaveURL(/\/sign-in/);
});

test('a member resets a forgotten password through the e-mailed link and signs in with the new one', async ({
  page,
}) => {
  const flow = bookingFlow(page);
  const email = `reset-${Date.now()}@example.com`;
  // An active member, made through the same pages.
  await page.goto('/sign-up?code=demo-kyoto');
  await waitForApp(page);
  await flow.guest.lastName.fill('Sato');
  await flow.guest.firstName.fill('Ken');
  await page.getByLabel(/^e-?mail$/i).fill(email);
  await page.getByLabel(/^password$/i).fill(PASSWORD);
  await page.getByLabel(/confirm password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /^sign up$/i }).click();
  await expect(page).toHaveURL(/\/sign-up-result/);
  await page.goto(await mailLink(page, email, 'sign_up_confirmation'));
  await expect(page.getByText(/membership is confirmed/i)).toBeVisible({ timeout: 30_000 });

  await page.goto('/forgot-password?code=demo-kyoto');
  await waitForApp(page);
  await page.getByLabel(/^e-?mail$/i).fill(email);
  await page.getByRole('button', { name: /send the link/i }).click();
  await expect(page.getByRole('status').filter({ hasText: /we sent an e-mail/i })).toBeVisible();

  await page.goto(await mailLink(page, email, 'password_reset'));
  await waitForApp(page);
  // The old password counts as used before (1302).
  await page.getByLabel(/^new password$/i).fill(PASSWORD);
  await page.getByLabel(/confirm new password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /change password/i }).click();
  await expect(page.getByRole('alert')).toContainText(/used this password before/i);

  await page.getByLabel(/^new password$/i).fill('Fresh2027pass');
  await page.getByLabel(/confirm new password/i).fill('Fresh2027pass');
  await page.getByRole('button', { name: /change password/i }).click();
  await expect(page.getByText(/password was changed/i)).toBeVisible();

  await signIn(page, email, 'Fresh2027pass');
  await expect(page.getByRole('navigation', { name: /member menu/i }).getByText('Signed in as Ken Sato')).toBeVisible();
});

function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}
