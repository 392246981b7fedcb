import { useCallback } from 'react';
import { Link } from 'wouter';
import { useI18nContext } from '../../../locales/i18n-react';
import type { SignedInSession } from '../../../machines/auth/context';
import { useAuthActorRef } from '../../../machines/auth/provider';
import { useInitSelector } from '../../../machines/init/provider';
import { selectHotelCode } from '../../../machines/init/selectors';
import type { SsoCallbackInput } from '../../../machines/sso/context';
import { SsoCallbackProvider, useSsoCallbackSelector } from '../../../machines/sso/provider';
import {
  selectCallbackCompleting,
  selectCallbackFailure,
  selectCallbackHotelCode,
} from '../../../machines/sso/selectors';
import { useAppServices } from '../../app/services-context';
import { applyUrlRules } from '../../routing/url-rules';
import { SSO_CODE_PARAM } from '../../routing/sso-callback-rule';
import { Spinner } from '../../shell/spinner';
import { useDocumentTitle } from '../document-title';
import { messageForCode } from '../../i18n/messages';

let taken: SsoCallbackInput | null = null;

/**
 * What the provider sent back, read once per page load (the page may be mounted again, and by then
 * the address is clean); the single-use values are then removed from the address bar and history.
 */
function takeCallbackInput(hotelCode: string): SsoCallbackInput {
  if (taken) return taken;
  const params = new URLSearchParams(window.location.search);
  const read = (name: string) => params.get(name)?.trim() || null;
  taken = { hotelCode, authorizationCode: read(SSO_CODE_PARAM), state: read('state'), providerError: read('error') };
  const clean = new URL(window.location.href);
  for (const name of [SSO_CODE_PARAM, 'state', 'error', 'error_description', 'iss', 'session_state'])
    clean.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', clean.toString());
  return taken;
}

/**
 * `/sso/custom/callback` (SPEC.md section 2): where every provider sends the browser back. The
 * provider's code (moved to `sso_code` by the URL rules) and the state are read once from the
 * address, which is then cleaned (they are single-use secrets).
 */
export function SsoCallbackPage() {
  const { services, inspect } = useAppServices();
  const auth = useAuthActorRef();
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  const input = takeCallbackInput(hotelCode);
  const signedIn = useCallback(
    (session: SignedInSession) => {
      auth.send({ type: 'session.started', session });
      services.navigate('/booking/result', { replace: true });
    },
    [auth, services],
  );
  return (
    <SsoCallbackProvider client={services.client} input={input} signedIn={signedIn} inspect={inspect}>
      <CallbackTitle />
      <SsoCallbackView />
    </SsoCallbackProvider>
  );
}

function CallbackTitle() {
  const { LL } = useI18nContext();
  const failure = useSsoCallbackSelector(selectCallbackFailure);
  useDocumentTitle(failure ? LL.sso.callback.failedHeading() : LL.sso.callback.heading());
  return null;
}

export function SsoCallbackView() {
  const { LL } = useI18nContext();
  const completing = useSsoCallbackSelector(selectCallbackCompleting);
  const failure = useSsoCallbackSelector(selectCallbackFailure);
  const signIn = applyUrlRules('/sign-in', useSsoCallbackSelector(selectCallbackHotelCode));
  return (
    <section className="panel" aria-labelledby="sso-callback-heading" aria-busy={completing}>
      <h1 id="sso-callback-heading">{failure ? LL.sso.callback.failedHeading() : LL.sso.callback.heading()}</h1>
      {completing && <Spinner label={LL.sso.callback.working()} />}
      {failure && (
        <>
          <p className="alert alert-error" role="alert">
            {messageForCode(LL, failure.code, { context: 'sso' })}
          </p>
          <p>
            <Link href={signIn}>{LL.sso.callback.backToSignIn()}</Link>
          </p>
        </>
      )}
    </section>
  );
}
