import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CardBrand } from '../../../contract/payments';
import type { ActorRefFrom } from 'xstate';
import type { CurrencyMachine } from '../../../machines/currency/machine';
import { useInitSelector } from '../../../machines/init/provider';
import { selectHotelCode, selectSettings } from '../../../machines/init/selectors';
import { CURRENCY_STORE_KEY, guessCurrencyFromLanguage } from '../../../machines/currency/browser-currency';
import { CurrencyProvider, useCurrencyActorRef, useCurrencySelector } from '../../../machines/currency/provider';
import { sameQuote, selectQuote, type CurrencyQuote } from '../../../machines/currency/selectors';
import { withSearchCurrency } from '../../../machines/currency/currency-transport';
import type { GatewayClient } from '../../../machines/transport/graphql-client';
import type { BrowserServices } from '../../app/browser-services';
import type { InspectFn } from '../../inspect';

/**
 * What views outside the currency chart need from it, as React context so that pages rendered
 * without the app shell (view tests) show hotel-currency prices: the quote (null: hotel currency).
 */
interface CurrencyScopeValue {
  actor: ActorRefFrom<CurrencyMachine> | null;
  quote: CurrencyQuote | null;
}
const ScopeContext = createContext<CurrencyScopeValue>({ actor: null, quote: null });

export const useCurrencyQuote = () => useContext(ScopeContext).quote;
/** The currency chart, or null outside the scope (multi-currency unknown: hotel currency). */
export const useCurrencyActor = () => useContext(ScopeContext).actor;

/**
 * SPEC.md section 4: the guest chose a payment method (with the brand of a saved card; null for a
 * new card or no card). The currency chart clears or sets the temporary currency; nothing outside the scope.
 */
export function usePaymentMethodChosen(): (method: string, brand?: CardBrand | null) => void {
  const { actor } = useContext(ScopeContext);
  return useCallback((method, brand = null) => actor?.send({ type: 'paymentMethod.chosen', method, brand }), [actor]);
}

function readStore(): string | null {
  try {
    return window.localStorage.getItem(CURRENCY_STORE_KEY);
  } catch {
    return null;
  }
}
function writeStore(code: string) {
  try {
    window.localStorage.setItem(CURRENCY_STORE_KEY, code);
  } catch {
    // A browser without storage keeps the choice for this page only.
  }
}

const OUTSIDE: CurrencyScopeValue = { actor: null, quote: null };

/**
 * The app's currency chart (machines/currency), started once the hotel is known: the stored choice
 * (selected), the `currency` URL parameter (temporary, SPEC.md section 2), the browser language
 * (guessed); the hotel's list and rates come from the gateway. The chart runs beside the pages, so
 * the pages keep their place in the tree (and their state) when it starts.
 */
export function CurrencyScope({
  services,
  inspect,
  children,
}: {
  services: BrowserServices;
  inspect?: InspectFn | undefined;
  children: ReactNode;
}) {
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  const settings = useInitSelector(selectSettings);
  const [value, setValue] = useState<CurrencyScopeValue>(OUTSIDE);
  return (
    <ScopeContext.Provider value={value}>
      {hotelCode && settings && (
        <CurrencyChart
          key={hotelCode}
          services={services}
          inspect={inspect}
          hotelCode={hotelCode}
          hotelCurrency={settings.currency}
          mcpEnabled={settings.mcpEnabled}
          onValue={setValue}
        />
      )}
      {children}
    </ScopeContext.Provider>
  );
}

interface ChartProps {
  services: BrowserServices;
  inspect?: InspectFn | undefined;
  hotelCode: string;
  hotelCurrency: string;
  mcpEnabled: boolean;
  onValue: (value: CurrencyScopeValue) => void;
}

function CurrencyChart(props: ChartProps) {
  const input = useMemo(
    () => ({
      hotelCode: props.hotelCode,
      hotelCurrency: props.hotelCurrency,
      mcpEnabled: props.mcpEnabled,
      storedSelection: readStore(),
      urlCurrency: new URLSearchParams(window.location.search).get('currency'),
      guessed: guessCurrencyFromLanguage(typeof navigator === 'undefined' ? null : navigator.language),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return (
    <CurrencyProvider
      client={props.services.client}
      input={input}
      persistSelection={writeStore}
      inspect={props.inspect}
    >
      <Publish onValue={props.onValue} />
    </CurrencyProvider>
  );
}

/** Hands the chart and its quote to the pages (React context above them). */
function Publish({ onValue }: { onValue: (value: CurrencyScopeValue) => void }) {
  const actor = useCurrencyActorRef();
  const quote = useCurrencySelector(selectQuote, sameQuote);
  useEffect(() => onValue({ actor, quote }), [actor, quote, onValue]);
  useEffect(() => () => onValue(OUTSIDE), [onValue]);
  return null;
}

/** The search chart's transport with the effective currency (machines/currency/currency-transport.ts); the plain client outside the scope. */
export function useSearchCurrencyClient(client: GatewayClient): GatewayClient {
  const { actor } = useContext(ScopeContext);
  return useMemo(
    () =>
      actor
        ? withSearchCurrency(client, {
            mcpCurrency: () => selectQuote(actor.getSnapshot())?.code ?? null,
            // A search answered after the currency scope closed (the guest left the page) has no chart to hear its rate.
            onQuote: (quote) => {
              if (actor.getSnapshot().status === 'active') actor.send({ type: 'rate.quoted', ...quote });
            },
          })
        : client,
    [client, actor],
  );
}
