// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithBookingCharts, type BookingHarness } from '../../test-support/render-booking';
import { GuestDetailPage } from '../booking/guest-detail-page';
import type { PlanOffer } from '../../../machines/booking/selected-rooms';

afterEach(cleanup);

const GUEST_DETAIL = '/reservation/guest-detail?code=demo-kyoto&checkin=2030-05-01&checkout=2030-05-03&adults=2';
const cardPlan: PlanOffer = {
  roomTypeCode: 'TWN', roomPlanCode: 'TWN-RO', roomCount: 3, roomPrice: 24000, roomTax: 2181, currency: 'JPY', paymentMethods: ['on_site', 'credit_card'],
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
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();

    fill(/^card number$/i, '5555 5555 5555 4444');
    expect(screen.getByText('This number is a Mastercard card.')).toBeTruthy();
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
    expect(harness.createReservation[0]!.reservation).toMatchObject({ paymentType: 'credit_card', cardToken: 'tok-test' });
    expect(JSON.stringify(harness.createReservation[0])).not.toContain('5555555555554444');
  });

  it('says so when the chosen rooms take different payment methods', async () => {
    const { harness } = renderWithBookingCharts(<GuestDetailPage />, { path: GUEST_DETAIL });
    await start(harness, [cardPlan, { ...cardPlan, roomTypeCode: 'STE', roomPlanCode: 'STE-RO', roomCount: 1, paymentMethods: ['on_site'] }]);
    expect(screen.getByRole('alert').textContent).toContain('Payment methods differ across the rooms you chose');
  });
});
