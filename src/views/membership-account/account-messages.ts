import { ErrorCode } from '../../../contract/error-codes';
import type { TranslationFunctions } from '../../../locales/i18n-types';
import { memberMessageForCode } from '../membership/member-messages';

/** The sentence for a refusal of an account change. */
export function accountMessageForCode(LL: TranslationFunctions, code: string): string {
  const e = LL.membershipAccount.errors;
  switch (code) {
    case ErrorCode.wrongCurrentPassword: return e.wrongCurrentPassword();
    case ErrorCode.emailInUse: return e.emailInUse();
    case ErrorCode.profileNotUpdatable: return e.profileNotUpdatable();
    default: return memberMessageForCode(LL, code);
  }
}
