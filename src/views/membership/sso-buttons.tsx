import { useI18nContext } from '../../../locales/i18n-react';
import { useInitSelector } from '../../../machines/init/provider';
import { selectHotelCode } from '../../../machines/init/selectors';
import { SsoProvider, useSsoActorRef, useSsoSelector } from '../../../machines/sso/provider';
import {
  selectCanChooseProvider,
  selectSsoBusy,
  selectSsoChosen,
  selectSsoFailure,
  selectSsoProviders,
} from '../../../machines/sso/selectors';
import { SSO_CALLBACK_PATH } from '../../../contract/sso-callback';
import { useAppServices } from '../../app/services-context';
import { messageForCode } from '../../i18n/messages';

const goToProvider = (url: string) => window.location.assign(url);

/** The provider buttons the brand offers (LINE, Facebook, open-id, brand login) under the sign-in form. */
export function SsoButtons() {
  const { services, inspect } = useAppServices();
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  // `hotel_code`, not `code`: the provider appends its own `code` (see routing/sso-callback-rule.ts).
  const redirectUri = `${window.location.origin}${SSO_CALLBACK_PATH}?${new URLSearchParams({ hotel_code: hotelCode }).toString()}`;
  return (
    <SsoProvider
      client={services.client}
      input={{ hotelCode, redirectUri }}
      goToProvider={goToProvider}
      inspect={inspect}
    >
      <SsoProviderList />
    </SsoProvider>
  );
}

export function SsoProviderList() {
  const { LL } = useI18nContext();
  const sso = useSsoActorRef();
  const providers = useSsoSelector(selectSsoProviders);
  const busy = useSsoSelector(selectSsoBusy);
  const chosen = useSsoSelector(selectSsoChosen);
  const failure = useSsoSelector(selectSsoFailure);
  const canChoose = useSsoSelector(selectCanChooseProvider);
  if (providers.length === 0 && !failure) return null;
  return (
    <section className="sso-providers" aria-labelledby="sso-heading">
      <h2 id="sso-heading">{LL.sso.heading()}</h2>
      {failure && (
        <p className="alert alert-error" role="alert">
          {messageForCode(LL, failure.code, { context: 'sso' })}
        </p>
      )}
      <ul className="sso-provider-list">
        {providers.map((provider) => (
          <li key={provider.slug}>
            <button
              type="button"
              className={`sso-button sso-${provider.memberProvider}`}
              disabled={!canChoose(provider.slug)}
              aria-busy={busy && chosen === provider.slug}
              onClick={() => sso.send({ type: 'provider.chosen', slug: provider.slug })}
            >
              {busy && chosen === provider.slug
                ? LL.sso.redirecting({ provider: provider.label })
                : LL.sso.continueWith({ provider: provider.label })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
