import { expect, test } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { bookingFlow, TARO, waitForApp } from './pages';

/**
 * Coupons and the price summary in Chromium against `npm start` (docs/pricing.md): an expired
 * coupon from the URL shows its message; the guest applies WELCOME2000 (¥2,000 off the first two
 * nights of a three-night stay), sees the discounted summary, books, and the confirmation shows
 * the same amounts.
 */
test('a guest applies a coupon capped to two nights, books, and the confirmation shows the same amounts', async ({
  page,
}) => {
  const flow = bookingFlow(page);
  await page.goto('/?code=demo-kyoto');
  await waitForApp(page);
  const checkin = addDays(await flow.search.checkin.inputValue(), 30);
  await page.goto(
    `/booking/result?code=demo-kyoto&checkin=${checkin}&checkout=${addDays(checkin, 3)}&adults=2&coupon_code=EXPIRED500`,
  );

  // The code of the URL is searched and its message shown; the results stay usable.
  await expect(page.getByText(/has expired/i)).toBeVisible({ timeout: 30_000 });
  const coupon = page.getByLabel(/coupon code/i);
  await expect(coupon).toHaveValue('EXPIRED500');
  await expect(coupon).toHaveAttribute('aria-invalid', 'true');

  await coupon.fill('WELCOME2000');
  await page
    .getByRole('button', { name: /^apply$/i })
    .first()
    .click();
  await expect(page.getByText(/code WELCOME2000 applied/i)).toBeVisible();
  expect(page.url()).toContain('coupon_code=WELCOME2000');

  const select = page.getByRole('button', { name: /select standard twin room only/i });
  const plan = page.locator('li.plan').filter({ has: select });
  await expect(plan.getByText(/you save ¥4,000/i)).toBeVisible();
  await select.click();
  await flow.results.bookButton.click();
  await expect(page).toHaveURL(/\/reservation\/guest-detail/);
  await flow.guest.continuePastExtras();

  const summary = page.getByTestId('price-summary');
  await expect(summary.locator('[data-line="coupon"] dd')).toHaveText('−¥4,000', { timeout: 30_000 });
  const total = (await summary.locator('[data-line="total"] > dd:not([data-line])').innerText()).trim();
  const original = (await summary.locator('[data-line="original"] dd').innerText()).trim();
  expect(yen(original) - yen(total)).toBe(4000);
  await expect(summary.locator('[data-line="accommodationTax"] dd')).toHaveText('¥1,200');

  await flow.guest.fill({ ...TARO, email: 'coupon.guest@example.com' });
  await flow.guest.terms.check();
  await flow.guest.confirmButton.click();
  await expect(page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+/, { timeout: 30_000 });

  const booked = page.getByTestId('price-summary');
  await expect(booked.locator('[data-line="coupon"] dd')).toHaveText('−¥4,000', { timeout: 30_000 });
  await expect(booked.locator('[data-line="total"] > dd:not([data-line])')).toHaveText(total);
  await expect(booked.locator('[data-line="original"] dd')).toHaveText(original);
});

test('an unknown coupon shows its message and prices nothing off', async ({ page }) => {
  await page.goto('/?code=demo-kyoto');
  await waitForApp(page);
  // The codes sit behind "More options" until one is typed.
  await bookingFlow(page).search.openOptions();
  await page.getByLabel(/coupon code/i).fill('NO-SUCH-CODE');
  await page
    .getByRole('button', { name: /^apply$/i })
    .first()
    .click();
  await expect(page.getByText(/this coupon or promotion code is not valid/i)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/you save/i)).toHaveCount(0);
});

const yen = (text: string) => Number(text.replace(/[^0-9]/g, ''));

function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}
