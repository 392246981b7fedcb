import { ErrorCode } from '../../../contract/error-codes';
import type { TranslationFunctions } from '../../../locales/i18n-types';

/** The corporate sign-in's message for a failure code (the API says 1000 for every wrong account). */
export function corporateSignInMessage(LL: TranslationFunctions, code: string): string {
  if (code === ErrorCode.invalid) return LL.corporate.signIn.failed();
  if (code === ErrorCode.accountLocked) return LL.corporate.signIn.locked();
  if (code === ErrorCode.signInRateLimited) return LL.corporate.signIn.tooMany();
  return LL.corporate.signIn.error();
}
