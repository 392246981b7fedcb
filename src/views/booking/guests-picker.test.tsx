// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithBookingCharts } from '../../test-support/render-booking';
import { ResultsPage } from './results-page';

afterEach(cleanup);

// Nothing here fetches the search bar's parts ahead (search-popovers.ts): the panel opens before its fields are here.
describe('the guests panel opened before its fields have arrived', () => {
  it('unfolds at once with a placeholder announced as loading, then shows the fields in its place', async () => {
    renderWithBookingCharts(<ResultsPage />);
    const trigger = screen.getByRole('button', { name: /^Guests/ });
    const panel = document.getElementById(trigger.getAttribute('aria-controls')!)!;
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hasAttribute('data-open')).toBe(true);
    expect(within(panel).getByRole('status').textContent).toBe('Loading…');
    expect(within(panel).queryByLabelText('Adults per room')).toBeNull();

    const adults = await within(panel).findByLabelText('Adults per room');
    expect(within(panel).queryByRole('status')).toBeNull();
    fireEvent.change(adults, { target: { value: '3' } });
    expect(trigger.textContent).toBe('3 adults, 0 children, 1 room');
  });
});
