import { expect, test } from '@playwright/test';
import { addDays, bookingFlow, graphql, waitForApp } from './pages';

/**
 * Extras and additional questions in Chromium against `npm start`: a two-room booking with a child that adds an extra and
 * answers additional questions, all shown on the confirmation page; and a cancellation that costs
 * a fee (the demo's standard policy charges 30 % from three days before check-in), seen exactly in
 * the cancel dialog before cancelling.
 */
test('a guest books two rooms with a child, one extra and answered questions, and sees them on the confirmation', async ({
  page,
}) => {
  const flow = bookingFlow(page);
  await page.goto('/?code=demo-kyoto');
  await expect(page).toHaveURL(/\/booking\/result\?.*code=demo-kyoto/);
  await waitForApp(page);

  // Room 1: two adults; room 2: two adults and a child.
  await flow.search.searchRoomsWithDifferentGuests(30, 2, [
    [2, 0],
    [2, 1],
  ]);

  await page.getByRole('button', { name: /select japanese-style room room only/i }).click();
  await page
    .getByRole('button', { name: /add one room of room only/i })
    .first()
    .click();
  await expect(page.getByText(/2 rooms selected/i)).toBeVisible();
  await flow.results.bookButton.click();
  await expect(page).toHaveURL(/\/reservation\/guest-detail/);

  // The extras and questions screen comes first in step 0, its heading focused.
  await expect(page.getByRole('heading', { name: 'Extras and questions', level: 2 })).toBeFocused({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Extras', level: 3 })).toBeVisible();
  await expect(flow.guest.firstName).toHaveCount(0);
  await page.getByRole('button', { name: 'One more: Quantity of Welcome champagne' }).click();
  await expect(page.getByLabel('Quantity of Welcome champagne', { exact: true })).toHaveValue('1');
  const summary = page.getByRole('complementary');
  await expect(summary.getByText('Welcome champagne × 1')).toBeVisible();
  // The price summary is the API's quote with the picked extras (re-quoted once the guest pauses).
  const extrasLine = summary.getByTestId('price-summary').locator('[data-line="extras"] dd');
  await expect(extrasLine).toHaveText('¥5,500');

  // The dinner on the first evening, picked on its calendar by keyboard; the summary adds its price.
  const calendar = page.getByRole('grid', { name: 'Dates for Kaiseki dinner' });
  const firstDay = calendar.locator('button[tabindex="0"]');
  const dinnerPrice = Number((await firstDay.getAttribute('aria-label'))!.replace(/^.*¥/, '').replace(/,/g, ''));
  expect([12000, 15000]).toContain(dinnerPrice);
  await firstDay.focus();
  await page.keyboard.press('Enter');
  await expect(firstDay).toHaveAttribute('aria-label', /, chosen$/);
  await expect(page.getByLabel(/^Kaiseki dinner on /)).toHaveValue('1');
  await expect(summary.getByText('Kaiseki dinner × 1')).toBeVisible();
  await expect(extrasLine).toHaveText(`¥${(5500 + dinnerPrice).toLocaleString('en-US')}`);

  await expect(page.getByRole('heading', { name: 'Additional questions' })).toBeVisible();
  await page.getByRole('radio', { name: '17:00-19:00' }).check();
  await page.getByLabel(/food allergies/i).fill('Peanuts');
  // Over 255 characters cannot be typed into the one-line answer.
  await expect(page.getByLabel(/food allergies/i)).toHaveAttribute('maxlength', '255');

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Who is staying', level: 2 })).toBeFocused();
  await flow.guest.fill();
  const confirmationNumber = await flow.guest.confirm();

  // The confirmation shows both rooms with their guests, the extra and the answers.
  const rooms = page.getByRole('region', { name: /rooms/i });
  await expect(rooms.getByRole('listitem')).toHaveCount(2);
  await expect(rooms.getByRole('listitem').nth(1)).toContainText(/1 child/i);
  const extras = page.getByRole('region', { name: 'Extras' });
  await expect(extras).toContainText('Welcome champagne × 1');
  await expect(extras).toContainText('¥5,500');
  await expect(extras).toContainText('Kaiseki dinner × 1');
  const answers = page.getByRole('region', { name: 'Your answers' });
  await expect(answers).toContainText('Estimated arrival time');
  await expect(answers).toContainText('17:00-19:00');
  await expect(answers).toContainText('Food allergies');
  await expect(answers).toContainText('Peanuts');

  // The stored reservation charges the rooms and the extra.
  const stored = await graphql(
    page,
    `
      query R($n: String!) {
        reservation(code: "demo-kyoto", confirmationNumber: $n, email: "taro@example.com") {
          totalPrice
          totalExtraPrice
          rooms {
            adults
            children
            totalPrice
          }
          extras {
            code
            quantity
          }
        }
      }
    `,
    { n: confirmationNumber },
  );
  const reservation = stored.reservation;
  expect(reservation.rooms.map((r: { adults: number; children: number }) => [r.adults, r.children])).toEqual([
    [2, 0],
    [2, 1],
  ]);
  expect(reservation.extras).toEqual([
    { code: 'KY-CHAMPAGNE', quantity: 1 },
    { code: 'KY-KAISEKI', quantity: 1 },
  ]);
  expect(reservation.totalPrice).toBe(
    reservation.rooms[0].totalPrice + reservation.rooms[1].totalPrice + 5500 + dinnerPrice,
  );
});

test('a guest cancels a stay inside a fee tier and sees the exact fee before confirming', async ({ page }) => {
  const flow = bookingFlow(page);
  await page.goto('/?code=demo-kyoto');
  await waitForApp(page);
  // Two days ahead: the standard policy (room only) charges 30 % from three days before check-in.
  const checkin = addDays(await flow.search.checkin.inputValue(), 2);
  await flow.search.checkin.fill(checkin);
  await flow.search.checkout.fill(addDays(checkin, 1));
  await flow.search.searchButton.click();
  await page.getByRole('button', { name: /select standard twin room only/i }).click();
  await flow.results.bookButton.click();
  await expect(page).toHaveURL(/\/reservation\/guest-detail/);
  await flow.guest.fill();
  const confirmationNumber = await flow.guest.confirm();

  const stored = await graphql(
    page,
    `
      query R($n: String!) {
        reservation(code: "demo-kyoto", confirmationNumber: $n, email: "taro@example.com") {
          rooms {
            totalPrice
          }
          cancellation {
            fee
            cancellable
          }
        }
      }
    `,
    { n: confirmationNumber },
  );
  const roomPrice = stored.reservation.rooms[0].totalPrice as number;
  const expectedFee = Math.floor((roomPrice * 30) / 100);
  expect(expectedFee).toBeGreaterThan(0);
  expect(stored.reservation.cancellation).toEqual({ fee: expectedFee, cancellable: true });

  // The manage page, found by number and e-mail.
  await page.goto('/search?code=demo-kyoto');
  await flow.manage.number.fill(confirmationNumber);
  await page.getByLabel(/e-?mail/i).fill('taro@example.com');
  await flow.manage.findButton.click();
  await expect(page.getByText(confirmationNumber).first()).toBeVisible();

  await flow.manage.cancelButton.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const fee = `¥${expectedFee.toLocaleString('en-US')}`;
  await expect(dialog.getByText(`Cancellation fee: ${fee}`)).toBeVisible();
  await dialog.getByLabel(/reason/i).selectOption('change_of_plans');
  await dialog.getByRole('button', { name: /confirm cancellation/i }).click();
  await expect(page.getByText(`Cancellation fee charged: ${fee}`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/cancelled/i).first()).toBeVisible();
});
