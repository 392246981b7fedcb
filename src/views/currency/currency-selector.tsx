import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../locales/i18n-react';
import type { CurrencyMachine } from '../../../machines/currency/machine';
import { isCurrencySelectorShown, type SelectorPlace } from '../../../machines/currency/selector-visibility';
import {
  selectCurrencyOptions,
  selectListFailed,
  selectSelectorValue,
  selectShowsSelector,
} from '../../../machines/currency/selectors';
import { useCurrencyActor } from './currency-scope';

/**
 * The currency selector of SPEC.md section 2, shown only where the section says
 * (machines/currency/selector-visibility.ts) and only when multi-currency payment is on. `compact`
 * (the results' toolbar): the label beside the list, the explanation read out with it and shown as
 * the list's tooltip rather than under it.
 */
export function CurrencySelector({
  place,
  disabled,
  compact = false,
}: {
  place: SelectorPlace;
  disabled?: boolean;
  compact?: boolean;
}) {
  const actor = useCurrencyActor();
  if (!actor) return null;
  return <Selector actor={actor} place={place} disabled={disabled === true} compact={compact} />;
}

function Selector({
  actor,
  place,
  disabled,
  compact,
}: {
  actor: ActorRefFrom<CurrencyMachine>;
  place: SelectorPlace;
  disabled: boolean;
  compact: boolean;
}) {
  const { LL } = useI18nContext();
  const on = useSelector(actor, selectShowsSelector);
  const value = useSelector(actor, selectSelectorValue);
  const options = useSelector(actor, selectCurrencyOptions);
  const failed = useSelector(actor, selectListFailed);
  if (failed && isCurrencySelectorShown(true, place)) {
    return (
      <p className="currency-selector field-hint">
        {LL.currency.listFailed()}{' '}
        <button type="button" onClick={() => actor.send({ type: 'currencies.reloaded' })}>
          {LL.currency.retry()}
        </button>
      </p>
    );
  }
  if (!isCurrencySelectorShown(on, place)) return null;
  const label = (code: string, symbol: string) => (symbol === code ? code : `${code} (${symbol})`);
  const suggested = options.filter((option) => option.suggested);
  const others = options.filter((option) => !option.suggested);
  return (
    <div className={compact ? 'field currency-selector currency-selector-compact' : 'field currency-selector'}>
      <label htmlFor="currency-selector">{LL.currency.label()}</label>
      <select
        id="currency-selector"
        value={value}
        disabled={disabled}
        title={compact ? LL.currency.hint() : undefined}
        aria-describedby="currency-selector-hint"
        onChange={(event) => actor.send({ type: 'currency.selected', code: event.target.value })}
      >
        {suggested.length > 0 && (
          <optgroup label={LL.currency.suggested()}>
            {suggested.map((option) => (
              <option key={option.code} value={option.code}>
                {label(option.code, option.symbol)}
              </option>
            ))}
          </optgroup>
        )}
        <optgroup label={LL.currency.all()}>
          {others.map((option) => (
            <option key={option.code} value={option.code}>
              {label(option.code, option.symbol)}
            </option>
          ))}
        </optgroup>
      </select>
      <p id="currency-selector-hint" className={compact ? 'visually-hidden' : 'field-hint'}>
        {LL.currency.hint()}
      </p>
    </div>
  );
}
