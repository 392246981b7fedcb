import { expect, test, type APIRequestContext } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { HotelSearchPage } from './pages';

/**
 * The agency's hotel search, as a guest uses it: an area and dates in the search bar, the price and
 * feature filters, the next page of results, and a facility sold out for the dates shown as sold out
 * with the next check-ins that work. The sold-out facility is made by booking every room it has for
 * the night through the booking API, as guests would.
 */

/** A small inn of the partner brand in Kyoto: three doubles, two twins and a family room. */
const SMALL_INN = { code: 'agency-arashiyama-03', name: 'Hinode Inn Arashiyama' };
const SMALL_INN_ROOMS = ['STD-DOUBLE', 'STD-DOUBLE', 'STD-DOUBLE', 'STD-TWIN', 'STD-TWIN', 'FAMILY'];

async function sellOut(request: APIRequestContext, checkin: string, checkout: string): Promise<void> {
  const session = await request.post('/api/client_sessions', {
    data: { key: 'demo-agency', secret: 'demo-agency-secret' },
  });
  expect(session.ok()).toBe(true);
  const token = ((await session.json()) as { data: { client_session: string } }).data.client_session;
  const booked = await request.post(`/book/hotels/${SMALL_INN.code}/reservations`, {
    headers: { 'Client-Session': token },
    data: {
      checkin_date: checkin,
      checkout_date: checkout,
      rooms: SMALL_INN_ROOMS.map((type) => ({
        room_type_code: type,
        room_plan_code: `${type}-RO`,
        adults: 2,
        children: 0,
      })),
      guest: { first_name: 'Hanako', last_name: 'Sato', email: 'group.trip@example.com', phone: '+81312345678' },
      payment_type: 'on_site',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
}

test('a hotel search with an area, price and feature filters, paging, a sold-out facility and children with ages', async ({
  page,
  baseURL,
}) => {
  // Eight searches against a real server; on a busy two-core machine one search has taken several seconds.
  test.setTimeout(120_000);
  const agency = (baseURL ?? '').replace('//localhost', '//agency.localhost');
  const checkin = Temporal.Now.plainDateISO('Asia/Tokyo').add({ days: 20 }).toString();
  const checkout = Temporal.PlainDate.from(checkin).add({ days: 1 }).toString();
  await sellOut(page.request, checkin, checkout);

  const search = new HotelSearchPage(page);
  await search.open(agency);
  await search.area.selectOption('kyoto');
  await search.checkin.fill(checkin);
  await search.checkout.fill(checkout);
  await search.searchButton.click();
  await expect(page).toHaveURL(new RegExp(`area=kyoto&checkin=${checkin}&checkout=${checkout}`));
  const all = await search.foundCount();
  // More facilities than one page holds: the list shows the first page and offers the rest.
  expect(all).toBeGreaterThan(10);
  await expect(search.cards).toHaveCount(10);
  await expect(search.showing).toHaveText(`Showing 10 of ${all}`);

  // Features: only facilities with a hot spring, each card saying so.
  await search.feature('Hot spring (onsen)').check();
  await expect(page).toHaveURL(/features=onsen/);
  await expect.poll(() => search.foundCount(), { timeout: 30_000 }).toBeLessThan(all);
  const withOnsen = await search.foundCount();
  await expect(search.cards).toHaveCount(withOnsen);
  for (const card of await search.cards.all()) await expect(card).toContainText('Hot spring (onsen)');

  // Price range: at most 15,000 yen a night, every price shown within it.
  await search.maxPrice.fill('15000');
  await search.maxPrice.press('Tab');
  await expect(page).toHaveURL(/max_price=15000/);
  await expect.poll(() => search.foundCount(), { timeout: 30_000 }).toBeLessThan(withOnsen);
  const cheap = await search.perNightPrices();
  expect(cheap.length).toBeGreaterThan(0);
  for (const price of cheap) expect(price).toBeLessThanOrEqual(15000);

  // Without the filters again, the next page brings the rest, the sold-out inn last.
  await search.feature('Hot spring (onsen)').uncheck();
  await search.maxPrice.fill('');
  await search.maxPrice.press('Tab');
  await expect.poll(() => search.foundCount(), { timeout: 30_000 }).toBe(all);
  await expect(search.card(SMALL_INN.name)).toHaveCount(0);
  await search.showMore.click();
  await expect(search.showing).toHaveText(`Showing ${all} of ${all}`);
  await expect(page).toHaveURL(/page=2/);
  await expect(search.showMore).toHaveCount(0);
  const inn = search.card(SMALL_INN.name);
  await expect(inn).toContainText('Sold out');
  await expect(inn).toContainText('Sold out for your dates. Next available:');
  const nextDates = inn.getByRole('listitem').getByRole('link');
  await expect(nextDates.first()).toBeVisible();
  const next = await nextDates.first().getAttribute('href');
  expect(next).toMatch(new RegExp(`^/hotels/${SMALL_INN.code}\\?checkin=\\d{4}-\\d{2}-\\d{2}&`));
  expect(new URLSearchParams(next!.split('?')[1]).get('checkin')).not.toBe(checkin);

  // Children: each child's age is asked in the search bar and goes into the address and the search.
  await search.guests.click();
  await search.room(1).getByLabel('Children').selectOption('1');
  await search.searchButton.click();
  await expect(search.problems).toContainText('Choose the age of every child.');
  await expect(search.childAge(1, 1)).toHaveAttribute('aria-invalid', 'true');
  await search.childAge(1, 1).selectOption('6');
  await search.searchButton.click();
  await expect(page).toHaveURL(/children=1&room_count=1&kids_ages=6/);
  await expect(search.problems).toHaveCount(0);
  await expect.poll(() => search.foundCount(), { timeout: 30_000 }).toBeGreaterThan(0);
});
