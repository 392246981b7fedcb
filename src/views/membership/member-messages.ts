import type { TranslationFunctions } from '../../../locales/i18n-types';
import { messageForCode } from '../../i18n/messages';

/**
 * The localized sentence for a membership failure code. 1000 means wrong credentials on the
 * sign-in form but an unusable link on the link pages, hence the `where`.
 */
export function memberMessageForCode(LL: TranslationFunctions, code: string, where: 'signIn' | 'link' | 'form' = 'form'): string {
  const e = LL.membership.errors;
  switch (code) {
    case '1000': return where === 'signIn' ? e.e1000() : where === 'link' ? e.e1000link() : messageForCode(LL, code);
    case '1250': return e.e1250();
    case '1300': return e.e1300();
    case '1301': return e.e1301();
    case '1302': return e.e1302();
    case '1303': return e.e1303();
    case '1400': return e.e1400();
    case '1401': return e.e1401();
    case '1402': return e.e1402();
    case '1404': return e.e1404();
    case '3402': return e.e3402();
    default: return messageForCode(LL, code);
  }
}
