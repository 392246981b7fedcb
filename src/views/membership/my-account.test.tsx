// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise } from 'xstate';
import TypesafeI18n from '../../../locales/i18n-react';
import { loadAllLocales } from '../../../locales/i18n-util.sync';
import type { MemberUser } from '../../../machines/auth/context';
import { authMachine } from '../../../machines/auth/machine';
import { AuthContext } from '../../../machines/auth/provider';
import type { MemberAccountProfile } from '../../../machines/member-account/machine';
import { ServicesProvider } from '../../app/services-context';
import { AuthGate } from '../../shell/auth-gate';
import { fakeGatewayServices } from '../../test-support/fake-gateway';
import { TestInit } from '../../test-support/test-init';
import { OrganizationAdminRoute } from '../corporate/organization-admin-page';
import { MyAccountRoutes } from './my-account';

loadAllLocales();
afterEach(cleanup);

const member = {
  id: 7,
  email: 'hanako@example.com',
  provider: 'email',
  organizationId: null,
  organizationRole: null,
  firstName: 'Hanako',
  lastName: 'Yamada',
  firstNameKana: 'ハナコ',
  lastNameKana: 'ヤマダ',
  locale: 'ja',
  membershipId: 'M-100',
  pointProgramEnabled: false,
  sessionExpiresAt: '2030-04-02T00:00:00Z',
} as unknown as MemberUser;

const accountProfile = {
  firstName: 'Hanako',
  lastName: 'Yamada',
  firstNameKana: 'ハナコ',
  lastNameKana: 'ヤマダ',
  email: 'hanako@example.com',
  pendingEmail: null,
  phone: null,
  dob: null,
  gender: null,
  nationality: null,
  occupation: null,
  address: null,
  postCode: null,
  prefecture: null,
  buildingName: null,
  receiptName: null,
  promotionEmail: false,
  membershipId: 'M-100',
  provider: 'email',
  profileUpdatable: true,
} satisfies MemberAccountProfile;

/** `/my-account/...` over the real auth chart, behind the app's auth gate: signed in when a token is stored, signed out otherwise. */
async function renderMyAccount(options: {
  signedIn: boolean;
  locale?: 'en' | 'ja';
  member?: MemberUser;
  path?: string;
}) {
  const auth = authMachine.provide({
    actors: {
      readStoredToken: fromPromise<string | null, void>(async () => (options.signedIn ? 'member-token' : null)),
      fetchMe: fromPromise<MemberUser, void>(async () => options.member ?? member),
    },
  });
  const { services } = fakeGatewayServices({
    MemberAccount: () => ({
      memberProfile: accountProfile,
      memberAccountSettings: {
        encryptedQrCodeEnabled: false,
        customAccountRemoval: false,
        customAccountRemovalDescription: null,
      },
      memberQrCode: { membershipId: 'M-100', encrypted: false, svg: '<svg></svg>' },
    }),
  });
  const { hook } = memoryLocation({ path: options.path ?? '/my-account/profile', static: false });
  await act(async () => {
    render(
      <TestInit>
        <AuthContext.Provider logic={auth} options={{ input: { hotelCode: 'demo-kyoto' } }}>
          <TypesafeI18n locale={options.locale ?? 'en'}>
            <Router hook={hook}>
              <ServicesProvider services={services} inspect={undefined}>
                <AuthGate>
                  <Switch>
                    <Route path="/sign-in">
                      <p>sign-in page</p>
                    </Route>
                    <Route path="/organization-sign-in">
                      <p>corporate sign-in page</p>
                    </Route>
                    <Route path="/organization-admin">
                      <OrganizationAdminRoute />
                    </Route>
                    <Route path="/my-account/*?">
                      <MyAccountRoutes />
                    </Route>
                  </Switch>
                </AuthGate>
              </ServicesProvider>
            </Router>
          </TypesafeI18n>
        </AuthContext.Provider>
      </TestInit>,
    );
  });
}

describe('my account', () => {
  it('sends a signed-out visitor to the sign-in page', async () => {
    await renderMyAccount({ signedIn: false });
    expect(screen.getByText('sign-in page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'My account' })).toBeNull();
  });

  it("sends a signed-out visitor of the organization's admin page to the corporate sign-in", async () => {
    await renderMyAccount({ signedIn: false, path: '/organization-admin' });
    expect(screen.getByText('corporate sign-in page')).toBeTruthy();
  });

  it("shows the member's profile and a labelled menu of the account pages", async () => {
    await renderMyAccount({ signedIn: true });
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'My account pages' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toContain('Profile');
    expect(links).toContain('Reservations');
    // The page the member is on is marked as such, and only it.
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Profile');
    expect(within(nav).getAllByRole('link', { current: 'page' })).toHaveLength(1);
    // No points programme for this member: no points entry.
    expect(links).toHaveLength(4);
    expect(screen.getByTestId('member-name').textContent).toBe('Hanako Yamada');
    expect(screen.getByTestId('membership-id').textContent).toBe('M-100');
    // The account settings below it loaded through the member-account chart.
    expect(screen.getByRole('form', { name: 'Profile' })).toBeTruthy();
    // One "Profile" heading: the member's details and the settings below them are one profile.
    expect(screen.getAllByRole('heading', { name: 'Profile' })).toHaveLength(1);
  });

  it('speaks Japanese, with the name family name first, and offers points when the programme is on', async () => {
    await renderMyAccount({
      signedIn: true,
      locale: 'ja',
      member: { ...member, pointProgramEnabled: true } as MemberUser,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'マイページ' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'マイページのメニュー' });
    expect(within(nav).getAllByRole('link')).toHaveLength(5);
    expect(screen.getByTestId('member-name').textContent).toBe('Yamada Hanako');
    expect(screen.getByText('氏名（かな）')).toBeTruthy();
    expect(screen.getByText('ヤマダ ハナコ')).toBeTruthy();
  });
});
