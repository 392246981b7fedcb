import type { Failure } from '../failure';
import type { MeQuery } from '../graphql/graphql';

export type MemberUser = MeQuery['me'];

export interface SignedInSession {
  token: string;
  user: MemberUser;
}

export type SignInField = 'email' | 'password';
export type SignInFieldError = 'required' | 'email_invalid';

/** A token in the URL at start that is traded for a session (SPEC.md section 4 "Initialisation"). */
export interface HandOff {
  grantType: 'one_time_access_token' | 'refresh_token';
  token: string;
}

export interface AuthInput {
  hotelCode: string;
  handOff?: HandOff | null;
}

export interface AuthContext {
  hotelCode: string;
  user: MemberUser | null;
  form: Record<SignInField, string>;
  formErrors: Partial<Record<SignInField, SignInFieldError>>;
  failure: Failure | null;
  /** SPEC.md section 4: after a 401 the member is told they were logged out. */
  loggedOutNotice: boolean;
  handOff: HandOff | null;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function signInErrors(form: AuthContext['form']): AuthContext['formErrors'] {
  const errors: AuthContext['formErrors'] = {};
  if (!form.email.trim()) errors.email = 'required';
  else if (!EMAIL_PATTERN.test(form.email.trim())) errors.email = 'email_invalid';
  if (!form.password) errors.password = 'required';
  return errors;
}

export function initialAuthContext(input: AuthInput): AuthContext {
  return {
    hotelCode: input.hotelCode,
    user: null,
    form: { email: '', password: '' },
    formErrors: {},
    failure: null,
    loggedOutNotice: false,
    handOff: input.handOff ?? null,
  };
}
