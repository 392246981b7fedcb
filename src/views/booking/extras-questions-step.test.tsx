// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithBookingCharts } from '../../test-support/render-booking';
import { planOffer } from '../../../machines/booking/selected-rooms';
import { kyotoRooms } from '../../test-support/fixtures';
import type { LoadedOffer } from '../../../machines/booking/extras-questions/machine';
import { ExtrasQuestionsSections, ExtrasSummary } from './extras-questions-step';

afterEach(cleanup);

const GUEST_DETAIL = '/reservation/guest-detail?code=demo-kyoto&checkin=2030-05-01&checkout=2030-05-03&adults=2';
const offer: LoadedOffer = {
  extras: [
    {
      id: 1,
      code: 'CHAMPAGNE',
      name: 'Welcome champagne',
      description: 'A bottle in your room.',
      extraType: 'generic',
      price: 5500,
      priceWithoutTax: 5000,
      minQuantity: 1,
      maxQuantity: 3,
      purchaseLimit: 3,
      bookingAvailableDates: [],
      pricesByDate: [],
      orderDeadline: '2030-04-30T09:00:00Z',
      inventory: 10,
    },
    {
      id: 2,
      code: 'DINNER',
      name: 'Kaiseki dinner',
      description: '',
      extraType: 'dated',
      price: 12000,
      priceWithoutTax: 10909,
      minQuantity: 1,
      maxQuantity: 8,
      purchaseLimit: null,
      bookingAvailableDates: ['2030-05-01', '2030-05-02'],
      pricesByDate: [
        { date: '2030-05-01', price: 12000, priceWithoutTax: 10909 },
        { date: '2030-05-02', price: 15000, priceWithoutTax: 13636 },
      ],
      orderDeadline: '2030-04-29T03:00:00Z',
      inventory: null,
    },
  ],
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
    {
      id: 11,
      questionType: 'free',
      answerType: 'text',
      title: 'Food allergies',
      description: '',
      required: false,
      options: [],
    },
    {
      id: 12,
      questionType: 'free',
      answerType: 'file',
      title: 'Passport photo',
      description: '',
      required: false,
      options: [],
    },
    {
      id: 13,
      questionType: 'notification',
      answerType: 'none',
      title: 'The garden bath is closed.',
      description: '',
      required: false,
      options: [],
    },
  ],
};

describe('extras and questions sections', () => {
  it('picks extras by quantity (dated ones by date on the calendar), shows them in the summary, and checks required answers accessibly', async () => {
    const { harness } = renderWithBookingCharts(
      <>
        <ExtrasQuestionsSections />
        <ExtrasSummary />
      </>,
      { path: GUEST_DETAIL, extrasOffer: offer },
    );
    await act(async () => {
      harness.booking().send({ type: 'room.incremented', offer: planOffer(kyotoRooms[0]!, kyotoRooms[0]!.plans[0]!) });
      harness.booking().send({ type: 'booking.started' });
    });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Extras' })).toBeTruthy());
    // Order deadlines in the hotel's time (Kyoto), whatever the browser's: 09:00 UTC is 18:00, 03:00 UTC is 12:00.
    expect(screen.getByText(/order by Apr 30, 2030, 18:00/)).toBeTruthy();
    expect(screen.getByText(/order by Apr 29, 2030, 12:00/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'One more: Quantity of Welcome champagne' }));
    // Spin buttons: the champagne; the dinner gets one per date picked on its calendar.
    expect(screen.getAllByRole('spinbutton')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Thu, May 2, 2030, ¥15,000' }));
    expect(screen.getAllByRole('spinbutton')).toHaveLength(2);
    fireEvent.change(screen.getAllByRole('spinbutton')[1]!, { target: { value: '2' } });
    expect((screen.getByLabelText('Quantity of Welcome champagne') as HTMLInputElement).value).toBe('1');
    const summary = within(screen.getByRole('region', { name: 'Extras' }));
    expect(summary.getByText(/Welcome champagne × 1/)).toBeTruthy();
    expect(summary.getByText(/Kaiseki dinner × 2/).textContent).toContain('¥30,000');
    expect(screen.getByRole('note').textContent).toContain('The garden bath is closed.');

    await act(async () => harness.booking().send({ type: 'extras.submitted' }));
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(2);
    const error = screen.getByText('Please answer this question.');
    expect(error.getAttribute('role')).toBe('alert');
    fireEvent.click(screen.getByRole('radio', { name: 'After 21:00' }));
    expect(screen.queryByText('Please answer this question.')).toBeNull();
    expect((screen.getByLabelText(/Food allergies/) as HTMLInputElement).maxLength).toBe(255);

    // A picked image is previewed by name, uploaded, and can be removed by keyboard.
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'passport.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/Passport photo/), { target: { files: [file] } });
    await waitFor(() => expect(screen.getByText('Uploaded')).toBeTruthy());
    expect(screen.getByText('passport.png')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove passport.png' }));
    expect(screen.queryByText('passport.png')).toBeNull();
  });
});
