import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../locales/i18n-react';
import type { ReservationDetails } from '../../../machines/reservation/context';
import type { CurrencyMachine } from '../../../machines/currency/machine';
import { selectHotelCurrency } from '../../../machines/currency/selectors';
import { currencySymbol } from '../../../contract/currency-data';
import { useBookingSelector } from '../../../machines/booking/provider';
import { selectIsSubmitting, selectQuotedCharge, selectSelectionTotal } from '../../../machines/booking/selectors';
import { formatMoney } from '../../format/money';
import { useCurrencyActor, useCurrencyQuote } from './currency-scope';
import { Money } from './money';

/**
 * Guest detail in multi-currency mode (SPEC.md sections 4, 5, 9): what the card will be charged in
 * the chosen currency beside the hotel's price, card only with Visa or Mastercard, and a way to pay
 * in the hotel currency instead (a temporary switch, which brings back every method and brand).
 */
export function McpPaymentNote() {
  const actor = useCurrencyActor();
  const quote = useCurrencyQuote();
  if (!actor || !quote) return null;
  return <Note actor={actor} code={quote.code} />;
}

function Note({ actor, code }: { actor: ActorRefFrom<CurrencyMachine>; code: string }) {
  const { LL } = useI18nContext();
  const total = useBookingSelector(selectSelectionTotal);
  // Once quoted for the chosen method: what the card is charged now (a deposit is not the total) and what is left for the hotel.
  const charge = useBookingSelector(selectQuotedCharge);
  const submitting = useBookingSelector(selectIsSubmitting);
  const hotelCurrency = useSelector(actor, selectHotelCurrency);
  return (
    <div className="panel mcp-note" role="note" aria-labelledby="mcp-note-heading">
      <h2 id="mcp-note-heading">{LL.currency.payingIn({ code })}</h2>
      {charge ? (
        <>
          <p data-testid="mcp-charge-preview">
            {LL.currency.chargedAmount()}:{' '}
            <Money amount={charge.chargedNow} currency={charge.currency} mcpAmount={charge.mcp?.chargedNow} strong />
          </p>
          {charge.payLater > 0 && (
            <p data-testid="mcp-pay-later">
              {LL.pricing.summary.payLater()}:{' '}
              <Money amount={charge.payLater} currency={charge.currency} mcpAmount={charge.mcp?.payLater} />
            </p>
          )}
        </>
      ) : (
        total && (
          <p data-testid="mcp-charge-preview">
            {LL.currency.chargedAmount()}: <Money amount={total.amount} currency={total.currency} strong />
          </p>
        )
      )}
      <p>{LL.currency.cardOnly({ code })}</p>
      <button
        type="button"
        disabled={submitting}
        onClick={() => actor.send({ type: 'currency.switchedTemporarily', code: hotelCurrency })}
      >
        {LL.currency.payInHotelCurrency({ currency: `${currencySymbol(hotelCurrency)} (${hotelCurrency})` })}
      </button>
    </div>
  );
}

/**
 * The confirmation of a reservation charged in another currency: the amount charged (mcp) and the
 * hotel's amount it converts (the deposit of credit_card_deposit, else the total).
 */
export function McpChargeNote({
  reservation,
}: {
  reservation: Pick<ReservationDetails, 'currency' | 'totalPrice' | 'payment'> &
    Partial<Pick<ReservationDetails, 'paymentTerms'>>;
}) {
  const { LL, locale } = useI18nContext();
  const payment = reservation.payment;
  if (!payment || payment.kind !== 'charge' || payment.currency === reservation.currency) return null;
  const terms = reservation.paymentTerms;
  const hotelAmount = terms?.method === 'credit_card_deposit' ? terms.depositAmount : reservation.totalPrice;
  return (
    <p data-testid="mcp-charge">
      {LL.currency.chargedIn({ code: payment.currency, amount: formatMoney(payment.amount, payment.currency, locale) })}{' '}
      <small>{LL.currency.hotelAmount({ amount: formatMoney(hotelAmount, reservation.currency, locale) })}</small>
    </p>
  );
}
