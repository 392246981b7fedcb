import { useI18nContext } from '../../../locales/i18n-react';
import type { ReservationDetails } from '../../../machines/reservation/context';
import { formatMoney } from '../../format/money';
import { formatDayAndTime } from '../../format/dates';

type Terms = NonNullable<ReservationDetails['paymentTerms']>;
type ChargedCurrency = Pick<ReservationDetails, 'mcpCurrency' | 'mcpDepositAmount' | 'mcpRemainAmount'>;

/** An instant in the facility's time zone, with the zone named (deadlines are the facility's). */
function formatInstant(iso: string, timeZone: string, locale: string): string {
  return formatDayAndTime(iso, locale, timeZone, { withYear: true, withZone: true });
}

/**
 * How the reservation is paid (contract/payment-methods.ts): the deposit paid by card and the rest
 * due at the hotel, or the bank-transfer instructions with their deadline.
 */
export function PaymentTermsSummary({
  terms,
  timeZone,
  currency,
  mcp,
}: {
  terms: Terms | null | undefined;
  timeZone: string;
  currency: string;
  mcp?: ChargedCurrency | undefined;
}) {
  const { LL, locale } = useI18nContext();
  if (!terms) return null;
  const P = LL.paymentMethods;
  if (terms.method === 'credit_card_deposit') {
    // Charged in another currency: the booking API's amounts in it (at the stored rate), the hotel's beside.
    const money = (amount: number, mcpAmount: number | null | undefined) =>
      mcp?.mcpCurrency && mcpAmount != null
        ? `${formatMoney(mcpAmount, mcp.mcpCurrency, locale)} ${LL.currency.hotelAmount({ amount: formatMoney(amount, currency, locale) })}`
        : formatMoney(amount, currency, locale);
    return (
      <dl className="summary" data-testid="payment-terms" aria-label={P.termsHeading()}>
        <dt>
          {terms.depositPercentage === null
            ? P.depositPaidNoShare()
            : P.depositPaid({ percentage: terms.depositPercentage })}
        </dt>
        <dd data-testid="deposit-amount">{money(terms.depositAmount, mcp?.mcpDepositAmount)}</dd>
        <dt>{P.remainAtHotel()}</dt>
        <dd data-testid="remain-amount">{money(terms.remainAmount, mcp?.mcpRemainAmount)}</dd>
      </dl>
    );
  }
  const transfer = terms.bankTransfer;
  if (terms.method === 'bank_transfer' && transfer) {
    const money = (amount: number) => formatMoney(amount, transfer.currency, locale);
    return (
      <section className="panel" aria-labelledby="bank-transfer-heading" data-testid="bank-transfer">
        <h3 id="bank-transfer-heading">{P.transferHeading()}</h3>
        {transfer.paidAt ? (
          <p role="status">{P.transferPaid({ date: formatInstant(transfer.paidAt, timeZone, locale) })}</p>
        ) : (
          <p>{P.transferIntro()}</p>
        )}
        <dl className="summary">
          <dt>{P.transferAmount()}</dt>
          <dd>{money(transfer.amount)}</dd>
          <dt>{P.transferDeadline()}</dt>
          <dd data-testid="transfer-deadline">{formatInstant(transfer.dueAt, timeZone, locale)}</dd>
          <dt>{P.bankName()}</dt>
          <dd>{transfer.bankName}</dd>
          <dt>{P.bankBranch()}</dt>
          <dd>{transfer.bankBranch}</dd>
          <dt>{P.accountType()}</dt>
          <dd>{transfer.accountType}</dd>
          <dt>{P.accountNumber()}</dt>
          <dd>{transfer.accountNumber}</dd>
          <dt>{P.accountHolder()}</dt>
          <dd>{transfer.accountHolder}</dd>
          <dt>{P.transferReference()}</dt>
          <dd>{transfer.transferReference}</dd>
        </dl>
      </section>
    );
  }
  return null;
}
