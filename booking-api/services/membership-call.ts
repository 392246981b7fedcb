import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { HotelWithBrand } from '../repositories/hotels';
import type { MemberRow } from '../repositories/members';

/** What a membership request runs with: the database, the clock, the hotel it came through. */
export interface MembershipCall {
  database: Database;
  clock: Clock;
  hotel: HotelWithBrand;
  /** Base of the links in e-mails (see member-mail.ts). */
  baseUrl: string;
}

/** Who a membership e-mail goes to and the brand and language it is written for. */
export function mailContext(call: MembershipCall, member: MemberRow) {
  return {
    brandId: member.brandId,
    hotelCode: call.hotel.code,
    baseUrl: call.baseUrl,
    to: member.email,
    firstName: member.firstName,
    locale: member.locale,
  };
}
