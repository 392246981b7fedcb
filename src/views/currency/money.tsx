import './currency.css';
import { useI18nContext } from '../../../locales/i18n-react';
import { convertWithQuote } from '../../../machines/currency/selectors';
import { formatMoney } from '../../format/money';
import { useCurrencyQuote } from './currency-scope';

/**
 * An amount of the hotel currency as the guest sees it: in multi-currency mode converted into the
 * chosen currency (the search's mcp* amount when given, else converted exactly as the booking API
 * does, contract/currency-data.ts) with the hotel-currency amount beside it; else as it is.
 */
export function Money({
  amount,
  currency,
  mcpAmount,
  strong,
}: {
  amount: number;
  currency: string;
  mcpAmount?: number | null | undefined;
  strong?: boolean;
}) {
  const { LL, locale } = useI18nContext();
  const quote = useCurrencyQuote();
  const Tag = strong ? 'strong' : 'span';
  if (!quote || quote.hotelCurrency !== currency) return <Tag>{formatMoney(amount, currency, locale)}</Tag>;
  const converted = mcpAmount ?? convertWithQuote(amount, quote);
  return (
    <>
      <Tag data-currency={quote.code}>{formatMoney(converted, quote.code, locale)}</Tag>{' '}
      <small className="hotel-amount" data-currency={currency}>
        {LL.currency.hotelAmount({ amount: formatMoney(amount, currency, locale) })}
      </small>
    </>
  );
}

/** The same as text (inside a sentence): the converted amount only. */
export function useMoneyText(): (amount: number, currency: string, mcpAmount?: number | null) => string {
  const { locale } = useI18nContext();
  const quote = useCurrencyQuote();
  return (amount, currency, mcpAmount) =>
    quote && quote.hotelCurrency === currency
      ? formatMoney(mcpAmount ?? convertWithQuote(amount, quote), quote.code, locale)
      : formatMoney(amount, currency, locale);
}
