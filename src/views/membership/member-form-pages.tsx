import { useMemo, type FormEvent, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { useI18nContext } from '../../../locales/i18n-react';
import type { TranslationFunctions } from '../../../locales/i18n-types';
import { selectHotelCode, selectLocale } from '../../../machines/init/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import {
  MemberFormProvider,
  useMemberFormActorRef,
  useMemberFormSelector,
} from '../../../machines/member-forms/provider';
import {
  selectCanSubmitForm,
  selectFormErrors,
  selectFormFailure,
  selectFormFields,
  selectIsFormDone,
  selectIsSubmittingForm,
  selectLinkFailed,
  selectMissingToken,
} from '../../../machines/member-forms/selectors';
import { FORM_FIELDS, type MemberFormField, type MemberFormKind } from '../../../machines/member-forms/validation';
import { useAppServices } from '../../app/services-context';
import { useAppHref } from '../../routing/links';
import { Spinner } from '../../shell/spinner';
import { useDocumentTitle } from '../document-title';
import { FormField } from './form-field';
import { messageForCode } from '../../i18n/messages';

/** One member-form chart per page visit. */
function MemberFormFlow({
  kind,
  token,
  children,
}: {
  kind: MemberFormKind;
  token?: string | null;
  children: ReactNode;
}) {
  const { services, inspect } = useAppServices();
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  const locale = useInitSelector(selectLocale) ?? 'en';
  const input = useMemo(() => ({ kind, hotelCode, token: token ?? null, locale }), [kind, hotelCode, token, locale]);
  return (
    <MemberFormProvider
      client={services.client}
      input={input}
      afterDone={(done) => (done === 'signUp' ? services.navigate('/sign-up-result') : undefined)}
      inspect={inspect}
    >
      {children}
    </MemberFormProvider>
  );
}

const FIELD_INPUT: Record<MemberFormField, { type: string; autoComplete: string }> = {
  email: { type: 'email', autoComplete: 'email' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  firstName: { type: 'text', autoComplete: 'given-name' },
  password: { type: 'password', autoComplete: 'new-password' },
  passwordConfirmation: { type: 'password', autoComplete: 'new-password' },
};

function fieldLabel(LL: TranslationFunctions, kind: MemberFormKind, field: MemberFormField): string {
  const m = LL.membership;
  if (kind === 'changePassword')
    return field === 'password' ? m.changePassword.password() : m.changePassword.passwordConfirmation();
  if (kind === 'signUp') return m.signUp[field]();
  return kind === 'forgotPassword' ? m.forgot.email() : m.resend.email();
}

/** The fields of the chart's kind, its failure, and the submit button. */
function MemberForm({ kind, submitLabel, intro }: { kind: MemberFormKind; submitLabel: string; intro?: string }) {
  const { LL } = useI18nContext();
  const form = useMemberFormActorRef();
  const fields = useMemberFormSelector(selectFormFields);
  const errors = useMemberFormSelector(selectFormErrors);
  const failure = useMemberFormSelector(selectFormFailure);
  const busy = useMemberFormSelector(selectIsSubmittingForm);
  const canSubmit = useMemberFormSelector(selectCanSubmitForm);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'form.submitted' });
  };
  return (
    <form onSubmit={submit} noValidate>
      {intro && <p>{intro}</p>}
      {failure && (
        <p className="alert alert-error" role="alert">
          {messageForCode(LL, failure.code, kind === 'changePassword' ? { context: 'memberLink' } : {})}
        </p>
      )}
      {FORM_FIELDS[kind].map((field) => {
        const error = errors[field];
        return (
          <FormField
            key={field}
            id={`${kind}-${field}`}
            label={fieldLabel(LL, kind, field)}
            {...FIELD_INPUT[field]}
            value={fields[field] ?? ''}
            error={error && LL.membership.validation[error]()}
            hint={field === 'password' ? LL.membership.signUp.passwordHint() : undefined}
            onChange={(value) => form.send({ type: 'field.changed', field, value })}
          />
        );
      })}
      <button type="submit" className="primary" disabled={!canSubmit || busy}>
        {submitLabel}
      </button>
    </form>
  );
}

/** `/sign-up`: provisional until the e-mailed link is followed; then `/sign-up-result`. */
export function SignUpPage() {
  const { LL } = useI18nContext();
  const signIn = useAppHref('/sign-in');
  useDocumentTitle(LL.membership.signUp.heading());
  return (
    <section className="panel auth-panel" aria-labelledby="sign-up-heading">
      <h1 id="sign-up-heading">{LL.membership.signUp.heading()}</h1>
      <MemberFormFlow kind="signUp">
        <SignUpForm />
      </MemberFormFlow>
      <p>
        <Link href={signIn}>{LL.membership.signUp.haveAccount()}</Link>
      </p>
    </section>
  );
}

function SignUpForm() {
  const { LL } = useI18nContext();
  const busy = useMemberFormSelector(selectIsSubmittingForm);
  return (
    <MemberForm
      kind="signUp"
      intro={LL.membership.signUp.intro()}
      submitLabel={busy ? LL.membership.signUp.submitting() : LL.membership.signUp.submit()}
    />
  );
}

export function SignUpResultPage() {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.membership.signUpResult.heading());
  return (
    <section className="panel auth-panel" aria-labelledby="sign-up-result-heading">
      <h1 id="sign-up-result-heading">{LL.membership.signUpResult.heading()}</h1>
      <p role="status">{LL.membership.signUpResult.body()}</p>
    </section>
  );
}

/** `/forgot-password` and `/resend-confirmation-email`: one e-mail field, the same answer whatever the address. */
export function EmailRequestPage({ kind }: { kind: 'forgotPassword' | 'resendConfirmation' }) {
  const { LL } = useI18nContext();
  const texts = kind === 'forgotPassword' ? LL.membership.forgot : LL.membership.resend;
  useDocumentTitle(texts.heading());
  return (
    <section className="panel auth-panel" aria-labelledby={`${kind}-heading`}>
      <h1 id={`${kind}-heading`}>{texts.heading()}</h1>
      <MemberFormFlow kind={kind}>
        <DoneOr
          done={
            <p className="alert alert-success" role="status">
              {texts.sent()}
            </p>
          }
        >
          <MemberForm kind={kind} intro={texts.intro()} submitLabel={texts.submit()} />
        </DoneOr>
      </MemberFormFlow>
    </section>
  );
}

function DoneOr({ done, children }: { done: ReactNode; children: ReactNode }) {
  const isDone = useMemberFormSelector(selectIsFormDone);
  return <>{isDone ? done : children}</>;
}

/** `/change-password?reset_password_token=...`: a new password with the e-mailed token. */
export function ChangePasswordPage() {
  const { LL } = useI18nContext();
  const token = new URLSearchParams(useSearch()).get('reset_password_token');
  const signIn = useAppHref('/sign-in');
  const forgot = useAppHref('/forgot-password');
  useDocumentTitle(LL.membership.changePassword.heading());
  return (
    <section className="panel auth-panel" aria-labelledby="change-password-heading">
      <h1 id="change-password-heading">{LL.membership.changePassword.heading()}</h1>
      <MemberFormFlow kind="changePassword" token={token}>
        <MissingTokenOr
          message={LL.membership.changePassword.missingToken()}
          link={<Link href={forgot}>{LL.membership.changePassword.requestNew()}</Link>}
        >
          <DoneOr
            done={
              <>
                <p className="alert alert-success" role="status">
                  {LL.membership.changePassword.done()}
                </p>
                <Link href={signIn} className="button primary">
                  {LL.membership.changePassword.signIn()}
                </Link>
              </>
            }
          >
            <MemberForm kind="changePassword" submitLabel={LL.membership.changePassword.submit()} />
            <p>
              <Link href={forgot}>{LL.membership.changePassword.requestNew()}</Link>
            </p>
          </DoneOr>
        </MissingTokenOr>
      </MemberFormFlow>
    </section>
  );
}

function MissingTokenOr({ message, link, children }: { message: string; link: ReactNode; children: ReactNode }) {
  const missing = useMemberFormSelector(selectMissingToken);
  if (!missing) return <>{children}</>;
  return (
    <>
      <p className="alert alert-error" role="alert">
        {message}
      </p>
      <p>{link}</p>
    </>
  );
}

/** `/member-confirmation?confirmation_token=...`: the e-mailed link; confirms at once. */
export function MemberConfirmationPage() {
  const { LL } = useI18nContext();
  const token = new URLSearchParams(useSearch()).get('confirmation_token');
  const resend = useAppHref('/resend-confirmation-email');
  useDocumentTitle(LL.membership.confirmation.heading());
  return (
    <section className="panel auth-panel" aria-labelledby="confirmation-heading">
      <h1 id="confirmation-heading">{LL.membership.confirmation.heading()}</h1>
      <MemberFormFlow kind="confirm" token={token}>
        <MissingTokenOr
          message={LL.membership.confirmation.missingToken()}
          link={<Link href={resend}>{LL.membership.confirmation.resend()}</Link>}
        >
          <ConfirmationOutcome />
        </MissingTokenOr>
      </MemberFormFlow>
    </section>
  );
}

function ConfirmationOutcome() {
  const { LL } = useI18nContext();
  const busy = useMemberFormSelector(selectIsSubmittingForm);
  const done = useMemberFormSelector(selectIsFormDone);
  const failed = useMemberFormSelector(selectLinkFailed);
  const failure = useMemberFormSelector(selectFormFailure);
  const signIn = useAppHref('/sign-in');
  const resend = useAppHref('/resend-confirmation-email');
  // The same link page confirms a login e-mail change (email_update=true).
  const emailUpdate = new URLSearchParams(useSearch()).get('email_update') === 'true';
  if (busy) return <Spinner label={LL.membership.confirmation.confirming()} inline />;
  if (done || failure?.code === '1402') {
    return (
      <>
        <p className={done ? 'alert alert-success' : 'alert alert-warning'} role="status">
          {done
            ? emailUpdate
              ? LL.membershipAccount.emailChanged()
              : LL.membership.confirmation.confirmed()
            : messageForCode(LL, '1402')}
        </p>
        <Link href={signIn} className="button primary">
          {LL.membership.confirmation.signIn()}
        </Link>
      </>
    );
  }
  if (failed && failure) {
    return (
      <>
        <p className="alert alert-error" role="alert">
          {messageForCode(LL, failure.code, { context: 'memberLink' })}
        </p>
        <Link href={resend}>{LL.membership.confirmation.resend()}</Link>
      </>
    );
  }
  return null;
}
