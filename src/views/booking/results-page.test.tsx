// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithBookingCharts } from '../../test-support/render-booking';
import { ResultsPage } from './results-page';

afterEach(cleanup);

describe('ResultsPage', () => {
  it('lists room types with their free rooms and plans with prices in the hotel currency', async () => {
    renderWithBookingCharts(<ResultsPage />);

    const twin = await screen.findByRole('article', { name: 'Garden Twin' });
    expect(within(twin).getByText('3 rooms left')).toBeTruthy();
    expect(within(twin).getByText('¥24,000')).toBeTruthy();
    expect(within(twin).getByText('¥30,000')).toBeTruthy();
    expect(within(twin).getByText('Meals included')).toBeTruthy();
    expect(within(twin).getByText('Non-refundable')).toBeTruthy();
    const suite = screen.getByRole('article', { name: 'Tatami Suite' });
    expect(within(suite).getByText('1 room left')).toBeTruthy();
    expect(within(suite).getByText('¥58,000')).toBeTruthy();

    expect(screen.getByLabelText('Check-in')).toHaveProperty('value', '2030-05-01');
    expect(screen.getByLabelText('Check-out')).toHaveProperty('value', '2030-05-03');
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
  });

  it('selects a plan through the booking chart and enables Book', async () => {
    const { harness } = renderWithBookingCharts(<ResultsPage />);
    const book = screen.getByRole('button', { name: 'Book' });
    expect(book).toHaveProperty('disabled', true);

    fireEvent.click(await screen.findByRole('button', { name: 'Select Garden Twin Room only' }));

    expect(harness.booking().getSnapshot().context.selection).toEqual([
      { roomTypeCode: 'TWN', roomPlanCode: 'TWN-RO', quantity: 1 },
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
