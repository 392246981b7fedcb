import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * An Arabic browser at the demo resort that books in Arabic: the page is in Arabic and reads right
 * to left, mirrored (what starts a row sits on the right), and nothing is wider than a 390 px phone,
 * on the results and on the guest details page.
 */
test.use({ locale: 'ar', viewport: { width: 390, height: 844 } });

/** Where an element's text itself is drawn (a block's box spans the whole line either way). */
function textBox(element: Locator) {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const { x, width } = range.getBoundingClientRect();
    return { x, width };
  });
}

async function expectRightToLeftWithoutOverflow(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
  // The booking stepper starts on the right: step 1 is right of step 2.
  const steps = page.getByRole('navigation', { name: 'خطوات الحجز' }).getByRole('listitem');
  const [first, second] = [await steps.nth(0).boundingBox(), await steps.nth(1).boundingBox()];
  expect(first!.x).toBeGreaterThan(second!.x);
}

test('an Arabic guest sees the results and the guest form right to left, mirrored, without overflow at 390 px', async ({
  page,
}) => {
  await page.goto('/booking/result?code=demo-bali');
  const select = page.getByRole('button', { name: /^اختيار/ }).first();
  await expect(select).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'الغرف المتاحة' })).toBeVisible();
  await expectRightToLeftWithoutOverflow(page);
  // A heading lines up with the right edge of its panel.
  const heading = await textBox(page.getByRole('heading', { name: 'البحث عن غرف' }));
  expect(heading.x + heading.width).toBeGreaterThan(390 - 60);
  expect(heading.x).toBeGreaterThan(100);

  await select.click();
  await page.getByRole('button', { name: 'احجز', exact: true }).click();
  await expect(page).toHaveURL(/\/reservation\/guest-detail/);
  const next = page.getByRole('button', { name: 'التالي', exact: true });
  const firstName = page.getByLabel('الاسم الأول');
  await expect(next.or(firstName).first()).toBeVisible({ timeout: 30_000 });
  if (await next.isVisible()) await next.click();
  await expect(firstName).toBeVisible();
  await expectRightToLeftWithoutOverflow(page);
  // A field's label starts at the right, over its input.
  const label = await textBox(page.getByText('الاسم الأول', { exact: true }));
  const input = (await firstName.boundingBox())!;
  expect(Math.abs(label.x + label.width - (input.x + input.width))).toBeLessThan(4);
  expect(label.x).toBeGreaterThan(input.x + 100);
});
