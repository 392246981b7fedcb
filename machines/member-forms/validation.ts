import { passwordProblems } from '../../contract/membership';
// The booking API's own rule for a member's name (any one script a guest name may be written in).
import { MEMBER_NAME_SCRIPTS, nameProblem } from '../../contract/names-addresses';

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

export function memberFormErrors(
  kind: MemberFormKind,
  fields: Partial<Record<MemberFormField, string>>,
): Partial<Record<MemberFormField, MemberFieldError>> {
  const errors: Partial<Record<MemberFormField, MemberFieldError>> = {};
  for (const field of FORM_FIELDS[kind]) {
    const value = fields[field] ?? '';
    if (!value.trim()) {
      errors[field] = 'required';
      continue;
    }
    if (field === 'email' && !EMAIL_PATTERN.test(value.trim())) errors.email = 'email_invalid';
    if ((field === 'firstName' || field === 'lastName') && nameProblem(value, MEMBER_NAME_SCRIPTS) !== null)
      errors[field] = 'name_invalid';
    if (field === 'password' && passwordProblems(value).length > 0) errors.password = 'password_weak';
    if (field === 'passwordConfirmation' && value !== (fields.password ?? ''))
      errors.passwordConfirmation = 'password_mismatch';
  }
  return errors;
}
