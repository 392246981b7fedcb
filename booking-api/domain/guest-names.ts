import {
  ErrorCode,
  guestFieldModes,
  guestNameAddressProblems,
  guestNameScripts,
  nameProblem,
  nameRuleText,
  normalizePostCode,
  type GuestNameAddress,
  type GuestNameSettings,
  type NameScript,
} from '../../contract';
import type { reservations } from '../db/schema';
import type { HotelRow } from '../repositories/hotels';

type ReservationRow = typeof reservations.$inferSelect;
import { failures } from './booking-failure';

/** What the hotel asks of its guests' names and addresses (migration 0031). */
export function guestNameSettingsOf(
  hotel: Pick<HotelRow, 'kanjiNameRequired' | 'customerAddressRequired' | 'kanaNameMode'>,
): GuestNameSettings {
  return {
    kanjiNameRequired: hotel.kanjiNameRequired,
    customerAddressRequired: hotel.customerAddressRequired,
    kanaNameMode: hotel.kanaNameMode,
  };
}

/**
 * Refuses a guest whose name, kana reading or address breaks the rules of SPEC.md section 5 for a
 * booking in `locale` at this hotel: 400, code 1000, one entry per refused field under
 * `{prefix}{field}` (`guest.first_name`), every field at once. `excused` fields may stay blank
 * although the hotel requires them (a guest edit of a reservation booked before the hotel asked).
 */
export function assertGuestNameAddress(
  guest: GuestNameAddress,
  settings: GuestNameSettings,
  locale: string | null | undefined,
  options: { prefix?: string; excused?: ReadonlySet<string> } = {},
): void {
  const { prefix = 'guest.', excused } = options;
  const problems = Object.entries(guestNameAddressProblems(guest, settings, locale)).filter(
    ([field, problem]) => !(problem === 'required' && excused?.has(field)),
  );
  if (problems.length === 0) return;
  const scripts = guestNameScripts(settings, locale);
  const fields = Object.fromEntries(
    problems.map(([field, problem]) => [
      `${prefix}${field}`,
      [{ code: ErrorCode.invalid, text: nameRuleText(problem, scripts) }],
    ]),
  );
  const [field, problem] = problems[0]!;
  throw failures.invalid(`${prefix}${field}: ${nameRuleText(problem, scripts)}`, fields);
}

/**
 * Refuses names outside `scripts` (a lottery entrant's in the booking's language, a card holder's
 * in English), every refused field at once: `names` maps the field path to the name.
 */
export function assertNames(names: Record<string, string>, scripts: readonly NameScript[]): void {
  const problems = Object.entries(names).flatMap(([field, value]) => {
    const problem = nameProblem(value, scripts);
    return problem ? [[field, nameRuleText(problem, scripts)] as const] : [];
  });
  if (problems.length === 0) return;
  const [field, text] = problems[0]!;
  throw failures.invalid(
    `${field}: ${text}`,
    Object.fromEntries(problems.map(([name, message]) => [name, [{ code: ErrorCode.invalid, text: message }]])),
  );
}

/**
 * The reading and address as stored: blank is null, the post code as letters and digits, and a
 * field the hotel does not ask in this language is not kept (it was not checked either).
 */
export function storedReadingAddress(
  guest: GuestNameAddress,
  settings: GuestNameSettings,
  locale: string | null | undefined,
) {
  const modes = guestFieldModes(settings, locale);
  const kana = (value: string | null | undefined) => (modes.kanaNames === 'do_not_ask' ? null : text(value));
  const address = (value: string | null | undefined) => (modes.address === 'do_not_ask' ? null : text(value));
  const postCode = address(guest.postal_code);
  return {
    guestFirstNameKana: kana(guest.first_name_kana),
    guestLastNameKana: kana(guest.last_name_kana),
    guestPostalCode: postCode === null ? null : normalizePostCode(postCode),
    guestPrefectureOrState: address(guest.prefecture_or_state),
    guestStreetAddress: address(guest.street_address),
    guestBuildingNameAndNumber: address(guest.building_name_and_number),
  };
}

const text = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/** The reading and address a reservation was booked with, as the booking API names them. */
export function bookedReadingAddress(
  reservation: Pick<
    ReservationRow,
    | 'guestFirstNameKana'
    | 'guestLastNameKana'
    | 'guestPostalCode'
    | 'guestPrefectureOrState'
    | 'guestStreetAddress'
    | 'guestBuildingNameAndNumber'
  >,
) {
  return {
    first_name_kana: reservation.guestFirstNameKana,
    last_name_kana: reservation.guestLastNameKana,
    postal_code: reservation.guestPostalCode,
    prefecture_or_state: reservation.guestPrefectureOrState,
    street_address: reservation.guestStreetAddress,
    building_name_and_number: reservation.guestBuildingNameAndNumber,
  };
}
