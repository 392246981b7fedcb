import type { ReservationReply } from '../../contract';

/** What booking a reservation answers: the HTTP status and reply, or the stored reply of a retry. */
export interface BookingOutcome {
  status: number;
  body: ReservationReply;
  /** True when an Idempotency-Key retry got the stored reply and nothing was booked. */
  replayed: boolean;
}
