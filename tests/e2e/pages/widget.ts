import { expect, type Locator, type Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';

/** The day `days` after an ISO date (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

/** Waits until the app has replaced its loading status with a page. */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0, { timeout: 30_000 });
}

/** Opens a widget path for a hotel (`/` is the room search) and waits for the app. */
export async function openWidget(page: Page, path = '/', code = 'demo-kyoto'): Promise<void> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}code=${code}`);
  await waitForApp(page);
}

/** A GraphQL request to the gateway the page is served by; fails the test on any error. */
export async function graphql(page: Page, query: string, variables: Record<string, unknown>) {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: any; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** The page's alert (errors, refusals), the first if there are several. */
export function alertOf(page: Page): Locator {
  return page.getByRole('alert').first();
}
