import { expect, test } from '@playwright/test';
import ja from '../../locales/ja';

/**
 * The agency home's AI search in the browser: words typed in Japanese become criteria the guest
 * checks, the hotel search opens with them, and the stay is booked at the facility found, all
 * through the real server, interpreter and database (agency.localhost is the demo's agency host).
 */
const port = Number(process.env.E2E_PORT ?? 18080);
const agency = `http://agency.localhost:${port}`;

test.use({ locale: 'ja-JP' });

test('an AI search typed in Japanese ends in a booked room', async ({ page }) => {
  await page.goto(`${agency}/`);
  await expect(page.getByRole('heading', { level: 1, name: ja.aiSearch.heading })).toBeVisible({ timeout: 30_000 });

  // Nothing typed: refused on the page, the interpreter is not asked.
  await page.getByRole('button', { name: ja.aiSearch.submit }).click();
  await expect(page.getByText(ja.aiSearch.queryEmpty)).toBeVisible();

  await page.getByLabel(ja.aiSearch.queryLabel).fill('来週金曜から2泊 京都 大人2名と子供1人 朝食付き');
  await page.getByLabel(ja.aiSearch.queryLabel).press('Enter');
  const criteria = page.getByRole('form', { name: ja.aiSearch.understood });
  await expect(criteria).toBeVisible({ timeout: 30_000 });
  await expect(criteria.getByLabel(ja.aiSearch.area, { exact: true })).toHaveValue('kyoto');
  await expect(criteria.getByLabel(ja.aiSearch.nights, { exact: true })).toHaveValue('2');
  await expect(criteria.getByLabel(ja.aiSearch.adults, { exact: true })).toHaveValue('2');
  await expect(criteria.getByLabel(ja.aiSearch.children, { exact: true })).toHaveValue('1');
  await expect(criteria.getByLabel(ja.aiSearch.meal, { exact: true })).toHaveValue('breakfast');
  const checkin = await criteria.getByLabel(ja.aiSearch.checkin, { exact: true }).inputValue();
  // Next Friday is a Friday 7 to 13 days ahead.
  expect(new Date(`${checkin}T00:00:00Z`).getUTCDay()).toBe(5);

  // The child's age was not said: the search waits for it. The guest then drops the child and the meal.
  await criteria.getByRole('button', { name: ja.aiSearch.search }).click();
  await expect(criteria.getByRole('alert')).toContainText(ja.aiSearch.problem_child_age_missing);
  await criteria.getByLabel(ja.aiSearch.children, { exact: true }).fill('0');
  await criteria.getByLabel(ja.aiSearch.meal, { exact: true }).selectOption('');
  await criteria.getByRole('button', { name: ja.aiSearch.search }).click();

  await expect(page).toHaveURL(
    new RegExp(`/search-hotels\\?area=kyoto&checkin=${checkin}&checkout=\\d{4}-\\d{2}-\\d{2}&adults=2&room_count=1$`),
  );
  const kyotoHotel = page.locator('a[href^="/hotels/demo-kyoto?"]').first();
  await expect(kyotoHotel).toBeVisible({ timeout: 30_000 });
  await kyotoHotel.click();

  // The facility's rooms in the agency frame, for the dates the words gave.
  await expect(page).toHaveURL(new RegExp(`/hotels/demo-kyoto\\?.*checkin=${checkin}`));
  // The room-only plan of the first room, paid at the hotel.
  const select = page.getByRole('button', { name: /素泊まり - スタンダードツインを選択$/ });
  await expect(select).toBeVisible({ timeout: 30_000 });
  await select.click();
  await page.getByRole('button', { name: ja.selection.book, exact: true }).click();
  await expect(page).toHaveURL(/\/reservation\/guest-detail/);
  const next = page.getByRole('button', { name: ja.extras.next, exact: true });
  const lastName = page.getByLabel(ja.guest.lastName, { exact: true });
  await expect(next.or(lastName).first()).toBeVisible({ timeout: 30_000 });
  if (await next.isVisible()) await next.click();
  await lastName.fill('Yamada');
  await page.getByLabel(ja.guest.firstName, { exact: true }).fill('Taro');
  await page.getByLabel(ja.guest.email, { exact: true }).fill('taro@example.com');
  await page.getByLabel(ja.guest.emailConfirmation).fill('taro@example.com');
  await page.getByLabel(ja.guest.phone).fill('+81 75-123-4567');
  await page.getByLabel(ja.guest.payAtHotel, { exact: true }).check();
  await page.getByRole('checkbox', { name: ja.guest.terms }).check();
  await page.getByRole('button', { name: ja.guest.confirm }).click();

  await expect(page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+/, { timeout: 30_000 });
  await expect(page.getByTestId('confirmation-number')).toHaveText(/^[A-Z0-9]{6,}$/);
  await expect(page.getByTestId('agency-site')).toBeVisible();
});

test('words with nothing of a stay say so, and the search by hand still works', async ({ page }) => {
  await page.goto(`${agency}/?q=${encodeURIComponent('こんにちは')}`);
  await expect(page.getByText(ja.aiSearch.noResult)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: ja.aiSearch.searchByHand }).click();
  const criteria = page.getByRole('form', { name: ja.aiSearch.manualHeading });
  await criteria.getByLabel(ja.aiSearch.area, { exact: true }).selectOption('hakone');
  await criteria.getByRole('button', { name: ja.aiSearch.search }).click();
  await expect(page).toHaveURL(/\/search-hotels\?area=hakone&/);
});
