import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  doneEvent,
  errorEvent,
  leafStateKeys,
  listModelPaths,
  pendingActor,
  replayPath,
  stateKey,
} from '../model-paths';
import {
  allowedCardBrands,
  allowedPaymentMethods,
  effectiveCurrency,
  initialCurrencyState,
  isMcpAllowedCardBrand,
  isMcpMode,
  onPaymentMethodChosen,
} from './currency-state';
import { currencyMachine, type CurrencyInput } from './machine';
import type { CurrencyList } from './events';
import {
  convertWithQuote,
  selectAllowedCardBrands,
  selectEffectiveCurrency,
  selectIsMcpMode,
  selectQuote,
  selectShowsSelector,
} from './selectors';

const kyoto: CurrencyInput = { hotelCode: 'demo-kyoto', hotelCurrency: 'JPY', mcpEnabled: true };
const option = (code: string, rate: string, suggested = false) => ({
  code,
  decimals: ['JPY', 'KRW', 'TWD'].includes(code) ? 0 : 2,
  symbol: code,
  rate,
  rateUpdatedAt: '2030-04-01T00:00:00.000Z',
  suggested,
});
const kyotoList: CurrencyList = {
  hotelCurrency: 'JPY',
  mcpEnabled: true,
  suggested: ['EUR', 'KRW', 'USD'],
  currencies: [
    option('JPY', '1'),
    option('AUD', '0.0102'),
    option('EUR', '0.0062', true),
    option('KRW', '9.1', true),
    option('USD', '0.0067', true),
  ],
};
const offList: CurrencyList = { hotelCurrency: 'JPY', mcpEnabled: false, suggested: [], currencies: [] };

/** The chart with a list that arrives at once (or fails), as the gateway would answer. */
function start(input: CurrencyInput = kyoto, list: CurrencyList | Error = kyotoList, persist = vi.fn()) {
  const machine = currencyMachine.provide({
    actors: {
      loadCurrencies: fromPromise(async () => {
        if (list instanceof Error) throw list;
        return list;
      }),
    },
    actions: { persistSelection: (_, params) => persist(params.code) },
  });
  return createActor(machine, { input }).start();
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

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
    expect(effectiveCurrency({ ...state, mcpEnabled: false, selected: 'USD', reservationMcpCurrency: 'USD' })).toBe(
      'USD',
    );
  });

  it('is in multi-currency mode only when the currency differs from the hotel currency', () => {
    expect(isMcpMode({ ...initialCurrencyState('JPY', true), selected: 'JPY' })).toBe(false);
    expect(isMcpMode({ ...initialCurrencyState('JPY', true), selected: 'USD' })).toBe(true);
  });

  it('accepts visa and master in another currency; every brand once switched (temporarily) to the hotel currency', () => {
    const usd = { ...initialCurrencyState('JPY', true), selected: 'USD' };
    expect(allowedCardBrands(usd)).toEqual(['visa', 'master']);
    expect(isMcpAllowedCardBrand(usd, 'jcb')).toBe(false);
    expect(allowedCardBrands({ ...usd, temporary: 'JPY' })).toEqual(['visa', 'master', 'amex', 'jcb', 'diners']);
    expect(allowedCardBrands(initialCurrencyState('JPY', true))).toEqual(['visa', 'master', 'amex', 'jcb', 'diners']);
  });

  it('allows card payment only when paying in another currency than the hotel currency', () => {
    const methods = ['on_site', 'credit_card', 'on_site_credit_card_required', 'deferred_payment'] as const;
    expect(allowedPaymentMethods({ ...initialCurrencyState('JPY', true), selected: 'USD' }, methods)).toEqual([
      'credit_card',
    ]);
    expect(allowedPaymentMethods(initialCurrencyState('JPY', true), methods)).toEqual([...methods]);
    // A KRW hotel paid in KRW keeps its methods.
    expect(allowedPaymentMethods(initialCurrencyState('KRW', true), methods)).toEqual([...methods]);
    // Deposits and full payment by card are charged in the chosen currency too; bank transfer is not a card.
    const prepaid = ['credit_card_full', 'credit_card_deposit', 'bank_transfer'] as const;
    expect(allowedPaymentMethods({ ...initialCurrencyState('JPY', true), selected: 'USD' }, prepaid)).toEqual([
      'credit_card_full',
      'credit_card_deposit',
    ]);
  });

  it('applies the payment-method rule to every card method; a new card (no brand yet) counts as an allowed one', () => {
    const temporaryJpy = { ...initialCurrencyState('JPY', true), selected: 'USD', temporary: 'JPY' };
    expect(onPaymentMethodChosen(temporaryJpy, { method: 'credit_card', brand: null }).temporary).toBeNull();
    expect(
      onPaymentMethodChosen(temporaryJpy, { method: 'credit_card_deposit', brand: 'master' }).temporary,
    ).toBeNull();
    expect(onPaymentMethodChosen(temporaryJpy, { method: 'credit_card_full', brand: null }).temporary).toBeNull();
    const usd = { ...temporaryJpy, temporary: null };
    expect(onPaymentMethodChosen(usd, { method: 'bank_transfer', brand: null }).temporary).toBe('JPY');
    expect(onPaymentMethodChosen(usd, { method: 'credit_card_deposit', brand: 'amex' }).temporary).toBe('JPY');
    // KRW cards never pay in another currency.
    expect(onPaymentMethodChosen(usd, { method: 'credit_card_krw_domestic', brand: null }).temporary).toBe('JPY');
    // Multi-currency off: nothing changes.
    expect(
      onPaymentMethodChosen({ ...usd, mcpEnabled: false }, { method: 'on_site', brand: null }).temporary,
    ).toBeNull();
  });

  it('clears the temporary currency for an allowed card, else sets it to the hotel currency', () => {
    const usd = { ...initialCurrencyState('JPY', true), selected: 'USD', temporary: 'EUR' };
    expect(onPaymentMethodChosen(usd, { method: 'credit_card', brand: 'visa' }).temporary).toBeNull();
    expect(onPaymentMethodChosen(usd, { method: 'on_site', brand: null }).temporary).toBe('JPY');
    expect(onPaymentMethodChosen(usd, { method: 'credit_card', brand: 'jcb' }).temporary).toBe('JPY');
    expect(
      onPaymentMethodChosen({ ...usd, currencyToggleByPayment: false }, { method: 'on_site', brand: null }).temporary,
    ).toBe('EUR');
  });
});

describe('currency chart', () => {
  it('loads the hotel list, follows the priority through events, and refuses codes the hotel does not offer', async () => {
    const persist = vi.fn();
    const actor = start(kyoto, kyotoList, persist);
    await settled();
    expect(stateKey(actor.getSnapshot().value)).toBe('List.Ready,Mode.HotelCurrency');
    expect(selectShowsSelector(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'currency.guessed', code: 'EUR' });
    actor.send({ type: 'currency.detected', code: 'AUD' });
    expect(selectEffectiveCurrency(actor.getSnapshot())).toBe('AUD');
    actor.send({ type: 'currency.selected', code: 'XYZ' });
    actor.send({ type: 'currency.selected', code: 'CHF' }); // one of the 34, but not offered here
    expect(selectEffectiveCurrency(actor.getSnapshot())).toBe('AUD');
    expect(persist).not.toHaveBeenCalled();
    actor.send({ type: 'currency.selected', code: 'USD' });
    expect(persist).toHaveBeenCalledWith('USD');
    expect(stateKey(actor.getSnapshot().value)).toBe('List.Ready,Mode.ForeignCurrency.Chosen');
    expect(selectAllowedCardBrands(actor.getSnapshot())).toEqual(['visa', 'master']);
    expect(selectQuote(actor.getSnapshot())).toEqual({
      hotelCurrency: 'JPY',
      code: 'USD',
      rate: '0.0067',
      rateUpdatedAt: '2030-04-01T00:00:00.000Z',
    });

    // Pay in the hotel currency for this payment (to use JCB): a temporary switch.
    actor.send({ type: 'currency.switchedTemporarily', code: 'JPY' });
    expect(selectEffectiveCurrency(actor.getSnapshot())).toBe('JPY');
    expect(selectIsMcpMode(actor.getSnapshot())).toBe(false);
    expect(selectQuote(actor.getSnapshot())).toBeNull();
    // Choosing the currency again clears the temporary switch.
    actor.send({ type: 'currency.selected', code: 'USD' });
    expect(selectEffectiveCurrency(actor.getSnapshot())).toBe('USD');
    actor.send({ type: 'paymentMethod.chosen', method: 'on_site', brand: null });
    expect(selectEffectiveCurrency(actor.getSnapshot())).toBe('JPY');
    actor.send({ type: 'paymentMethod.chosen', method: 'credit_card', brand: 'visa' });
    expect(selectEffectiveCurrency(actor.getSnapshot())).toBe('USD');
  });

  it('keeps the stamp of the rate a search priced with', async () => {
    const actor = start({ ...kyoto, storedSelection: 'USD' });
    await settled();
    actor.send({ type: 'rate.quoted', code: 'USD', rate: '0.0068', rateUpdatedAt: '2030-04-02T00:00:00.000Z' });
    const quote = selectQuote(actor.getSnapshot())!;
    expect(quote).toMatchObject({ code: 'USD', rate: '0.0068', rateUpdatedAt: '2030-04-02T00:00:00.000Z' });
    // Converted as the booking API does: exact, half up on the cent.
    expect(convertWithQuote(12_345, quote)).toBe(8395); // 12345 x 0.0068 = 83.946 USD
  });

  it('starts from the stored choice, the URL currency (temporary) and the guess, dropping what the hotel does not offer', async () => {
    const actor = start({ ...kyoto, storedSelection: 'usd', urlCurrency: 'EUR', guessed: 'KRW' });
    await settled();
    expect(actor.getSnapshot().context).toMatchObject({ selected: 'USD', temporary: 'EUR', guessed: 'KRW' });
    expect(stateKey(actor.getSnapshot().value)).toBe('List.Ready,Mode.ForeignCurrency.Temporary');
    expect(selectEffectiveCurrency(actor.getSnapshot())).toBe('EUR');

    const unknown = start({ ...kyoto, storedSelection: 'CHF', urlCurrency: 'nonsense', guessed: 'THB' });
    await settled();
    expect(unknown.getSnapshot().context).toMatchObject({ selected: null, temporary: null, guessed: null });
    expect(selectEffectiveCurrency(unknown.getSnapshot())).toBe('JPY');
  });

  it("takes the currency detected from the IP with the list, below the guest's own choice, and only when offered", async () => {
    const detected = start(kyoto, { ...kyotoList, detected: 'AUD' });
    await settled();
    expect(detected.getSnapshot().context.detected).toBe('AUD');
    expect(selectEffectiveCurrency(detected.getSnapshot())).toBe('AUD');
    expect(stateKey(detected.getSnapshot().value)).toBe('List.Ready,Mode.ForeignCurrency.Chosen');

    const chosen = start({ ...kyoto, storedSelection: 'EUR', guessed: 'KRW' }, { ...kyotoList, detected: 'AUD' });
    await settled();
    expect(selectEffectiveCurrency(chosen.getSnapshot())).toBe('EUR');
    expect(chosen.getSnapshot().context).toMatchObject({ detected: 'AUD', guessed: 'KRW' });

    const notOffered = start({ ...kyoto, guessed: 'KRW' }, { ...kyotoList, detected: 'CHF' });
    await settled();
    expect(notOffered.getSnapshot().context.detected).toBeNull();
    expect(selectEffectiveCurrency(notOffered.getSnapshot())).toBe('KRW');
  });

  it('hides the selector when multi-currency is off or the list failed, and offers it again after a reload', async () => {
    const off = start(
      { hotelCode: 'demo-seoul', hotelCurrency: 'KRW', mcpEnabled: false, storedSelection: 'USD' },
      { ...offList, hotelCurrency: 'KRW' },
    );
    await settled();
    expect(stateKey(off.getSnapshot().value)).toBe('List.Ready,Mode.Disabled');
    expect(selectShowsSelector(off.getSnapshot())).toBe(false);
    expect(selectEffectiveCurrency(off.getSnapshot())).toBe('KRW');

    const failed = start(kyoto, new Error('network'));
    await settled();
    expect(stateKey(failed.getSnapshot().value)).toBe('List.Failed,Mode.HotelCurrency');
    expect(selectShowsSelector(failed.getSnapshot())).toBe(false);
    expect(
      selectQuote({ ...failed.getSnapshot(), context: { ...failed.getSnapshot().context, selected: 'USD' } } as never),
    ).toBeNull();

    const noHotel = start({ hotelCurrency: 'JPY', mcpEnabled: true });
    expect(stateKey(noHotel.getSnapshot().value)).toBe('List.Failed,Mode.HotelCurrency');
  });

  it('reaches every state by model paths (xstate/graph), each replaying on a real actor', () => {
    const machine = currencyMachine.provide({
      actors: { loadCurrencies: pendingActor<CurrencyList, { hotelCode: string }>() },
    });
    const inputs: CurrencyInput[] = [kyoto, { ...kyoto, mcpEnabled: false }];
    const events = [
      doneEvent('loadCurrencies', kyotoList),
      doneEvent('loadCurrencies', { ...kyotoList, detected: 'AUD' }),
      doneEvent('loadCurrencies', offList),
      errorEvent('loadCurrencies', new Error('down')),
      { type: 'currencies.reloaded' },
      { type: 'currency.selected', code: 'USD' },
      { type: 'currency.selected', code: 'JPY' },
      { type: 'currency.switchedTemporarily', code: 'EUR' },
      { type: 'paymentMethod.chosen', method: 'credit_card', brand: 'visa' },
      { type: 'paymentMethod.chosen', method: 'on_site', brand: null },
      { type: 'paymentMethod.chosen', method: 'credit_card_deposit', brand: null },
      { type: 'settings.loaded', hotelCurrency: 'JPY', mcpEnabled: true },
    ] as const;
    const reached = new Set<string>();
    for (const input of inputs) {
      for (const path of listModelPaths(machine, {
        input,
        events,
        serializeState: (s) => `${stateKey(s.value)}|${effectiveCurrency(s.context)}|${s.context.options.length}`,
      })) {
        for (const leaf of path.target.split(',')) reached.add(leaf);
        expect(stateKey(replayPath(machine, input, path).value), path.description).toBe(path.target);
      }
    }
    expect(reached).toEqual(new Set(leafStateKeys(machine)));
  });
});
