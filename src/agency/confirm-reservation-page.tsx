import { ConfirmReservationRoute } from '../views/agency/confirm-reservation-page';

/**
 * `/confirm-reservation`: the booking hand-over from a hotel's widget to the agency site
 * (SPEC.md section 9, "Booking-widget-to-OTA process"), src/views/agency/confirm-reservation-page.tsx.
 */
export function ConfirmReservationPage() {
  return <ConfirmReservationRoute />;
}
