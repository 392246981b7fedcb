import { Temporal } from 'temporal-polyfill';

/**
 * A stay as an iCalendar file (RFC 5545): one VEVENT from the check-in time on the arrival day to
 * the check-out time on the departure day, in UTC (no VTIMEZONE needed), with the hotel's address
 * as LOCATION and the confirmation number, contact and manage link in DESCRIPTION. Lines end in
 * CRLF and are folded at 75 octets without splitting a character; TEXT values are escaped.
 */
export interface StayEvent {
  /** Globally unique and stable for the reservation (a later file with the same UID updates it). */
  uid: string;
  /** When the file is made. */
  stamp: Temporal.Instant;
  hotelTimeZone: string;
  checkinDate: string;
  checkinTime: string;
  checkoutDate: string;
  checkoutTime: string;
  summary: string;
  location: string;
  description: string;
  url: string | null;
  /** Bumped by each change, so calendars take the newest file. */
  sequence: number;
}

/** RFC 5545 section 3.3.11: backslash, semicolon, comma and line breaks in TEXT. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** RFC 5545 section 3.1: content lines longer than 75 octets continue on lines that begin with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation holds 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utc = (instant: Temporal.Instant) => instant.toString({ smallestUnit: 'second' }).replace(/[-:]/g, '');

/** A local date and HH:MM at the hotel as a UTC date-time (`20301210T060000Z`). */
function localToUtc(date: string, time: string, timeZone: string): string {
  const [hour, minute] = time.split(':').map(Number);
  const local = Temporal.PlainDate.from(date).toPlainDateTime({ hour: hour ?? 0, minute: minute ?? 0 });
  return utc(local.toZonedDateTime(timeZone).toInstant());
}

export function stayCalendar(event: StayEvent, method: 'PUBLISH' | 'CANCEL' = 'PUBLISH'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hotel booking widget//Stay//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${localToUtc(event.checkinDate, event.checkinTime, event.hotelTimeZone)}`,
    `DTEND:${localToUtc(event.checkoutDate, event.checkoutTime, event.hotelTimeZone)}`,
    `SEQUENCE:${event.sequence}`,
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
