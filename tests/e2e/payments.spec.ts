import { expect, type Page } from '@playwright/test';
import type { ServerProcess } from './server-process';
import { test } from './test-clock-server';
import { addDays, bookingFlow, TARO, waitForApp } from './pages';

/**
 * Card payments with 3-D Secure in Chromium against `npm start`, on the server with
 * BOOKING_API_TEST_CLOCK=1 it shares with pay-by-link (test-clock-server.ts), so the test can move the
 * booking API's clock (POST /api/test/clock) instead of waiting 15 minutes; the browser's timers are
 * moved with page.clock.
 * Sandbox cards: 4000 0000 0000 3089 asks for 3-D Secure (password `password`).
 */
test.describe.configure({ mode: 'serial' });

let server: ServerProcess;
test.beforeAll(({ testClockServer }) => {
  server = testClockServer;
});

const CHALLENGE_CARD = '4000000000003089';

test('a card payment with a 3-D Secure challenge passed is booked and confirmed', async ({ page }) => {
  const { card, confirmation } = bookingFlow(page);
  await bookByCardUntilChallenge(page, 40);
  await card.challengeButton.click();
  await expect(page.getByRole('heading', { name: '3-D Secure authentication' })).toBeVisible();
  await page.getByLabel('3-D Secure password').fill('password');
  await page.getByRole('button', { name: 'Submit' }).click();

  const number = await confirmation.number();
  const reservation = await lookUp(number);
  expect(reservation).toMatchObject({ status: 'done', paymentType: 'credit_card' });
});

test('a reload keeps the typed guest; a failed 3-D Secure password comes back to the card form with the reason, nothing charged', async ({
  page,
}) => {
  const { card, guest } = bookingFlow(page);
  await bookByCardUntilChallenge(page, 45, { reloadOnGuestStep: true });
  await card.answerChallenge('not-the-password');

  // The booking API cancelled the attempt; the guest is back on the card form of the same booking.
  const declined = card.declined;
  await expect(declined).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/reservation\/guest-detail\?/);
  await expect(declined).toContainText('3-D Secure authentication failed.');
  await expect(declined).toContainText('Nothing was charged. Please try another card.');
  await expect(page.getByRole('heading', { name: 'Card details' })).toBeVisible();
  await expect(card.holder).toHaveValue('TARO YAMADA');
  await expect(card.number).toHaveValue('');
  // Back goes one step back, to the guest details as typed.
  await page.getByRole('button', { name: 'Back to guest details' }).click();
  await expect(guest.lastName).toHaveValue('Yamada');
  await expect(guest.phone).toHaveValue('+81751234567');
});

test('an abandoned challenge is aborted after 15 minutes by the clocks, not by waiting', async ({ page }) => {
  await page.clock.install();
  const transaction = await bookByCardUntilChallenge(page, 50);
  await expect(page.getByText(/within 15 minutes/)).toBeVisible();

  // The booking API's clock first: its sweep cancels the payment and returns the room.
  const moved = await fetch(`${server.url}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_seconds: 15 * 60 + 1 }),
  });
  expect(moved.status).toBe(200);
  // Then the page's: the chart's 15-minute timer fires and the page asks the API to abort.
  await page.clock.fastForward('15:01');
  await expect(page).toHaveURL(/\/reservation\/fail\?.*error_code=three_d_secure_timeout/, { timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveText(
    'The 3-D Secure password was not entered within 15 minutes, so the booking was cancelled. Nothing was charged.',
  );
  const payment = await graphql<{
    paymentTransaction: { status: string; reservation: { confirmationNumber: string; status: string } };
  }>(
    'query($id: String!) { paymentTransaction(code: "demo-kyoto", transactionId: $id) { status reservation { confirmationNumber status } } }',
    { id: transaction },
  );
  expect(payment.paymentTransaction).toMatchObject({ status: 'cancelled', reservation: { status: 'cancelled' } });
});

test('a declined card keeps the guest on the card form; another card books without retyping the guest, and the declined attempt takes no room', async ({
  page,
}) => {
  const { search, results, guest, card, confirmation } = bookingFlow(page);
  await page.goto(`${server.url}/?code=demo-kyoto`);
  await waitForApp(page);
  const checkin = await search.setStay(55, 1);
  const stay = { checkin, checkout: addDays(checkin, 1), adults: 2, roomCount: 1 };
  await search.searchButton.click();
  await results.selectFirstPlan();
  const freeBefore = await freeRooms(stay);
  await results.book();
  await guest.continuePastExtras();
  await card.payNow.check();
  await guest.fill({ firstName: 'Hanako', lastName: 'Suzuki', email: 'card@example.com', phone: '+81751234567' });
  await guest.terms.check();
  await guest.continueToPayment.click();

  // The sandbox declines this Visa (3002); its brand is read from the number, not chosen by hand.
  const year = String(Number(checkin.slice(0, 4)) + 3);
  await card.number.fill('4000000000003006');
  await expect(card.brand).toHaveValue('visa');
  await card.holder.fill('HANAKO SUZUKI');
  await card.expiryMonth.selectOption('12');
  await card.expiryYear.selectOption(year);
  await card.securityCode.fill('123');
  await card.payButton.click();

  const declined = card.declined;
  await expect(declined).toBeVisible({ timeout: 30_000 });
  await expect(declined).toHaveText(/^Your card was declined\.\s*Nothing was charged\. Please try another card\.$/s);
  await expect(page).toHaveURL(/\/reservation\/guest-detail/);
  await expect(page.getByRole('heading', { name: 'Card details' })).toBeVisible();
  await expect(page.getByRole('button', { name: /search again/i })).toHaveCount(0);
  // The booking API cancelled the declined attempt: its room is free again.
  expect(await freeRooms(stay)).toBe(freeBefore);

  // Another card: the guest details are not typed again, nor the holder's name.
  await expect(card.number).toHaveValue('');
  await expect(card.holder).toHaveValue('HANAKO SUZUKI');
  await card.number.fill('5555555555554444');
  await expect(card.brand).toHaveValue('master');
  await expect(declined).toHaveCount(0);
  await card.expiryMonth.selectOption('12');
  await card.expiryYear.selectOption(year);
  await card.securityCode.fill('123');
  await card.expectDescribed();
  await card.payButton.click();

  const number = await confirmation.number();
  expect(await lookUp(number)).toMatchObject({ status: 'done', paymentType: 'credit_card' });
  expect(await freeRooms(stay)).toBe(freeBefore - 1);
});

/** Rooms still free for the stay, all types together (the booking API's stock, through the gateway). */
async function freeRooms(stay: {
  checkin: string;
  checkout: string;
  adults: number;
  roomCount: number;
}): Promise<number> {
  const { rooms } = await graphql<{ rooms: { rooms: { roomCount: number }[] } }>(
    'query($search: RoomSearchInput!) { rooms(code: "demo-kyoto", search: $search) { rooms { roomCount } } }',
    { search: stay },
  );
  return rooms.rooms.reduce((sum, room) => sum + room.roomCount, 0);
}

/** Search a stay `daysAhead` days out, choose the first plan, pay by the challenge card; ends on the pending page. */
async function bookByCardUntilChallenge(
  page: Page,
  daysAhead: number,
  options: { reloadOnGuestStep?: boolean } = {},
): Promise<string> {
  const { search, results, guest, card } = bookingFlow(page);
  await page.goto(`${server.url}/?code=demo-kyoto`);
  await waitForApp(page);
  const checkin = await search.searchStay(daysAhead, 1);
  await results.bookFirstPlan();
  await guest.continuePastExtras();

  await card.payNow.check();
  await guest.fill({ ...TARO, email: 'card@example.com' });
  await guest.terms.check();
  if (options.reloadOnGuestStep) {
    // A reload within 10 minutes keeps the rooms and everything typed (saved in this tab).
    await page.reload();
    await expect(guest.lastName).toHaveValue('Yamada', { timeout: 30_000 });
    await expect(guest.terms).toBeChecked();
    await expect(card.payNow).toBeChecked();
  }
  await guest.continueToPayment.click();

  await card.pay(CHALLENGE_CARD, checkin);

  await expect(page).toHaveURL(/\/reservation\/3ds-pending\?.*transaction=pay_/, { timeout: 30_000 });
  await expect(card.challengeButton).toBeVisible();
  return new URL(page.url()).searchParams.get('transaction')!;
}

async function lookUp(confirmationNumber: string) {
  const { reservation } = await graphql<{ reservation: { status: string; paymentType: string } }>(
    'query($n: String!) { reservation(code: "demo-kyoto", confirmationNumber: $n, email: "card@example.com") { status paymentType } }',
    { n: confirmationNumber },
  );
  return reservation;
}

async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const reply = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await reply.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}
