import { timingSafeEqual } from 'node:crypto';
import { sha256Hex } from '../security/secrets';
import type { ReservationRow } from '../repositories/reservations';

export interface ReservationCredentials {
  email?: string | undefined;
  bypass_token?: string | undefined;
}

/**
 * Whether the caller may see or cancel the reservation: the guest's e-mail (case-insensitive) or
 * the bypass token. The caller answers the same 404 for a miss as for an unknown number.
 */
export function mayAccess(reservation: ReservationRow, credentials: ReservationCredentials): boolean {
  if (credentials.bypass_token && sameSecret(credentials.bypass_token, reservation.bypassToken)) return true;
  if (credentials.email && credentials.email.trim().toLowerCase() === reservation.guestEmail.toLowerCase()) return true;
  return false;
}

function sameSecret(given: string, stored: string): boolean {
  // Compare digests so the comparison takes the same time whatever the lengths.
  return timingSafeEqual(Buffer.from(sha256Hex(given), 'hex'), Buffer.from(sha256Hex(stored), 'hex'));
}
