import { randomInt } from 'node:crypto';
import { formatMailMoment, mailTextsFor } from '../outbox/mail-texts';
import { hotelContentReader } from '../domain/hotel-content';
import type { CreateLotteryEntryRequest, LotteryEntry, LotteryEvent, LotteryEventPhase } from '../../contract';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { inTransaction, pgErrorCode, UNIQUE_VIOLATION, type Queryable } from '../db/transactions';
import type { HotelWithBrand } from '../repositories/hotels';
import { localesOfMembers } from '../repositories/members';
import { randomUnambiguousCode, sha256Hex } from '../security/secrets';
import { nightsBetween } from '../corporate/stay-nights';
import { enqueueMail } from '../outbox/outbox-repository';
import { lotteryFailures } from './lottery-failures';
import {
  entriesOfEvent,
  entryNumberTaken,
  eventDetailById,
  findAccessToken,
  findEntryByNumber,
  findLotteryEvent,
  insertEntry,
  lockLotteryEvent,
  markEventDrawn,
  memberEntries,
  reservationNumberOf,
  setEntryStatus,
  type LotteryEntryRow,
  type LotteryEventDetail,
} from './lottery-repository';

interface LotteryCall {
  database: Database;
  clock: Clock;
  hotel: HotelWithBrand;
  /** The language the hotel's content is read in (request-locale.ts); else the hotel's own. */
  locale?: string | undefined;
}

const nowOf = (clock: Clock) => new Date(clock.now().epochMilliseconds);

export function phaseOf(event: LotteryEventDetail['event'], now: Date): LotteryEventPhase {
  if (event.drawnAt) return 'drawn';
  if (now.getTime() < event.acceptFrom.getTime()) return 'upcoming';
  if (now.getTime() >= event.acceptUntil.getTime()) return 'closed';
  return 'accepting';
}

export function toLotteryEvent(detail: LotteryEventDetail, now: Date, locale?: string | null): LotteryEvent {
  const { event } = detail;
  const read = hotelContentReader({ bookLanguages: detail.hotelBookLanguages }, locale);
  return {
    uuid: event.uuid,
    name: read(event.name),
    hotel_code: detail.hotelCode,
    hotel_name: read(detail.hotelName),
    room_type_code: detail.roomTypeCode,
    room_type_name: read(detail.roomTypeName),
    room_plan_code: detail.planCode,
    room_plan_name: read(detail.planName),
    stay_start: event.stayStart,
    stay_end: event.stayEnd,
    min_nights: event.minNights,
    max_nights: event.maxNights,
    accept_from: event.acceptFrom.toISOString(),
    accept_until: event.acceptUntil.toISOString(),
    result_date: event.resultDate.toISOString(),
    reservation_deadline: event.reservationDeadline.toISOString(),
    notification: read(event.notification) || null,
    requires_access_token: event.requiresAccessToken,
    phase: phaseOf(event, now),
  };
}

/** The lottery link's access token (3780 expired, 3781 unknown or of another event, 3782 missing). */
async function checkAccessToken(
  db: Queryable,
  detail: LotteryEventDetail,
  token: string | undefined,
  now: Date,
): Promise<void> {
  if (!detail.event.requiresAccessToken && !token) return;
  if (!token) throw lotteryFailures.linkRequired();
  const found = await findAccessToken(db, sha256Hex(token));
  if (!found || found.eventId !== detail.event.id) throw lotteryFailures.linkInvalid();
  if (found.expiresAt.getTime() <= now.getTime()) throw lotteryFailures.linkExpired();
}

/** GET /hotels/{h}/lottery_events/{id}: the event and its settings (3757 when unknown). */
export async function showLotteryEvent(
  call: LotteryCall,
  uuid: string,
  accessToken: string | undefined,
): Promise<LotteryEvent> {
  const detail = await findLotteryEvent(call.database.db, call.hotel.id, uuid);
  if (!detail) throw lotteryFailures.notAvailable();
  const now = nowOf(call.clock);
  await checkAccessToken(call.database.db, detail, accessToken, now);
  return toLotteryEvent(detail, now, call.locale);
}

async function toEntry(
  db: Queryable,
  entry: LotteryEntryRow,
  now: Date,
  detail?: LotteryEventDetail,
  locale?: string,
): Promise<LotteryEntry> {
  const event = detail ?? (await eventDetailById(db, entry.eventId));
  if (!event) throw new Error('lottery entry without its event');
  // SPEC.md section 3: a fake reservation number is treated as null; only a real, linked one is shown.
  const reservationNumber = await reservationNumberOf(db, entry.reservationId);
  return {
    entry_number: entry.entryNumber,
    status: entry.status,
    event: toLotteryEvent(event, now, locale),
    checkin_date: entry.checkinDate,
    checkout_date: entry.checkoutDate,
    nights: nightsBetween(entry.checkinDate, entry.checkoutDate),
    adults: entry.adults,
    guest: {
      first_name: entry.guestFirstName,
      last_name: entry.guestLastName,
      email: entry.guestEmail,
      phone: entry.guestPhone,
    },
    result_date: event.event.resultDate.toISOString(),
    reservation_deadline: event.event.reservationDeadline.toISOString(),
    reservation: reservationNumber ? { reservation_number: reservationNumber } : null,
    created_at: entry.createdAt.toISOString(),
  };
}

/**
 * POST /hotels/{h}/lottery_results: a signed-in member enters. Checked in order: the event (3757),
 * the link (3780-3782), the acceptance period (3751, 3752; drawn counts as closed), the stay within
 * the event (3753) and its nights (3754), the room's capacity, one live entry per member (3756;
 * the event row is locked so a double click enters once).
 */
export async function enterLottery(
  call: LotteryCall,
  memberId: number,
  request: CreateLotteryEntryRequest,
): Promise<LotteryEntry> {
  const { db } = call.database;
  const now = nowOf(call.clock);
  const detail = await findLotteryEvent(db, call.hotel.id, request.lottery_event_uuid);
  if (!detail) throw lotteryFailures.notAvailable();
  await checkAccessToken(db, detail, request.lottery_access_token, now);
  const phase = phaseOf(detail.event, now);
  if (phase === 'upcoming') throw lotteryFailures.notYetOpen();
  if (phase !== 'accepting') throw lotteryFailures.closed();
  const { event } = detail;
  if (
    request.checkin_date < event.stayStart ||
    request.checkout_date > event.stayEnd ||
    request.checkout_date <= request.checkin_date
  ) {
    throw lotteryFailures.stayOutsideEvent();
  }
  const nights = nightsBetween(request.checkin_date, request.checkout_date);
  if (nights < event.minNights || nights > event.maxNights)
    throw lotteryFailures.nightsOutOfRange(event.minNights, event.maxNights);

  try {
    return await inTransaction(db, async (tx) => {
      const locked = await lockLotteryEvent(tx, event.id);
      if (!locked || phaseOf(locked, now) !== 'accepting') throw lotteryFailures.closed();
      const live = (await memberEntries(tx, memberId)).some(
        (e) => e.eventId === event.id && e.status !== 'registration_cancelled',
      );
      if (live) throw lotteryFailures.alreadyEntered();
      let entryNumber = `L${randomUnambiguousCode(9)}`;
      while (await entryNumberTaken(tx, entryNumber)) entryNumber = `L${randomUnambiguousCode(9)}`;
      const entry = await insertEntry(tx, {
        eventId: event.id,
        memberId,
        entryNumber,
        status: 'registered',
        checkinDate: request.checkin_date,
        checkoutDate: request.checkout_date,
        adults: request.adults,
        guestFirstName: request.guest.first_name,
        guestLastName: request.guest.last_name,
        guestEmail: request.guest.email.toLowerCase(),
        guestPhone: request.guest.phone,
        createdAt: now,
        updatedAt: now,
      });
      return toEntry(tx, entry, now, detail, call.locale);
    });
  } catch (error) {
    // The partial unique index is the last line against two entries of one member.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw lotteryFailures.alreadyEntered();
    throw error;
  }
}

/** GET /hotels/{h}/lottery_results/{entry}: only the member who entered sees it (3783 for anybody else). */
export async function showLotteryEntry(
  call: LotteryCall,
  memberId: number,
  entryNumber: string,
): Promise<LotteryEntry> {
  const entry = await findEntryByNumber(call.database.db, entryNumber);
  const detail = entry ? await eventDetailById(call.database.db, entry.eventId) : null;
  if (!entry || !detail || entry.memberId !== memberId || detail.event.hotelId !== call.hotel.id)
    throw lotteryFailures.entryInvalid();
  return toEntry(call.database.db, entry, nowOf(call.clock), detail, call.locale);
}

/**
 * PUT /hotels/{h}/lottery_results/{entry}/cancel (SPEC.md section 4): while entries are accepted a
 * registration is cancelled; a winner who has not booked yet declines. Anything else is 3783.
 */
export async function cancelLotteryEntry(
  call: LotteryCall,
  memberId: number,
  entryNumber: string,
): Promise<LotteryEntry> {
  const now = nowOf(call.clock);
  return inTransaction(call.database.db, async (tx) => {
    const entry = await findEntryByNumber(tx, entryNumber, { forUpdate: true });
    const detail = entry ? await eventDetailById(tx, entry.eventId) : null;
    if (!entry || !detail || entry.memberId !== memberId || detail.event.hotelId !== call.hotel.id)
      throw lotteryFailures.entryInvalid();
    let changed = false;
    if (entry.status === 'registered') {
      if (phaseOf(detail.event, now) !== 'accepting') throw lotteryFailures.closed();
      changed = await setEntryStatus(tx, entry.id, 'registered', 'registration_cancelled', now);
    } else if (entry.status === 'winner_reservation_pending') {
      changed = await setEntryStatus(
        tx,
        entry.id,
        'winner_reservation_pending',
        'winner_reservation_pending_declined',
        now,
      );
    }
    if (!changed) throw lotteryFailures.entryInvalid();
    const updated = await findEntryByNumber(tx, entryNumber);
    return toEntry(tx, updated!, now, detail, call.locale);
  });
}

/** GET /user/lottery_results: the signed-in member's entries, newest first (the lottery tab). */
export async function listMemberLotteryEntries(
  options: { database: Database; clock: Clock },
  memberId: number,
): Promise<LotteryEntry[]> {
  const { db } = options.database;
  const now = nowOf(options.clock);
  const entries = await memberEntries(db, memberId);
  const result: LotteryEntry[] = [];
  for (const entry of entries) result.push(await toEntry(db, entry, now));
  return result;
}

/**
 * The staff draw: closes the event and picks `winners` of the registered entries at random (a
 * cryptographic shuffle); the others become not_winner. Once only: a second draw is 3757. Every
 * entrant is told the result by e-mail (with the event's notification) in the same transaction.
 */
export async function drawLottery(
  call: LotteryCall & { baseUrl: string },
  uuid: string,
): Promise<{ winners: number; not_winners: number }> {
  const now = nowOf(call.clock);
  const detail = await findLotteryEvent(call.database.db, call.hotel.id, uuid);
  if (!detail) throw lotteryFailures.notAvailable();
  return inTransaction(call.database.db, async (tx) => {
    const event = await lockLotteryEvent(tx, detail.event.id);
    if (!event || event.drawnAt) throw lotteryFailures.notAvailable();
    const registered = await entriesOfEvent(tx, event.id, 'registered');
    const shuffled = shuffle(registered);
    const winners = shuffled.slice(0, event.winners);
    for (const entry of winners) await setEntryStatus(tx, entry.id, 'registered', 'winner_reservation_pending', now);
    for (const entry of shuffled.slice(event.winners))
      await setEntryStatus(tx, entry.id, 'registered', 'not_winner', now);
    // Each entrant reads the result in the language they chose as a member (outbox/mail-texts.ts).
    const entrants =
      shuffled.length === 0
        ? []
        : await localesOfMembers(
            tx,
            shuffled.map((entry) => entry.memberId),
          );
    const localeOf = new Map(entrants.map((member) => [member.id, member.locale]));
    for (const [index, entry] of shuffled.entries()) {
      const won = index < event.winners;
      const path = won
        ? `/room-lottery/reservation-incomplete/${entry.entryNumber}`
        : `/room-lottery/confirmation/${entry.entryNumber}`;
      const url = `${call.baseUrl.replace(/\/$/, '')}${path}?code=${encodeURIComponent(call.hotel.code)}`;
      const locale = localeOf.get(entry.memberId);
      const t = mailTextsFor(locale);
      // The event's name and notification in the entrant's language too (else the hotel's own, then English).
      const read = hotelContentReader(call.hotel, locale);
      const name = read(event.name);
      const notification = read(event.notification);
      const body = won
        ? t.lotteryWon.body(
            name,
            entry.entryNumber,
            formatMailMoment(event.reservationDeadline, locale, call.hotel.timeZone),
            url,
          )
        : t.lotteryNotSelected.body(name, entry.entryNumber, url);
      await enqueueMail(
        tx,
        {
          brandId: call.hotel.brandId,
          kind: won ? 'lottery_won' : 'lottery_not_selected',
          to: entry.guestEmail,
          subject: won ? t.lotteryWon.subject(name) : t.lotteryNotSelected.subject(name),
          bodyText: `${t.hello(entry.guestFirstName)}\n\n${body}${notification ? `\n\n${notification}` : ''}`,
          links: [{ label: won ? t.lotteryWon.link : t.lotteryNotSelected.link, url }],
        },
        now,
      );
    }
    await markEventDrawn(tx, event.id, now);
    return { winners: winners.length, not_winners: shuffled.length - winners.length };
  });
}

function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
