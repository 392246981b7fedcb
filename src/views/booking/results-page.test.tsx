// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithBookingCharts } from '../../test-support/render-booking';
import { ResultsPage } from './results-page';
import { planOffer } from '../../../machines/booking/selected-rooms';
import { kyotoRooms } from '../../test-support/fixtures';

afterEach(cleanup);

describe('ResultsPage', () => {
  it('draws every room of a longer list: the rooms past the first follow them, and the list is no longer busy', async () => {
    const east = kyotoRooms.map((room) => ({
      ...room,
      roomTypeCode: `${room.roomTypeCode}E`,
      name: `${room.name} East`,
    }));
    renderWithBookingCharts(<ResultsPage />, { rooms: [...kyotoRooms, ...east] });

    const list = await screen.findByRole('list', { name: 'Available rooms' });
    expect(await within(list).findByRole('article', { name: 'Tatami Suite East' })).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby')),
    ).toEqual(['room-TWN', 'room-STE', 'room-TWNE', 'room-STEE']);
    expect(list.getAttribute('aria-busy')).toBeNull();
  });

  it('lists room types with their free rooms and plans with prices in the hotel currency', async () => {
    renderWithBookingCharts(<ResultsPage />);

    const twin = await screen.findByRole('article', { name: 'Garden Twin' });
    expect(within(twin).getByText('3 rooms left')).toBeTruthy();
    expect(within(twin).getByText('¥24,000')).toBeTruthy();
    expect(within(twin).getByText('¥30,000')).toBeTruthy();
    // The room's facts beside its photos, each with its icon.
    const facts = within(twin).getByRole('list', { name: 'About the room' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['24 m²', '2 single beds', 'Garden view', 'Up to 2 guests']);
    expect(
      within(facts)
        .getAllByRole('listitem')
        .every((item) => item.querySelector('svg[aria-hidden="true"]')),
    ).toBe(true);
    // Under each plan: what it includes, its terms for the searched dates, per night and total (2 nights).
    expect(within(twin).getByText('Room only, no meals')).toBeTruthy();
    expect(within(twin).getByText('Includes breakfast')).toBeTruthy();
    expect(within(twin).getByText('Free cancellation until Dec 9, 18:00')).toBeTruthy();
    expect(within(twin).getByText('After that, 50% of the price')).toBeTruthy();
    expect(within(twin).getByText('Non-refundable')).toBeTruthy();
    expect(within(twin).getByText('¥12,000 per night on average')).toBeTruthy();
    expect(within(twin).getByText('¥15,000 per night on average')).toBeTruthy();
    expect(within(twin).getAllByText('Total for 2 nights')).toHaveLength(2);
    const suite = screen.getByRole('article', { name: 'Tatami Suite' });
    expect(within(suite).getByText('1 room left')).toBeTruthy();
    expect(within(suite).getByText('¥58,000')).toBeTruthy();

    expect(screen.getByLabelText('Check-in')).toHaveProperty('value', '2030-05-01');
    expect(screen.getByLabelText('Check-out')).toHaveProperty('value', '2030-05-03');
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    // The booking's first step, on the same stepper as the later pages.
    const stepper = screen.getByRole('navigation', { name: 'Booking steps' });
    // Whether the stay is offered extras is known only once rooms are booked: only this step is numbered.
    expect(within(stepper).getByText('Step 1: Rooms')).toBeTruthy();
    expect(
      within(stepper)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Rooms', '·Guest details', '·Payment', '·Confirmation']);
    expect(within(stepper).getByText('Rooms').closest('li')!.getAttribute('aria-current')).toBe('step');
  });

  it('selects a plan through the booking chart and enables Book', async () => {
    const { harness } = renderWithBookingCharts(<ResultsPage />);
    const book = screen.getByRole('button', { name: 'Book' });
    expect(book).toHaveProperty('disabled', true);

    fireEvent.click(await screen.findByRole('button', { name: 'Select Garden Twin Room only' }));

    expect(harness.booking().getSnapshot().context.selection).toEqual([
      { roomTypeCode: 'TWN', roomPlanCode: 'TWN-RO', quantity: 1, roomPrice: 24000, roomTax: 2181, currency: 'JPY' },
    ]);
    expect(screen.getByRole('button', { name: 'Book' })).toHaveProperty('disabled', false);
    expect(screen.getByText('1 room selected')).toBeTruthy();
    // The plan now shows a stepper; one more, then back down to zero.
    fireEvent.click(screen.getByRole('button', { name: 'Add one room of Room only' }));
    expect(screen.getByText('2 rooms selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove one room of Room only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove one room of Room only' }));
    expect(screen.getByRole('button', { name: 'Select Garden Twin Room only' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book' })).toHaveProperty('disabled', true);
  });

  it('totals the selection: quantity x the price of one room of each plan', async () => {
    renderWithBookingCharts(<ResultsPage />);
    expect(screen.queryByRole('status', { name: 'Total for the selected rooms' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Select Garden Twin Room only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add one room of Room only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select Tatami Suite Suite room only' }));
    // 2 x 24,000 + 58,000; tax 2 x 2,181 + 5,272.
    const total = screen.getByRole('status', { name: 'Total for the selected rooms' });
    expect(total.textContent).toBe('¥106,000 incl. tax ¥9,634');
    expect(screen.getByText(/Garden Twin: Room only × 2/).closest('li')!.textContent).toContain('¥48,000');
  });

  it('guests are per room: more rooms than searched adults can be chosen, up to the free rooms', async () => {
    // The search is for 2 adults per room; Garden Twin has 3 rooms free.
    const { harness } = renderWithBookingCharts(<ResultsPage />);
    // The per-room guest fields come in a chunk of their own (the search bar's popover parts).
    expect(await screen.findByLabelText('Adults per room')).toHaveProperty('value', '2');
    expect(screen.getByLabelText('Children per room')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Select Garden Twin Room only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add one room of Room only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add one room of Room only' }));
    expect(screen.getByText('3 rooms selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add one room of Room only' })).toHaveProperty('disabled', true);
    expect(harness.booking().getSnapshot().context.selection[0]?.quantity).toBe(3);
  });

  it('shows a plan paid only by a method the widget does not book (PayPal) with a note instead of the Select button', async () => {
    const cardOnly = {
      ...kyotoRooms[0]!.plans[1]!,
      roomPlanCode: 'TWN-NR',
      name: 'Prepaid saver',
      paymentMethods: ['paypal'],
    };
    const rooms = [{ ...kyotoRooms[0]!, plans: [kyotoRooms[0]!.plans[0]!, cardOnly] }];
    const { harness } = renderWithBookingCharts(<ResultsPage />, { rooms });
    const twin = await screen.findByRole('article', { name: 'Garden Twin' });
    expect(within(twin).getByText('Paid by a method not offered here yet — not bookable')).toBeTruthy();
    expect(within(twin).queryByRole('button', { name: 'Select Garden Twin Prepaid saver' })).toBeNull();
    expect(within(twin).getAllByRole('button', { name: /^Select / })).toHaveLength(1);
    // The chart refuses it too, whoever sends the event.
    harness.booking().send({ type: 'room.incremented', offer: planOffer(rooms[0]!, cardOnly) });
    expect(harness.booking().getSnapshot().context.selection).toEqual([]);
  });

  it('says so in Japanese for a PayPal-only plan', async () => {
    const cardOnly = { ...kyotoRooms[0]!.plans[0]!, paymentMethods: ['paypal'] };
    renderWithBookingCharts(<ResultsPage />, { locale: 'ja', rooms: [{ ...kyotoRooms[0]!, plans: [cardOnly] }] });
    expect(await screen.findByText('こちらではまだ扱っていないお支払い方法のプランです — 予約できません')).toBeTruthy();
    await act(async () => {});
    expect(screen.getByLabelText('1室あたりの大人')).toBeTruthy();
  });

  it('shows the no-rooms message when the search finds nothing', async () => {
    renderWithBookingCharts(<ResultsPage />, { rooms: [] });
    expect(await screen.findByText(/No rooms are available for this search/)).toBeTruthy();
  });

  it('speaks Japanese when the init chart chose ja', async () => {
    renderWithBookingCharts(<ResultsPage />, { locale: 'ja' });
    const twin = await screen.findByRole('article', { name: 'Garden Twin' });
    expect(within(twin).getByText('残り3室')).toBeTruthy();
    await act(async () => {});
    expect(screen.getByRole('button', { name: '検索' })).toBeTruthy();
  });
});
