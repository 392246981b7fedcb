import { toFailure, type Failure } from '../failure';
import { signInErrors, type AuthContext, type SignInField } from './context';

/**
 * The sign-in form both sign-in charts keep (the member's, machines/auth, and the corporate one,
 * machines/organization): its edits, its check on submit, what is sent, and a refusal.
 */
export interface SignInFormContext {
  hotelCode: string;
  form: AuthContext['form'];
  formErrors: AuthContext['formErrors'];
  failure: Failure | null;
}

/** `signIn.changed`: the field takes the value and loses its error. */
export function editedSignInForm(
  context: SignInFormContext,
  event: { field: SignInField; value: string },
): Pick<SignInFormContext, 'form' | 'formErrors'> {
  const { [event.field]: _dropped, ...formErrors } = context.formErrors;
  return { form: { ...context.form, [event.field]: event.value }, formErrors };
}

/** `signIn.submitted` with a complete form: the errors of the last attempt go. */
export const clearedSignInErrors = (): Pick<SignInFormContext, 'formErrors' | 'failure'> => ({
  formErrors: {},
  failure: null,
});

/** `signIn.submitted` with a field missing or wrong: each field's error. */
export const checkedSignInForm = (context: SignInFormContext): Pick<SignInFormContext, 'formErrors'> => ({
  formErrors: signInErrors(context.form),
});

export const signInFormComplete = (context: SignInFormContext): boolean =>
  Object.keys(signInErrors(context.form)).length === 0;

/** What the sign-in actor is sent: the e-mail without surrounding spaces. */
export const signInRequest = (context: SignInFormContext) => ({
  hotelCode: context.hotelCode,
  email: context.form.email.trim(),
  password: context.form.password,
});

/** A refusal comes back to the form with its failure, without the password. */
export const refusedSignIn = (
  context: SignInFormContext,
  error: unknown,
): Pick<SignInFormContext, 'failure' | 'form'> => ({
  failure: toFailure(error),
  form: { ...context.form, password: '' },
});
