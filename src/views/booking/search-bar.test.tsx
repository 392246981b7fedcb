// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithBookingCharts } from '../../test-support/render-booking';
import { ResultsPage } from './results-page';
import { formatStayDates } from '../../format/dates';
import { kyotoSettings } from '../../test-support/fixtures';
import { fetchSearchParts } from './search-popovers';

/** Intl writes a range with thin spaces around the dash. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u2009/g, ' ');

afterEach(cleanup);
// What the search bar shows when opened comes in chunks of its own, here before the guest opens it.
beforeAll(fetchSearchParts);

describe('the search bar', () => {
  it('keeps the guests behind one button that says them in words, unfolding and folding a panel', async () => {
    renderWithBookingCharts(<ResultsPage />);
    await screen.findByRole('article', { name: 'Garden Twin' });
    const trigger = screen.getByRole('button', { name: 'Guests 2 adults, 0 children, 1 room' });
    const panel = document.getElementById(trigger.getAttribute('aria-controls')!)!;
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hasAttribute('data-open')).toBe(false);

    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hasAttribute('data-open')).toBe(true);
    fireEvent.change(within(panel).getByLabelText('Children per room'), { target: { value: '1' } });
    fireEvent.change(within(panel).getByLabelText('Rooms'), { target: { value: '2' } });
    // The words count every guest of every room.
    expect(trigger.textContent).toBe('4 adults, 2 children, 2 rooms');
    fireEvent.change(within(panel).getByLabelText('Children per room'), { target: { value: '' } });
    expect(trigger.textContent).toBe('4 adults, 0 children, 2 rooms');

    // Escape folds it and gives the focus back to the button; so does Done.
    fireEvent.keyDown(within(panel).getByLabelText('Rooms'), { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
    fireEvent.click(trigger);
    fireEvent.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(panel.hasAttribute('data-open')).toBe(false);
    // A click elsewhere folds it too.
    fireEvent.click(trigger);
    fireEvent.pointerDown(document.body);
    expect(panel.hasAttribute('data-open')).toBe(false);
  });

  it('counts every room’s guests in the words, room by room', async () => {
    renderWithBookingCharts(<ResultsPage />);
    await screen.findByRole('article', { name: 'Garden Twin' });
    fireEvent.click(screen.getByRole('button', { name: /^Guests/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Different guests in each room' }));
    fireEvent.change(screen.getByLabelText('Adults in room 2'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Children in room 2'), { target: { value: '2' } });
    expect(screen.getByRole('button', { name: /^Guests/ }).textContent).toBe('3 adults, 2 children, 2 rooms');
  });

  it('unfolds the guests on a search refused for them, and shows the reason under the button once folded', async () => {
    renderWithBookingCharts(<ResultsPage />);
    await screen.findByRole('article', { name: 'Garden Twin' });
    const trigger = screen.getByRole('button', { name: /^Guests/ });
    fireEvent.click(trigger);
    fireEvent.change(screen.getByLabelText('Adults per room'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    // The refusal unfolds the panel with the reason beside the field, and focus is on the button above it.
    const adults = screen.getByLabelText('Adults per room');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(adults.getAttribute('aria-describedby')!)!.textContent).toBe(
      'At least one adult is needed.',
    );
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(screen.getAllByText('At least one adult is needed.')).toHaveLength(1);
    // Folded again, the reason is under the button.
    fireEvent.keyDown(adults, { key: 'Escape' });
    const message = document.getElementById(trigger.getAttribute('aria-describedby')!)!;
    expect(message.textContent).toBe('At least one adult is needed.');
  });

  it('moves the view to the results once a search is done', async () => {
    renderWithBookingCharts(<ResultsPage />);
    await screen.findByRole('article', { name: 'Garden Twin' });
    expect(document.activeElement).not.toBe(document.getElementById('search-outcome'));
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: '2030-05-04' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('search-outcome'));
    expect(document.activeElement!.contains(screen.getByRole('article', { name: 'Garden Twin' }))).toBe(true);
  });

  it('keeps day use, the search without dates and the codes behind "More options", in the form, counting those in use', async () => {
    renderWithBookingCharts(<ResultsPage />, {
      settings: { ...kyotoSettings, settings: { ...kyotoSettings.settings, couponActive: true } },
    });
    await screen.findByRole('article', { name: 'Garden Twin' });
    const more = screen.getByRole('button', { name: 'More options' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('checkbox', { name: /Day use/ })).toBeNull();
    expect(screen.queryByLabelText('Coupon code')).toBeNull();

    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const options = document.getElementById(more.getAttribute('aria-controls')!)!;
    const form = screen.getByLabelText('Check-in').closest('form');
    expect(options.closest('form')).toBe(form);
    expect(within(options).getByRole('group', { name: 'Coupon or promotion code' })).toBeTruthy();
    fireEvent.click(within(options).getByRole('checkbox', { name: /Day use/ }));
    expect(more.textContent).toBe('More options 1 in use');

    // Folded again, the count says an option is still in use; a code typed counts too.
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('checkbox', { name: /Day use/ })).toBeNull();
    fireEvent.click(more);
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'WELCOME' } });
    expect(more.textContent).toBe('More options 2 in use');
  });

  it('puts the order and the currency in the toolbar over the results, beside their heading', async () => {
    renderWithBookingCharts(<ResultsPage />);
    await screen.findByRole('article', { name: 'Garden Twin' });
    const heading = screen.getByRole('heading', { level: 2, name: 'Available rooms' });
    const toolbar = heading.parentElement!;
    expect(within(toolbar).getByRole('group', { name: 'Show results' })).toBeTruthy();
    expect(within(toolbar).getByLabelText('Sort by')).toBeTruthy();
    expect(screen.getByLabelText('Sort by').closest('form')).toBeNull();
  });

  it('folds on a phone into the stay in words with an Edit button', async () => {
    renderWithBookingCharts(<ResultsPage />);
    await screen.findByRole('article', { name: 'Garden Twin' });
    const edit = screen.getByRole('button', { name: 'Edit' });
    expect(plain(document.getElementById(edit.getAttribute('aria-describedby')!)!.textContent)).toBe(
      'Wed, May 1 – Fri, May 3 · 2 nights · 2 adults, 0 children, 1 room',
    );
    const form = document.getElementById(edit.getAttribute('aria-controls')!)!;
    expect(form.hasAttribute('data-folded')).toBe(true);
    fireEvent.click(edit);
    expect(edit.getAttribute('aria-expanded')).toBe('true');
    expect(form.hasAttribute('data-folded')).toBe(false);
  });
});

describe('formatStayDates', () => {
  it('writes the stay as the locale writes a date range; day use and undated searches name the check-in only', () => {
    const stay = { checkin: '2026-12-26', checkout: '2026-12-28' };
    expect(plain(formatStayDates(stay, 'en'))).toBe('Sat, Dec 26 – Mon, Dec 28');
    expect(plain(formatStayDates(stay, 'ja'))).toBe('12/26(土)～12/28(月)');
    expect(formatStayDates({ ...stay, isDayUse: true }, 'en')).toBe('Sat, Dec 26');
    expect(formatStayDates({ ...stay, undatedNights: 2 }, 'en')).toBe('Sat, Dec 26');
    expect(formatStayDates({ checkin: '', checkout: '' }, 'en')).toBe('');
  });
});
