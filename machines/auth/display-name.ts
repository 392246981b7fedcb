/**
 * The display name of SPEC.md section 3: ja is the last name (or its kana) then the first name (or
 * its kana); en is first then last; other locales last then first; null when a part is missing.
 */
export function displayName(
  user: { firstName: string; lastName: string; firstNameKana?: string | null; lastNameKana?: string | null },
  locale: string,
): string | null {
  const first = user.firstName.trim();
  const last = user.lastName.trim();
  if (locale === 'ja') {
    const jaLast = last || user.lastNameKana?.trim() || '';
    const jaFirst = first || user.firstNameKana?.trim() || '';
    return jaLast && jaFirst ? `${jaLast} ${jaFirst}` : null;
  }
  if (!first || !last) return null;
  return locale === 'en' ? `${first} ${last}` : `${last} ${first}`;
}
