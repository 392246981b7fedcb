import { localeTraits, orderedName } from './locale-traits';

/**
 * How names and addresses read in each UI language (SPEC.md section 3), as pure functions for every
 * page that shows them (confirmation, manage page, my account, receipt):
 *
 * - Display name: en puts the first name first, ja and every other language the last name first;
 *   ja may stand in the kana reading for a missing part.
 * - An address is its lines joined with ", " (Arabic with its own comma "، "); in ja the post code
 *   comes first (with the post mark 〒, a Japanese seven-digit code as 600-8216), elsewhere it comes
 *   after the address.
 */

export interface PostalAddress {
  postalCode?: string | null;
  prefectureOrState?: string | null;
  streetAddress?: string | null;
  buildingNameAndNumber?: string | null;
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** The comma between an address's lines in the UI language. */
export function addressSeparator(locale: string | null | undefined): string {
  return localeTraits(locale).direction === 'rtl' ? '\u060C ' : ', ';
}

/** A post code as written in the UI language: ja marks it with 〒 and hyphenates a seven-digit code. */
export function formatPostCode(postCode: string, locale: string | null | undefined): string {
  const code = postCode.trim();
  if (!localeTraits(locale).postCodeFirst) return code;
  const japanese = /^\d{7}$/.test(code) ? `${code.slice(0, 3)}-${code.slice(3)}` : code;
  return `\u3012${japanese}`;
}

/**
 * The address as one line: in ja the post code first, otherwise after the address (SPEC.md section 3);
 * null when nothing of it is known.
 */
export function formatAddressLine(address: PostalAddress, locale: string | null | undefined): string | null {
  const lines = [address.prefectureOrState, address.streetAddress, address.buildingNameAndNumber]
    .filter(present)
    .map((line) => line.trim());
  const post = present(address.postalCode) ? formatPostCode(address.postalCode, locale) : null;
  const parts = post === null ? lines : localeTraits(locale).postCodeFirst ? [post, ...lines] : [...lines, post];
  return parts.length === 0 ? null : parts.join(addressSeparator(locale));
}

/** A hotel's address (post code and its full address already written as one line). */
export function formatHotelAddress(
  address: { postCode?: string | null; fullAddress?: string | null },
  locale: string | null | undefined,
): string | null {
  return formatAddressLine({ postalCode: address.postCode, streetAddress: address.fullAddress }, locale);
}

export interface PersonName {
  firstName: string;
  lastName: string;
  firstNameKana?: string | null;
  lastNameKana?: string | null;
}

/**
 * The display name of SPEC.md section 3: ja is the last name (or its kana) then the first name (or
 * its kana); en is first then last; other locales last then first; null when a part is missing.
 */
export function displayName(person: PersonName, locale: string | null | undefined): string | null {
  const kana = localeTraits(locale).kanaNames;
  const first = person.firstName.trim() || (kana ? person.firstNameKana?.trim() : '') || '';
  const last = person.lastName.trim() || (kana ? person.lastNameKana?.trim() : '') || '';
  return first && last ? orderedName(first, last, locale ?? 'en') : null;
}

/** The kana reading of a name in the UI language's order, or null when none was given. */
export function kanaReading(person: PersonName, locale: string | null | undefined): string | null {
  const first = person.firstNameKana?.trim() ?? '';
  const last = person.lastNameKana?.trim() ?? '';
  if (!first && !last) return null;
  if (!first || !last) return first || last;
  return orderedName(first, last, locale ?? 'en');
}
