import { expect, test, type Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';

/**
 * Changes after booking in Chromium against `npm start` (issue 3 "After booking"): a guest finds a
 * two-room, three-night booking at /search, shortens it by one night and sees the new total and the
 * refund before committing, removes one of the two rooms, and edits the phone number. The expected
 * amounts come from the gateway's dry-run quote (which writes nothing), so the page must show
 * exactly what the booking API computes.
 */

interface Booking {
  number: string;
  email: string;
  checkin: string;
  checkout: string;
}

const yen = (amount: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'JPY' }).format(amount);

test('a guest shortens the stay, removes a room and edits the phone, seeing each price difference first', async ({ page, baseURL }) => {
  const booking = await bookTwoRooms(baseURL!);
  await page.goto('/search?code=demo-kyoto');
  await page.getByLabel('Confirmation number').fill(booking.number);
  await page.getByLabel('E-mail').fill(booking.email);
  await page.getByRole('button', { name: 'Find reservation' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(booking.number) })).toBeVisible();
  await expect(page.getByText(/Changes can be made online until/)).toBeVisible();

  // 1. One night less: the quote is shown before anything is written.
  const shorterCheckout = Temporal.PlainDate.from(booking.checkout).subtract({ days: 1 }).toString();
  const shorter = await quote(baseURL!, booking, { checkinDate: booking.checkin, checkoutDate: shorterCheckout });
  expect(shorter.priceDifference).toBeLessThan(0);
  await page.getByRole('button', { name: 'Change dates or rooms' }).click();
  let dialog = page.getByRole('dialog', { name: 'Change dates or rooms' });
  await dialog.getByLabel('New check-out').fill(shorterCheckout);
  await dialog.getByRole('button', { name: 'See the new price' }).click();
  dialog = page.getByRole('dialog', { name: 'Check the change' });
  await expect(dialog.getByText(yen(shorter.newTotalPrice), { exact: true })).toBeVisible();
  await expect(dialog.getByText(`−${yen(-shorter.priceDifference)} (refund)`)).toBeVisible();
  await expect(dialog.getByText(/2 nights/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm change' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your reservation has been changed.' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to the reservation' }).click();
  await expect(totalOnPage(page)).toHaveText(yen(shorter.newTotalPrice));
  await expect(page.getByText('2 nights', { exact: true })).toBeVisible();

  // 2. Remove the first of the two rooms.
  const fewer = await quote(baseURL!, booking, { checkinDate: booking.checkin, checkoutDate: shorterCheckout, removeRoomPositions: [0] });
  await page.getByRole('button', { name: 'Change dates or rooms' }).click();
  dialog = page.getByRole('dialog', { name: 'Change dates or rooms' });
  await dialog.getByRole('checkbox', { name: /Remove room 1/ }).check();
  await dialog.getByRole('button', { name: 'See the new price' }).click();
  dialog = page.getByRole('dialog', { name: 'Check the change' });
  await expect(dialog.getByText('Rooms removed: 1')).toBeVisible();
  await expect(dialog.getByText(yen(fewer.newTotalPrice), { exact: true })).toBeVisible();
  await expect(dialog.getByText(`−${yen(-fewer.priceDifference)} (refund)`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm change' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your reservation has been changed.' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to the reservation' }).click();
  await expect(page.locator('section[aria-labelledby="reservation-rooms-heading"] li')).toHaveCount(1);
  await expect(totalOnPage(page)).toHaveText(yen(fewer.newTotalPrice));

  // 3. The phone number: a bad one is refused by the form, a good one is saved.
  await page.getByRole('button', { name: 'Edit guest details' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit guest details' });
  await dialog.getByLabel('Phone').fill('075-123');
  await dialog.getByRole('button', { name: 'Save guest details' }).click();
  await expect(dialog.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Phone').fill('+81759998877');
  await dialog.getByRole('button', { name: 'Save guest details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The guest details have been saved.' })).toBeVisible();
  await expect(page.getByText('+81759998877')).toBeVisible();

  // The server has the same: a fresh look-up shows the changed stay, room and phone.
  const now = await lookUp(baseURL!, booking);
  expect(now).toMatchObject({ checkoutDate: shorterCheckout, totalPrice: fewer.newTotalPrice, guest: { phone: '+81759998877' } });
  expect(now.rooms).toHaveLength(1);
});

function totalOnPage(page: Page) {
  return page.locator('section[aria-labelledby="reservation-total-heading"] strong');
}

async function gateway<T>(baseURL: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const reply = await fetch(`${baseURL}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = (await reply.json()) as { data?: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

async function quote(baseURL: string, booking: Booking, input: Record<string, unknown>) {
  const { itineraryQuote } = await gateway<{ itineraryQuote: { quote: { newTotalPrice: number; priceDifference: number } } }>(
    baseURL,
    `query($number: String!, $email: String!, $input: ItineraryChangeInput!) {
      itineraryQuote(code: "demo-kyoto", confirmationNumber: $number, email: $email, input: $input) { quote { newTotalPrice priceDifference } }
    }`,
    { number: booking.number, email: booking.email, input },
  );
  return itineraryQuote.quote;
}

async function lookUp(baseURL: string, booking: Booking) {
  const { reservation } = await gateway<{ reservation: { checkoutDate: string; totalPrice: number; guest: { phone: string }; rooms: unknown[] } }>(
    baseURL,
    `query($number: String!, $email: String!) {
      reservation(code: "demo-kyoto", confirmationNumber: $number, email: $email) { checkoutDate totalPrice guest { phone } rooms { position } }
    }`,
    { number: booking.number, email: booking.email },
  );
  return reservation;
}

/** Two rooms of two room types for three nights, 50 days ahead, paid at the hotel. */
async function bookTwoRooms(baseURL: string): Promise<Booking> {
  const { bookingWidgetSettings } = await gateway<{ bookingWidgetSettings: { today: string } }>(baseURL, 'query { bookingWidgetSettings(code: "demo-kyoto") { today } }', {});
  const checkin = Temporal.PlainDate.from(bookingWidgetSettings.today).add({ days: 50 });
  const checkout = checkin.add({ days: 3 });
  const email = `changes-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const { createReservation } = await gateway<{ createReservation: { confirmationNumber: string } }>(
    baseURL,
    `mutation($input: CreateReservationInput!, $key: String!) {
      createReservation(code: "demo-kyoto", input: $input, idempotencyKey: $key) { confirmationNumber }
    }`,
    {
      key: crypto.randomUUID(),
      input: {
        checkinDate: checkin.toString(),
        checkoutDate: checkout.toString(),
        rooms: [
          { roomTypeCode: 'KY-STD-TWIN', roomPlanCode: 'KY-STD-TWIN-RO', adults: 2 },
          { roomTypeCode: 'KY-DLX-DOUBLE', roomPlanCode: 'KY-DLX-DOUBLE-RO', adults: 2 },
        ],
        guest: { firstName: 'Rei', lastName: 'Changes', email, phone: '+81751234567' },
        paymentType: 'on_site',
      },
    },
  );
  return { number: createReservation.confirmationNumber, email, checkin: checkin.toString(), checkout: checkout.toString() };
}
