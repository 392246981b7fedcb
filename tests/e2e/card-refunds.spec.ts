import { expect, test } from '@playwright/test';
import { bookingFlow, openWidget, TARO } from './pages';

/**
 * Card refunds in Chromium against `npm start` (the config's server, fresh PGlite): a prepaid
 * card booking cancelled while free shows the refund of the whole amount on the manage page.
 * Sandbox card 4111 1111 1111 1111 is approved without a challenge.
 */
test('a prepaid cancellation refunds the card and the manage page shows the refund', async ({ page }) => {
  const { search, results, guest, card, confirmation, manage } = bookingFlow(page);
  await openWidget(page);
  // A month ahead: the room-only plan's cancellation is free, so everything paid comes back.
  const checkin = await search.searchStay(33, 1);
  // The room-only plan (standard policy, free until 3 days before); the saver is non-refundable.
  await page
    .getByRole('button', { name: /select.*Room only/i })
    .first()
    .click();
  await results.book();
  await guest.continuePastExtras();

  await card.payNow.check();
  await guest.fill({ ...TARO, email: 'refund@example.com' });
  await guest.terms.check();
  await guest.continueToPayment.click();

  await card.pay('4111111111111111', checkin);

  const number = await confirmation.number();
  const summary = page.getByTestId('card-payment-summary');
  await expect(summary).toContainText('Paid by card');
  await expect(summary).toContainText('Visa ending in 1111');
  const paidText = await summary.locator('p').first().innerText();
  const paid = /Paid by card: (.+?) \(/.exec(paidText)![1]!;

  await manage.find(number, 'refund@example.com');
  await manage.cancel('change_of_plans');

  const refunds = page.getByTestId('card-payment-summary');
  await expect(refunds.getByRole('listitem')).toHaveText(`Cancellation: Refund of ${paid} made to your card.`);
  await expect(refunds).toContainText(`Refunded to your card: ${paid}`);

  // The same through the gateway: the payment is refunded in full, once.
  const reply = await page.request.post('/graphql', {
    data: {
      query:
        'query($n: String!) { reservation(code: "demo-kyoto", confirmationNumber: $n, email: "refund@example.com") { status totalPrice payment { status amount refundedAmount refunds { cause amount status } } } }',
      variables: { n: number },
    },
  });
  const { data } = (await reply.json()) as {
    data: {
      reservation: {
        status: string;
        totalPrice: number;
        payment: { status: string; amount: number; refundedAmount: number; refunds: unknown[] };
      };
    };
  };
  expect(data.reservation.status).toBe('cancelled');
  expect(data.reservation.payment).toEqual({
    status: 'refunded',
    amount: data.reservation.totalPrice,
    refundedAmount: data.reservation.totalPrice,
    refunds: [{ cause: 'cancellation', amount: data.reservation.totalPrice, status: 'succeeded' }],
  });
});
