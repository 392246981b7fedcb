// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, afterEach, describe, expect, it } from 'vitest';
import TypesafeI18n from '../../../locales/i18n-react';
import { loadAllLocales } from '../../../locales/i18n-util.sync';
import type { GatewayClient } from '../../../machines/transport/graphql-client';
import { calendarPart } from '../booking/search-popovers';
import { CalendarScope, DateRangeCalendar } from './date-range-calendar';

loadAllLocales();
afterEach(cleanup);

/** April 2030 from the 10th: 12 rooms at 10,000 + day, 3 on the 15th, none on the 20th. */
function fakeClient(requests: unknown[]): GatewayClient {
  return {
    request: (async (_document: unknown, variables: { from: string; to: string }) => {
      requests.push(variables);
      const days = [];
      for (
        let date = variables.from;
        date < variables.to;
        date = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
      ) {
        const day = Number(date.slice(8, 10));
        const past = date < '2030-04-10';
        const soldOut = date.endsWith('-20');
        days.push({
          date,
          bookable: !past,
          roomsLeft: past || soldOut ? 0 : date.endsWith('-15') ? 3 : 12,
          lowestPrice: past || soldOut ? null : 10_000 + day,
        });
      }
      return { roomAvailability: { currency: 'JPY', fewRoomsThreshold: 10, days } };
    }) as GatewayClient['request'],
  };
}

function renderCalendar(locale: 'en' | 'ar' = 'en') {
  const requests: unknown[] = [];
  const chosen: [string, string][] = [];
  render(
    <TypesafeI18n locale={locale}>
      <CalendarScope
        setup={{
          client: fakeClient(requests),
          hotelCode: 'demo-kyoto',
          today: '2030-04-10',
          onRangeChosen: (a, b) => chosen.push([a, b]),
        }}
      >
        <DateRangeCalendar checkin="2030-04-12" checkout="2030-04-13" adults={2} children={0} />
      </CalendarScope>
    </TypesafeI18n>,
  );
  return { requests, chosen };
}

describe('DateRangeCalendar', () => {
  // The chart and the open month are a chunk of their own, fetched ahead of the first opening: here once, before the tests.
  beforeAll(() => calendarPart.load());

  it('shows prices, few-left notes and disabled days, labelled for screen readers', async () => {
    const { requests } = renderCalendar();
    const toggle = screen.getByRole('button', { name: 'Choose dates on the calendar' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const grid = await screen.findByRole('grid', { name: 'April 2030' });
    expect(requests).toEqual([{ code: 'demo-kyoto', from: '2030-04-01', to: '2030-05-01', adults: 2, children: 0 }]);
    const fifteenth = within(grid).getByRole('button', { name: /Apr 15, 2030/ });
    expect(fifteenth.getAttribute('aria-label')).toBe('Mon, Apr 15, 2030, from ¥10,015, 3 rooms left');
    expect(fifteenth.textContent).toContain('Fewer than 10 rooms left');
    expect(
      within(grid)
        .getByRole('button', { name: /Apr 20, 2030/ })
        .getAttribute('aria-label'),
    ).toContain('No rooms');
    expect(
      within(grid)
        .getByRole('button', { name: /Apr 20, 2030/ })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    expect(
      within(grid)
        .getByRole('button', { name: /Apr 9, 2030/ })
        .getAttribute('aria-label'),
    ).toContain('Not bookable');
    // One day in the tab order: the check-in of the search bar.
    const check = within(grid).getByRole('button', { name: /Apr 12, 2030/ });
    expect(check.tabIndex).toBe(0);
    expect(check.getAttribute('aria-label')).toContain('check-in');
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveProperty('disabled', true);
  });

  it('chooses check-in then check-out with arrows and Enter, hands the stay over and closes; Escape closes', async () => {
    const { chosen } = renderCalendar();
    fireEvent.click(screen.getByRole('button', { name: 'Choose dates on the calendar' }));
    const grid = await screen.findByRole('grid');
    const start = within(grid).getByRole('button', { name: /Apr 12, 2030/ });
    act(() => start.focus());
    fireEvent.keyDown(start, { key: 'ArrowRight' });
    await waitFor(() => expect((document.activeElement as HTMLElement).dataset.date).toBe('2030-04-13'));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(screen.getByText('Check-in Sat, Apr 13, 2030. Now choose the check-out date.')).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    await waitFor(() => expect((document.activeElement as HTMLElement).dataset.date).toBe('2030-04-20'));
    // The 20th is sold out, but it is a check-out (no night on the 20th): allowed.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    await waitFor(() => expect((document.activeElement as HTMLElement).dataset.date).toBe('2030-04-19'));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(chosen).toEqual([['2030-04-13', '2030-04-19']]);
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
    const toggle = screen.getByRole('button', { name: 'Choose dates on the calendar' });
    expect(document.activeElement).toBe(toggle);

    fireEvent.click(toggle);
    const again = await screen.findByRole('grid');
    fireEvent.keyDown(within(again).getByRole('button', { name: /Apr 12, 2030/ }), { key: 'Escape' });
    expect(screen.queryByRole('grid')).toBeNull();
    expect(chosen).toHaveLength(1);
  });

  it('reads right to left in Arabic: the left arrow goes to the next day, the right arrow back', async () => {
    const { chosen } = renderCalendar('ar');
    fireEvent.click(screen.getByRole('button', { name: 'اختر التواريخ من التقويم' }));
    const grid = await screen.findByRole('grid');
    // Weekdays, month and prices through Intl in Arabic.
    expect(within(grid).getAllByRole('columnheader')[0]!.getAttribute('abbr')).toBe('الأحد');
    expect(grid.getAttribute('aria-labelledby')).toBeTruthy();
    const start = grid.querySelector<HTMLButtonElement>('button[data-date="2030-04-12"]')!;
    act(() => start.focus());
    fireEvent.keyDown(start, { key: 'ArrowLeft' });
    await waitFor(() => expect((document.activeElement as HTMLElement).dataset.date).toBe('2030-04-13'));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    await waitFor(() => expect((document.activeElement as HTMLElement).dataset.date).toBe('2030-04-15'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await waitFor(() => expect((document.activeElement as HTMLElement).dataset.date).toBe('2030-04-14'));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(chosen).toEqual([['2030-04-13', '2030-04-14']]);
  });

  it('Page Down loads the next month', async () => {
    const { requests } = renderCalendar();
    fireEvent.click(screen.getByRole('button', { name: 'Choose dates on the calendar' }));
    const grid = await screen.findByRole('grid');
    fireEvent.keyDown(within(grid).getByRole('button', { name: /Apr 12, 2030/ }), { key: 'PageDown' });
    await screen.findByRole('grid', { name: 'May 2030' });
    expect(requests).toHaveLength(2);
    expect(requests[1]).toMatchObject({ from: '2030-05-01', to: '2030-06-01' });
  });
});
