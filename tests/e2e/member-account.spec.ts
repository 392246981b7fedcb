import { expect, test } from '@playwright/test';
import { bookingFlow, mailLink, signIn, waitForApp } from './pages';

/**
 * Account management in Chromium against `npm start`: the demo LINE member (seeded with a program
 * that enables profile updates) edits the profile; a member of the product's own provider cannot,
 * changes the login e-mail through the link mailed to the new address, and signs in with it; the
 * promotion e-mail is turned on and off again through the unsubscribe link.
 */
const PASSWORD = 'Kyoto2026pass';
const LINE_MEMBER = { email: 'line.member@example.com', password: 'DemoLine2026' };

test('a LINE member updates the profile, and the change survives a reload', async ({ page }) => {
  await signIn(page, LINE_MEMBER.email, LINE_MEMBER.password);
  await page.goto('/my-account/profile?code=demo-kyoto');
  await waitForApp(page);
  const form = page.getByRole('form', { name: /^profile$/i });
  await expect(form.getByLabel(/^first name$/i)).toHaveValue('Taro');
  await form.getByLabel(/^first name$/i).fill('Jiro');
  await form.getByLabel(/^phone$/i).fill('+819012345678');
  await form.getByLabel(/^date of birth$/i).fill('1990-04-01');
  await form.getByRole('button', { name: /save profile/i }).click();
  await expect(page.getByRole('status').filter({ hasText: /profile was saved/i })).toBeVisible();

  // A bad phone number is refused by the API with the field named, and nothing changes.
  await form.getByLabel(/^phone$/i).fill('call me');
  await form.getByRole('button', { name: /save profile/i }).click();
  await expect(form.getByRole('alert')).toBeVisible();

  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('form', { name: /^profile$/i }).getByLabel(/^first name$/i)).toHaveValue('Jiro');
  await expect(page.getByRole('form', { name: /^profile$/i }).getByLabel(/^phone$/i)).toHaveValue('+819012345678');
  await expect(page.getByRole('img', { name: /qr code of membership number/i }).locator('svg')).toBeVisible();

  // Promotion e-mail on, then off again through the unsubscribe link of the mail, signed out.
  // The box follows the saved setting, so it turns on when the API has answered.
  const promotion = page.getByRole('checkbox', { name: /receive offers/i });
  await promotion.click();
  await expect(promotion).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: /promotion e-mail setting was saved/i })).toBeVisible();
  const unsubscribe = await mailLink(page, LINE_MEMBER.email, 'promotion_subscribed');
  await page
    .getByRole('navigation', { name: /member menu/i })
    .getByRole('link', { name: /log out/i })
    .click();
  await expect(page).toHaveURL(/\/booking\/result/);
  await page.goto(unsubscribe);
  await expect(page.getByText(`Stop promotion e-mails to ${LINE_MEMBER.email}?`)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: /^unsubscribe$/i }).click();
  await expect(page).toHaveURL(/\/unsubscribe-email\/success/);
  await expect(page.getByRole('status').filter({ hasText: /no longer receive promotion e-mails/i })).toBeVisible();
  await page.goto(unsubscribe);
  await expect(page.getByText(`${LINE_MEMBER.email} does not receive promotion e-mails.`)).toBeVisible({
    timeout: 30_000,
  });
});

test('a member changes the login e-mail through the link mailed to the new address', async ({ page }) => {
  const flow = bookingFlow(page);
  const stamp = Date.now();
  const oldEmail = `change-${stamp}@example.com`;
  const newEmail = `changed-${stamp}@example.com`;
  await page.goto('/sign-up?code=demo-kyoto');
  await waitForApp(page);
  await flow.guest.lastName.fill('Suzuki');
  await flow.guest.firstName.fill('Aiko');
  await page.getByLabel(/^e-?mail$/i).fill(oldEmail);
  await page.getByLabel(/^password$/i).fill(PASSWORD);
  await page.getByLabel(/confirm password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /^sign up$/i }).click();
  await expect(page).toHaveURL(/\/sign-up-result/);
  await page.goto(await mailLink(page, oldEmail, 'sign_up_confirmation'));
  await expect(page.getByText(/membership is confirmed/i)).toBeVisible({ timeout: 30_000 });

  await signIn(page, oldEmail, PASSWORD);
  await page.goto('/my-account/profile?code=demo-kyoto');
  await waitForApp(page);
  // The product's own provider: the profile is shown but not editable (SPEC.md section 5).
  await expect(page.getByTestId('profile-not-editable')).toBeVisible();

  const emailForm = page.getByRole('form', { name: /login e-mail/i });
  await emailForm.getByLabel(/new e-mail address/i).fill(newEmail);
  await emailForm.getByLabel(/current password/i).fill('Wrong-pass1');
  await emailForm.getByRole('button', { name: /change e-mail/i }).click();
  await expect(emailForm.getByRole('alert')).toContainText(/current password is not correct/i);

  await emailForm.getByLabel(/new e-mail address/i).fill(newEmail);
  await emailForm.getByLabel(/current password/i).fill(PASSWORD);
  await emailForm.getByRole('button', { name: /change e-mail/i }).click();
  await expect(emailForm.getByRole('status')).toContainText(/we sent a link to the new address/i);
  await expect(page.getByTestId('pending-email')).toContainText(newEmail);
  await expect(page.getByTestId('login-email')).toHaveText(oldEmail);

  await page.goto(await mailLink(page, newEmail, 'email_change_confirmation'));
  await expect(page.getByText(/login e-mail address was changed/i)).toBeVisible({ timeout: 30_000 });

  await page.goto('/my-account/profile?code=demo-kyoto');
  await waitForApp(page);
  await expect(page.getByTestId('login-email')).toHaveText(newEmail);
  await expect(page.getByTestId('pending-email')).toHaveCount(0);

  await page
    .getByRole('navigation', { name: /member menu/i })
    .getByRole('link', { name: /log out/i })
    .click();
  await expect(page).toHaveURL(/\/booking\/result/);
  await signIn(page, newEmail, PASSWORD);
});
