import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { TextWriter, Uint8ArrayReader, ZipReader, type FileEntry } from '@zip.js/zip.js';
import { apiBook, apiSignIn, clientSession, daysFromNow } from './corporate-api';
import { waitForApp } from './pages';

// an organization admin signs in at /organization-sign-in, sees the organization's
// reservations (and only those) and downloads them as a CSV in a password-protected ZIP.
test('an organization admin sees the organization reservations and downloads the password-protected ZIP', async ({
  page,
}) => {
  const session = await clientSession(page.request);
  const member = await apiSignIn(
    page.request,
    session,
    'organization/sign_in',
    'corp.member@example.com',
    'DemoCorpUser2026',
  );
  const other = await apiSignIn(
    page.request,
    session,
    'organization/sign_in',
    'other.admin@example.com',
    'DemoOtherAdmin2026',
  );
  const ours = await apiBook(page.request, session, member, {
    checkin: daysFromNow(20),
    checkout: daysFromNow(22),
    guest: { first_name: 'Kenji', last_name: 'Sato' },
  });
  const theirs = await apiBook(page.request, session, other, {
    checkin: daysFromNow(23),
    checkout: daysFromNow(24),
    guest: { first_name: 'Olivia', last_name: 'Other' },
  });

  await page.goto('/organization-sign-in?code=demo-kyoto');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Corporate sign-in' })).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill('corp.admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('DemoCorpAdmin2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL(/\/organization-admin/);
  await expect(page.getByRole('heading', { name: 'Organization admin' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: 'Admin', exact: true }),
  ).toBeVisible();
  const rows = page.getByTestId('org-reservation');
  await expect(rows.filter({ hasText: ours })).toHaveCount(1);
  await expect(rows.filter({ hasText: ours })).toContainText('Kenji Sato');
  await expect(rows.filter({ hasText: theirs })).toHaveCount(0);
  await expect(page.getByTestId('allowance').first()).toBeVisible();

  await page.getByRole('button', { name: 'Download CSV (ZIP)' }).click();
  const password = (await page.getByTestId('zip-password').textContent())?.trim() ?? '';
  expect(password).toMatch(/^[A-Z0-9]{12}$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /^Download reservations-/ }).click(),
  ]);
  const bytes = new Uint8Array(fs.readFileSync(await download.path()));

  const [entry] = await new ZipReader(new Uint8ArrayReader(bytes)).getEntries();
  expect(entry!.encrypted).toBe(true);
  await expect((entry as FileEntry).getData(new TextWriter(), { password: 'WRONGPASSWRD' })).rejects.toThrow();
  const csv = (await (entry as FileEntry).getData(new TextWriter(), { password })).replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    'reservation_number,reserved_at,guest_name,booked_by,hotel_name,checkin_date,nights,rooms,status,total_price,currency',
  );
  const row = lines.find((line) => line.startsWith(`${ours},`));
  expect(row).toContain(',Kenji Sato,corp.member@example.com,');
  expect(row).toContain(`,${daysFromNow(20)},2,1,done,`);
  expect(csv).not.toContain(theirs);
});

test('a corporate user who is not an admin gets no admin entry and is refused on the admin page', async ({ page }) => {
  await page.goto('/organization-sign-in?code=demo-kyoto');
  await waitForApp(page);
  await page.getByLabel('E-mail', { exact: true }).fill('corp.member@example.com');
  await page.getByLabel('Password', { exact: true }).fill('DemoCorpUser2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/booking\/result/);
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  await page.goto('/organization-admin?code=demo-kyoto');
  await waitForApp(page);
  await expect(page.getByRole('alert')).toContainText('Only an admin of this organization');
  await expect(page.getByTestId('org-reservation')).toHaveCount(0);
});
