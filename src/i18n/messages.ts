import type { TranslationFunctions } from '../../locales/i18n-types';

/**
 * The localized sentence for a catalogue code (SPEC.md section 8). Machines carry codes, never
 * sentences; this is the one place a code becomes text.
 */
export function messageForCode(
  LL: TranslationFunctions,
  code: string,
  values: { reservablePeriodMonths?: number } = {},
): string {
  const e = LL.errors;
  switch (code) {
    case '1000': return e.e1000();
    case '1001': return e.e1001();
    case '1002': return e.e1002();
    case '1003': return e.e1003();
    case '1004': return e.e1004();
    case '1005': return e.e1005();
    case '1006': return e.e1006();
    case '1007': return e.e1007();
    case '1008': return e.e1008();
    case '1009': return e.e1009();
    case '1010': return e.e1010();
    case '1011': return e.e1011();
    case '1012': return e.e1012();
    case '1013': return e.e1013();
    case '1903': return e.e1903({ months: values.reservablePeriodMonths ?? 12 });
    case '4000': return e.e4000();
    case 'error02': return e.error02();
    case 'no_hotel_code': return e.no_hotel_code();
    default: return e.unknown({ code });
  }
}
