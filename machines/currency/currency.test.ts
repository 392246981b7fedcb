import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { leafStateKeys, listModelPaths, replayPath, stateKey } from '../model-paths';
import { allowedCardBrands, allowedPaymentMethods, effectiveCurrency, initialCurrencyState, isMcpAllowedCardBrand, isMcpMode, onPaymentMethodChosen } from './currency-state';
import { currencyMachine, type CurrencyInput } from './machine';
import { selectAllowedCardBrands, selectEffectiveCurrency, selectIsMcpMode, selectShowsSelector } from './selectors';

const kyoto: CurrencyInput = { hotelCurrency: 'JPY', mcpEnabled: true };

describe('currency state (SPEC.md sections 3, 4, 5, 9)', () => {
  it('takes temporary, then selected, then detected, then guessed, then the hotel currency', () => {
    const state = { ...initialCurrencyState('JPY', true), guessed: 'EUR' };
    expect(effectiveCurrency(state)).toBe('EUR');
    expect(effectiveCurrency({ ...state, detected: 'AUD' })).toBe('AUD');
    expect(effectiveCurrency({ ...state, detected: 'AUD', selected: 'USD' })).toBe('USD');
    expect(effectiveCurrency({ ...state, detected: 'AUD', selected: 'USD', temporary: 'KRW' })).toBe('KRW');
    expect(effectiveCurrency(initialCurrencyState('JPY', true))).toBe('JPY');
    // Off: always the hotel currency, unless the reservation being updated was paid in another one.
    expect(effectiveCurrency({ ...state, mcpEnabled: false, selected: 'USD' })).toBe('JPY');
    expect(effectiveCurrency({ ...state, mcpEnabled: false, selected: 'USD', reservationMcpCurrency: 'USD' })).toBe('USD');
  });

  it('is in multi-currency mode only when the currency differs from the hotel currency', () => {
    expect(isMcpMode({ ...initialCurrencyState('JPY', true), selected: 'JPY' })).toBe(false);
    expect(isMcpMode({ ...initialCurrencyState('JPY', true), selected: 'USD' })).toBe(true);
  });

  it('accepts visa and master in currency mode, jcb/amex/diners only when switched temporarily', () => {
    const usd = { ...initialCurrencyState('JPY', true), selected: 'USD' };
    expect(allowedCardBrands(usd)).toEqual(['visa', 'master']);
    expect(isMcpAllowedCardBrand(usd, 'jcb')).toBe(false);
    expect(allowedCardBrands({ ...usd, temporary: 'USD' })).toEqual(['jcb', 'amex', 'diners']);
    expect(allowedCardBrands(initialCurrencyState('JPY', true))).toEqual(['visa', 'master', 'amex', 'jcb', 'diners']);
  });

  it('allows card payment only for a non-JPY currency', () => {
    const methods = ['on_site', 'credit_card', 'on_site_credit_card_required', 'deferred_payment'] as const;
    expect(allowedPaymentMethods({ ...initialCurrencyState('JPY', true), selected: 'USD' }, methods)).toEqual(['credit_card']);
    expect(allowedPaymentMethods(initialCurrencyState('JPY', true), methods)).toEqual([...methods]);
  });

  it('clears the temporary currency for an allowed card, else sets it to the hotel currency', () => {
    const usd = { ...initialCurrencyState('JPY', true), selected: 'USD', temporary: 'EUR' };
    expect(onPaymentMethodChosen(usd, { method: 'credit_card', brand: 'visa' }).temporary).toBeNull();
    expect(onPaymentMethodChosen(usd, { method: 'on_site', brand: null }).temporary).toBe('JPY');
    expect(onPaymentMethodChosen(usd, { method: 'credit_card', brand: 'jcb' }).temporary).toBe('JPY');
    expect(onPaymentMethodChosen({ ...usd, currencyToggleByPayment: false }, { method: 'on_site', brand: null }).temporary).toBe('EUR');
  });
});

describe('currency chart', () => {
  const start = (input: CurrencyInput = kyoto) => createActor(currencyMachine, { input }).start();

  it('follows the priority through events, and refuses codes outside the 34', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('HotelCurrency');
    actor.send({ type: 'currency.guessed', code: 'EUR' });
    actor.send({ type: 'currency.detected', code: 'AUD' });
    expect(selectEffectiveCurrency(actor.getSnapshot())).toBe('AUD');
    actor.send({ type: 'currency.selected', code: 'XYZ' });
    expect(selectEffectiveCurrency(actor.getSnapshot())).toBe('AUD');
    actor.send({ type: 'currency.selected', code: 'USD' });
    expect(stateKey(actor.getSnapshot().value)).toBe('ForeignCurrency.Chosen');
    expect(selectAllowedCardBrands(actor.getSnapshot())).toEqual(['visa', 'master']);
    actor.send({ type: 'currency.switchedTemporarily', code: 'USD' });
    expect(stateKey(actor.getSnapshot().value)).toBe('ForeignCurrency.Temporary');
    expect(selectAllowedCardBrands(actor.getSnapshot())).toEqual(['jcb', 'amex', 'diners']);
    actor.send({ type: 'paymentMethod.chosen', method: 'on_site', brand: null });
    expect(selectEffectiveCurrency(actor.getSnapshot())).toBe('JPY');
    expect(selectIsMcpMode(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'paymentMethod.chosen', method: 'credit_card', brand: 'visa' });
    expect(selectEffectiveCurrency(actor.getSnapshot())).toBe('USD');
  });

  it('hides the selector when multi-currency is off, and turns on with the settings', () => {
    const actor = start({ hotelCurrency: 'KRW', mcpEnabled: false });
    expect(selectShowsSelector(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'currency.detected', code: 'USD' });
    expect(selectEffectiveCurrency(actor.getSnapshot())).toBe('KRW');
    actor.send({ type: 'settings.loaded', hotelCurrency: 'KRW', mcpEnabled: true });
    expect(selectShowsSelector(actor.getSnapshot())).toBe(true);
    expect(selectEffectiveCurrency(actor.getSnapshot())).toBe('USD');
  });

  it('reaches every state by model paths (xstate/graph), each replaying on a real actor', () => {
    const inputs: CurrencyInput[] = [kyoto, { hotelCurrency: 'JPY', mcpEnabled: false }];
    const events = [
      { type: 'currency.selected', code: 'USD' }, { type: 'currency.selected', code: 'JPY' }, { type: 'currency.switchedTemporarily', code: 'USD' },
      { type: 'paymentMethod.chosen', method: 'credit_card', brand: 'visa' }, { type: 'paymentMethod.chosen', method: 'on_site', brand: null },
      { type: 'currency.detected', code: 'EUR' }, { type: 'settings.loaded', hotelCurrency: 'JPY', mcpEnabled: true },
    ] as const;
    const reached = new Set<string>();
    for (const input of inputs) {
      for (const path of listModelPaths(currencyMachine, { input, events })) {
        reached.add(path.target);
        expect(stateKey(replayPath(currencyMachine, input, path).value), path.description).toBe(path.target);
      }
    }
    expect(reached).toEqual(new Set(leafStateKeys(currencyMachine)));
  });
});
