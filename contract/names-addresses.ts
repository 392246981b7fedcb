/**
 * Guest names, kana readings and addresses (SPEC.md section 5), one pure module for the booking
 * API and the widget (no zod, no server code: the widget bundles it as it is).
 *
 * - A guest name is wholly in one script the booking's language allows: English (half-width Roman
 *   letters) everywhere; ja adds hiragana, zh (Simplified and Traditional) hanzi, ko hangul. A hotel
 *   with `kanji_name_required` takes, in ja, a name in kanji and kana (mixed, as Japanese names are
 *   written) or in English, with its reading in kana.
 * - A card holder's name is English only: it is what the card carries.
 * - The kana reading and the address fields are asked per hotel: do_not_ask, optional or required.
 * - A post code is letters and digits (typed spaces and hyphens are dropped, full-width digits read
 *   as digits); the other address lines take letters of any script, digits and the punctuation of
 *   addresses, and nothing else (no markup, no symbols, no control characters).
 */

import type { GuestNameSettings, NameFieldMode } from './name-settings';

export * from './name-settings';
export const NAME_FIELD_MODES: readonly NameFieldMode[] = ['do_not_ask', 'optional', 'required'];

/** The scripts a name may be written in; a name uses exactly one of them. */
export type NameScript = 'roman' | 'hiragana' | 'hanzi' | 'hangul' | 'kanji_kana';

/**
 * Why a field is refused; the widget shows the message of the code in the UI language, the booking
 * API an English text (nameRuleText).
 */
export type NameAddressProblem =
  | 'required'
  | 'too_long'
  /** Only English (half-width Roman) letters are taken here. */
  | 'name_not_roman'
  /** Roman letters or the one script of the booking's language (hiragana, hanzi, hangul). */
  | 'name_script'
  /** Kanji and kana, or Roman letters (a kanji-name hotel in Japanese). */
  | 'name_kanji_kana'
  | 'kana_invalid'
  | 'post_code_invalid'
  | 'address_characters';

export const NAME_MAX_LENGTH = 100;
export const KANA_MAX_LENGTH = 100;
export const POST_CODE_MAX_LENGTH = 10;
export const PREFECTURE_MAX_LENGTH = 100;
export const ADDRESS_LINE_MAX_LENGTH = 255;

const SCRIPT_PATTERNS: Record<NameScript, RegExp> = {
  // Letters first, then letters with spaces, hyphens, apostrophes and periods between them.
  roman: /^[A-Za-z][A-Za-z .'-]*$/,
  hiragana: /^[\u3041-\u3096][\u3041-\u3096\u309D\u309E\u30FC \u3000]*$/,
  hanzi: /^\p{Script=Han}[\p{Script=Han}\u00B7\u30FB \u3000]*$/u,
  hangul: /^[\uAC00-\uD7A3\u1100-\u11FF\u3131-\u318E][\uAC00-\uD7A3\u1100-\u11FF\u3131-\u318E ]*$/,
  // Full-width kana only: half-width katakana is not how a name is written.
  kanji_kana:
    /^[\p{Script=Han}\u3041-\u3096\u30A1-\u30FA][\p{Script=Han}\u3041-\u3096\u309D\u309E\u30A1-\u30FA\u30FB-\u30FE\u3005 \u3000]*$/u,
};
/** A reading in hiragana or (full-width) katakana. */
const KANA_PATTERN = /^[\u3041-\u3096\u30A1-\u30FA][\u3041-\u3096\u309D\u309E\u30A1-\u30FA\u30FB-\u30FE \u3000]*$/;
/** Letters and marks of any script, digits, spaces and the punctuation addresses are written with. */
const ADDRESS_PATTERN =
  /^[\p{L}\p{M}\p{Nd} \u3000,.'#/()&\-\u2010\u2212\u30FC\u30FB\u3001\u3002\uFF0C\uFF0E\uFF03\uFF0F\uFF08\uFF09\uFF0D]*$/u;
const POST_CODE_PATTERN = /^[A-Za-z0-9]+$/;

/** The language family a locale code names ('ja', 'ja-JP', 'zh_Hant', 'ko-KR' ...), for the name rules. */
export type NameLanguage = 'ja' | 'zh' | 'ko' | 'other';
export function nameLanguageOf(locale: string | null | undefined): NameLanguage {
  const code = (locale ?? '').trim().toLowerCase();
  if (code.startsWith('ja')) return 'ja';
  if (code.startsWith('zh')) return 'zh';
  if (code.startsWith('ko')) return 'ko';
  return 'other';
}

export interface GuestFieldModes {
  kanaNames: NameFieldMode;
  address: NameFieldMode;
}

/**
 * The modes of the kana reading and address fields for a booking in `locale`. Kana readings are
 * asked only in Japanese (a guest booking in another language has no kana to give): required by a
 * kanji-name hotel, else as the hotel set them.
 */
export function guestFieldModes(settings: GuestNameSettings, locale: string | null | undefined): GuestFieldModes {
  const ja = nameLanguageOf(locale) === 'ja';
  return {
    kanaNames: !ja ? 'do_not_ask' : settings.kanjiNameRequired ? 'required' : settings.kanaNameMode,
    address: settings.customerAddressRequired ? 'required' : 'do_not_ask',
  };
}

/** The scripts a guest name may be written in for a booking in `locale` at a hotel with `settings`. */
export function guestNameScripts(
  settings: Pick<GuestNameSettings, 'kanjiNameRequired'>,
  locale: string | null | undefined,
): NameScript[] {
  switch (nameLanguageOf(locale)) {
    case 'ja':
      return settings.kanjiNameRequired ? ['roman', 'kanji_kana'] : ['roman', 'hiragana'];
    case 'zh':
      return ['roman', 'hanzi'];
    case 'ko':
      return ['roman', 'hangul'];
    default:
      return ['roman'];
  }
}

/** Card holders: the name on the card, in English letters. */
export const CARD_HOLDER_SCRIPTS: readonly NameScript[] = ['roman'];
/** A member's own name (sign-up, profile): any script a guest name may be written in. */
export const MEMBER_NAME_SCRIPTS: readonly NameScript[] = ['roman', 'hiragana', 'hanzi', 'hangul', 'kanji_kana'];

function scriptProblem(scripts: readonly NameScript[]): NameAddressProblem {
  if (scripts.length === 1 && scripts[0] === 'roman') return 'name_not_roman';
  return scripts.includes('kanji_kana') ? 'name_kanji_kana' : 'name_script';
}

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

function presence(value: string | null | undefined, mode: NameFieldMode): 'skip' | 'required' | 'check' {
  if (mode === 'do_not_ask') return 'skip';
  if (blank(value)) return mode === 'required' ? 'required' : 'skip';
  return 'check';
}

/** A name in one of `scripts`, or why not. */
export function nameProblem(
  value: string | null | undefined,
  scripts: readonly NameScript[],
  mode: NameFieldMode = 'required',
): NameAddressProblem | null {
  const state = presence(value, mode);
  if (state !== 'check') return state === 'required' ? 'required' : null;
  const name = value!.trim();
  if (name.length > NAME_MAX_LENGTH) return 'too_long';
  return scripts.some((script) => SCRIPT_PATTERNS[script].test(name)) ? null : scriptProblem(scripts);
}

export function kanaNameProblem(value: string | null | undefined, mode: NameFieldMode): NameAddressProblem | null {
  const state = presence(value, mode);
  if (state !== 'check') return state === 'required' ? 'required' : null;
  const kana = value!.trim();
  if (kana.length > KANA_MAX_LENGTH) return 'too_long';
  return KANA_PATTERN.test(kana) ? null : 'kana_invalid';
}

/**
 * The post code as kept: full-width letters and digits read as half-width, spaces and hyphens
 * dropped ("600-8216" -> "6008216", "SW1A 1AA" -> "SW1A1AA").
 */
export function normalizePostCode(value: string): string {
  return value.normalize('NFKC').replace(/[\s\-\u2010-\u2015\u2212\u30FC]/g, '');
}

export function postCodeProblem(value: string | null | undefined, mode: NameFieldMode): NameAddressProblem | null {
  const state = presence(value, mode);
  if (state !== 'check') return state === 'required' ? 'required' : null;
  const code = normalizePostCode(value!);
  if (code.length > POST_CODE_MAX_LENGTH) return 'too_long';
  return POST_CODE_PATTERN.test(code) ? null : 'post_code_invalid';
}

export function addressLineProblem(
  value: string | null | undefined,
  mode: NameFieldMode,
  maxLength: number,
): NameAddressProblem | null {
  const state = presence(value, mode);
  if (state !== 'check') return state === 'required' ? 'required' : null;
  const line = value!.trim();
  if (line.length > maxLength) return 'too_long';
  return ADDRESS_PATTERN.test(line) ? null : 'address_characters';
}

/** The name, reading and address fields of a guest, as the booking API names them. */
export interface GuestNameAddress {
  first_name: string;
  last_name: string;
  first_name_kana?: string | null | undefined;
  last_name_kana?: string | null | undefined;
  postal_code?: string | null | undefined;
  prefecture_or_state?: string | null | undefined;
  street_address?: string | null | undefined;
  building_name_and_number?: string | null | undefined;
}
export type GuestNameAddressField = keyof GuestNameAddress;

/**
 * Every refused field of a guest with its problem, empty when the guest is fine. The building line
 * is optional whenever the address is asked.
 */
export function guestNameAddressProblems(
  guest: GuestNameAddress,
  settings: GuestNameSettings,
  locale: string | null | undefined,
): Partial<Record<GuestNameAddressField, NameAddressProblem>> {
  const scripts = guestNameScripts(settings, locale);
  const modes = guestFieldModes(settings, locale);
  const optionalLine: NameFieldMode = modes.address === 'do_not_ask' ? 'do_not_ask' : 'optional';
  const checks: [GuestNameAddressField, NameAddressProblem | null][] = [
    ['last_name', nameProblem(guest.last_name, scripts)],
    ['first_name', nameProblem(guest.first_name, scripts)],
    ['last_name_kana', kanaNameProblem(guest.last_name_kana, modes.kanaNames)],
    ['first_name_kana', kanaNameProblem(guest.first_name_kana, modes.kanaNames)],
    ['postal_code', postCodeProblem(guest.postal_code, modes.address)],
    ['prefecture_or_state', addressLineProblem(guest.prefecture_or_state, modes.address, PREFECTURE_MAX_LENGTH)],
    ['street_address', addressLineProblem(guest.street_address, modes.address, ADDRESS_LINE_MAX_LENGTH)],
    [
      'building_name_and_number',
      addressLineProblem(guest.building_name_and_number, optionalLine, ADDRESS_LINE_MAX_LENGTH),
    ],
  ];
  return Object.fromEntries(checks.filter(([, problem]) => problem !== null));
}

const SCRIPT_NAMES: Record<NameScript, string> = {
  roman: 'English (half-width Roman letters A-Z)',
  hiragana: 'hiragana',
  hanzi: 'hanzi (Chinese characters)',
  hangul: 'hangul',
  kanji_kana: 'kanji and kana',
};

/** The booking API's English text for a problem (the widget has its own, per UI language). */
export function nameRuleText(problem: NameAddressProblem, scripts: readonly NameScript[] = ['roman']): string {
  switch (problem) {
    case 'required':
      return 'is required';
    case 'too_long':
      return 'is too long';
    case 'name_not_roman':
    case 'name_script':
    case 'name_kanji_kana':
      return `must be written in ${scripts.map((script) => SCRIPT_NAMES[script]).join(' or ')} (one of them, not mixed); other characters are not supported`;
    case 'kana_invalid':
      return 'must be written in hiragana or katakana';
    case 'post_code_invalid':
      return 'may contain only letters and digits';
    case 'address_characters':
      return "contains unsupported characters (letters, digits, spaces and , . ' # / ( ) & - only)";
  }
}
