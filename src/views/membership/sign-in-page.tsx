import type { FormEvent } from 'react';
import { Link, Redirect } from 'wouter';
import { useI18nContext } from '../../../locales/i18n-react';
import { useAuthActorRef, useAuthSelector } from '../../../machines/auth/provider';
import {
  selectCanSubmitSignIn,
  selectIsSignedIn,
  selectIsSigningIn,
  selectSignInErrors,
  selectSignInFailure,
  selectSignInForm,
} from '../../../machines/auth/selectors';
import { useAppHref } from '../../routing/links';
import { useDocumentTitle } from '../document-title';
import { FormField } from './form-field';
import { SsoButtons } from './sso-buttons';
import { messageForCode } from '../../i18n/messages';

/** `/sign-in`: e-mail and password; once signed in the member goes to the search page. */
export function SignInPage() {
  const { LL } = useI18nContext();
  const auth = useAuthActorRef();
  const form = useAuthSelector(selectSignInForm);
  const errors = useAuthSelector(selectSignInErrors);
  const failure = useAuthSelector(selectSignInFailure);
  const busy = useAuthSelector(selectIsSigningIn);
  const canSubmit = useAuthSelector(selectCanSubmitSignIn);
  const signedIn = useAuthSelector(selectIsSignedIn);
  const forgot = useAppHref('/forgot-password');
  const signUp = useAppHref('/sign-up');
  const resend = useAppHref('/resend-confirmation-email');
  const results = useAppHref('/booking/result');
  useDocumentTitle(LL.membership.signIn.heading());
  if (signedIn) return <Redirect to={results} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    auth.send({ type: 'signIn.submitted' });
  };
  return (
    <section className="panel auth-panel" aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading">{LL.membership.signIn.heading()}</h1>
      <form onSubmit={submit} noValidate>
        {failure && (
          <p className="alert alert-error" role="alert">
            {messageForCode(LL, failure.code, { context: 'memberSignIn' })}
          </p>
        )}
        <FormField
          id="sign-in-email"
          label={LL.membership.signIn.email()}
          type="email"
          autoComplete="username"
          value={form.email}
          error={errors.email && LL.membership.validation[errors.email]()}
          onChange={(value) => auth.send({ type: 'signIn.changed', field: 'email', value })}
        />
        <FormField
          id="sign-in-password"
          label={LL.membership.signIn.password()}
          type="password"
          autoComplete="current-password"
          value={form.password}
          error={errors.password && LL.membership.validation[errors.password]()}
          onChange={(value) => auth.send({ type: 'signIn.changed', field: 'password', value })}
        />
        <button type="submit" className="primary" disabled={!canSubmit}>
          {busy ? LL.membership.signIn.submitting() : LL.membership.signIn.submit()}
        </button>
      </form>
      <ul className="auth-links">
        <li>
          <Link href={forgot}>{LL.membership.signIn.forgot()}</Link>
        </li>
        <li>
          <Link href={signUp}>{LL.membership.signIn.noAccount()}</Link>
        </li>
        {failure?.code === '1404' && (
          <li>
            <Link href={resend}>{LL.membership.signIn.resend()}</Link>
          </li>
        )}
      </ul>
      <SsoButtons />
    </section>
  );
}
