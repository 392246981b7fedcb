import { type FormEvent } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { useAuthActorRef } from '../../../machines/auth/provider';
import { selectHotelCode } from '../../../machines/init/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import { formatAddressLine } from '../../../machines/locale/address-format';
import { localeTraits } from '../../../machines/locale/locale-traits';
import type {
  AccountChange,
  AccountChangeKind,
  AccountRemovalReason,
  ProfileFields,
} from '../../../machines/member-account/machine';
import {
  MemberAccountProvider,
  useMemberAccountActorRef,
  useMemberAccountSelector,
} from '../../../machines/member-account/provider';
import {
  selectAccountFailure,
  selectAccountLoadFailed,
  selectAccountProfile,
  selectDoneChange,
  selectIsLoadingAccount,
  selectIsSavingAccount,
  selectAccountSettings,
  selectQrCode,
} from '../../../machines/member-account/selectors';
import { useAppServices } from '../../app/services-context';
import { Spinner } from '../../shell/spinner';
import { messageForCode } from '../../i18n/messages';

const REMOVAL_REASONS: AccountRemovalReason[] = [
  'not_using_any_more',
  'too_expensive',
  'unattractive_benefits',
  'other',
];
type ProfileInputName =
  | 'lastName'
  | 'lastNameKana'
  | 'firstName'
  | 'firstNameKana'
  | 'phone'
  | 'dob'
  | 'postCode'
  | 'prefecture'
  | 'address'
  | 'buildingName';
type ProfileInput = readonly [name: ProfileInputName, autoComplete: string, type: 'text' | 'tel' | 'date'];
const NAME_INPUTS = {
  last: [
    ['lastName', 'family-name', 'text'],
    ['lastNameKana', 'off', 'text'],
  ],
  first: [
    ['firstName', 'given-name', 'text'],
    ['firstNameKana', 'off', 'text'],
  ],
} as const satisfies Record<string, readonly ProfileInput[]>;
const POST_CODE_INPUT = ['postCode', 'postal-code', 'text'] as const satisfies ProfileInput;
const ADDRESS_INPUTS = [
  ['prefecture', 'address-level1', 'text'],
  ['address', 'street-address', 'text'],
  ['buildingName', 'address-line2', 'text'],
] as const;

/**
 * The profile's fields in the order the UI language writes a name and an address (SPEC.md section 3):
 * the last name first except in English, the post code before the address in Japanese, after it otherwise.
 */
function profileInputs(locale: string): readonly ProfileInput[] {
  const traits = localeTraits(locale);
  const names = traits.lastNameFirst
    ? [...NAME_INPUTS.last, ...NAME_INPUTS.first]
    : [...NAME_INPUTS.first, ...NAME_INPUTS.last];
  const address = traits.postCodeFirst ? [POST_CODE_INPUT, ...ADDRESS_INPUTS] : [...ADDRESS_INPUTS, POST_CODE_INPUT];
  return [...names, ['phone', 'tel', 'tel'], ['dob', 'bday', 'date'], ...address];
}

/** The account part of `/my-account/profile`: profile edit, login e-mail, password, promotion e-mail, QR code, removal. */
export function MemberAccountSection() {
  const { services, inspect } = useAppServices();
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  const auth = useAuthActorRef();
  return (
    <MemberAccountProvider
      client={services.client}
      hotelCode={hotelCode}
      inspect={inspect}
      onRemoved={() => auth.send({ type: 'signOut.requested' })}
    >
      <AccountSettings />
    </MemberAccountProvider>
  );
}

function formValues(event: FormEvent<HTMLFormElement>): Record<string, string> {
  event.preventDefault();
  const data = new FormData(event.currentTarget);
  return Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)]));
}

function AccountSettings() {
  const { LL, locale } = useI18nContext();
  const t = LL.membershipAccount;
  const account = useMemberAccountActorRef();
  const loading = useMemberAccountSelector(selectIsLoadingAccount);
  const loadFailed = useMemberAccountSelector(selectAccountLoadFailed);
  const profile = useMemberAccountSelector(selectAccountProfile);
  const qr = useMemberAccountSelector(selectQrCode);
  const settings = useMemberAccountSelector(selectAccountSettings);
  const saving = useMemberAccountSelector(selectIsSavingAccount);
  const failure = useMemberAccountSelector(selectAccountFailure);
  const done = useMemberAccountSelector(selectDoneChange);
  const submit = (change: AccountChange) => account.send({ type: 'change.submitted', change });

  if (loading) return <Spinner label={t.loading()} inline />;
  if (loadFailed || !profile) {
    return (
      <div className="panel">
        <p className="alert alert-error" role="alert">
          {t.loadFailed()}
        </p>
        <button type="button" onClick={() => account.send({ type: 'load.retried' })}>
          {t.retry()}
        </button>
      </div>
    );
  }
  const notice = (kind: AccountChangeKind, text: string) => (
    <>
      {done === kind && (
        <p className="alert alert-success" role="status">
          {text}
        </p>
      )}
      {failure && failure.change === kind && (
        <p className="alert alert-error" role="alert">
          {messageForCode(LL, failure.failure.code)}
        </p>
      )}
    </>
  );

  const inputs = profileInputs(locale);
  const address = formatAddressLine(
    {
      postalCode: profile.postCode,
      prefectureOrState: profile.prefecture,
      streetAddress: profile.address,
      buildingNameAndNumber: profile.buildingName,
    },
    locale,
  );
  return (
    <>
      {/* The profile's heading is the one of the member's details above (my-account.tsx): this part goes on under it. */}
      <section className="panel">
        {/* The address as it is written in the UI language; the fields below change it. */}
        {address && (
          <dl className="summary">
            <dt>{t.address()}</dt>
            <dd data-testid="profile-address" dir="auto">
              {address}
            </dd>
          </dl>
        )}
        {profile.profileUpdatable ? (
          <form
            aria-label={t.profileHeading()}
            onSubmit={(event) => {
              const values = formValues(event);
              const fields: ProfileFields = {};
              for (const [name] of inputs) fields[name] = values[name] ?? '';
              submit({ kind: 'profile', fields });
            }}
          >
            {inputs.map(([name, autoComplete, type]) => (
              <div className="field" key={name}>
                <label htmlFor={`account-${name}`}>{t[name]()}</label>
                <input
                  id={`account-${name}`}
                  name={name}
                  type={type}
                  autoComplete={autoComplete}
                  defaultValue={profile[name] ?? ''}
                  required={name === 'firstName' || name === 'lastName'}
                />
              </div>
            ))}
            {notice('profile', t.profileSaved())}
            <button type="submit" disabled={saving}>
              {t.saveProfile()}
            </button>
          </form>
        ) : (
          <p data-testid="profile-not-editable">{t.notEditable()}</p>
        )}
      </section>

      <section className="panel" aria-labelledby="account-email-heading">
        <h2 id="account-email-heading">{t.emailHeading()}</h2>
        <p>
          {t.currentEmail()}: <strong data-testid="login-email">{profile.email}</strong>
        </p>
        {profile.pendingEmail && <p data-testid="pending-email">{t.pendingEmail({ email: profile.pendingEmail })}</p>}
        <form
          aria-labelledby="account-email-heading"
          onSubmit={(event) => {
            const values = formValues(event);
            submit({ kind: 'email', email: values.email ?? '', currentPassword: values.currentPassword ?? '' });
            event.currentTarget.reset();
          }}
        >
          <div className="field">
            <label htmlFor="account-new-email">{t.newEmail()}</label>
            <input id="account-new-email" name="email" type="email" autoComplete="email" required />
          </div>
          <div className="field">
            <label htmlFor="account-email-password">{t.currentPassword()}</label>
            <input
              id="account-email-password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
            />
          </div>
          {notice('email', t.emailRequested())}
          <button type="submit" disabled={saving}>
            {t.changeEmail()}
          </button>
        </form>
      </section>

      <section className="panel" aria-labelledby="account-password-heading">
        <h2 id="account-password-heading">{t.passwordHeading()}</h2>
        <form
          aria-labelledby="account-password-heading"
          onSubmit={(event) => {
            const values = formValues(event);
            submit({
              kind: 'password',
              currentPassword: values.currentPassword ?? '',
              password: values.password ?? '',
            });
            event.currentTarget.reset();
          }}
        >
          <div className="field">
            <label htmlFor="account-password-current">{t.currentPassword()}</label>
            <input
              id="account-password-current"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
            />
          </div>
          <div className="field">
            <label htmlFor="account-password-new">{t.newPassword()}</label>
            <input
              id="account-password-new"
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={8}
              required
            />
          </div>
          {notice('password', t.passwordChanged())}
          <button type="submit" disabled={saving}>
            {t.changePassword()}
          </button>
        </form>
      </section>

      <section className="panel" aria-labelledby="account-promotion-heading">
        <h2 id="account-promotion-heading">{t.promotionHeading()}</h2>
        <label>
          <input
            type="checkbox"
            checked={profile.promotionEmail}
            disabled={saving}
            onChange={(event) => submit({ kind: 'promotion', subscribed: event.target.checked })}
          />{' '}
          {t.promotionLabel()}
        </label>
        {notice('promotion', t.promotionSaved())}
      </section>

      {qr && (
        <section className="panel" aria-labelledby="account-qr-heading">
          <h2 id="account-qr-heading">{t.qrHeading()}</h2>
          {/* The SVG is made by the booking API from our own payload (qrcode library), never from user text. */}
          <div
            role="img"
            aria-label={t.qrAlt({ id: qr.membershipId })}
            className="member-qr"
            style={{ width: 200 }}
            dangerouslySetInnerHTML={{ __html: qr.svg }}
          />
          <p data-testid="qr-membership-id">{qr.membershipId}</p>
        </section>
      )}

      <section className="panel" aria-labelledby="account-removal-heading">
        <h2 id="account-removal-heading">{t.removalHeading()}</h2>
        {settings?.customAccountRemoval ? (
          // The brand removes accounts its own way (membership setting custom_account_removal) and says how.
          <p data-testid="custom-account-removal">{settings.customAccountRemovalDescription}</p>
        ) : (
          <>
            <p>{t.removalIntro()}</p>
            <form
              aria-labelledby="account-removal-heading"
              onSubmit={(event) => {
                const values = formValues(event);
                submit({
                  kind: 'removal',
                  reason: (values.reason ?? 'other') as AccountRemovalReason,
                  details: values.details ?? '',
                  currentPassword: values.currentPassword ?? '',
                });
              }}
            >
              <div className="field">
                <label htmlFor="account-removal-reason">{t.removalReason()}</label>
                <select id="account-removal-reason" name="reason" required defaultValue="not_using_any_more">
                  {REMOVAL_REASONS.map((reason) => (
                    <option key={reason} value={reason}>
                      {t.reasons[reason]()}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor="account-removal-details">{t.removalDetails()}</label>
                <textarea id="account-removal-details" name="details" maxLength={1000} />
              </div>
              <div className="field">
                <label htmlFor="account-removal-password">{t.currentPassword()}</label>
                <input
                  id="account-removal-password"
                  name="currentPassword"
                  type="password"
                  autoComplete="current-password"
                  required
                />
              </div>
              {notice('removal', '')}
              <button type="submit" className="danger" disabled={saving}>
                {t.removeAccount()}
              </button>
            </form>
          </>
        )}
      </section>
    </>
  );
}
