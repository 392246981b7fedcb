import { useI18nContext } from '../../../locales/i18n-react';
import type { ReservationDetails } from '../../../machines/reservation/context';
import { formatMoney } from '../../format/money';

type Payment = NonNullable<ReservationDetails['payment']>;

export const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  master: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  diners: 'Diners Club',
};

/**
 * The card charge of a reservation and its refunds (payments slice 2): what was paid, each refund
 * with its outcome, and the total given back. Guarantees (nothing charged) show nothing.
 */
export function CardPaymentSummary({ payment }: { payment: Payment | null }) {
  const { LL, locale } = useI18nContext();
  if (!payment || payment.kind !== 'charge' || !['captured', 'partially_refunded', 'refunded'].includes(payment.status))
    return null;
  const money = (amount: number) => formatMoney(amount, payment.currency, locale);
  return (
    <div className="card-payment-summary" data-testid="card-payment-summary">
      <p>
        {LL.paymentRefunds.paid({ amount: money(payment.amount) })}
        {payment.card && (
          <>
            {' '}
            (
            {LL.paymentRefunds.card({
              brand: BRAND_NAMES[payment.card.brand] ?? payment.card.brand,
              last4: payment.card.last4,
            })}
            )
          </>
        )}
      </p>
      {payment.refunds.length > 0 && (
        <ul aria-label={LL.paymentRefunds.heading()}>
          {payment.refunds.map((refund) => (
            <li key={refund.refundId} data-refund-status={refund.status}>
              {LL.paymentRefunds.cause[refund.cause as 'cancellation' | 'itinerary_change']?.() ?? refund.cause}:{' '}
              {LL.paymentRefunds.refund[refund.status as 'succeeded' | 'pending' | 'failed']({
                amount: money(refund.amount),
              })}
            </li>
          ))}
        </ul>
      )}
      {payment.refundedAmount > 0 && (
        <p>
          <strong>{LL.paymentRefunds.refundedTotal({ amount: money(payment.refundedAmount) })}</strong>
        </p>
      )}
    </div>
  );
}
