// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { fromPromise } from 'xstate';
import { memoryLocation } from 'wouter/memory-location';
import TypesafeI18n from '../../../locales/i18n-react';
import { loadAllLocales } from '../../../locales/i18n-util.sync';
import { authMachine } from '../../../machines/auth/machine';
import { AuthContext } from '../../../machines/auth/provider';
import { failure } from '../../../machines/failure';
import type { MemberAccountProfile } from '../../../machines/member-account/machine';
import { ServicesProvider } from '../../app/services-context';
import { fakeGatewayServices, type FakeAnswer } from '../../test-support/fake-gateway';
import { TestInit } from '../../test-support/test-init';
import { MemberAccountSection } from './account-settings';

loadAllLocales();
afterEach(cleanup);

const profile: MemberAccountProfile = {
  firstName: 'Hanako',
  lastName: 'Yamada',
  firstNameKana: 'ハナコ',
  lastNameKana: 'ヤマダ',
  email: 'hanako@example.com',
  pendingEmail: null,
  phone: '+81312345678',
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
};

// The section only sends sign-out to the auth chart after a removal; no stored member is needed here.
const signedOutAuth = authMachine.provide({
  actors: { readStoredToken: fromPromise<string | null, void>(async () => null) },
});

/**
 * The account settings over the real member-account chart and its real actors (the documents with
 * the profile fragment); only the gateway is replaced, answering by operation name.
 */
async function renderAccount(answers: Record<string, FakeAnswer>, locale: 'en' | 'ja' = 'en') {
  const { services, requests } = fakeGatewayServices(answers);
  await act(async () => {
    render(
      <TestInit>
        <AuthContext.Provider logic={signedOutAuth} options={{ input: { hotelCode: 'demo-kyoto' } }}>
          <TypesafeI18n locale={locale}>
            <Router hook={memoryLocation({ path: '/my-account/profile' }).hook}>
              <ServicesProvider services={services} inspect={undefined}>
                <MemberAccountSection />
              </ServicesProvider>
            </Router>
          </TypesafeI18n>
        </AuthContext.Provider>
      </TestInit>,
    );
  });
  return { requests };
}

const account =
  (p: MemberAccountProfile = profile) =>
  () => ({
    memberProfile: p,
    memberAccountSettings: {
      encryptedQrCodeEnabled: false,
      customAccountRemoval: false,
      customAccountRemovalDescription: null,
    },
    memberQrCode: { membershipId: p.membershipId, encrypted: false, svg: '<svg></svg>' },
  });

describe('account settings', () => {
  it('shows the profile in labelled fields and saves it, saying so', async () => {
    const saved: unknown[] = [];
    const { requests } = await renderAccount({
      MemberAccount: account(),
      UpdateMemberProfile: (variables) => {
        saved.push(variables.input);
        return { updateMemberProfile: { ...profile, phone: '+81399998888' } };
      },
    });
    const form = screen.getByRole('form', { name: 'Profile' });
    expect(within(form).getByLabelText('Last name')).toHaveProperty('value', 'Yamada');
    expect(within(form).getByLabelText('First name')).toHaveProperty('value', 'Hanako');
    expect(screen.getByTestId('login-email').textContent).toBe('hanako@example.com');
    fireEvent.change(within(form).getByLabelText('Phone'), { target: { value: '+81399998888' } });
    await act(async () => fireEvent.submit(form));
    expect(saved).toEqual([
      expect.objectContaining({ lastName: 'Yamada', firstName: 'Hanako', phone: '+81399998888' }),
    ]);
    expect(within(form).getByRole('status').textContent).toBe('Your profile was saved.');
    expect(requests).toEqual(['MemberAccount', 'UpdateMemberProfile']);
  });

  it('writes the address and orders the fields as the UI language does: the post code first and the last name first in Japanese', async () => {
    const withAddress = {
      ...profile,
      postCode: '6008216',
      prefecture: '京都府',
      address: '京都市下京区四条通1-2',
      buildingName: 'ヤマダビル3F',
    };
    await renderAccount({ MemberAccount: account(withAddress) }, 'ja');
    expect(screen.getByTestId('profile-address').textContent).toBe(
      '〒600-8216, 京都府, 京都市下京区四条通1-2, ヤマダビル3F',
    );
    const labels = (form: HTMLElement) =>
      within(form)
        .getAllByRole('textbox')
        .map((input) => input.getAttribute('name'));
    expect(labels(screen.getByRole('form', { name: 'プロフィール' }))).toEqual([
      'lastName',
      'lastNameKana',
      'firstName',
      'firstNameKana',
      'phone',
      'postCode',
      'prefecture',
      'address',
      'buildingName',
    ]);
    cleanup();
    await renderAccount({ MemberAccount: account(withAddress) }, 'en');
    expect(screen.getByTestId('profile-address').textContent).toBe(
      '京都府, 京都市下京区四条通1-2, ヤマダビル3F, 6008216',
    );
    expect(labels(screen.getByRole('form', { name: 'Profile' }))).toEqual([
      'firstName',
      'firstNameKana',
      'lastName',
      'lastNameKana',
      'phone',
      'prefecture',
      'address',
      'buildingName',
      'postCode',
    ]);
  });

  it('shows no address line for a profile without one', async () => {
    await renderAccount({ MemberAccount: account() });
    expect(screen.queryByTestId('profile-address')).toBeNull();
  });

  it('explains a wrong current password next to the password form, in Japanese', async () => {
    await renderAccount(
      {
        MemberAccount: account(),
        ChangeOwnPassword: () => {
          throw failure('wrong_current_password', 'Wrong current password', 422);
        },
      },
      'ja',
    );
    const form = screen.getByRole('form', { name: 'パスワード' });
    fireEvent.change(within(form).getByLabelText('現在のパスワード'), { target: { value: 'Nope-1234' } });
    fireEvent.change(within(form).getByLabelText('新しいパスワード'), { target: { value: 'Another2031x' } });
    await act(async () => fireEvent.submit(form));
    expect(within(form).getByRole('alert').textContent).toBe('現在のパスワードが正しくありません。');
    // The other forms show nothing about it.
    expect(within(screen.getByRole('form', { name: 'プロフィール' })).queryByRole('alert')).toBeNull();
  });

  it('offers a retry when the account cannot be loaded, and loads it on the retry', async () => {
    let calls = 0;
    await renderAccount({
      MemberAccount: () => {
        calls++;
        if (calls === 1) throw failure('error02', 'Network failure');
        return account()();
      },
    });
    expect(screen.getByRole('alert').textContent).toBe('Your account could not be loaded.');
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    expect(document.activeElement).toBe(retry);
    await act(async () => fireEvent.click(retry));
    expect(screen.getByRole('form', { name: 'Profile' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('says the profile is managed elsewhere when the provider does not allow edits', async () => {
    await renderAccount({ MemberAccount: account({ ...profile, profileUpdatable: false, provider: 'line' }) });
    expect(screen.queryByRole('form', { name: 'Profile' })).toBeNull();
    expect(screen.getByTestId('profile-not-editable').textContent).toBe(
      'Your profile is managed by your sign-in provider and cannot be edited here.',
    );
  });
});
