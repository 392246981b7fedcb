/**
 * `npm run screens`: walks the booking steps in Chromium against a fresh demo server and saves each
 * step at 390x844 (a phone) and 1280x800 (a laptop) under docs/screens/, as palette PNGs. The demo
 * server listens on PORT when it is set (a free port otherwise).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { Temporal } from 'temporal-polyfill';
import { startBackend } from '../server/backend';
import { buildIfNeeded } from '../server/build-if-needed';
import { readServerConfig } from '../server/config';
import { bookingFlow, TARO } from '../tests/e2e/pages';
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(rootDir, 'docs/screens');
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

/**
 * Waits until the page at its current width is drawn: no spinner is left, and every photo (room
 * photos load only when scrolled near) has been scrolled to and decoded; then back to the top.
 */
async function drawn(page: Page): Promise<void> {
  await expect(page.locator('.spinner')).toHaveCount(0, { timeout: 30_000 });
  for (const image of await page.locator('img:visible').all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        timeout: 30_000,
      })
      .toBe(true);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * A full-page capture keeps sticky parts (the selection bar) where the first screen puts them, over the
 * middle of a long page; a window as tall as the page shows them where the guest sees them at its end.
 * The main area is at least a screen tall, so in that window it is let shrink to its content.
 */
async function fullPage(page: Page, size: { width: number; height: number }): Promise<Buffer> {
  const main = page.locator('.app-main');
  const shrink = (minimum: string) =>
    main.evaluate((element: HTMLElement, value) => element.style.setProperty('min-block-size', value), minimum);
  await shrink('0');
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  if (pageHeight > size.height) {
    await page.setViewportSize({ width: size.width, height: pageHeight });
  } else {
    await shrink('');
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const png = await page.screenshot({ fullPage: true });
  await shrink('');
  return png;
}

async function shoot(page: Page, step: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await drawn(page);
    const png = await fullPage(page, size);
    const file = path.join(outDir, `${step}-${size.width}.png`);
    await sharp(png).png({ palette: true, quality: 85, compressionLevel: 9, effort: 8 }).toFile(file);
    console.log(`  ${path.relative(rootDir, file)}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function walk(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/?code=demo-kyoto`);
  await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0, { timeout: 30_000 });
  const checkin = Temporal.PlainDate.from(await page.getByLabel(/check-in/i).inputValue())
    .add({ days: 30 })
    .toString();
  await page.getByLabel(/check-in/i).fill(checkin);
  await page.getByLabel(/check-out/i).fill(Temporal.PlainDate.from(checkin).add({ days: 2 }).toString());
  await page.getByRole('button', { name: /^search$/i }).click();
  // The rooms are drawn after the spinner, in a render that yields to the browser: every room card
  // must be there with its plans' buttons, not only the first.
  const select = page.getByRole('button', { name: /select/i }).first();
  await expect(select).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status', { name: /search/i })).toHaveCount(0, { timeout: 30_000 });
  // The cards past the first screen follow the first ones (room-list.tsx); the list is busy until then.
  await expect(page.locator('ul[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  const cards = page.locator('article.room-card');
  for (const card of await cards.all()) {
    await expect(card.getByRole('button', { name: /select/i }).first()).toBeVisible();
  }
  await shoot(page, '1-rooms');
  await select.click();
  await shoot(page, '1-rooms-selected');

  await page.getByRole('button', { name: /^book/i }).click();
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await expect(next).toBeVisible({ timeout: 30_000 });
  await shoot(page, '2-extras');
  await bookingFlow(page).guest.fill();
  await page.getByRole('radio', { name: 'Pay now by card' }).check();
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await shoot(page, '3-guest-details');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const { card } = bookingFlow(page);
  // The sandbox declines this Visa: the guest stays on the card form with the reason.
  await card.pay('4000 0000 0000 3006', checkin);
  await expect(card.declined).toBeVisible({ timeout: 30_000 });
  await shoot(page, '4-payment-declined');
  await card.fill('4111 1111 1111 1111', checkin);
  await shoot(page, '4-payment');
  await card.payButton.click();

  await expect(page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+/, { timeout: 30_000 });
  await expect(page.getByTestId('confirmation-number')).toBeVisible();
  // The reservation's details and its price summary arrive after the number; the summary is the page's last part.
  await expect(page.getByTestId('price-summary')).toBeVisible({ timeout: 30_000 });
  await shoot(page, '5-confirmation');

  // The lookup a guest reaches from the e-mail's manage link: the reservation with change and cancel.
  const number = (await page.getByTestId('confirmation-number').innerText()).trim();
  const { manage } = bookingFlow(page);
  await page.goto(`${baseUrl}/search?code=demo-kyoto`);
  await expect(manage.findButton).toBeVisible({ timeout: 30_000 });
  await manage.number.fill(number);
  await manage.email.fill(TARO.email);
  await manage.findButton.click();
  await expect(manage.cancelButton).toBeVisible({ timeout: 30_000 });
  await shoot(page, '6-manage');
}

/** The rooms of a hotel that books in the browser's language: its own script, right to left for Arabic. */
async function roomsIn(page: Page, baseUrl: string, code: string, language: string): Promise<void> {
  await page.goto(`${baseUrl}/booking/result?code=${code}`);
  await expect(page.locator('article.room-card').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('ul[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await shoot(page, `7-rooms-${language}`);
}

/** Browser locale, the demo hotel that books in it, and the file name's language. */
const LANGUAGES = [
  ['ja-JP', 'demo-kyoto', 'ja'],
  ['th-TH', 'demo-bali', 'th'],
  ['ar', 'demo-bali', 'ar'],
] as const;

async function main(): Promise<void> {
  await buildIfNeeded(rootDir);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'widget-screens-'));
  const config = {
    ...readServerConfig({}),
    port: Number(process.env.PORT ?? 0),
    host: '127.0.0.1',
    dataDir: path.join(dataDir, 'db'),
  };
  const server = await startBackend(config, { staticDir: path.join(rootDir, 'dist') });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    fs.mkdirSync(outDir, { recursive: true });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    console.log('Screens of the booking steps (demo-kyoto):');
    await walk(page, server.url);
    for (const [locale, code, language] of LANGUAGES) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
      console.log(`The rooms in ${language} (${code}):`);
      await roomsIn(await context.newPage(), server.url, code, language);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
