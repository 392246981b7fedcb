// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoomSearchDocument } from '../../../machines/search/actors';
import type { GatewayClient } from '../../../machines/transport/graphql-client';
import { renderWithBookingCharts } from '../../test-support/render-booking';
import type { CurrencyList } from '../../../machines/currency/events';
import { ResultsPage } from '../booking/results-page';
import { GuestDetailPage } from '../booking/guest-detail-page';
import {
  currencyOption as option,
  GUEST_DETAIL,
  startWithCardPlan,
  WithCurrency,
} from '../../test-support/currency-harness';
import { CurrencySelector } from './currency-selector';
import { McpChargeNote } from './multi-currency-notes';
import { useSearchCurrencyClient } from './currency-scope';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const onList: CurrencyList = {
  hotelCurrency: 'JPY',
  mcpEnabled: true,
  suggested: ['EUR', 'USD'],
  currencies: [
    option('JPY', '¥', '1', false),
    option('CHF', 'CHF', '0.0058', false),
    option('EUR', '€', '0.0062', true),
    option('USD', '$', '0.0067', true),
  ],
};
const offList: CurrencyList = { hotelCurrency: 'JPY', mcpEnabled: false, suggested: [], currencies: [] };

describe('currency selector (SPEC.md section 2)', () => {
  it('shows on the results page when multi-currency is on; a choice converts the prices and keeps the yen price beside them', async () => {
    renderWithBookingCharts(
      <WithCurrency list={onList}>
        <ResultsPage />
      </WithCurrency>,
    );
    const selector = (await screen.findByLabelText('Currency')) as HTMLSelectElement;
    expect(selector.value).toBe('JPY');
    // Suggested first, then the rest; symbols beside the codes the spec gives one.
    const groups = within(selector).getAllByRole('group');
    expect(
      within(groups[0]!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['EUR (€)', 'USD ($)']);
    expect(
      within(groups[1]!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['JPY (¥)', 'CHF']);

    fireEvent.change(selector, { target: { value: 'USD' } });
    const twin = await screen.findByRole('article', { name: 'Garden Twin' });
    // ¥24,000 x 0.0067 = $160.80, converted as the booking API does.
    expect(within(twin).getByText('$160.80')).toBeTruthy();
    expect(within(twin).getAllByText('(hotel price ¥24,000)').length).toBeGreaterThan(0);
    expect(window.localStorage.getItem('triplabot_currency')).toBe('USD');
  });

  it('is hidden on the results page of a hotel without multi-currency, and outside the scope', async () => {
    renderWithBookingCharts(
      <WithCurrency list={offList}>
        <ResultsPage />
      </WithCurrency>,
    );
    await screen.findByRole('article', { name: 'Garden Twin' });
    await act(async () => {});
    expect(screen.queryByLabelText('Currency')).toBeNull();
    cleanup();
    renderWithBookingCharts(<CurrencySelector place={{ page: 'results' }} />);
    expect(screen.queryByLabelText('Currency')).toBeNull();
  });

  it('on guest detail only at the payment step; in USD card only, and the card is charged in USD', async () => {
    window.localStorage.setItem('triplabot_currency', 'USD');
    const { harness } = renderWithBookingCharts(
      <WithCurrency list={onList}>
        <GuestDetailPage />
      </WithCurrency>,
      { path: GUEST_DETAIL },
    );
    await waitFor(() => expect(harness.booking().getSnapshot().context.mcp?.code).toBe('USD'));
    await startWithCardPlan(harness);
    expect(screen.queryByLabelText('Currency')).toBeNull();
    expect(
      within(screen.getByRole('group', { name: 'Payment method' }))
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['credit_card']);
    expect(screen.getByTestId('mcp-charge-preview').textContent).toContain('$160.80');

    for (const [label, value] of [
      [/^first name$/i, 'John'],
      [/^last name$/i, 'Smith'],
      [/^e-mail$/i, 'j@example.com'],
      [/^confirm e-mail$/i, 'j@example.com'],
      [/^phone$/i, '+15551234567'],
    ] as const) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole('checkbox', { name: /terms/i }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const selector = (await screen.findByLabelText('Currency')) as HTMLSelectElement;
    expect(selector.value).toBe('USD');

    // Paying in yen instead (a temporary switch) brings back every method and brand; the selector goes back to USD.
    fireEvent.click(screen.getByRole('button', { name: 'Pay in ¥ (JPY) instead' }));
    await waitFor(() => expect(harness.booking().getSnapshot().context.mcp).toBeNull());
    expect(screen.queryByTestId('mcp-charge-preview')).toBeNull();
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'USD' } });
    await waitFor(() => expect(harness.booking().getSnapshot().context.mcp?.code).toBe('USD'));
  });

  it('shows in Japanese', async () => {
    renderWithBookingCharts(
      <WithCurrency list={onList}>
        <ResultsPage />
      </WithCurrency>,
      { locale: 'ja' },
    );
    expect(await screen.findByLabelText('通貨')).toBeTruthy();
  });
});

describe('confirmation of a reservation charged in another currency', () => {
  it('shows the amount charged in that currency and the hotel amount; nothing for a yen charge', () => {
    const payment = {
      kind: 'charge',
      status: 'captured',
      amount: 16080,
      currency: 'USD',
      card: { brand: 'visa', last4: '1111' },
      refunds: [],
      refundedAmount: 0,
    };
    renderWithBookingCharts(<McpChargeNote reservation={{ currency: 'JPY', totalPrice: 24000, payment } as never} />);
    expect(screen.getByTestId('mcp-charge').textContent).toBe('Charged in USD: $160.80 (hotel price ¥24,000)');
    cleanup();
    renderWithBookingCharts(
      <McpChargeNote
        reservation={
          { currency: 'JPY', totalPrice: 24000, payment: { ...payment, currency: 'JPY', amount: 24000 } } as never
        }
      />,
    );
    expect(screen.queryByTestId('mcp-charge')).toBeNull();
  });
});

describe('the search transport of the currency scope', () => {
  it('drops the rate of a search answered after the guest left the page, with no event sent to a stopped chart', async () => {
    let answer: (value: unknown) => void = () => {};
    const gateway = {
      request: () => new Promise((resolve) => (answer = resolve)),
    } as unknown as GatewayClient;
    let searchClient: GatewayClient | undefined;
    function Page() {
      searchClient = useSearchCurrencyClient(gateway);
      return null;
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { unmount } = renderWithBookingCharts(
        <WithCurrency list={onList}>
          <Page />
        </WithCurrency>,
      );
      await waitFor(() => expect(searchClient).not.toBe(gateway));
      const pending = searchClient!.request(RoomSearchDocument, { code: 'demo-kyoto', search: {} } as never);
      unmount();
      answer({ rooms: { mcpCurrency: { code: 'USD', rate: '0.0067', rateUpdatedAt: '2030-04-01T00:00:00.000Z' } } });
      await pending;
      const said = [...warn.mock.calls, ...error.mock.calls].map((call) => String(call[0]));
      expect(said.filter((line) => /stopped actor/.test(line))).toEqual([]);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});
