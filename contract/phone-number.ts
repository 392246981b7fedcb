import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { TYPED_PHONE } from './phone-shape';

export { TYPED_PHONE };

/**
 * Phone numbers as people type them ("+81 75-123-4567", "075-123-4567" with the hotel's country),
 * read with libphonenumber-js (its smallest metadata, lengths per country) and written in E.164
 * ("+81751234567"). Shared by the widget's guest form (loaded only when a typed number needs it) and
 * the booking API's contract. Null when the text is not a phone number of that country: `valid` for
 * what a guest types, `possible` (the right length for the country) for the booking API, which also
 * serves clients with numbers the library does not know yet.
 */
export function toE164(text: string, country?: string | null, check: 'valid' | 'possible' = 'valid'): string | null {
  const typed = text.trim();
  if (!TYPED_PHONE.test(typed)) return null;
  const parsed = parsePhoneNumberFromString(
    typed,
    country ? { defaultCountry: country.toUpperCase() as CountryCode } : undefined,
  );
  if (!parsed) return null;
  return (check === 'valid' ? parsed.isValid() : parsed.isPossible()) ? parsed.number : null;
}

/** A stored E.164 number as people write it ("+81 75-123-4567"); the text as given when it cannot be read. */
export function phoneForDisplay(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
