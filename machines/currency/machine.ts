import { assign, setup } from 'xstate';
import { isCurrencyCode } from '../../contract/currencies';
import { initialCurrencyState, isMcpMode, isMultiCurrencyAllowed, onPaymentMethodChosen, type CurrencyState } from './currency-state';
import type { CurrencyEvent } from './events';

export interface CurrencyInput {
  hotelCurrency: string;
  mcpEnabled: boolean;
}

/**
 * The currency of prices and payment (SPEC.md sections 3 "Currency state", 4 "Currency"): the
 * effective currency is temporary > selected > detected > guessed > hotel currency, and only
 * when multi-currency is allowed (mcp_enabled, or a reservation paid in another currency).
 * Context holds the state; the states say which mode the page is in.
 */
export const currencyMachine = setup({
  types: {
    context: {} as CurrencyState,
    events: {} as CurrencyEvent,
    input: {} as CurrencyInput,
  },
  guards: {
    isAllowed: ({ context }) => isMultiCurrencyAllowed(context),
    isMcpMode: ({ context }) => isMcpMode(context),
    isTemporary: ({ context }) => context.temporary !== null && isMcpMode(context),
    /** Only the 34 currencies of SPEC.md section 9. */
    isKnownCode: (_, params: { code: string }) => isCurrencyCode(params.code),
  },
}).createMachine({
  id: 'currency',
  description: 'Effective currency and multi-currency mode of SPEC.md sections 3 and 4.',
  context: ({ input }) => initialCurrencyState(input.hotelCurrency, input.mcpEnabled),
  initial: 'Routing',
  on: {
    'settings.loaded': {
      target: '.Routing',
      actions: assign(({ event }) => ({ hotelCurrency: event.hotelCurrency, mcpEnabled: event.mcpEnabled, reservationMcpCurrency: event.reservationMcpCurrency ?? null })),
    },
    'currency.guessed': { guard: { type: 'isKnownCode', params: ({ event }) => ({ code: event.code }) }, target: '.Routing', actions: assign({ guessed: ({ event }) => event.code }) },
    'currency.detected': { guard: { type: 'isKnownCode', params: ({ event }) => ({ code: event.code }) }, target: '.Routing', actions: assign({ detected: ({ event }) => event.code }) },
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
        'currency.selected': { guard: { type: 'isKnownCode', params: ({ event }) => ({ code: event.code }) }, target: 'Routing', actions: assign({ selected: ({ event }) => event.code }) },
        'currency.switchedTemporarily': { guard: { type: 'isKnownCode', params: ({ event }) => ({ code: event.code }) }, target: 'Routing', actions: assign({ temporary: ({ event }) => event.code }) },
        'paymentMethod.chosen': { target: 'Routing', actions: assign(({ context, event }) => onPaymentMethodChosen(context, event)) },
      },
    },
    ForeignCurrency: {
      description: 'Multi-currency mode: prices shown converted (mcp_* amounts), card payment only.',
      initial: 'Chosen',
      on: {
        'currency.selected': { guard: { type: 'isKnownCode', params: ({ event }) => ({ code: event.code }) }, target: 'Routing', actions: assign({ selected: ({ event }) => event.code, temporary: null }) },
        'currency.switchedTemporarily': { guard: { type: 'isKnownCode', params: ({ event }) => ({ code: event.code }) }, target: 'Routing', actions: assign({ temporary: ({ event }) => event.code }) },
        'paymentMethod.chosen': { target: 'Routing', actions: assign(({ context, event }) => onPaymentMethodChosen(context, event)) },
      },
      states: {
        Chosen: { description: 'The guest’s (or detected, or guessed) currency: visa and master accepted.' },
        Temporary: { description: 'Switched for this payment only: jcb, amex and diners accepted.' },
      },
    },
  },
});

export type CurrencyMachine = typeof currencyMachine;
