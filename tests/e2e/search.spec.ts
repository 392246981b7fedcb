import { expect, test } from '@playwright/test';
import { addDays, bookingFlow, graphql, openWidget } from './pages';

/**
 * Search and availability in Chromium against `npm start`: a multi-room search with
 * different guests per room, results by plan, a query-parameter warning, then a booking of two
 * rooms with different guests whose stored reservation carries each room's guests and price.
 */
test('a guest searches two rooms with different guests, views by plan, and books both rooms', async ({ page }) => {
  const flow = bookingFlow(page);
  await openWidget(page, '/?dynamic_package=wbf');
  await expect(page).toHaveURL(/\/booking\/result\?.*code=demo-kyoto/);

  // A value the product cannot honour yet is named in the query-parameter warning.
  await expect(page.getByText(/“dynamic_package”.*cannot apply yet/)).toBeVisible();

  // Two rooms: 2 adults in room 1; 3 adults and a child in room 2.
  const checkin = await flow.search.searchRoomsWithDifferentGuests(40, 2, [
    [2, 0],
    [3, 1],
  ]);

  // Only room types holding four guests are offered (the tatami and family rooms).
  const results = flow.results.roomList;
  await expect(results.getByRole('heading', { level: 3 })).toHaveText(['Japanese-style Room', 'Family Room']);

  // The same results by plan: one card per offer, listing the room types that sell it.
  await page.getByRole('button', { name: 'By plan' }).click();
  const byPlan = page.getByRole('list', { name: 'By plan' });
  await expect(byPlan.getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(await byPlan.getByRole('heading', { level: 4, name: 'Japanese-style Room' }).count()).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'By room' }).click();

  // Two rooms of the tatami room-only plan: room 1 and room 2, each at its own price.
  const select = page.getByRole('button', { name: /select japanese-style room room only/i });
  await select.click();
  await page
    .getByRole('button', { name: /add one room of room only/i })
    .first()
    .click();
  await expect(page.getByText(/2 rooms selected/i)).toBeVisible();
  // A third room would exceed the two searched rooms.
  await expect(page.getByRole('button', { name: /add one room of room only/i }).first()).toBeDisabled();
  await expect(page.locator('output[aria-label="Total for the selected rooms"]')).toContainText('¥');

  await flow.results.book();
  await flow.guest.fill();
  const confirmationNumber = await flow.guest.confirm();

  // The stored reservation: two tatami rooms, one of 2 adults, one of 3 adults and a child, each priced for its guests.
  const stored = await graphql(
    page,
    `
      query R($n: String!) {
        reservation(code: "demo-kyoto", confirmationNumber: $n, email: "taro@example.com") {
          totalPrice
          rooms {
            roomTypeCode
            adults
            children
            totalPrice
          }
        }
      }
    `,
    { n: confirmationNumber },
  );
  const rooms = stored.reservation.rooms as {
    roomTypeCode: string;
    adults: number;
    children: number;
    totalPrice: number;
  }[];
  expect(rooms.map((room) => [room.roomTypeCode, room.adults, room.children])).toEqual([
    ['KY-JP-TATAMI', 2, 0],
    ['KY-JP-TATAMI', 3, 1],
  ]);
  expect(rooms[1]!.totalPrice).toBeGreaterThan(rooms[0]!.totalPrice);
  expect(stored.reservation.totalPrice).toBe(rooms[0]!.totalPrice + rooms[1]!.totalPrice);
  const search = await graphql(
    page,
    `
      query S($search: RoomSearchInput!) {
        rooms(code: "demo-kyoto", search: $search) {
          rooms {
            roomTypeCode
            plans {
              hotelPlanCode
              totalPrice
            }
          }
        }
      }
    `,
    {
      search: {
        checkin,
        checkout: addDays(checkin, 2),
        rooms: [
          { adults: 2, children: 0 },
          { adults: 3, children: 1 },
        ],
      },
    },
  );
  const tatami = search.rooms.rooms.find((room: { roomTypeCode: string }) => room.roomTypeCode === 'KY-JP-TATAMI');
  expect(tatami.plans.find((plan: { hotelPlanCode: string }) => plan.hotelPlanCode === 'ROOM_ONLY').totalPrice).toBe(
    stored.reservation.totalPrice,
  );
});

test('the criteria cookie brings the last search back within the hour', async ({ page, context }) => {
  await page.goto('/booking/result?code=demo-kyoto&rooms=1-0,2-2');
  await expect(page.getByLabel('Children in room 2')).toHaveValue('2', { timeout: 30_000 });
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'demo-kyoto');
  expect(cookie).toBeDefined();
  expect(JSON.parse(Buffer.from(decodeURIComponent(cookie!.value), 'base64').toString())).toMatchObject({
    rooms: [
      { adults: 1, children: 0 },
      { adults: 2, children: 2 },
    ],
  });
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(3500);
  expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(3600);
  // Without criteria in the URL the cookie's come back.
  await page.goto('/booking/result?code=demo-kyoto');
  await expect(page.getByLabel('Adults in room 2')).toHaveValue('2', { timeout: 30_000 });
});
