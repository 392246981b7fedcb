import { Link } from 'wouter';
import { useI18nContext } from '../../locales/i18n-react';
import { useDocumentTitle } from '../views/document-title';

/**
 * `/confirm-reservation`: the booking hand-over from a hotel's widget to the agency site
 * (SPEC.md section 9, "Booking-widget-to-OTA process"). This file is the hand-over's own page.
 */
export function ConfirmReservationPage() {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.agency.confirmReservation.heading());
  return (
    <section className="panel" aria-labelledby="confirm-reservation-heading">
      <h1 id="confirm-reservation-heading">{LL.agency.confirmReservation.heading()}</h1>
      <p><Link href="/">{LL.agency.nav.home()}</Link></p>
    </section>
  );
}
