import { expect, test, type Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { bookingFlow } from './pages';

/**
 * Children's meal and bed options in Chromium against `npm start`: at demo-hakone a
 * child of tier C (4,000 yen a night) starts with no option chosen, and the search is refused until
 * the guest chooses one; then children's meals with bedding (5,500 yen a night) raise the plan's
 * price by exactly that, and the confirmation shows the child and the price booked.
 */
const addDays = (date: string, days: number) => Temporal.PlainDate.from(date).add({ days }).toString();
const yen = (text: string) => Number(text.replace(/[^0-9]/g, ''));
const PLAN = 'Room only - Japanese-style Room with Open-air Bath';

function planPrice(page: Page) {
  const flow = bookingFlow(page);
  const results = flow.results.roomList;
  // The room's item holds every plan; the plan's own item is the innermost (last) one with the plan's heading.
  return results
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: PLAN, exact: true }) })
    .last()
    .locator('.price strong');
}

test('a guest books a room with a child taking children’s meals and bedding, and the confirmation shows the child and the exact price', async ({
  page,
}) => {
  const flow = bookingFlow(page);
  await page.goto('/?code=demo-hakone');
  await expect(page).toHaveURL(/\/booking\/result\?.*code=demo-hakone/);
  const today = await page.getByLabel('Check-in').inputValue();
  const checkin = addDays(today, 20);
  await page.getByLabel('Check-in').fill(checkin);
  await page.getByLabel('Check-out').fill(addDays(checkin, 1));

  await flow.search.openGuests();
  const room1 = page.getByRole('group', { name: 'Children in room 1 by age group' });
  await expect(room1).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Adults in room 1').fill('2');
  await room1.getByLabel('Child (6-11), room 1').fill('1');
  const option = room1.getByLabel('Meals and bedding, child 1, room 1');
  // Nothing is chosen for the guest: the option changes the price.
  await expect(option).toHaveValue('');
  const url = page.url();
  await flow.search.searchButton.click();
  await expect(option).toHaveAttribute('aria-invalid', 'true');
  await expect(option).toHaveAccessibleDescription('Please choose a meal and bed option for this child.');
  // Refused by the chart: no search, so the URL is not rewritten.
  expect(page.url()).toBe(url);
  await option.selectOption('meal_no');
  await expect(option).not.toHaveAttribute('aria-invalid', 'true');
  await flow.search.searchButton.click();
  await expect(page).toHaveURL(/kids_meal_bed=meal_no/);
  await expect(planPrice(page)).toBeVisible({ timeout: 30_000 });
  const withoutMeals = yen(await planPrice(page).innerText());

  // The guests popover closes after a search: open it again to change the child's option.
  await flow.search.openGuests();
  await option.selectOption('meal_yes_bedding');
  await flow.search.searchButton.click();
  await expect(page).toHaveURL(/kids_meal_bed=meal_yes_bedding/);
  const expected = withoutMeals + 5500;
  await expect(planPrice(page)).toHaveText(`¥${expected.toLocaleString('en-US')}`, { timeout: 30_000 });

  await page.getByRole('button', { name: `Select Japanese-style Room with Open-air Bath ${PLAN}` }).click();
  await flow.results.bookButton.click();
  await expect(page).toHaveURL(/\/reservation\/guest-detail/);
  await flow.guest.continuePastExtras();
  await flow.guest.firstName.fill('Taro');
  await flow.guest.lastName.fill('Yamada');
  await flow.guest.email.fill('taro@example.com');
  await flow.guest.confirmEmail.fill('taro@example.com');
  await flow.guest.phone.fill('+819012345678');
  // The ryokan asks the guest's address.
  await page.getByLabel('Post code').fill('250-0408');
  await page.getByLabel('Prefecture or state').fill('Kanagawa');
  await page.getByLabel('Street address').fill('1300 Gora, Hakone');
  await flow.guest.terms.check();
  await flow.guest.confirmButton.click();
  await expect(page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+/, { timeout: 30_000 });
  await expect(page.getByText('Child 1: Child (6-11) · Children’s meals, with bedding')).toBeVisible();
  // One total on the page: the price summary's.
  const total = page.getByTestId('price-summary').locator('[data-line="total"] > dd:not([data-line])');
  await expect(total).toHaveText(`¥${expected.toLocaleString('en-US')}`);
});
