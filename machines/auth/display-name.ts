import { localeTraits, orderedName } from '../locale/locale-traits';

/**
 * The display name of SPEC.md section 3: ja is the last name (or its kana) then the first name (or
 * its kana); en is first then last; other locales last then first; null when a part is missing.
 */
export function displayName(
  user: { firstName: string; lastName: string; firstNameKana?: string | null; lastNameKana?: string | null },
  locale: string,
): string | null {
  const kana = localeTraits(locale).kanaNames;
  const first = user.firstName.trim() || (kana ? user.firstNameKana?.trim() : '') || '';
  const last = user.lastName.trim() || (kana ? user.lastNameKana?.trim() : '') || '';
  return first && last ? orderedName(first, last, locale) : null;
}
