// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithBookingCharts, type BookingHarness } from '../../test-support/render-booking';
import { GuestDetailPage } from './guest-detail-page';
import { planOffer } from '../../../machines/booking/selected-rooms';
import { kyotoRooms } from '../../test-support/fixtures';
import { failure } from '../../../machines/failure';

afterEach(cleanup);

const GUEST_DETAIL = '/reservation/guest-detail?code=demo-kyoto&checkin=2030-05-01&checkout=2030-05-03&adults=2';

/** The guest chose one room on the results page and pressed Book. */
async function chooseRoomAndStart(harness: BookingHarness) {
  await act(async () => {
    harness.booking().send({ type: 'room.incremented', offer: planOffer(kyotoRooms[0]!, kyotoRooms[0]!.plans[0]!) });
    harness.booking().send({ type: 'booking.started' });
  });
}

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('GuestDetailPage price consistency (SPEC.md section 8)', () => {
  it('says the price became cheaper once the new summary is quoted, and confirms again with the new total', async () => {
    const { harness } = renderWithBookingCharts(<GuestDetailPage />, {
      path: GUEST_DETAIL,
      refuseReservation: (input) =>
        input.reservation.expectedTotalPrice === 30000 ? failure('price_changed', 'Price changed', 409) : undefined,
    });
    await chooseRoomAndStart(harness);
    fill(/^first name$/i, 'Taro');
    fill(/^last name$/i, 'Yamada');
    fill(/^e-mail$/i, 'taro@example.com');
    fill(/^confirm e-mail$/i, 'taro@example.com');
    fill(/^phone$/i, '+81751234567');
    fireEvent.click(screen.getByRole('checkbox', { name: /terms/i }));
    // The quoted summary showed 30000 (machines/price-quote sends it to the booking chart).
    await act(async () => harness.booking().send({ type: 'price.quoted', totalPrice: 30000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm reservation' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The price changed after a promotion change');
    // The summary is quoted again (a new revision) and shows the cheaper total.
    await act(async () => harness.booking().send({ type: 'price.quoted', totalPrice: 26000 }));
    expect(screen.getByRole('alert').textContent).toContain('The price became cheaper after a promotion change');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm reservation' }));
    await waitFor(() => expect(harness.navigations).toEqual(['/reservation/confirmation/ABC123']));
    expect(harness.createReservation.map((request) => request.reservation.expectedTotalPrice)).toEqual([30000, 26000]);
  });
});

describe('GuestDetailPage', () => {
  it('shows the chart’s messages for a bad e-mail and unaccepted terms, and books nothing', async () => {
    const { harness } = renderWithBookingCharts(<GuestDetailPage />, { path: GUEST_DETAIL });
    await chooseRoomAndStart(harness);

    fill(/^first name$/i, 'Taro');
    fill(/^last name$/i, 'Yamada');
    fill(/^e-mail$/i, 'not-an-email');
    fill(/^confirm e-mail$/i, 'not-an-email');
    fill(/^phone$/i, '+81751234567');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm reservation' }));

    const email = screen.getByLabelText(/^e-mail$/i);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const emailError = document.getElementById(email.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(emailError?.textContent).toBe('Please enter a valid e-mail address.');

    const terms = screen.getByRole('checkbox', { name: /terms/i });
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please accept the terms to continue.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Please correct the highlighted fields.');
    // Focus moves to the first field with a message.
    expect(document.activeElement).toBe(email);

    expect(screen.getByLabelText(/^first name$/i).getAttribute('aria-invalid')).toBeNull();
    expect(harness.createReservation).toHaveLength(0);
  });

  it('clears a field’s message when it changes, then books paying at the hotel', async () => {
    const { harness } = renderWithBookingCharts(<GuestDetailPage />, { path: GUEST_DETAIL });
    await chooseRoomAndStart(harness);
    expect(screen.getAllByText(/Pay at the hotel/i).length).toBeGreaterThan(0);
    expect(screen.getByText(/Garden Twin: Room only × 1/)).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Total for the selected rooms' }).textContent).toBe(
      '¥24,000 incl. tax ¥2,181',
    );
    // Without children, the adults alone.
    expect(screen.getByText(/2 nights, 2 adults per room/)).toBeTruthy();
    // The chosen plan's cancellation terms stay in view while the guest books.
    const summary = screen.getByRole('complementary', { name: 'Your stay' });
    expect(within(summary).getByText(/^Free cancellation until /)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm reservation' }));
    expect(screen.getByLabelText(/^last name$/i).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThan(0);

    fill(/^first name$/i, 'Taro');
    fill(/^last name$/i, 'Yamada');
    fill(/^e-mail$/i, 'guest@example.com');
    fill(/^confirm e-mail$/i, 'guest@example.com');
    fill(/^phone$/i, '+81751234567');
    fill(/^special requests \(optional\)$/i, '  Arriving around 23:00.  ');
    fireEvent.click(screen.getByRole('checkbox', { name: /terms/i }));
    expect(screen.getByLabelText(/^last name$/i).getAttribute('aria-invalid')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm reservation' }));
    await waitFor(() => expect(harness.navigations).toEqual(['/reservation/confirmation/ABC123']));
    expect(harness.createReservation[0]?.reservation.guest).toEqual({
      firstName: 'Taro',
      lastName: 'Yamada',
      email: 'guest@example.com',
      phone: '+81751234567',
    });
    expect(harness.createReservation[0]?.reservation.paymentType).toBe('on_site');
    expect(harness.createReservation[0]?.reservation.specialRequest).toBe('Arriving around 23:00.');
  });

  it("takes the phone as the guest types it, in the hotel's country, and books it in E.164; says so when it is no phone number", async () => {
    const { harness } = renderWithBookingCharts(<GuestDetailPage />, { path: GUEST_DETAIL });
    await chooseRoomAndStart(harness);
    fill(/^first name$/i, 'Taro');
    fill(/^last name$/i, 'Yamada');
    fill(/^e-mail$/i, 'guest@example.com');
    fill(/^confirm e-mail$/i, 'guest@example.com');
    fireEvent.click(screen.getByRole('checkbox', { name: /terms/i }));

    fill(/^phone$/i, '075-123');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm reservation' }));
    const message =
      "Please enter a valid phone number, with the country code if it is not in the hotel's country (for example +81 75-123-4567).";
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText(/^phone$/i).getAttribute('aria-invalid')).toBe('true');
    expect(harness.createReservation).toHaveLength(0);

    // The demo hotel is in Japan: a national number needs no country code.
    fill(/^phone$/i, '075-123-4567');
    expect(screen.queryByText(message)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm reservation' }));
    await waitFor(() => expect(harness.navigations).toEqual(['/reservation/confirmation/ABC123']));
    expect(harness.createReservation[0]?.reservation.guest.phone).toBe('+81751234567');
  });

  it("shows a signed-in member's name, e-mail and phone in the guest form", async () => {
    const { harness } = renderWithBookingCharts(<GuestDetailPage />, { path: GUEST_DETAIL });
    await act(async () => {
      harness.booking().send({
        type: 'member.changed',
        member: { firstName: 'Hanako', lastName: 'Suzuki', email: 'hanako@example.com', phone: '+819012345678' },
      });
    });
    await chooseRoomAndStart(harness);
    const value = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect([
      value(/^first name$/i),
      value(/^last name$/i),
      value(/^e-mail$/i),
      value(/^confirm e-mail$/i),
      value(/^phone$/i),
    ]).toEqual(['Hanako', 'Suzuki', 'hanako@example.com', 'hanako@example.com', '+819012345678']);
  });

  it('offers an optional special-request textarea and refuses more than 1000 characters', async () => {
    const { harness } = renderWithBookingCharts(<GuestDetailPage />, { path: GUEST_DETAIL });
    await chooseRoomAndStart(harness);
    const request = screen.getByRole('textbox', { name: 'Special requests (optional)' });
    expect(request.tagName).toBe('TEXTAREA');
    expect(request.hasAttribute('required')).toBe(false);

    fill(/^first name$/i, 'Taro');
    fill(/^last name$/i, 'Yamada');
    fill(/^e-mail$/i, 'guest@example.com');
    fill(/^confirm e-mail$/i, 'guest@example.com');
    fill(/^phone$/i, '+81751234567');
    fireEvent.click(screen.getByRole('checkbox', { name: /terms/i }));
    fireEvent.change(request, { target: { value: 'x'.repeat(1001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm reservation' }));

    expect(request.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Special requests can be at most 1000 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(request);
    expect(harness.createReservation).toHaveLength(0);
  });

  it('says so when no room has been chosen', async () => {
    renderWithBookingCharts(<GuestDetailPage />, { path: GUEST_DETAIL });
    expect(await screen.findByText(/No room is selected/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm reservation' })).toBeNull();
  });
});
