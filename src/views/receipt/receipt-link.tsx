import { Link } from 'wouter';
import { useI18nContext } from '../../../locales/i18n-react';
import type { ReservationDetails } from '../../../machines/reservation/context';
import { offersReceipt } from '../../../machines/reservation/reservation-facts';

/** The receipt page of this reservation (SPEC.md section 2 "receipt download"), opened with the bypass token, never the e-mail. */
export function receiptPath(
  reservation: Pick<ReservationDetails, 'confirmationNumber' | 'bypassToken' | 'hotel'>,
): string {
  const query = new URLSearchParams({ code: reservation.hotel.code, bypass_token: reservation.bypassToken });
  return `/reservation/receipt/${encodeURIComponent(reservation.confirmationNumber)}?${query.toString()}`;
}

/** "Download receipt" on the manage page. */
export function ReceiptLink({ reservation }: { reservation: ReservationDetails }) {
  const { LL } = useI18nContext();
  // Paid at the hotel (receipted at the front desk), or cancelled with everything refunded: no receipt.
  if (!offersReceipt(reservation)) return null;
  return (
    <p className="actions">
      <Link href={receiptPath(reservation)} className="button">
        {LL.receipts.download()}
      </Link>
    </p>
  );
}
