import { z } from 'zod';
import { createReservationRequestSchema } from './booking-api';
import { packageFlightChoiceSchema } from './flights';

/**
 * `POST /book/hotels/{h}/packages`: a reservation as `POST .../reservations` takes it, with the
 * outbound flight (on the check-in day) and the return flight (on the check-out day). The rooms
 * and the seats (one per guest) are taken in one transaction; `reservation.expected_total_price`,
 * when sent, is the total of rooms, extras and fares.
 */
export const packageBookingRequestSchema = packageFlightChoiceSchema.extend({
  reservation: createReservationRequestSchema,
});
export type PackageBookingRequest = z.infer<typeof packageBookingRequestSchema>;
