// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise } from 'xstate';
import TypesafeI18n from '../../../locales/i18n-react';
import { loadAllLocales } from '../../../locales/i18n-util.sync';
import type { SignedInSession } from '../../../machines/auth/context';
import { failure } from '../../../machines/failure';
import { ssoCallbackMachine } from '../../../machines/sso/callback-machine';
import type { SsoCallbackInput, SsoProviderOption } from '../../../machines/sso/context';
import { ssoMachine } from '../../../machines/sso/machine';
import { SsoCallbackContext, SsoContext } from '../../../machines/sso/provider';
import { SsoProviderList } from './sso-buttons';
import { SsoCallbackView } from './sso-callback-page';

loadAllLocales();
afterEach(cleanup);

const providers: SsoProviderOption[] = [
  { slug: 'line', label: 'LINE', memberProvider: 'line' },
  { slug: 'facebook', label: 'Facebook', memberProvider: 'facebook' },
];

function wrap(children: ReactNode, locale: 'en' | 'ja') {
  return (
    <TypesafeI18n locale={locale}>
      <Router hook={memoryLocation({ path: '/sign-in' }).hook}>{children}</Router>
    </TypesafeI18n>
  );
}

async function renderButtons(
  options: { list?: SsoProviderOption[]; start?: () => Promise<string>; locale?: 'en' | 'ja' } = {},
) {
  const went: string[] = [];
  const started: string[] = [];
  const logic = ssoMachine.provide({
    actors: {
      loadProviders: fromPromise(async () => options.list ?? providers),
      startSignIn: fromPromise(async ({ input }) => {
        started.push(input.provider);
        return (options.start ?? (async () => 'https://access.line.me/authorize'))();
      }),
    },
    actions: { goToProvider: (_, params) => void went.push(params.url) },
  });
  await act(async () => {
    render(
      wrap(
        <SsoContext.Provider
          logic={logic}
          options={{
            input: {
              hotelCode: 'demo-kyoto',
              redirectUri: 'https://w.example/sso/custom/callback?hotel_code=demo-kyoto',
            },
          }}
        >
          <SsoProviderList />
        </SsoContext.Provider>,
        options.locale ?? 'en',
      ),
    );
  });
  return { went, started };
}

describe('sign-in provider buttons', () => {
  it("shows one labelled button per brand provider and goes to the chosen provider's login page", async () => {
    const { went, started } = await renderButtons();
    expect(screen.getByRole('heading', { name: 'Or sign in with' })).toBeTruthy();
    const line = screen.getByRole('button', { name: 'Continue with LINE' });
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(line);
      fireEvent.click(line);
    });
    expect(started).toEqual(['line']);
    expect(went).toEqual(['https://access.line.me/authorize']);
    expect(screen.getByRole('button', { name: 'Opening LINE…' }).getAttribute('aria-busy')).toBe('true');
  });

  it('speaks Japanese and explains a refusal', async () => {
    await renderButtons({
      locale: 'ja',
      start: async () => {
        throw failure('sso_provider_unknown', 'Sign-in provider not available', 404);
      },
    });
    expect(screen.getByRole('heading', { name: 'ほかの方法でサインイン' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'LINEでサインイン' })));
    expect(screen.getByRole('alert').textContent).toBe('このホテルではこのサインイン方法はご利用いただけません。');
  });

  it('renders nothing when the brand has no providers', async () => {
    await renderButtons({ list: [] });
    expect(screen.queryByRole('heading', { name: 'Or sign in with' })).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('/sso/custom/callback view', () => {
  async function renderCallback(
    input: Partial<SsoCallbackInput>,
    complete: () => Promise<SignedInSession>,
    locale: 'en' | 'ja' = 'en',
  ) {
    const logic = ssoCallbackMachine.provide({
      actors: { completeSignIn: fromPromise(async () => complete()) },
      actions: { signedIn: () => {} },
    });
    await act(async () => {
      render(
        wrap(
          <SsoCallbackContext.Provider
            logic={logic}
            options={{
              input: { hotelCode: 'demo-kyoto', authorizationCode: 'c', state: 's', providerError: null, ...input },
            }}
          >
            <SsoCallbackView />
          </SsoCallbackContext.Provider>,
          locale,
        ),
      );
    });
  }

  it('shows progress while the sign-in completes', async () => {
    await renderCallback({}, () => new Promise(() => {}));
    expect(screen.getByRole('heading', { name: 'Signing you in' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Checking your sign-in with the provider…' })).toBeTruthy();
  });

  it('explains a replayed or invalid callback and links back to sign-in, in both languages', async () => {
    await renderCallback({}, async () => {
      throw failure('sso_state_invalid', 'Sign-in not valid', 422);
    });
    expect(screen.getByRole('heading', { name: 'Sign-in did not complete' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This sign-in is not valid or was already used. Please sign in again.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign-in' }).getAttribute('href')).toBe('/sign-in?code=demo-kyoto');
    cleanup();
    await renderCallback(
      { providerError: 'access_denied' },
      async () => {
        throw new Error('not called');
      },
      'ja',
    );
    expect(screen.getByRole('alert').textContent).toBe('プロバイダーでサインインがキャンセルされました。');
    expect(screen.getByRole('link', { name: 'サインイン画面に戻る' })).toBeTruthy();
  });
});
