import type { LocalizedText } from '../db/schema';

/** The text in `locale`, else English, else the first one given (names and titles are per locale). */
export function localized(text: LocalizedText, locale: string | null | undefined): string {
  const language = (locale ?? 'en').split(/[-_]/)[0]!;
  return text[locale ?? ''] ?? text[language] ?? text.en ?? Object.values(text)[0] ?? '';
}
