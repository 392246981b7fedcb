import { expect, test, type Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { continuePastExtras, openGuests } from './booking-steps';

/**
 * Search options in Chromium against `npm start`: children by tier in two rooms at
 * demo-seoul searched from the search bar and booked, the hotel notices and facility map on the
 * search page, a day-use search at demo-kyoto booked for the same day, and the recommender page.
 */
const addDays = (date: string, days: number) => Temporal.PlainDate.from(date).add({ days }).toString();

async function openSearch(page: Page, code: string): Promise<string> {
  await page.goto(`/?code=${code}`);
  await expect(page).toHaveURL(new RegExp(`/booking/result\\?.*code=${code}`));
  await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0, { timeout: 30_000 });
  return page.getByLabel('Check-in').inputValue();
}

test('a guest searches two rooms with children by age group and books them', async ({ page }) => {
  const today = await openSearch(page, 'demo-seoul');
  const checkin = addDays(today, 30);
  await page.getByLabel('Check-in').fill(checkin);
  await page.getByLabel('Check-out').fill(addDays(checkin, 2));

  // The hotel tiers children: room by room, one number per age group.
  await openGuests(page);
  const room1 = page.getByRole('group', { name: 'Children in room 1 by age group' });
  await expect(room1).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Adults in room 1').fill('2');
  await room1.getByLabel('Infant sharing a bed (0-2), room 1').fill('1');
  await room1.getByLabel('Child with bedding (3-6), room 1').fill('1');
  await expect(room1.getByText('2 children in this room')).toBeVisible();
  await page.getByRole('button', { name: 'Add a room' }).click();
  await page.getByLabel('Adults in room 2').fill('1');
  await page.getByRole('group', { name: 'Children in room 2 by age group' }).getByLabel('Child (7-12), room 2').fill('1');
  await page.getByRole('button', { name: /^search$/i }).click();
  await expect(page).toHaveURL(/rooms=2-2%2C1-1/);
  await expect(page).toHaveURL(/kids_tiers=A%3A1%2CB%3A1%3BC%3A1/);

  // Two adults with an infant sharing a bed and a small child need three beds: the executive room.
  const plan = 'Room only - Executive Room, Namsan View';
  await page.getByRole('button', { name: `Select Executive Room, Namsan View ${plan}` }).click({ timeout: 30_000 });
  await page.getByRole('button', { name: `Add one room of ${plan}` }).click();
  await page.getByRole('button', { name: /^book/i }).click();
  await expect(page).toHaveURL(/\/reservation\/guest-detail/);
  await continuePastExtras(page);
  await page.getByLabel(/first name/i).fill('Minji');
  await page.getByLabel(/last name/i).fill('Kim');
  await page.getByLabel(/^e-?mail$/i).fill('minji@example.com');
  await page.getByLabel(/confirm.*e-?mail|e-?mail.*confirm/i).fill('minji@example.com');
  await page.getByLabel(/phone/i).fill('+821012345678');
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await page.getByRole('button', { name: /confirm reservation/i }).click();
  await expect(page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+/, { timeout: 30_000 });
  await expect(page.getByTestId('confirmation-number')).toHaveText(/^[A-Z0-9]{6,}$/);
});

test('the search page shows the hotel notices and a map of the brand’s hotels', async ({ page }) => {
  await openSearch(page, 'demo-kyoto');
  const notices = page.getByRole('region', { name: 'Notices from the hotel' });
  await expect(notices.getByText('Garden illumination')).toBeVisible({ timeout: 30_000 });
  // A members-only notice is not shown to a guest.
  await expect(page.getByText('Members: late checkout')).toHaveCount(0);
  const others = page.getByRole('region', { name: 'Our other hotels' });
  // The brand's three other hotels: Seoul, Hakone and Bali.
  await expect(others.getByRole('link', { name: /Search rooms at/ })).toHaveCount(3);
  await expect(page.getByRole('group', { name: /Where our hotels are/ })).toBeVisible();
});

test('a day-use search lists only same-day plans and books one for the same day', async ({ page }) => {
  const today = await openSearch(page, 'demo-kyoto');
  const day = addDays(today, 14);
  await page.getByLabel('Check-in').fill(day);
  await page.getByLabel('Check-out').fill(addDays(day, 1));
  await page.getByRole('checkbox', { name: /Day use/ }).check();
  await page.getByRole('button', { name: /^search$/i }).click();
  await expect(page).toHaveURL(/is_day_use=true/);
  const results = page.getByRole('list', { name: 'Available rooms' });
  await expect(results.getByText('Day use 10:00-17:00 - Standard Twin').first()).toBeVisible({ timeout: 30_000 });
  await expect(results.getByText('Room only - Standard Twin')).toHaveCount(0);
  await expect(results.getByText('Day use: check in and check out on the check-in date.').first()).toBeVisible();

  // Booked online as a same-day stay: checkout equal to the check-in day.
  await results.getByRole('button', { name: /^Select .*Day use 10:00-17:00/ }).first().click();
  await page.getByRole('button', { name: /^book/i }).click();
  await expect(page).toHaveURL(/\/reservation\/guest-detail/);
  await continuePastExtras(page);
  await page.getByLabel(/first name/i).fill('Hanako');
  await page.getByLabel(/last name/i).fill('Yamada');
  await page.getByLabel(/^e-?mail$/i).fill('hanako@example.com');
  await page.getByLabel(/confirm.*e-?mail|e-?mail.*confirm/i).fill('hanako@example.com');
  await page.getByLabel(/phone/i).fill('+819012345678');
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await page.getByRole('button', { name: /confirm reservation/i }).click();
  await expect(page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+/, { timeout: 30_000 });
  await expect(page.getByTestId('confirmation-number')).toHaveText(/^[A-Z0-9]{6,}$/);
});

test('the recommender page recommends rooms and leads to the results', async ({ page }) => {
  await openSearch(page, 'demo-kyoto');
  const checkin = addDays(Temporal.Now.plainDateISO('Asia/Tokyo').toString(), 20);
  await page.goto(`/booking/recommender?code=demo-kyoto&checkin=${checkin}&checkout=${addDays(checkin, 1)}&adults=2`);
  await expect(page.getByRole('heading', { level: 1, name: 'Recommended rooms' })).toBeVisible({ timeout: 30_000 });
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(3, { timeout: 30_000 });
  await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText('Deluxe Double, Garden View');
  await cards.first().getByRole('link', { name: 'See Deluxe Double, Garden View in the results' }).click();
  await expect(page).toHaveURL(/\/booking\/result\?.*order=recommended/);
  await expect(page.getByRole('list', { name: 'Available rooms' })).toBeVisible({ timeout: 30_000 });
});
