import { useCallback, type FormEvent } from 'react';
import { Redirect } from 'wouter';
import { useI18nContext } from '../../../locales/i18n-react';
import type { SignedInSession } from '../../../machines/auth/context';
import { useAuthActorRef, useAuthSelector } from '../../../machines/auth/provider';
import { selectIsSignedIn } from '../../../machines/auth/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import { selectHotelCode } from '../../../machines/init/selectors';
import {
  OrganizationSignInProvider,
  useOrgSignInActorRef,
  useOrgSignInSelector,
} from '../../../machines/organization/provider';
import {
  selectCanSubmitOrgSignIn,
  selectOrgSignInErrors,
  selectOrgSignInFailure,
  selectOrgSignInForm,
  selectOrgSigningIn,
} from '../../../machines/organization/selectors';
import { useAppServices } from '../../app/services-context';
import { useAppHref } from '../../routing/links';
import { useDocumentTitle } from '../document-title';
import { FormField } from '../membership/form-field';
import { messageForCode } from '../../i18n/messages';

/** `/organization-sign-in` (SPEC.md section 2): corporate sign-in; then admins go to their admin page. */
export function OrganizationSignInPage() {
  const { services, inspect } = useAppServices();
  const auth = useAuthActorRef();
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  const signedIn = useCallback(
    (session: SignedInSession) => {
      auth.send({ type: 'session.started', session });
      const admin = session.user.organizationRole?.toLowerCase().includes('admin') ?? false;
      services.navigate(admin ? '/organization-admin' : '/booking/result', { replace: true });
    },
    [auth, services],
  );
  return (
    <OrganizationSignInProvider client={services.client} hotelCode={hotelCode} signedIn={signedIn} inspect={inspect}>
      <OrganizationSignInForm />
    </OrganizationSignInProvider>
  );
}

function OrganizationSignInForm() {
  const { LL } = useI18nContext();
  const chart = useOrgSignInActorRef();
  const form = useOrgSignInSelector(selectOrgSignInForm);
  const errors = useOrgSignInSelector(selectOrgSignInErrors);
  const failure = useOrgSignInSelector(selectOrgSignInFailure);
  const busy = useOrgSignInSelector(selectOrgSigningIn);
  const canSubmit = useOrgSignInSelector(selectCanSubmitOrgSignIn);
  const alreadySignedIn = useAuthSelector(selectIsSignedIn);
  const results = useAppHref('/booking/result');
  const t = LL.corporate.signIn;
  useDocumentTitle(t.heading());
  if (alreadySignedIn && !busy) return <Redirect to={results} replace />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    chart.send({ type: 'signIn.submitted' });
  };
  return (
    <section className="panel auth-panel" aria-labelledby="org-sign-in-heading">
      <h1 id="org-sign-in-heading">{t.heading()}</h1>
      <p>{t.intro()}</p>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        {failure && (
          <p className="alert alert-error" role="alert">
            {messageForCode(LL, failure.code, { context: 'corporateSignIn' })}
          </p>
        )}
        <FormField
          id="org-sign-in-email"
          label={t.email()}
          type="email"
          autoComplete="username"
          value={form.email}
          error={errors.email && LL.membership.validation[errors.email]()}
          onChange={(value) => chart.send({ type: 'signIn.changed', field: 'email', value })}
        />
        <FormField
          id="org-sign-in-password"
          label={t.password()}
          type="password"
          autoComplete="current-password"
          value={form.password}
          error={errors.password && LL.membership.validation[errors.password]()}
          onChange={(value) => chart.send({ type: 'signIn.changed', field: 'password', value })}
        />
        <button type="submit" className="primary" disabled={!canSubmit}>
          {busy ? t.submitting() : t.submit()}
        </button>
      </form>
    </section>
  );
}
