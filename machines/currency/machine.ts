import { assign, fromPromise, setup } from 'xstate';
import { isCurrencyCode } from '../../contract/currency-data';
import {
  initialCurrencyState,
  isMcpMode,
  isMultiCurrencyAllowed,
  onPaymentMethodChosen,
  type CurrencyState,
} from './currency-state';
import type { CurrencyEvent, CurrencyList, CurrencyOption } from './events';

export interface CurrencyInput {
  hotelCode?: string;
  hotelCurrency: string;
  mcpEnabled: boolean;
  /** The guest's earlier choice (SPEC.md section 3 "selected"), from the local store. */
  storedSelection?: string | null;
  /** The `currency` URL parameter: a temporary currency for this visit (SPEC.md section 2). */
  urlCurrency?: string | null;
  /** Guessed from the browser's language (./browser-currency.ts). */
  guessed?: string | null;
}

export interface CurrencyContext extends CurrencyState {
  hotelCode: string;
  /** What the hotel offers, with each rate and its stamp (empty until loaded, or when multi-currency is off). */
  options: CurrencyOption[];
  suggested: string[];
}

const known = (code: string | null | undefined): string | null => {
  const upper = code?.trim().toUpperCase() ?? '';
  return upper && isCurrencyCode(upper) ? upper : null;
};

/** Once the list is known, a stored, guessed or URL currency the hotel does not offer is dropped. */
const offeredOrNull = (code: string | null, options: readonly CurrencyOption[]) =>
  code !== null && options.some((o) => o.code === code) ? code : null;

/**
 * The currency of prices and payment (SPEC.md sections 3 "Currency state", 4 "Currency"): the
 * effective currency is temporary > selected > detected > guessed > hotel currency, and only when
 * multi-currency is allowed (mcp_enabled, or a reservation paid in another currency).
 * `List` loads what the hotel offers (rates and their stamps); `Mode` says which mode the page is in.
 */
export const currencyMachine = setup({
  types: {
    context: {} as CurrencyContext,
    events: {} as CurrencyEvent,
    input: {} as CurrencyInput,
  },
  actors: {
    loadCurrencies: fromPromise<CurrencyList, { hotelCode: string }>(async () => {
      throw new Error('loadCurrencies is provided by machines/currency/actors.ts');
    }),
  },
  actions: {
    /** Keeps the guest's choice for the next visit (injected: the local store). */
    persistSelection: (_, _params: { code: string }) => {},
  },
  guards: {
    isAllowed: ({ context }) => isMultiCurrencyAllowed(context),
    isMcpMode: ({ context }) => isMcpMode(context),
    isTemporary: ({ context }) => context.temporary !== null && isMcpMode(context),
    /** Only the 34 currencies of SPEC.md section 9, and once the list is known only those the hotel offers. */
    isOffered: ({ context }, params: { code: string }) =>
      isCurrencyCode(params.code) &&
      (context.options.length === 0 || context.options.some((option) => option.code === params.code)),
    hasHotelCode: ({ context }) => context.hotelCode !== '',
  },
}).createMachine({
  id: 'currency',
  description: 'Effective currency and multi-currency mode of SPEC.md sections 3 and 4.',
  context: ({ input }) => ({
    ...initialCurrencyState(input.hotelCurrency, input.mcpEnabled),
    hotelCode: input.hotelCode ?? '',
    selected: known(input.storedSelection),
    temporary: known(input.urlCurrency),
    guessed: known(input.guessed),
    options: [],
    suggested: [],
  }),
  type: 'parallel',
  on: {
    /** A search or quote priced with this rate: keep its stamp, which a booking must carry. */
    'rate.quoted': {
      actions: assign({
        options: ({ context, event }) =>
          context.options.map((option) =>
            option.code === event.code ? { ...option, rate: event.rate, rateUpdatedAt: event.rateUpdatedAt } : option,
          ),
      }),
    },
  },
  states: {
    List: {
      initial: 'Checking',
      states: {
        Checking: {
          always: [{ guard: 'hasHotelCode', target: 'Loading' }, { target: 'Failed' }],
        },
        Loading: {
          description:
            'Asks the gateway what the hotel offers (currencies) and the currency detected from the guest’s IP.',
          invoke: {
            id: 'loadCurrencies',
            src: 'loadCurrencies',
            input: ({ context }) => ({ hotelCode: context.hotelCode }),
            onDone: {
              target: ['Ready', '#currency.Mode.Routing'],
              actions: assign(({ context, event }) => {
                const options = event.output.currencies;
                return {
                  hotelCurrency: event.output.hotelCurrency,
                  mcpEnabled: event.output.mcpEnabled,
                  options,
                  suggested: event.output.suggested,
                  selected: offeredOrNull(context.selected, options),
                  temporary: offeredOrNull(context.temporary, options),
                  detected: offeredOrNull(known(event.output.detected) ?? context.detected, options),
                  guessed: offeredOrNull(context.guessed, options),
                };
              }),
            },
            onError: { target: 'Failed' },
          },
        },
        Ready: {
          on: { 'currencies.reloaded': 'Loading' },
        },
        Failed: {
          description: 'No list: prices stay in the hotel currency; the selector offers a retry.',
          on: { 'currencies.reloaded': 'Checking' },
        },
      },
    },
    Mode: {
      initial: 'Routing',
      // On the region, not the root: a root transition would re-enter the List region too (parallel states).
      on: {
        'settings.loaded': {
          target: '.Routing',
          actions: assign(({ event }) => ({
            hotelCurrency: event.hotelCurrency,
            mcpEnabled: event.mcpEnabled,
            reservationMcpCurrency: event.reservationMcpCurrency ?? null,
          })),
        },
        'currency.guessed': {
          guard: { type: 'isOffered', params: ({ event }) => ({ code: event.code }) },
          target: '.Routing',
          actions: assign({ guessed: ({ event }) => event.code }),
        },
        'currency.detected': {
          guard: { type: 'isOffered', params: ({ event }) => ({ code: event.code }) },
          target: '.Routing',
          actions: assign({ detected: ({ event }) => event.code }),
        },
      },
      states: {
        Routing: {
          description: 'Chooses the mode from the state.',
          always: [
            { guard: 'isTemporary', target: 'ForeignCurrency.Temporary' },
            { guard: 'isMcpMode', target: 'ForeignCurrency.Chosen' },
            { guard: 'isAllowed', target: 'HotelCurrency' },
            { target: 'Disabled' },
          ],
        },
        Disabled: {
          description: 'Multi-currency is off: prices and payment in the hotel currency; no selector.',
        },
        HotelCurrency: {
          description: 'Multi-currency allowed, the effective currency is the hotel currency: the selector is shown.',
          on: {
            'currency.selected': {
              guard: { type: 'isOffered', params: ({ event }) => ({ code: event.code }) },
              target: 'Routing',
              actions: [
                assign({ selected: ({ event }) => event.code, temporary: null }),
                { type: 'persistSelection', params: ({ event }) => ({ code: event.code }) },
              ],
            },
            'currency.switchedTemporarily': {
              guard: { type: 'isOffered', params: ({ event }) => ({ code: event.code }) },
              target: 'Routing',
              actions: assign({ temporary: ({ event }) => event.code }),
            },
            'paymentMethod.chosen': {
              target: 'Routing',
              actions: assign(({ context, event }) => onPaymentMethodChosen(context, event)),
            },
          },
        },
        ForeignCurrency: {
          description:
            'Multi-currency mode: prices shown converted (mcp_* amounts), card payment only (Visa, Mastercard).',
          initial: 'Chosen',
          on: {
            'currency.selected': {
              guard: { type: 'isOffered', params: ({ event }) => ({ code: event.code }) },
              target: 'Routing',
              actions: [
                assign({ selected: ({ event }) => event.code, temporary: null }),
                { type: 'persistSelection', params: ({ event }) => ({ code: event.code }) },
              ],
            },
            'currency.switchedTemporarily': {
              guard: { type: 'isOffered', params: ({ event }) => ({ code: event.code }) },
              target: 'Routing',
              actions: assign({ temporary: ({ event }) => event.code }),
            },
            'paymentMethod.chosen': {
              target: 'Routing',
              actions: assign(({ context, event }) => onPaymentMethodChosen(context, event)),
            },
          },
          states: {
            Chosen: { description: 'The guest’s (or detected, or guessed) currency: visa and master accepted.' },
            Temporary: { description: 'A currency for this visit or payment only (the `currency` URL parameter).' },
          },
        },
      },
    },
  },
});

export type CurrencyMachine = typeof currencyMachine;
