import { expect, test } from '@playwright/test';

/**
 * Per-locale loading: the page fetches only the translations it shows; a language switch loads the
 * new one before switching, and a failed load keeps the language and says so.
 */
const localeChunk = (locale: string) => new RegExp(`/assets/${locale}-[\\w-]+\\.js$`);

test.use({ locale: 'en-US' });

test('only the shown language is fetched; switching loads the other before showing it', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto('/booking/result?code=demo-kyoto');
  await expect(page.getByRole('heading', { level: 1, name: 'Book your stay' })).toBeVisible({ timeout: 30_000 });
  expect(fetched.some((url) => localeChunk('en').test(url))).toBe(true);
  expect(fetched.some((url) => localeChunk('ja').test(url))).toBe(false);

  await page.getByLabel('Language').selectOption('ja');
  await expect(page.getByRole('heading', { level: 1, name: 'ご宿泊の予約' })).toBeVisible();
  await expect(page.getByLabel('言語')).toHaveValue('ja');
  expect(fetched.some((url) => localeChunk('ja').test(url))).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});

test('a language whose translations fail to load is not switched to, and the page says so', async ({ page }) => {
  await page.route(localeChunk('ja'), (route) => route.abort('failed'));
  await page.goto('/booking/result?code=demo-kyoto');
  await expect(page.getByRole('heading', { level: 1, name: 'Book your stay' })).toBeVisible({ timeout: 30_000 });

  await page.getByLabel('Language').selectOption('ja');
  await expect(
    page.getByRole('alert').filter({ hasText: '日本語 could not be loaded, so the page stays in English.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Language')).toHaveValue('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Book your stay' })).toBeVisible();
});
