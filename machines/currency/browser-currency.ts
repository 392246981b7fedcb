import { isCurrencyCode } from '../../contract/currency-data';

/**
 * The "guessed" currency of SPEC.md section 3 from the browser's language, following the language
 * map of SPEC.md section 1 (ko, ja, zh-hans for zh/cn/sg, zh-hant for tw/mo/hk) and a few languages
 * spoken mostly in one currency area. English and other languages spoken across many currencies
 * guess nothing: the hotel currency stays until the guest chooses.
 */
const BY_LANGUAGE: Record<string, string> = {
  ko: 'KRW',
  ja: 'JPY',
  th: 'THB',
  id: 'IDR',
  vi: 'VND',
  ms: 'MYR',
  he: 'ILS',
  cs: 'CZK',
  da: 'DKK',
  sv: 'SEK',
  nb: 'NOK',
  no: 'NOK',
};
const ZH_BY_REGION: Record<string, string> = { tw: 'TWD', hk: 'HKD', mo: 'MOP', cn: 'CNY', sg: 'SGD' };

export function guessCurrencyFromLanguage(language: string | undefined | null): string | null {
  if (!language) return null;
  const parts = language.toLowerCase().replace('_', '-').split('-');
  const base = parts[0] ?? '';
  if (base === 'zh') {
    const region = parts.find((part, index) => index > 0 && part in ZH_BY_REGION);
    if (region) return ZH_BY_REGION[region]!;
    return parts.includes('hant') ? 'TWD' : 'CNY';
  }
  const code = BY_LANGUAGE[base] ?? null;
  return code && isCurrencyCode(code) ? code : null;
}

/** The local-store key of the guest's choice (beside triplabot_locale, SPEC.md section 1). */
export const CURRENCY_STORE_KEY = 'triplabot_currency';
