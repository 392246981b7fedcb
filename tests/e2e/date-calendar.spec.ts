import { expect, test } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { bookingFlow, waitForApp } from './pages';

/**
 * The date-range calendar in Chromium against `npm start`: the search bar's date-range calendar, used by
 * keyboard only, loads a month of availability and prices from the real API, and the stay chosen
 * on it becomes the search's dates.
 */
test('a guest chooses check-in and check-out on the calendar by keyboard and searches those dates', async ({
  page,
}) => {
  const flow = bookingFlow(page);
  await page.goto('/?code=demo-kyoto');
  await expect(page).toHaveURL(/\/booking\/result\?.*code=demo-kyoto/);
  await waitForApp(page);
  const firstCheckin = Temporal.PlainDate.from(await page.getByLabel('Check-in').inputValue());

  const toggle = page.getByRole('button', { name: 'Choose dates on the calendar' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const monthName = (date: Temporal.PlainDate) =>
    date.toLocaleString('en', { month: 'long', year: 'numeric', calendar: 'iso8601' });
  let grid = page.getByRole('grid', { name: monthName(firstCheckin) });
  await expect(grid).toBeVisible({ timeout: 30_000 });
  // The search bar's check-in has the focus stop; its label names the date, the mark and the price.
  const focused = grid.locator('button[tabindex="0"]');
  await expect(focused).toHaveAttribute('data-date', firstCheckin.toString());
  await expect(focused).toHaveAttribute('aria-label', /check-in, from ¥[\d,]+/);

  // Next month, then a week later; Enter sets check-in, two days right and Enter sets check-out.
  await focused.focus();
  await page.keyboard.press('PageDown');
  const nextMonth = firstCheckin.toPlainYearMonth().add({ months: 1 });
  grid = page.getByRole('grid', { name: monthName(nextMonth.toPlainDate({ day: 1 })) });
  await expect(grid).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('ArrowDown');
  const checkin = nextMonth.toPlainDate({ day: Math.min(firstCheckin.day, nextMonth.daysInMonth) }).add({ days: 7 });
  await expect(page.locator(':focus')).toHaveAttribute('data-date', checkin.toString());
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Now choose the check-out date/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');

  // The calendar closes, the focus returns to its button, the typed inputs carry the stay.
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await expect(page.getByLabel('Check-in')).toHaveValue(checkin.toString());
  await expect(page.getByLabel('Check-out')).toHaveValue(checkin.add({ days: 2 }).toString());
  await flow.search.searchButton.click();
  await expect(page).toHaveURL(
    new RegExp(`checkin=${checkin.toString()}&checkout=${checkin.add({ days: 2 }).toString()}`),
  );
  await expect(flow.results.roomList.getByRole('heading', { level: 3 }).first()).toBeVisible({ timeout: 30_000 });

  // Escape closes the calendar without changing the dates.
  await toggle.click();
  await expect(page.getByRole('grid')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('grid').locator('button[tabindex="0"]').focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expect(page.getByLabel('Check-in')).toHaveValue(checkin.toString());
});

test('on a phone the calendar fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?code=demo-kyoto');
  await waitForApp(page);
  // On a phone the search folds into a summary line: Edit unfolds it.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'Choose dates on the calendar' }).click();
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible({ timeout: 30_000 });
  const box = await grid.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});
