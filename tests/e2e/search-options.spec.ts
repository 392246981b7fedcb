import { expect, test, type Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { bookingFlow, waitForApp } from './pages';

/**
 * Search options in Chromium against `npm start`: children by tier in two rooms at
 * demo-seoul searched from the search bar and booked, the hotel notices and facility map on the
 * search page, a day-use search at demo-kyoto booked for the same day, and the recommender page.
 */
const addDays = (date: string, days: number) => Temporal.PlainDate.from(date).add({ days }).toString();

async function openSearch(page: Page, code: string): Promise<string> {
  await page.goto(`/?code=${code}`);
  await expect(page).toHaveURL(new RegExp(`/booking/result\\?.*code=${code}`));
  await waitForApp(page);
  return page.getByLabel('Check-in').inputValue();
}

test('a guest searches two rooms with children by age group and books them', async ({ page }) => {
  const flow = bookingFlow(page);
  const today = await openSearch(page, 'demo-seoul');
  const checkin = addDays(today, 30);
  await page.getByLabel('Check-in').fill(checkin);
  await page.getByLabel('Check-out').fill(addDays(checkin, 2));

  // The hotel tiers children: room by room, one number per age group.
  await flow.search.openGuests();
  const room1 = page.getByRole('group', { name: 'Children in room 1 by age group' });
  await expect(room1).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Adults in room 1').fill('2');
  await room1.getByLabel('Infant sharing a bed (0-2), room 1').fill('1');
  await room1.getByLabel('Child with bedding (3-6), room 1').fill('1');
  await expect(room1.getByText('2 children in this room')).toBeVisible();
  await page.getByRole('button', { name: 'Add a room' }).click();
  await page.getByLabel('Adults in room 2').fill('1');
  await page
    .getByRole('group', { name: 'Children in room 2 by age group' })
    .getByLabel('Child (7-12), room 2')
    .fill('1');
  await flow.search.searchButton.click();
  await expect(page).toHaveURL(/rooms=2-2%2C1-1/);
  await expect(page).toHaveURL(/kids_tiers=A%3A1%2CB%3A1%3BC%3A1/);

  // Two adults with an infant sharing a bed and a small child need three beds: the executive room.
  const plan = 'Room only - Executive Room, Namsan View';
  await page.getByRole('button', { name: `Select Executive Room, Namsan View ${plan}` }).click({ timeout: 30_000 });
  await page.getByRole('button', { name: `Add one room of ${plan}` }).click();
  await flow.results.bookButton.click();
  await expect(page).toHaveURL(/\/reservation\/guest-detail/);
  await flow.guest.continuePastExtras();
  await flow.guest.firstName.fill('Minji');
  await flow.guest.lastName.fill('Kim');
  await flow.guest.email.fill('minji@example.com');
  await flow.guest.confirmEmail.fill('minji@example.com');
  await flow.guest.phone.fill('+821012345678');
  await flow.guest.terms.check();
  await flow.guest.confirmButton.click();
  await expect(page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+/, { timeout: 30_000 });
  await expect(flow.confirmation.numberField).toHaveText(/^[A-Z0-9]{6,}$/);
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
  const flow = bookingFlow(page);
  const today = await openSearch(page, 'demo-kyoto');
  const day = addDays(today, 14);
  await page.getByLabel('Check-in').fill(day);
  await page.getByLabel('Check-out').fill(addDays(day, 1));
  await flow.search.openOptions();
  await page.getByRole('checkbox', { name: /Day use/ }).check();
  await flow.search.searchButton.click();
  await expect(page).toHaveURL(/is_day_use=true/);
  const results = flow.results.roomList;
  await expect(results.getByText('Day use 10:00-17:00 - Standard Twin').first()).toBeVisible({ timeout: 30_000 });
  await expect(results.getByText('Room only - Standard Twin')).toHaveCount(0);
  await expect(results.getByText('Day use: check in and check out on the check-in date.').first()).toBeVisible();

  // Booked online as a same-day stay: checkout equal to the check-in day.
  await results
    .getByRole('button', { name: /^Select .*Day use 10:00-17:00/ })
    .first()
    .click();
  await flow.results.bookButton.click();
  await expect(page).toHaveURL(/\/reservation\/guest-detail/);
  await flow.guest.continuePastExtras();
  await flow.guest.firstName.fill('Hanako');
  await flow.guest.lastName.fill('Yamada');
  await flow.guest.email.fill('hanako@example.com');
  await flow.guest.confirmEmail.fill('hanako@example.com');
  await flow.guest.phone.fill('+819012345678');
  await flow.guest.terms.check();
  await flow.guest.confirmButton.click();
  await expect(page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+/, { timeout: 30_000 });
  await expect(flow.confirmation.numberField).toHaveText(/^[A-Z0-9]{6,}$/);
});

test('the recommender page recommends rooms and leads to the results', async ({ page }) => {
  const flow = bookingFlow(page);
  await openSearch(page, 'demo-kyoto');
  const checkin = addDays(Temporal.Now.plainDateISO('Asia/Tokyo').toString(), 20);
  await page.goto(`/booking/recommender?code=demo-kyoto&checkin=${checkin}&checkout=${addDays(checkin, 1)}&adults=2`);
  await expect(page.getByRole('heading', { level: 1, name: 'Recommended rooms' })).toBeVisible({ timeout: 30_000 });
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(3, { timeout: 30_000 });
  await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText('Deluxe Double, Garden View');
  await cards.first().getByRole('link', { name: 'See Deluxe Double, Garden View in the results' }).click();
  await expect(page).toHaveURL(/\/booking\/result\?.*order=recommended/);
  await expect(flow.results.roomList).toBeVisible({ timeout: 30_000 });
});
