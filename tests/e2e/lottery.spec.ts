import { expect, test } from '@playwright/test';
import { clientSession } from './corporate-api';
import { signIn, waitForApp } from './pages';

const EVENT = 'kyoto-machiya-new-year';
const STAFF = { authorization: `Basic ${Buffer.from('demo-widget:demo-widget-secret').toString('base64')}` };
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// A member enters the room lottery through its link, the staff draw makes them the winner, they
// see the win in the lottery tab of My page and book the won room before the deadline.
test('a member enters a lottery, wins the draw, sees it in the lottery tab and books the won room', async ({
  page,
}) => {
  const session = await clientSession(page.request);
  const event = await page.request.get(`/book/hotels/demo-kyoto/lottery_events/${EVENT}`, {
    headers: { 'Client-Session': session },
  });
  const { stay_start: stayStart } = ((await event.json()) as { data: { stay_start: string } }).data;
  const checkin = addDays(stayStart, 1);
  const checkout = addDays(stayStart, 3);

  // The hotel's staff issue a lottery link carrying an access token; a made-up token is refused (3781).
  const issued = await page.request.post(`/api/staff/hotels/demo-kyoto/lottery_events/${EVENT}/access_tokens`, {
    headers: STAFF,
    data: { valid_hours: 24 },
  });
  expect(issued.status()).toBe(201);
  const link = new URL(((await issued.json()) as { data: { lottery_url: string } }).data.lottery_url);
  expect(link.searchParams.get('lottery_event')).toBe(EVENT);

  await signIn(page, 'line.member@example.com', 'DemoLine2026');
  await page.goto(`/room-lottery/guest-detail?code=demo-kyoto&lottery_event=${EVENT}&lottery_access_token=made-up`);
  await waitForApp(page);
  await expect(page.getByRole('alert')).toHaveText('This lottery link is not valid.');
  await page.goto(`${link.pathname}${link.search}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Lottery entry' })).toBeVisible();
  await expect(page.getByText('Machiya Suite New Year Lottery')).toBeVisible();
  // Corporate sign-in is hidden during a lottery entry (SPEC.md section 2).
  await expect(page.getByRole('link', { name: 'Corporate sign-in' })).toHaveCount(0);

  // The form refuses a stay longer than the event allows before anything is sent.
  await page.getByLabel('Check-in (YYYY-MM-DD)').fill(checkin);
  await page.getByLabel('Check-out (YYYY-MM-DD)').fill(addDays(checkin, 5));
  await page.getByLabel('Phone').fill('+819012345678');
  await page.getByRole('button', { name: 'Review the entry' }).click();
  await expect(page.getByText('The number of nights is outside the allowed range.')).toBeVisible();
  await page.getByLabel('Check-out (YYYY-MM-DD)').fill(checkout);
  await page.getByRole('button', { name: 'Review the entry' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your entry' })).toBeVisible();
  await page.getByRole('button', { name: 'Enter the lottery' }).click();

  await expect(page).toHaveURL(/\/room-lottery\/complete\/L[A-Z0-9]+/);
  await expect(page.getByRole('heading', { name: 'Entry complete' })).toBeVisible();
  const entryNumber = (await page.getByTestId('lottery-entry-number').textContent())?.trim() ?? '';
  expect(entryNumber).toMatch(/^L[A-Z0-9]{9}$/);
  await expect(page.getByTestId('lottery-entry-status')).toHaveText('Entered');

  // The hotel's staff draw the lottery: one winner, the only entry.
  const drawn = await page.request.post(`/api/staff/hotels/demo-kyoto/lottery_events/${EVENT}/draw`, {
    headers: STAFF,
  });
  expect(await drawn.json()).toEqual({ data: { winners: 1, not_winners: 0 } });

  await page.goto('/my-account/reservations?code=demo-kyoto');
  await waitForApp(page);
  await page.getByRole('tab', { name: 'Lottery' }).click();
  const item = page.getByTestId('lottery-entry').filter({ hasText: entryNumber });
  await expect(item.getByTestId('lottery-entry-status')).toHaveText('Won – waiting for your booking');
  await item.getByRole('link', { name: 'Book now' }).click();

  await expect(page).toHaveURL(new RegExp(`/room-lottery/reservation-incomplete/${entryNumber}`));
  await page.getByRole('button', { name: 'Book the won room' }).click();
  await expect(page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+/);
  const reservationNumber = new URL(page.url()).pathname.split('/').pop()!;

  await page.goto('/my-account/reservations?code=demo-kyoto&tab=lottery');
  await waitForApp(page);
  const booked = page.getByTestId('lottery-entry').filter({ hasText: entryNumber });
  await expect(booked.getByTestId('lottery-entry-status')).toHaveText('Won – booked');
  await expect(booked).toContainText(reservationNumber);
  // The won reservation is the member's own upcoming reservation too.
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(page.getByTestId('member-reservation').filter({ hasText: reservationNumber })).toHaveCount(1);
});
