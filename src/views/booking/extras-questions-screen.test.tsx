// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithBookingCharts, type BookingHarness } from '../../test-support/render-booking';
import { planOffer } from '../../../machines/booking/selected-rooms';
import { kyotoRooms } from '../../test-support/fixtures';
import type { LoadedOffer } from '../../../machines/booking/extras-questions/machine';
import { selectBookingStep } from '../../../machines/booking/selectors';
import { GuestDetailPage } from './guest-detail-page';

afterEach(cleanup);

const GUEST_DETAIL = '/reservation/guest-detail?code=demo-kyoto&checkin=2030-05-01&checkout=2030-05-05&adults=2';
const dinner: LoadedOffer['extras'][number] = {
  id: 2,
  code: 'DINNER',
  name: 'Kaiseki dinner',
  description: '',
  extraType: 'dated',
  price: 12000,
  priceWithoutTax: 10909,
  minQuantity: 1,
  maxQuantity: 4,
  purchaseLimit: 6,
  bookingAvailableDates: ['2030-05-01', '2030-05-02', '2030-05-04'],
  // 3 May has a price but is not booking-available: shown, not orderable.
  pricesByDate: ['2030-05-01', '2030-05-02', '2030-05-03', '2030-05-04'].map((date, i) => ({
    date,
    price: 12000 + i * 1000,
    priceWithoutTax: 10909,
  })),
  orderDeadline: '2030-04-29T03:00:00Z',
  inventory: null,
};
const offer: LoadedOffer = {
  extras: [dinner],
  questions: [
    {
      id: 10,
      questionType: 'checkin',
      answerType: 'single_option',
      title: 'Estimated arrival time',
      description: '',
      required: true,
      options: [
        { value: 'early', label: '15:00-17:00' },
        { value: 'late', label: 'After 21:00' },
      ],
    },
  ],
};

async function start(harness: BookingHarness) {
  await act(async () => {
    harness.booking().send({ type: 'room.incremented', offer: planOffer(kyotoRooms[0]!, kyotoRooms[0]!.plans[0]!) });
    harness.booking().send({ type: 'booking.started' });
  });
}

describe('the extras and questions screen (step 0 sub-step)', () => {
  it('comes first with its heading focused; Next is refused with a message per question until answered; the guest form follows and can go back', async () => {
    const { harness } = renderWithBookingCharts(<GuestDetailPage />, { path: GUEST_DETAIL, extrasOffer: offer });
    await start(harness);
    const heading = await screen.findByRole('heading', { name: 'Extras and questions', level: 2 });
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByLabelText(/^first name$/i)).toBeNull();
    expect(selectBookingStep(harness.booking().getSnapshot())).toBe(0);
    // One stepper, headed by the step it is on: Rooms, Extras, Guest details, Payment, Confirmation.
    expect(screen.getByRole('heading', { name: 'Extras', level: 1 })).toBeTruthy();
    const stepper = screen.getByRole('navigation', { name: 'Booking steps' });
    expect(within(stepper).getByText('Step 2 of 5: Extras')).toBeTruthy();
    expect(
      within(stepper)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Rooms (done)', '2Extras', '3Guest details', '4Payment', '5Confirmation']);
    expect(within(stepper).getByText('Extras').closest('li')!.getAttribute('aria-current')).toBe('step');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(screen.getByRole('heading', { name: 'Extras and questions' })).toBeTruthy();
    expect(screen.getByText('Please answer the questions marked below.')).toBeTruthy();
    expect(screen.getByText('Please answer this question.').getAttribute('role')).toBe('alert');
    // Focus moves to the first question with a message.
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '15:00-17:00' }));

    fireEvent.click(screen.getByRole('radio', { name: 'After 21:00' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    const form = await screen.findByRole('heading', { name: 'Who is staying', level: 2 });
    expect(document.activeElement).toBe(form);
    expect(screen.getByRole('heading', { name: 'Guest details', level: 1 })).toBeTruthy();
    expect(screen.getByText('Step 3 of 5: Guest details')).toBeTruthy();
    expect(screen.getByLabelText(/^first name$/i)).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back to extras and questions' })));
    expect(screen.getByRole('radio', { name: 'After 21:00' })).toHaveProperty('checked', true);
  });

  it('picks dinner dates on a keyboard calendar of orderable days only, with a quantity per day and the summary updated', async () => {
    const { harness } = renderWithBookingCharts(<GuestDetailPage />, { path: GUEST_DETAIL, extrasOffer: offer });
    await start(harness);
    const grid = await screen.findByRole('grid', { name: 'Dates for Kaiseki dinner' });
    const day = (name: string) => within(grid).getByRole('button', { name });
    // One tab stop: the first orderable day; 3 May is shown but cannot be ordered.
    const first = day('Wed, May 1, 2030, ¥12,000');
    expect(first.tabIndex).toBe(0);
    expect(day('Thu, May 2, 2030, ¥13,000').tabIndex).toBe(-1);
    expect(day('Fri, May 3, 2030, not available').getAttribute('aria-disabled')).toBe('true');

    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(day('Thu, May 2, 2030, ¥13,000'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    const unavailable = day('Fri, May 3, 2030, not available');
    expect(document.activeElement).toBe(unavailable);
    fireEvent.keyDown(unavailable, { key: 'Enter' });
    expect(screen.queryAllByRole('spinbutton')).toHaveLength(0);
    // Beyond the last orderable day the focus stays.
    fireEvent.keyDown(unavailable, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(unavailable);
    fireEvent.keyDown(unavailable, { key: 'ArrowLeft' });
    await act(async () => fireEvent.keyDown(document.activeElement!, { key: 'Enter' }));
    const picked = day('Thu, May 2, 2030, ¥13,000, chosen');
    expect(picked.closest('[role="gridcell"]')!.getAttribute('aria-selected')).toBe('true');

    const quantity = screen.getByLabelText(/^Kaiseki dinner on .*May 2, 2030$/) as HTMLInputElement;
    expect(quantity.value).toBe('1');
    // Within the extra's maximum (4 per order).
    await act(async () => fireEvent.change(quantity, { target: { value: '9' } }));
    expect(quantity.value).toBe('4');
    const summary = within(screen.getByRole('region', { name: 'Extras' }));
    expect(summary.getByText(/Kaiseki dinner × 4/).textContent).toContain('¥52,000');

    // Space removes the day again.
    await act(async () => fireEvent.keyDown(picked, { key: ' ' }));
    expect(screen.queryByLabelText(/^Kaiseki dinner on .*May 2, 2030$/)).toBeNull();
  });

  it('is skipped when the stay is offered no extras and no questions', async () => {
    const { harness } = renderWithBookingCharts(<GuestDetailPage />, { path: GUEST_DETAIL });
    await start(harness);
    await screen.findByLabelText(/^first name$/i);
    expect(screen.queryByRole('heading', { name: 'Extras and questions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back to extras and questions' })).toBeNull();
  });
});
