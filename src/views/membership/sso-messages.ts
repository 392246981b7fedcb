import type { TranslationFunctions } from '../../../locales/i18n-types';
import { messageForCode } from '../../i18n/messages';

/** The localized sentence for a single sign-on failure code (project codes of contract/errors.ts). */
export function ssoMessageForCode(LL: TranslationFunctions, code: string): string {
  const e = LL.sso.errors;
  switch (code) {
    case 'sso_cancelled': return e.cancelled();
    case 'sso_state_invalid': return e.stateInvalid();
    case 'sso_failed': return e.failed();
    case 'sso_provider_unknown': return e.providerUnknown();
    case '1250': return e.expired();
    default: return messageForCode(LL, code);
  }
}
