// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise } from 'xstate';
import TypesafeI18n from '../../../locales/i18n-react';
import { loadAllLocales } from '../../../locales/i18n-util.sync';
import type { SignedInSession } from '../../../machines/auth/context';
import { authMachine } from '../../../machines/auth/machine';
import { AuthContext } from '../../../machines/auth/provider';
import { failure, type Failure } from '../../../machines/failure';
import { ServicesProvider } from '../../app/services-context';
import { fakeGatewayServices } from '../../test-support/fake-gateway';
import { TestInit } from '../../test-support/test-init';
import { SignInPage } from './sign-in-page';

loadAllLocales();
afterEach(cleanup);

/** The sign-in page over the real auth chart (signed out), with the sign-in call replaced. */
async function renderSignIn(reply: () => SignedInSession | Failure, locale: 'en' | 'ja' = 'en') {
  const sent: Array<{ email: string; password: string }> = [];
  const auth = authMachine.provide({
    actors: {
      readStoredToken: fromPromise<string | null, void>(async () => null),
      signIn: fromPromise<SignedInSession, { hotelCode: string; email: string; password: string }>(
        async ({ input }) => {
          sent.push({ email: input.email, password: input.password });
          const answer = reply();
          if ('code' in answer) throw answer;
          return answer;
        },
      ),
    },
  });
  // The SSO buttons below the form ask the gateway for the brand's providers: none here.
  const { services } = fakeGatewayServices({
    SsoSettings: () => ({ ssoSettings: { providers: [], parentOrigin: null } }),
  });
  const { hook } = memoryLocation({ path: '/sign-in', static: false });
  await act(async () => {
    render(
      <TestInit>
        <AuthContext.Provider logic={auth} options={{ input: { hotelCode: 'demo-kyoto' } }}>
          <TypesafeI18n locale={locale}>
            <Router hook={hook}>
              <ServicesProvider services={services} inspect={undefined}>
                <Switch>
                  <Route path="/sign-in">
                    <SignInPage />
                  </Route>
                  <Route path="/booking/result">
                    <p>search page</p>
                  </Route>
                </Switch>
              </ServicesProvider>
            </Router>
          </TypesafeI18n>
        </AuthContext.Provider>
      </TestInit>,
    );
  });
  return { sent };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('sign-in page', () => {
  it('names its fields and ties the errors of an incomplete form to them, sending nothing', async () => {
    const { sent } = await renderSignIn(() => failure('1000', 'Invalid', 401));
    expect(screen.getByRole('heading', { level: 1, name: 'Member sign-in' })).toBeTruthy();
    fill('E-mail', 'not-an-address');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    const email = screen.getByLabelText('E-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter a valid e-mail address.',
    );
    const password = screen.getByLabelText('Password');
    expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toBe(
      'This field is required.',
    );
    expect(sent).toEqual([]);
    // Correcting a field clears its error.
    fill('E-mail', 'hanako@example.com');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBeNull();
  });

  it('explains wrong credentials and keeps the e-mail but not the password', async () => {
    const { sent } = await renderSignIn(() => failure('1000', 'Invalid', 401));
    fill('E-mail', ' hanako@example.com ');
    fill('Password', 'Wrong-pass1');
    await act(async () => fireEvent.submit(screen.getByRole('button', { name: 'Sign in' }).closest('form')!));
    expect(sent).toEqual([{ email: 'hanako@example.com', password: 'Wrong-pass1' }]);
    expect(screen.getByRole('alert').textContent).toBe('The e-mail address or the password is not correct.');
    expect(screen.getByLabelText('E-mail')).toHaveProperty('value', 'hanako@example.com');
    expect(screen.getByLabelText('Password')).toHaveProperty('value', '');
    expect(screen.queryByRole('link', { name: 'Send the confirmation e-mail again' })).toBeNull();
  });

  it('in Japanese, asks an unconfirmed member to confirm first and links to the resend page', async () => {
    await renderSignIn(() => failure('1404', 'Not confirmed', 401), 'ja');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('会員ログイン');
    fill('メールアドレス', 'hanako@example.com');
    fill('パスワード', 'Secret-2030');
    await act(async () => fireEvent.submit(screen.getByLabelText('パスワード').closest('form')!));
    expect(screen.getByRole('alert').textContent).toBe('お送りしたメールのリンクから会員登録を完了してください。');
    expect(screen.getByRole('link', { name: /確認メール/ }).getAttribute('href')).toContain(
      '/resend-confirmation-email',
    );
  });

  it('leaves for the search page once signed in', async () => {
    await renderSignIn(
      () =>
        ({
          token: 'member-token',
          user: { id: 1, email: 'hanako@example.com', firstName: 'Hanako', lastName: 'Yamada' },
        }) as unknown as SignedInSession,
    );
    fill('E-mail', 'hanako@example.com');
    fill('Password', 'Secret-2030');
    await act(async () => fireEvent.submit(screen.getByLabelText('Password').closest('form')!));
    expect(screen.getByText('search page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Member sign-in' })).toBeNull();
  });
});
