import { expect, test } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { continuePastExtras, payByCard } from './booking-steps';

/**
 * Payments slice 2 in Chromium against `npm start` (the config's server, fresh PGlite): a prepaid
 * card booking cancelled while free shows the refund of the whole amount on the manage page.
 * Sandbox card 4111 1111 1111 1111 is approved without a challenge.
 */
test('a prepaid cancellation refunds the card and the manage page shows the refund', async ({ page }) => {
  await page.goto('/?code=demo-kyoto');
  await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0, { timeout: 30_000 });
  // A month ahead: the room-only plan's cancellation is free, so everything paid comes back.
  const checkin = Temporal.PlainDate.from(await page.getByLabel(/check-in/i).inputValue()).add({ days: 33 }).toString();
  await page.getByLabel(/check-in/i).fill(checkin);
  await page.getByLabel(/check-out/i).fill(Temporal.PlainDate.from(checkin).add({ days: 1 }).toString());
  await page.getByRole('button', { name: /^search$/i }).click();
  // The room-only plan (standard policy, free until 3 days before); the saver is non-refundable.
  await page.getByRole('button', { name: /select.*Room only/i }).first().click();
  await page.getByRole('button', { name: /^book/i }).click();
  await expect(page).toHaveURL(/\/reservation\/guest-detail/);
  await continuePastExtras(page);

  await page.getByRole('radio', { name: 'Pay now by card' }).check();
  await page.getByLabel(/first name/i).fill('Taro');
  await page.getByLabel(/last name/i).fill('Yamada');
  await page.getByLabel(/^e-?mail$/i).fill('refund@example.com');
  await page.getByLabel(/confirm.*e-?mail|e-?mail.*confirm/i).fill('refund@example.com');
  await page.getByLabel(/phone/i).fill('+81751234567');
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await payByCard(page, '4111111111111111', checkin);

  await expect(page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+/, { timeout: 30_000 });
  const number = (await page.getByTestId('confirmation-number').innerText()).trim();
  const summary = page.getByTestId('card-payment-summary');
  await expect(summary).toContainText('Paid by card');
  await expect(summary).toContainText('Visa ending in 1111');
  const paidText = await summary.locator('p').first().innerText();
  const paid = /Paid by card: (.+?) \(/.exec(paidText)![1]!;

  await page.goto('/search?code=demo-kyoto');
  await page.getByLabel(/confirmation number/i).fill(number);
  await page.getByLabel(/e-?mail/i).fill('refund@example.com');
  await page.getByRole('button', { name: /find reservation/i }).click();
  await expect(page.getByText(number).first()).toBeVisible();

  await page.getByRole('button', { name: /cancel reservation/i }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/reason/i).selectOption('change_of_plans');
  await dialog.getByRole('button', { name: /confirm cancellation/i }).click();
  await expect(page.getByText(/cancelled/i).first()).toBeVisible();

  const refunds = page.getByTestId('card-payment-summary');
  await expect(refunds.getByRole('listitem')).toHaveText(`Cancellation: Refund of ${paid} made to your card.`);
  await expect(refunds).toContainText(`Refunded to your card: ${paid}`);

  // The same through the gateway: the payment is refunded in full, once.
  const reply = await page.request.post('/graphql', {
    data: {
      query: 'query($n: String!) { reservation(code: "demo-kyoto", confirmationNumber: $n, email: "refund@example.com") { status totalPrice payment { status amount refundedAmount refunds { cause amount status } } } }',
      variables: { n: number },
    },
  });
  const { data } = (await reply.json()) as {
    data: { reservation: { status: string; totalPrice: number; payment: { status: string; amount: number; refundedAmount: number; refunds: unknown[] } } };
  };
  expect(data.reservation.status).toBe('cancelled');
  expect(data.reservation.payment).toEqual({
    status: 'refunded', amount: data.reservation.totalPrice, refundedAmount: data.reservation.totalPrice,
    refunds: [{ cause: 'cancellation', amount: data.reservation.totalPrice, status: 'succeeded' }],
  });
});
