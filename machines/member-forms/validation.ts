import { passwordProblems } from '../../contract/membership';

/**
 * The membership forms and their client-side checks (SPEC.md section 5), the same rules the API
 * applies, so most mistakes are shown before anything is sent.
 */
export type MemberFormKind = 'signUp' | 'forgotPassword' | 'resendConfirmation' | 'changePassword' | 'confirm';
export type MemberFormField = 'email' | 'lastName' | 'firstName' | 'password' | 'passwordConfirmation';
export type MemberFieldError = 'required' | 'email_invalid' | 'password_weak' | 'password_mismatch' | 'name_invalid';

export const FORM_FIELDS: Record<MemberFormKind, MemberFormField[]> = {
  signUp: ['lastName', 'firstName', 'email', 'password', 'passwordConfirmation'],
  forgotPassword: ['email'],
  resendConfirmation: ['email'],
  changePassword: ['password', 'passwordConfirmation'],
  confirm: [],
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_PATTERN = /^[\p{Script=Latin}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\p{Script=Hangul}ー・ '.\-]+$/u;

export function memberFormErrors(kind: MemberFormKind, fields: Partial<Record<MemberFormField, string>>): Partial<Record<MemberFormField, MemberFieldError>> {
  const errors: Partial<Record<MemberFormField, MemberFieldError>> = {};
  for (const field of FORM_FIELDS[kind]) {
    const value = fields[field] ?? '';
    if (!value.trim()) {
      errors[field] = 'required';
      continue;
    }
    if (field === 'email' && !EMAIL_PATTERN.test(value.trim())) errors.email = 'email_invalid';
    if ((field === 'firstName' || field === 'lastName') && !NAME_PATTERN.test(value.trim())) errors[field] = 'name_invalid';
    if (field === 'password' && passwordProblems(value).length > 0) errors.password = 'password_weak';
    if (field === 'passwordConfirmation' && value !== (fields.password ?? '')) errors.passwordConfirmation = 'password_mismatch';
  }
  return errors;
}
