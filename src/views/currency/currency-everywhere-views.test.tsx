// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithBookingCharts } from '../../test-support/render-booking';
import type { CurrencyList } from '../../../machines/currency/events';
import type { GatewayClient } from '../../../machines/transport/graphql-client';
import { GuestDetailPage } from '../booking/guest-detail-page';
import { CalendarScope, DateRangeCalendar } from '../search/date-range-calendar';
import { calendarPart } from '../booking/search-popovers';
import {
  currencyOption as option,
  GUEST_DETAIL,
  startWithCardPlan,
  WithCurrency,
} from '../../test-support/currency-harness';
import { PlanDeposit } from './plan-deposit';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const onList: CurrencyList = {
  hotelCurrency: 'JPY',
  mcpEnabled: true,
  suggested: ['USD'],
  currencies: [option('JPY', '¥', '1'), option('USD', '$', '0.0067')],
};

const methodRadios = () =>
  within(screen.getByRole('group', { name: 'Payment method' })).getAllByRole('radio') as HTMLInputElement[];

describe('choosing a payment method (SPEC.md section 4)', () => {
  it('a card clears the temporary currency: from yen for this visit back to the chosen USD, card only', async () => {
    window.localStorage.setItem('triplabot_currency', 'USD');
    // The `currency` URL parameter is a temporary currency: yen for this visit, over the stored USD.
    window.history.replaceState(null, '', '/?currency=JPY');
    const { harness } = renderWithBookingCharts(
      <WithCurrency list={onList}>
        <GuestDetailPage />
      </WithCurrency>,
      { path: GUEST_DETAIL },
    );
    await startWithCardPlan(harness);
    await waitFor(() => expect(methodRadios().map((radio) => radio.value)).toEqual(['on_site', 'credit_card']));
    expect(harness.booking().getSnapshot().context.mcp).toBeNull();

    // Paying at the hotel keeps the hotel currency (the temporary currency is the hotel's).
    fireEvent.click(methodRadios()[0]!);
    expect(harness.booking().getSnapshot().context.mcp).toBeNull();

    fireEvent.click(methodRadios()[1]!);
    await waitFor(() => expect(harness.booking().getSnapshot().context.mcp?.code).toBe('USD'));
    expect(methodRadios().map((radio) => radio.value)).toEqual(['credit_card']);
    expect(screen.getByTestId('mcp-charge-preview').textContent).toContain('$160.80');
  });
});

describe('prices in the chosen currency', () => {
  /** The calendar's gateway: each day priced 10,000 + day yen, and converted when asked with mcpCurrency. */
  function calendarClient(requests: Record<string, unknown>[]): GatewayClient {
    return {
      request: (async (_document: unknown, variables: { from: string; to: string; mcpCurrency?: string }) => {
        requests.push(variables);
        const days = [];
        for (
          let date = variables.from;
          date < variables.to;
          date = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
        ) {
          const lowestPrice = 10_000 + Number(date.slice(8, 10));
          days.push({
            date,
            bookable: date >= '2030-04-10',
            roomsLeft: 12,
            lowestPrice,
            mcpLowestPrice: variables.mcpCurrency ? Math.round(lowestPrice * 0.67) : null,
          });
        }
        return { roomAvailability: { currency: 'JPY', fewRoomsThreshold: 10, days } };
      }) as GatewayClient['request'],
    };
  }

  it('the calendar asks the booking API for USD and shows its amounts, with the yen amount in the label', async () => {
    // The calendar's chart and month are a chunk of their own, fetched ahead of the first opening.
    await calendarPart.load();
    window.localStorage.setItem('triplabot_currency', 'USD');
    const requests: Record<string, unknown>[] = [];
    renderWithBookingCharts(
      <WithCurrency list={onList}>
        <CalendarScope
          setup={{
            client: calendarClient(requests),
            hotelCode: 'demo-kyoto',
            today: '2030-04-10',
            onRangeChosen: () => {},
          }}
        >
          <DateRangeCalendar checkin="2030-04-12" checkout="2030-04-13" adults={2} children={0} />
        </CalendarScope>
      </WithCurrency>,
    );
    // Once the currency list is in, the calendar opens priced in USD.
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Choose dates on the calendar' }));
    const grid = await screen.findByRole('grid', { name: 'April 2030' });
    expect(requests).toEqual([
      { code: 'demo-kyoto', from: '2030-04-01', to: '2030-05-01', adults: 2, children: 0, mcpCurrency: 'USD' },
    ]);
    const fifteenth = within(grid).getByRole('button', { name: /Apr 15, 2030/ });
    // 10,015 yen x 0.67 cents = 6,710 cents.
    expect(fifteenth.getAttribute('aria-label')).toBe('Mon, Apr 15, 2030, from $67.10, (hotel price ¥10,015)');
    expect(fifteenth.textContent).toContain('$67.10');
  });

  it('a deposit plan says its share and deposit before booking, in the chosen currency when there is one', async () => {
    renderWithBookingCharts(
      <PlanDeposit plan={{ depositPercentage: 40, depositAmount: 9600, mcpDepositAmount: null, currency: 'JPY' }} />,
    );
    expect(screen.getByTestId('plan-deposit').textContent).toBe(
      'Deposit plan: 40% is charged by card when you book (¥9,600); the rest is paid at the hotel.',
    );
    cleanup();
    window.localStorage.setItem('triplabot_currency', 'USD');
    renderWithBookingCharts(
      <WithCurrency list={onList}>
        <PlanDeposit plan={{ depositPercentage: 40, depositAmount: 9600, mcpDepositAmount: 6432, currency: 'JPY' }} />
      </WithCurrency>,
    );
    await waitFor(() => expect(screen.getByTestId('plan-deposit').textContent).toContain('($64.32)'));
    cleanup();
    renderWithBookingCharts(<PlanDeposit plan={{ depositPercentage: null, depositAmount: null, currency: 'JPY' }} />);
    expect(screen.queryByTestId('plan-deposit')).toBeNull();
  });
});
