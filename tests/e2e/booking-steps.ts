import { expect, type Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';

/** Steps the guest-booking specs share (search.spec.ts, extras-questions.spec.ts). */

export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

/** A GraphQL request to the gateway the page is served by; fails the test on any error. */
export async function graphql(page: Page, query: string, variables: Record<string, unknown>) {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: any; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** Unfolds the search bar's guests panel (the guests and rooms fields), if it is folded. */
export async function openGuests(page: Page): Promise<void> {
  const guests = page.getByRole('button', { name: /^Guests\b/ });
  if ((await guests.getAttribute('aria-expanded')) !== 'true') await guests.click();
}

/**
 * From the search bar: check-in `daysAhead` days after the shown date for `nights` nights, one
 * room per entry of `rooms` ([adults, children]) with different guests in each, then searches and
 * waits for the rooms in the URL. Returns the check-in date.
 */
export async function searchRoomsWithDifferentGuests(page: Page, daysAhead: number, nights: number, rooms: [number, number][]): Promise<string> {
  const checkin = addDays(await page.getByLabel(/check-in/i).inputValue(), daysAhead);
  await page.getByLabel(/check-in/i).fill(checkin);
  await page.getByLabel(/check-out/i).fill(addDays(checkin, nights));
  await openGuests(page);
  await page.getByRole('button', { name: /different guests in each room/i }).click();
  for (const [index, [adults, children]] of rooms.entries()) {
    await page.getByLabel(`Adults in room ${index + 1}`).fill(String(adults));
    await page.getByLabel(`Children in room ${index + 1}`).fill(String(children));
  }
  await page.getByRole('button', { name: /^search$/i }).click();
  const inUrl = rooms.map(([adults, children]) => `${adults}-${children}`);
  await expect(page).toHaveURL(new RegExp(`rooms=${inUrl.join('%2C')}|rooms=${inUrl.join(',')}`));
  return checkin;
}

/**
 * Step 0 starts with the extras and questions screen when the stay is offered any (every
 * demo-kyoto stay): waits for it or the guest form and goes on with Next, answering nothing.
 */
export async function continuePastExtras(page: Page): Promise<void> {
  const next = page.getByRole('button', { name: 'Next', exact: true });
  const form = page.getByLabel(/first name/i);
  await expect(next.or(form).first()).toBeVisible({ timeout: 30_000 });
  if (await next.isVisible()) await next.click();
  await expect(form).toBeVisible();
}

/** Fills the guest details form with Taro Yamada's (after the extras screen, if any). */
export async function fillGuest(page: Page): Promise<void> {
  await continuePastExtras(page);
  await page.getByLabel(/first name/i).fill('Taro');
  await page.getByLabel(/last name/i).fill('Yamada');
  await page.getByLabel(/^e-?mail$/i).fill('taro@example.com');
  await page.getByLabel(/confirm.*e-?mail|e-?mail.*confirm/i).fill('taro@example.com');
  await page.getByLabel(/phone/i).fill('+81751234567');
}

/** Accepts the terms, confirms the reservation, waits for the confirmation page and returns its number. */
export async function confirmReservation(page: Page): Promise<string> {
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await page.getByRole('button', { name: /confirm reservation/i }).click();
  await expect(page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+/, { timeout: 30_000 });
  return (await page.getByTestId('confirmation-number').innerText()).trim();
}

/** On the card form: a card valid three years after check-in (brand read from the number), then Pay and book. */
export async function payByCard(page: Page, cardNumber: string, checkin: string, holder = 'TARO YAMADA'): Promise<void> {
  await fillCard(page, cardNumber, checkin, holder);
  await page.getByRole('button', { name: 'Pay and book' }).click();
}

/** Fills the card form with a card valid three years after check-in. */
export async function fillCard(page: Page, cardNumber: string, checkin: string, holder = 'TARO YAMADA'): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Name on card').fill(holder);
  await page.getByLabel('Expiry month').selectOption('12');
  await page.getByLabel('Expiry year').selectOption(String(Number(checkin.slice(0, 4)) + 3));
  await page.getByLabel('Security code').fill('123');
}
