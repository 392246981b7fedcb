import type { Temporal } from 'temporal-polyfill';
import { formatMailMoment } from '../outbox/mail-texts';
import { numberFormat } from '../../contract/intl-formats';
import { bookedCancellationTerms, type CancellationTerms } from '../domain/cancellation-terms';
import { hotelOwnLocale, resolveText, textIn } from '../../contract/localized-text';
import { nightsBetween } from '../../contract';
import type { HotelWithBrand } from '../repositories/hotels';
import type { ReservationRecord } from '../repositories/reservations';
import type { OutgoingMail } from '../outbox/outbox-repository';
import { stayMailTextsFor, type StayMailTexts } from './stay-mail-texts';
import { arrivalDateOf, type AirportRow, type ReservationFlightDetail } from '../packages/flights-repository';
import { stayCalendar } from './stay-calendar';
import { stayMailHtml, type StayMailContact } from './stay-mail-html';
import { formatPlainDate, formatTimeOfDay } from '../../contract/date-format';

/**
 * A guest's stay e-mails, in the language the guest booked in (reservations.locale): the booking,
 * a change and a cancellation, each as text and HTML with the same content (the hotel's address, a
 * map link, check-in and check-out times, contact, the manage link), the booking with its .ics.
 * Once cancelled, nothing that no longer applies is said (no "pay at the hotel", no calendar file).
 * The HTML body is laid out in the hotel's colours (./stay-mail-html.ts).
 */
export type StayMailKind = 'booked' | 'changed' | 'cancelled';

export interface StayMailContext {
  hotel: HotelWithBrand;
  record: ReservationRecord;
  /** The widget's public base URL (never a request's Origin). */
  baseUrl: string;
  now: Temporal.Instant;
}

/** The confirmation page of the reservation, opened with its bypass token: view, change, cancel. */
export function manageUrl(baseUrl: string, hotelCode: string, confirmationNumber: string, bypassToken: string): string {
  return `${baseUrl}/reservation/confirmation/${encodeURIComponent(confirmationNumber)}?${new URLSearchParams({ code: hotelCode, bypass_token: bypassToken }).toString()}`;
}

/** The path of the stay's .ics file, opened by a plain link (booking-api/routes/reservations.ts). */
export function calendarPath(hotelCode: string, confirmationNumber: string, bypassToken: string): string {
  return `/api/calendar/hotels/${encodeURIComponent(hotelCode)}/reservations/${encodeURIComponent(confirmationNumber)}/stay.ics?${new URLSearchParams({ bypass_token: bypassToken }).toString()}`;
}

/** The hotel's address as a guest reads it: post code, then the address in the language asked. */
export function hotelAddress(hotel: HotelWithBrand, locale: string | null | undefined): string {
  return [hotel.postCode, textIn(hotel.fullAddress, locale, hotelOwnLocale(hotel.bookLanguages))]
    .filter(Boolean)
    .join(' ');
}

export function mapUrl(address: string): string {
  return `https://www.openstreetmap.org/search?${new URLSearchParams({ query: address }).toString()}`;
}

function formatAmount(minor: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 0));
}

/** A day as the widget writes it (contract/date-format.ts): the guest reads the same dates in the mail and on the page. */
const formatDate = formatPlainDate;

/**
 * A package's flights, one line each: date and time, airports, carrier and flight number, seats
 * (names in the guest's language, else English). Nothing for a stay alone.
 */
function flightLines(
  held: readonly ReservationFlightDetail[],
  t: StayMailTexts,
  locale: string,
  intlLocale: string,
): [string, string][] {
  return held.map(({ direction, seats, flight }) => {
    const airport = (row: AirportRow) => `${resolveText(row.name, locale).text} (${row.code})`;
    const arrivalDate = arrivalDateOf(flight);
    const arrival = `${arrivalDate === flight.departureDate ? '' : `${formatDate(arrivalDate, intlLocale)} `}${formatTimeOfDay(flight.arrivalTime, intlLocale)}`;
    const route = `${formatDate(flight.departureDate, intlLocale)} ${formatTimeOfDay(flight.departureTime, intlLocale)} ${airport(flight.origin)} → ${arrival} ${airport(flight.destination)}`;
    return [
      direction === 'outbound' ? t.outboundFlight : t.returnFlight,
      `${route} · ${resolveText(flight.carrierName, locale).text} ${flight.flightNumber} · ${t.seats(seats)}`,
    ];
  });
}

/** Cancellation terms in the guest's words: the free period's end in the hotel's time, the fee as a percentage. */
function termsText(
  terms: CancellationTerms,
  t: StayMailTexts,
  { locale, timeZone, intlLocale }: { locale: string; timeZone: string; intlLocale: string },
): string {
  const percentage = numberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 0 }).format(
    terms.fee_percentage / 100,
  );
  switch (terms.kind) {
    case 'free': {
      // As the outbox's other mails write a moment: the hotel's time, its zone named.
      const free = t.terms.freeUntil(formatMailMoment(new Date(terms.free_until ?? ''), locale, timeZone));
      return terms.fee_percentage > 0 ? `${free}${t.terms.feeAfter(percentage)}` : free;
    }
    case 'fee':
      return t.terms.feeFromBooking(percentage);
    case 'non_refundable':
      return t.terms.nonRefundable;
    case 'not_online':
      return t.terms.notOnline;
  }
}

/** The stay's facts, in the guest's language, as label and value (both bodies show the same). */
function facts(ctx: StayMailContext, kind: StayMailKind) {
  const { hotel, record } = ctx;
  const r = record.reservation;
  const locale = r.locale ?? hotelOwnLocale(hotel.bookLanguages);
  const intlLocale = locale.replace('_', '-');
  const words = stayMailTextsFor(locale);
  // Once cancelled the link only shows the booking: nothing is left to change or cancel.
  const t = kind === 'cancelled' ? { ...words, manage: words.viewBooking } : words;
  const own = hotelOwnLocale(hotel.bookLanguages);
  const hotelName = textIn(hotel.name, locale, own);
  const address = [hotel.postCode, textIn(hotel.fullAddress, locale, own)].filter(Boolean).join(' ');
  const rooms = record.rooms.map(
    (room) => `${textIn(room.roomTypeName, locale, own)} · ${textIn(room.planName, locale, own)}`,
  );
  // Each room with its guests; the terms below name a room by its type and plan alone.
  const roomsWithGuests = record.rooms.map((room, i) => `${rooms[i]} · ${t.guests(room.adults, room.children)}`);
  const nights = nightsBetween(r.checkinDate, r.checkoutDate);
  // Each room's cancellation terms as booked; one line when every room has the same.
  const terms = record.rooms.map((room) =>
    termsText(
      bookedCancellationTerms({
        bookedAt: r.createdAt,
        checkin: r.checkinDate,
        timeZone: hotel.timeZone,
        tiers: room.cancellationTiers,
      }),
      t,
      { locale, timeZone: hotel.timeZone, intlLocale },
    ),
  );
  const termsLines = new Set(terms).size <= 1 ? terms.slice(0, 1) : terms.map((text, i) => `${rooms[i]}: ${text}`);
  const number: [string, string] = [t.confirmationNumber, r.confirmationNumber];
  const stay: [string, string][] = [
    [t.checkin, `${formatDate(r.checkinDate, intlLocale)} ${t.from(formatTimeOfDay(hotel.checkinTime, intlLocale))}`],
    [
      t.checkout,
      `${formatDate(r.checkoutDate, intlLocale)} ${t.until(formatTimeOfDay(hotel.checkoutTime, intlLocale))}`,
    ],
    // A day-use stay has no nights to count.
    ...(nights > 0 ? [[t.stayLength, t.nights(nights)] as [string, string]] : []),
    [t.rooms, roomsWithGuests.join('\n')],
  ];
  const cancellation: [string, string] | null =
    kind === 'cancelled' || termsLines.length === 0 ? null : [t.terms.label, termsLines.join('\n')];
  const charges: [string, string][] = [
    ...flightLines(record.flights ?? [], t, locale, intlLocale),
    kind === 'cancelled'
      ? [t.total, t.cancelled.fee(formatAmount(r.cancellationFee ?? 0, r.currency, intlLocale))]
      : [t.total, formatAmount(r.totalPrice, r.currency, intlLocale)],
  ];
  const contact: StayMailContact = { address, phone: hotel.phone, email: hotel.email };
  const lines: [string, string][] = [
    number,
    ...stay,
    ...(cancellation ? [cancellation] : []),
    ...charges,
    [t.address, address],
    ...(hotel.phone ? [[t.phone, hotel.phone] as [string, string]] : []),
    ...(hotel.email ? [[t.email, hotel.email] as [string, string]] : []),
  ];
  const notes = kind !== 'cancelled' && r.paymentType === 'on_site' ? [t.payAtHotel] : [];
  return {
    t,
    locale,
    hotelName,
    address,
    lines,
    notes,
    guestName: `${r.guestFirstName} ${r.guestLastName}`,
    parts: { number, stay: [...stay, ...charges], cancellation, contact },
  };
}

export function stayMail(ctx: StayMailContext, kind: StayMailKind): OutgoingMail {
  const { hotel, record } = ctx;
  const r = record.reservation;
  const { t, locale, hotelName, address, lines, notes, guestName, parts } = facts(ctx, kind);
  const manage = manageUrl(ctx.baseUrl, hotel.code, r.confirmationNumber, r.bypassToken);
  const map = mapUrl(address);
  const words = kind === 'booked' ? t.booked : kind === 'changed' ? t.changed : t.cancelled;
  const withCalendar = kind !== 'cancelled';
  const subject = words.subject(hotelName, r.confirmationNumber);
  const text = [
    t.hello(guestName),
    '',
    words.intro,
    '',
    ...lines.map(([label, value]) => `${label}: ${value.replace(/\n/g, '\n  ')}`),
    `${t.map}: ${map}`,
    ...(notes.length ? ['', ...notes] : []),
    '',
    `${t.manage}: ${manage}`,
    ...(withCalendar ? ['', t.calendar] : []),
  ].join('\n');
  return {
    brandId: hotel.brandId,
    kind: `reservation_${kind}`,
    to: r.guestEmail,
    subject,
    bodyText: text,
    bodyHtml: stayMailHtml({
      kind,
      t,
      locale,
      subject,
      hotelName,
      colours: { header: hotel.headerColour, button: hotel.buttonColour },
      greeting: t.hello(guestName),
      intro: words.intro,
      ...parts,
      mapUrl: map,
      notes,
      manageUrl: manage,
      calendarNote: withCalendar ? t.calendar : null,
    }),
    links: [{ label: t.manage, url: manage }],
    attachments: withCalendar
      ? [{ filename: 'stay.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: stayIcs(ctx) }]
      : [],
  };
}

/** The reservation's stay as an .ics file (also served by the booking API for the confirmation page). */
export function stayIcs(ctx: StayMailContext): string {
  const { hotel, record } = ctx;
  const r = record.reservation;
  const { t, hotelName, address, lines } = facts(ctx, 'booked');
  const manage = manageUrl(ctx.baseUrl, hotel.code, r.confirmationNumber, r.bypassToken);
  return stayCalendar({
    uid: `${r.confirmationNumber}@${hotel.code}.booking`,
    stamp: ctx.now,
    hotelTimeZone: hotel.timeZone,
    checkinDate: r.checkinDate,
    checkinTime: hotel.checkinTime,
    checkoutDate: r.checkoutDate,
    checkoutTime: hotel.checkoutTime,
    summary: t.eventTitle(hotelName),
    location: `${hotelName}, ${address}`,
    description: [...lines.map(([label, value]) => `${label}: ${value}`), `${t.manage}: ${manage}`].join('\n'),
    url: manage,
    sequence: Math.floor(ctx.now.epochMilliseconds / 1000) - Math.floor(new Date(r.createdAt).getTime() / 1000),
  });
}
