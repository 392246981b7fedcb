import { expect, test, type Locator, type Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';

/**
 * Changes after booking in Chromium against `npm start`: a guest finds a
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

test('a guest shortens the stay, removes a room and edits the phone, seeing each price difference first', async ({
  page,
  baseURL,
}) => {
  const booking = await bookTwoRooms(baseURL!);
  await findOnPage(page, booking);
  await expect(page.getByText(/Changes can be made online until/)).toBeVisible();

  // 1. One night less: the quote is shown before anything is written.
  const shorterCheckout = Temporal.PlainDate.from(booking.checkout).subtract({ days: 1 }).toString();
  const shorter = await quote(baseURL!, booking, { checkinDate: booking.checkin, checkoutDate: shorterCheckout });
  expect(shorter.priceDifference).toBeLessThan(0);
  let dialog = await quoteNewCheckout(page, shorterCheckout);
  await expect(dialog.getByText(yen(shorter.newTotalPrice), { exact: true })).toBeVisible();
  await expect(dialog.getByText(`−${yen(-shorter.priceDifference)} (refund)`)).toBeVisible();
  await expect(dialog.getByText(/2 nights/)).toBeVisible();
  await confirmChange(page, dialog);
  await expect(totalOnPage(page)).toHaveText(yen(shorter.newTotalPrice));
  await expect(page.getByText('2 nights', { exact: true })).toBeVisible();

  // 2. Remove the first of the two rooms.
  const fewer = await quote(baseURL!, booking, {
    checkinDate: booking.checkin,
    checkoutDate: shorterCheckout,
    removeRoomPositions: [0],
  });
  await page.getByRole('button', { name: 'Change dates or rooms' }).click();
  dialog = page.getByRole('dialog', { name: 'Change dates or rooms' });
  await dialog.getByRole('checkbox', { name: /Remove room 1/ }).check();
  await dialog.getByRole('button', { name: 'See the new price' }).click();
  dialog = page.getByRole('dialog', { name: 'Check the change' });
  await expect(dialog.getByText('Rooms removed: 1')).toBeVisible();
  await expect(dialog.getByText(yen(fewer.newTotalPrice), { exact: true })).toBeVisible();
  await expect(dialog.getByText(`−${yen(-fewer.priceDifference)} (refund)`)).toBeVisible();
  await confirmChange(page, dialog);
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
  // Shown as people write it; stored in E.164 (below).
  await expect(page.getByText('+81 75 999 8877')).toBeVisible();

  // The server has the same: a fresh look-up shows the changed stay, room and phone.
  const now = await lookUp(baseURL!, booking);
  expect(now).toMatchObject({
    checkoutDate: shorterCheckout,
    totalPrice: fewer.newTotalPrice,
    guest: { phone: '+81759998877' },
  });
  expect(now.rooms).toHaveLength(1);
});

test('shortening a stay drops the dinner booked for the night given up, and the page shows the new total', async ({
  page,
  baseURL,
}) => {
  const booking = await bookWithDinnerOnLastNight(baseURL!);
  const shorterCheckout = Temporal.PlainDate.from(booking.checkout).subtract({ days: 1 }).toString();
  const dinnerNight = shorterCheckout;
  const shorter = await quote(baseURL!, booking, { checkinDate: booking.checkin, checkoutDate: shorterCheckout });
  expect(shorter.removedExtras).toEqual([
    { code: 'KY-KAISEKI', date: dinnerNight, quantity: 2, price: shorter.removedExtrasPrice },
  ]);

  await findOnPage(page, booking);
  const dialog = await quoteNewCheckout(page, shorterCheckout);
  const removed = dialog.getByRole('region', { name: 'Extras booked for the nights given up (removed)' });
  await expect(removed.getByRole('listitem')).toHaveText(
    new RegExp(`^Kaiseki dinner, .+ × 2: −${yen(shorter.removedExtrasPrice)}$`),
  );
  await expect(dialog.getByText(yen(shorter.newTotalPrice), { exact: true })).toBeVisible();
  await confirmChange(page, dialog);
  await expect(totalOnPage(page)).toHaveText(yen(shorter.newTotalPrice));

  // The server stored the new stay's summary: the dinner is gone from the extras and from the total.
  const now = await lookUp(baseURL!, booking);
  expect(now).toMatchObject({
    totalPrice: shorter.newTotalPrice,
    totalExtraPrice: 0,
    extras: [],
    priceSummary: { totalPrice: shorter.newTotalPrice, totalExtraPrice: 0 },
  });
});

async function findOnPage(page: Page, booking: Booking) {
  await page.goto('/search?code=demo-kyoto');
  await page.getByLabel('Confirmation number').fill(booking.number);
  await page.getByLabel('E-mail').fill(booking.email);
  await page.getByRole('button', { name: 'Find reservation' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(booking.number) })).toBeVisible();
}

/** Asks the price of the stay ending on `checkout`; resolves to the review dialog. */
async function quoteNewCheckout(page: Page, checkout: string) {
  await page.getByRole('button', { name: 'Change dates or rooms' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change dates or rooms' });
  await dialog.getByLabel('New check-out').fill(checkout);
  await dialog.getByRole('button', { name: 'See the new price' }).click();
  return page.getByRole('dialog', { name: 'Check the change' });
}

async function confirmChange(page: Page, review: Locator) {
  await review.getByRole('button', { name: 'Confirm change' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your reservation has been changed.' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to the reservation' }).click();
}

function totalOnPage(page: Page) {
  return page.locator('section[aria-labelledby="reservation-total-heading"] strong');
}

async function gateway<T>(baseURL: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const reply = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await reply.json()) as { data?: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

async function quote(baseURL: string, booking: Booking, input: Record<string, unknown>) {
  type Quote = {
    newTotalPrice: number;
    priceDifference: number;
    removedExtrasPrice: number;
    removedExtras: { code: string; date: string; quantity: number; price: number }[];
  };
  const { itineraryQuote } = await gateway<{ itineraryQuote: { quote: Quote } }>(
    baseURL,
    `query($number: String!, $email: String!, $input: ItineraryChangeInput!) {
      itineraryQuote(code: "demo-kyoto", confirmationNumber: $number, email: $email, input: $input) {
        quote { newTotalPrice priceDifference removedExtrasPrice removedExtras { code date quantity price } }
      }
    }`,
    { number: booking.number, email: booking.email, input },
  );
  return itineraryQuote.quote;
}

async function lookUp(baseURL: string, booking: Booking) {
  type Reservation = { checkoutDate: string; totalPrice: number; guest: { phone: string }; rooms: unknown[] } & Record<
    string,
    unknown
  >;
  const { reservation } = await gateway<{ reservation: Reservation }>(
    baseURL,
    `query($number: String!, $email: String!) {
      reservation(code: "demo-kyoto", confirmationNumber: $number, email: $email) {
        checkoutDate totalPrice totalExtraPrice guest { phone } rooms { position } extras { code } priceSummary { totalPrice totalExtraPrice }
      }
    }`,
    { number: booking.number, email: booking.email },
  );
  return reservation;
}

/** Three nights from `daysAhead` days after the hotel's today. */
async function threeNights(baseURL: string, daysAhead: number) {
  const { bookingWidgetSettings } = await gateway<{ bookingWidgetSettings: { today: string } }>(
    baseURL,
    'query { bookingWidgetSettings(code: "demo-kyoto") { today } }',
    {},
  );
  const checkin = Temporal.PlainDate.from(bookingWidgetSettings.today).add({ days: daysAhead });
  return { checkin, checkout: checkin.add({ days: 3 }) };
}

/** Books the stay at demo-kyoto, paid at the hotel, for a guest with a fresh e-mail. */
async function bookOnSite(
  baseURL: string,
  stay: { checkin: Temporal.PlainDate; checkout: Temporal.PlainDate },
  lastName: string,
  input: Record<string, unknown>,
): Promise<Booking> {
  const email = `${lastName.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const [checkin, checkout] = [stay.checkin.toString(), stay.checkout.toString()];
  const { createReservation } = await gateway<{ createReservation: { confirmationNumber: string } }>(
    baseURL,
    `mutation($input: CreateReservationInput!, $key: String!) {
      createReservation(code: "demo-kyoto", input: $input, idempotencyKey: $key) { confirmationNumber }
    }`,
    {
      key: crypto.randomUUID(),
      input: {
        checkinDate: checkin,
        checkoutDate: checkout,
        guest: { firstName: 'Rei', lastName, email, phone: '+81751234567' },
        paymentType: 'on_site',
        ...input,
      },
    },
  );
  return { number: createReservation.confirmationNumber, email, checkin, checkout };
}

/** Two rooms of two room types for three nights, 50 days ahead. */
async function bookTwoRooms(baseURL: string): Promise<Booking> {
  return bookOnSite(baseURL, await threeNights(baseURL, 50), 'Changes', {
    rooms: [
      { roomTypeCode: 'KY-STD-TWIN', roomPlanCode: 'KY-STD-TWIN-RO', adults: 2 },
      { roomTypeCode: 'KY-DLX-DOUBLE', roomPlanCode: 'KY-DLX-DOUBLE-RO', adults: 2 },
    ],
  });
}

/** One room for three nights, 60 days ahead, with two kaiseki dinners on the last night. */
async function bookWithDinnerOnLastNight(baseURL: string): Promise<Booking> {
  const stay = await threeNights(baseURL, 60);
  const lastNight = stay.checkout.subtract({ days: 1 }).toString();
  const { extras } = await gateway<{
    extras: { id: number; code: string; pricesByDate: { date: string; price: number }[] }[];
  }>(
    baseURL,
    'query($in: String!, $out: String!) { extras(code: "demo-kyoto", checkin: $in, checkout: $out) { id code pricesByDate { date price } } }',
    { in: stay.checkin.toString(), out: stay.checkout.toString() },
  );
  const dinner = extras.find((extra) => extra.code === 'KY-KAISEKI')!;
  const price = dinner.pricesByDate.find((p) => p.date === lastNight)!.price;
  return bookOnSite(baseURL, stay, 'Dinner', {
    rooms: [{ roomTypeCode: 'KY-STD-TWIN', roomPlanCode: 'KY-STD-TWIN-RO', adults: 2 }],
    extras: [{ extraId: dinner.id, quantity: 2, date: lastNight }],
    totalExtraPrice: 2 * price,
  });
}
