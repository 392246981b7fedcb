// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithBookingCharts, type BookingHarness } from '../../test-support/render-booking';
import { GuestDetailPage } from '../booking/guest-detail-page';
import type { PlanOffer } from '../../../machines/booking/selected-rooms';
import { failure } from '../../../machines/failure';

afterEach(cleanup);

const GUEST_DETAIL = '/reservation/guest-detail?code=demo-kyoto&checkin=2030-05-01&checkout=2030-05-03&adults=2';
const cardPlan: PlanOffer = {
  roomTypeCode: 'TWN',
  roomPlanCode: 'TWN-RO',
  roomCount: 3,
  roomPrice: 24000,
  roomTax: 2181,
  currency: 'JPY',
  paymentMethods: ['on_site', 'credit_card'],
};

async function start(harness: BookingHarness, offers: PlanOffer[] = [cardPlan]) {
  await act(async () => {
    for (const offer of offers) harness.booking().send({ type: 'room.incremented', offer });
    harness.booking().send({ type: 'booking.started' });
  });
}
const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
function fillGuest() {
  fill(/^first name$/i, 'Taro');
  fill(/^last name$/i, 'Yamada');
  fill(/^e-mail$/i, 'taro@example.com');
  fill(/^confirm e-mail$/i, 'taro@example.com');
  fill(/^phone$/i, '+81751234567');
  fireEvent.click(screen.getByRole('checkbox', { name: /terms/i }));
}

function fillCard(
  number: string,
  numberLabel = /^card number$/i,
  holderLabel = /^name on card$/i,
  monthLabel = /^expiry month$/i,
  yearLabel = /^expiry year$/i,
  codeLabel = /^security code$/i,
) {
  fill(numberLabel, number);
  fireEvent.change(screen.getByLabelText(/^card brand$|^カードブランド$/i), {
    target: { value: number.startsWith('5') ? 'master' : 'visa' },
  });
  fill(holderLabel, 'TARO YAMADA');
  fireEvent.change(screen.getByLabelText(monthLabel), { target: { value: '12' } });
  fireEvent.change(screen.getByLabelText(yearLabel), { target: { value: '2031' } });
  fill(codeLabel, '123');
}

describe('payment step on /reservation/guest-detail', () => {
  it('offers the plan’s methods; paying at the hotel stays the two-step flow', async () => {
    const { harness } = renderWithBookingCharts(<GuestDetailPage />, { path: GUEST_DETAIL });
    await start(harness);
    const onSite = screen.getByRole('radio', { name: 'Pay at the hotel' }) as HTMLInputElement;
    const card = screen.getByRole('radio', { name: 'Pay now by card' }) as HTMLInputElement;
    expect([onSite.checked, card.checked]).toEqual([true, false]);
    expect(screen.queryByRole('radio', { name: /pay later/i })).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm reservation' })).toBeTruthy();
    fireEvent.click(card);
    expect(card.checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeTruthy();
  });

  it('card: guest details, then a labelled card form whose mistakes show localized messages, then the token only', async () => {
    const { harness } = renderWithBookingCharts(<GuestDetailPage />, { path: GUEST_DETAIL });
    await start(harness);
    fireEvent.click(screen.getByRole('radio', { name: 'Pay now by card' }));
    fillGuest();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByRole('heading', { name: 'Card details' })).toBeTruthy();
    // No extras for this stay: Rooms, Guest details, Payment, Confirmation.
    expect(screen.getByText('Step 3 of 4: Payment')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Payment', level: 1 })).toBeTruthy();

    // The accepted brands, the number's own marked as it is typed.
    const brands = screen.getByRole('list', { name: 'Accepted cards' });
    expect(
      within(brands)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Visa', 'Mastercard', 'American Express', 'JCB', 'Diners Club']);
    fill(/^card number$/i, '5555 5555 5555 4444');
    expect(screen.getByText('This number is a Mastercard card.')).toBeTruthy();
    expect(within(brands).getByText('Mastercard').className).toBe('card-brand-detected');
    expect((screen.getByLabelText(/^card brand$/i) as HTMLSelectElement).value).toBe('master');
    fireEvent.change(screen.getByLabelText(/^card brand$/i), { target: { value: 'visa' } });
    fill(/^name on card$/i, '山田');
    fireEvent.change(screen.getByLabelText(/^expiry month$/i), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText(/^expiry year$/i), { target: { value: '2030' } });
    fill(/^security code$/i, '12');
    fireEvent.click(screen.getByRole('button', { name: 'Pay and book' }));

    expect(screen.getByText('The brand does not match the card number.')).toBeTruthy();
    expect(screen.getByText('Enter the name in English letters, as printed on the card.')).toBeTruthy();
    expect(screen.getByText('The card must be valid through the check-out date.')).toBeTruthy();
    expect(screen.getByText('Enter the 3-digit security code (4 digits for American Express).')).toBeTruthy();
    expect(screen.getByLabelText(/^card brand$/i).getAttribute('aria-invalid')).toBe('true');
    expect(harness.createReservation).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^card brand$/i), { target: { value: 'master' } });
    fill(/^name on card$/i, 'TARO YAMADA');
    fireEvent.change(screen.getByLabelText(/^expiry month$/i), { target: { value: '12' } });
    fill(/^security code$/i, '123');
    fireEvent.click(screen.getByRole('button', { name: 'Pay and book' }));
    await waitFor(() => expect(harness.createReservation).toHaveLength(1));
    expect(harness.createReservation[0]!.reservation).toMatchObject({
      paymentType: 'credit_card',
      cardToken: 'tok-test',
    });
    expect(JSON.stringify(harness.createReservation[0])).not.toContain('5555555555554444');
  });

  it('a declined card stays on the card form with the reason, nothing charged and another card; the guest is not retyped', async () => {
    let attempts = 0;
    const { harness } = renderWithBookingCharts(<GuestDetailPage />, {
      path: GUEST_DETAIL,
      refuseReservation: () => (++attempts === 1 ? failure('3204', 'Payment failed', 402) : undefined),
    });
    await start(harness);
    fireEvent.click(screen.getByRole('radio', { name: 'Pay now by card' }));
    fillGuest();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    fillCard('4000 0000 0000 3055');
    fireEvent.click(screen.getByRole('button', { name: 'Pay and book' }));

    const declined = await screen.findByTestId('card-declined');
    expect(declined.getAttribute('role')).toBe('alert');
    // A plain decline (3204) adds no reason of its own to "declined" and "try another card".
    expect([...declined.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Your card was declined.',
      'Nothing was charged. Please try another card.',
    ]);
    expect(document.activeElement).toBe(declined);
    expect(screen.getByRole('heading', { name: 'Card details' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /search again/i })).toBeNull();
    expect((screen.getByLabelText(/^card number$/i) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^name on card$/i) as HTMLInputElement).value).toBe('TARO YAMADA');

    fillCard('5555 5555 5555 4444');
    expect(screen.queryByTestId('card-declined')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pay and book' }));
    await waitFor(() => expect(harness.navigations).toEqual(['/reservation/confirmation/ABC123']));
    expect(harness.createReservation).toHaveLength(2);
    expect(harness.createReservation[1]!.reservation).toMatchObject({
      guest: { email: 'taro@example.com' },
      paymentType: 'credit_card',
    });
  });

  it('says the decline and its reason in natural Japanese', async () => {
    const { harness } = renderWithBookingCharts(<GuestDetailPage />, {
      path: GUEST_DETAIL,
      locale: 'ja',
      refuseReservation: () => failure('3005', 'Check the expiry date', 402),
    });
    await start(harness);
    await act(async () => {
      const booking = harness.booking();
      booking.send({ type: 'payment.methodChosen', method: 'credit_card' });
      for (const [field, value] of Object.entries({
        firstName: 'Taro',
        lastName: 'Yamada',
        email: 'taro@example.com',
        emailConfirmation: 'taro@example.com',
        phone: '+81751234567',
      })) {
        booking.send({ type: 'guest.changed', field: field as 'firstName', value });
      }
      booking.send({ type: 'guest.changed', field: 'termsAccepted', value: true });
      booking.send({ type: 'guest.submitted' });
    });
    fillCard(
      '4000 0000 0000 3006',
      /^カード番号$/,
      /^カード名義$/,
      /^有効期限（月）$/,
      /^有効期限（年）$/,
      /^セキュリティコード$/,
    );
    await act(async () => {
      harness.booking().send({ type: 'card.submitted' });
    });
    const declined = await screen.findByTestId('card-declined');
    expect([...declined.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'カードでのお支払いができませんでした。',
      'カードの有効期限をご確認ください。',
      '料金は請求されていません。別のカードでお試しください。',
    ]);
  });

  it('says so when the chosen rooms take different payment methods', async () => {
    const { harness } = renderWithBookingCharts(<GuestDetailPage />, { path: GUEST_DETAIL });
    await start(harness, [
      cardPlan,
      { ...cardPlan, roomTypeCode: 'STE', roomPlanCode: 'STE-RO', roomCount: 1, paymentMethods: ['on_site'] },
    ]);
    expect(screen.getByRole('alert').textContent).toContain('Payment methods differ across the rooms you chose');
  });
});
