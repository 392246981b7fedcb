import type { TranslationFunctions } from '../../../locales/i18n-types';

type LotteryCode = 'e3750' | 'e3751' | 'e3752' | 'e3753' | 'e3754' | 'e3756' | 'e3757' | 'e3760' | 'e3780' | 'e3781' | 'e3782' | 'e3783';
const KNOWN = new Set(['3750', '3751', '3752', '3753', '3754', '3756', '3757', '3760', '3780', '3781', '3782', '3783']);

/** SPEC.md section 8: the lottery's user-visible message for a catalogue code. */
export function lotteryMessageForCode(LL: TranslationFunctions, code: string): string {
  return KNOWN.has(code) ? LL.lottery.codes[`e${code}` as LotteryCode]() : LL.lottery.codes.generic();
}
