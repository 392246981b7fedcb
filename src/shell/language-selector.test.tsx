// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { locales } from '../../locales/i18n-util';
import { loadAllLocales } from '../../locales/i18n-util.sync';
import type { HotelSettings, LocalePreferences } from '../../machines/init/context';
import { authMachine } from '../../machines/auth/machine';
import { AuthContext } from '../../machines/auth/provider';
import type { MemberUser } from '../../machines/auth/context';
import { initMachine } from '../../machines/init/machine';
import { InitContext, useInitActorRef } from '../../machines/init/provider';
import type { AppLocale } from '../../machines/locale/choose-locale';
import { I18nBridge } from '../i18n/i18n-bridge';
import { kyotoSettings } from '../test-support/fixtures';
import { Header, LanguageSelector } from './header';

loadAllLocales();
afterEach(cleanup);

/**
 * The language selector over the real init chart: a new language's translations are loaded (by
 * the chart) before the page switches to it; a failed load keeps the language and says so.
 */
const member: MemberUser = {
  id: 7,
  email: 'hanako@example.com',
  provider: 'tripla',
  organizationId: null,
  organizationRole: null,
  firstName: 'Hanako',
  lastName: 'Yamada',
  firstNameKana: null,
  lastNameKana: null,
  locale: 'en',
  membershipId: 'ABCDEFGH2345',
  hotelBrandId: 1,
  pointProgramEnabled: false,
  sessionExpiresAt: null,
};

/** The auth chart with a stored session (a member) or none (a guest); `remembered` lists the languages it stored. */
function authWith(signedIn: boolean, remembered: string[]) {
  return authMachine.provide({
    actors: {
      readStoredToken: fromPromise<string | null, void>(async () => (signedIn ? 'member-token' : null)),
      fetchMe: fromPromise<MemberUser, void>(async () => member),
      rememberLocale: fromPromise<boolean, { locale: string }>(async ({ input }) => remembered.push(input.locale) > 0),
    },
  });
}

function renderSelector({ signedIn = false, wholeHeader = false }: { signedIn?: boolean; wholeHeader?: boolean } = {}) {
  const remembered: string[] = [];
  const loads: Array<{ locale: AppLocale; settle: (ok: boolean) => void }> = [];
  const init = initMachine.provide({
    actors: {
      readStoredClientSession: fromPromise<string | null, void>(async () => 'session-token'),
      startClientSession: fromPromise(async () => ({ token: 'session-token', expiresAt: '2030-04-02T00:00:00Z' })),
      loadHotelSettings: fromPromise<HotelSettings, { hotelCode: string }>(async () => kyotoSettings),
      readLocalePreferences: fromPromise<LocalePreferences, void>(async () => ({
        stored: 'en',
        browserLanguages: ['en-US'],
      })),
      loadTranslations: fromPromise<void, { locale: AppLocale }>(({ input }) =>
        // The first load (init's choice) answers at once; later ones wait for the test.
        loads.push({ locale: input.locale, settle: () => {} }) === 1
          ? Promise.resolve()
          : new Promise<void>((resolve, reject) => {
              loads[loads.length - 1]!.settle = (ok) => (ok ? resolve() : reject(new Error('chunk failed')));
            }),
      ),
    },
  });
  let ref: ActorRefFrom<typeof initMachine> | null = null;
  function Capture() {
    ref = useInitActorRef();
    return null;
  }
  const { hook } = memoryLocation({ path: '/booking/result', static: false });
  render(
    <InitContext.Provider logic={init} options={{ input: { search: '?code=demo-kyoto', appLocales: locales } }}>
      <AuthContext.Provider logic={authWith(signedIn, remembered)} options={{ input: { hotelCode: 'demo-kyoto' } }}>
        <I18nBridge initial="en">
          <Router hook={hook}>
            <Capture />
            {wholeHeader ? <Header /> : <LanguageSelector />}
          </Router>
        </I18nBridge>
      </AuthContext.Provider>
    </InitContext.Provider>,
  );
  return { loads, remembered, init: () => ref! };
}

describe('language selector', () => {
  it('switches only after the new language has loaded, announcing the load meanwhile', async () => {
    const { loads, init } = renderSelector();
    const select = await screen.findByLabelText('Language');
    expect(select).toHaveProperty('value', 'en');
    fireEvent.change(select, { target: { value: 'ja' } });
    expect(await screen.findByText('Loading 日本語…')).toBeTruthy();
    expect(select.getAttribute('aria-busy')).toBe('true');
    // Still English: no missing or half-switched strings while the chunk loads.
    expect(screen.getByLabelText('Language')).toHaveProperty('value', 'en');
    expect(init().getSnapshot().context.locale).toBe('en');
    expect(loads.map((load) => load.locale)).toEqual(['en', 'ja']);
    await act(async () => loads[1]!.settle(true));
    const switched = await screen.findByLabelText('言語');
    expect(switched).toHaveProperty('value', 'ja');
    expect(switched.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('');
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'));
  });

  it("stores the language a signed-in member chooses with the member (their e-mails follow it), a guest's nowhere", async () => {
    const guest = renderSelector();
    fireEvent.change(await screen.findByLabelText('Language'), { target: { value: 'ja' } });
    await act(async () => guest.loads[1]!.settle(true));
    expect(guest.remembered).toEqual([]);
    cleanup();

    const signedIn = renderSelector({ signedIn: true });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.change(await screen.findByLabelText('Language'), { target: { value: 'ja' } });
    await waitFor(() => expect(signedIn.remembered).toEqual(['ja']));
  });

  it('keeps the current language and says so in it when the new one fails to load', async () => {
    const { loads } = renderSelector();
    const select = await screen.findByLabelText('Language');
    fireEvent.change(select, { target: { value: 'ja' } });
    await screen.findByText('Loading 日本語…');
    await act(async () => loads[1]!.settle(false));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      '日本語 could not be loaded, so the page stays in English. Check the connection and choose it again.',
    );
    expect(screen.getByLabelText('Language')).toHaveProperty('value', 'en');
    expect(screen.getByLabelText('Language').getAttribute('aria-describedby')).toBe(alert.id);
    // Choosing it again retries; success clears the notice.
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'ja' } });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => loads[2]!.settle(true));
    expect(await screen.findByLabelText('言語')).toHaveProperty('value', 'ja');
  });
});

// The chart alone, for the Japanese wording of the failure (the message is in the language kept).
describe('language load failure in Japanese', () => {
  it('is shown in Japanese when the page stays in Japanese', async () => {
    const logic = initMachine.provide({
      actors: {
        readStoredClientSession: fromPromise<string | null, void>(async () => 'session-token'),
        startClientSession: fromPromise(async () => ({ token: 'session-token', expiresAt: '2030-04-02T00:00:00Z' })),
        loadHotelSettings: fromPromise<HotelSettings, { hotelCode: string }>(async () => kyotoSettings),
        readLocalePreferences: fromPromise<LocalePreferences, void>(async () => ({
          stored: 'ja',
          browserLanguages: [],
        })),
        loadTranslations: fromPromise<void, { locale: AppLocale }>(async ({ input }) => {
          if (input.locale === 'en') throw new Error('chunk failed');
        }),
      },
    });
    const { hook } = memoryLocation({ path: '/booking/result', static: false });
    render(
      <InitContext.Provider logic={logic} options={{ input: { search: '?code=demo-kyoto', appLocales: locales } }}>
        <AuthContext.Provider logic={authWith(false, [])} options={{ input: { hotelCode: 'demo-kyoto' } }}>
          <I18nBridge initial="ja">
            <Router hook={hook}>
              <LanguageSelector />
            </Router>
          </I18nBridge>
        </AuthContext.Provider>
      </InitContext.Provider>,
    );
    fireEvent.change(await screen.findByLabelText('言語'), { target: { value: 'en' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Englishを読み込めなかったため、日本語のまま表示しています。接続を確認して、もう一度選んでください。',
    );
    expect(screen.getByLabelText('言語')).toHaveProperty('value', 'ja');
  });
});

// Arabic reads right to left: the whole document turns with the language, and back.
describe('writing direction', () => {
  it('turns the document right to left in Arabic and back to left to right in English', async () => {
    const withArabic = ['id', 'en', 'th', 'ar'];
    const bali: HotelSettings = {
      hotel: { ...kyotoSettings.hotel, bookLanguages: withArabic },
      settings: { ...kyotoSettings.settings, bookLanguages: withArabic },
    };
    const logic = initMachine.provide({
      actors: {
        readStoredClientSession: fromPromise<string | null, void>(async () => 'session-token'),
        startClientSession: fromPromise(async () => ({ token: 'session-token', expiresAt: '2030-04-02T00:00:00Z' })),
        loadHotelSettings: fromPromise<HotelSettings, { hotelCode: string }>(async () => bali),
        readLocalePreferences: fromPromise<LocalePreferences, void>(async () => ({
          stored: null,
          browserLanguages: ['ar-SA'],
        })),
        loadTranslations: fromPromise<void, { locale: AppLocale }>(async () => {}),
      },
    });
    const { hook } = memoryLocation({ path: '/booking/result', static: false });
    render(
      <InitContext.Provider logic={logic} options={{ input: { search: '?code=demo-bali', appLocales: locales } }}>
        <AuthContext.Provider logic={authWith(false, [])} options={{ input: { hotelCode: 'demo-bali' } }}>
          <I18nBridge initial="en">
            <Router hook={hook}>
              <LanguageSelector />
            </Router>
          </I18nBridge>
        </AuthContext.Provider>
      </InitContext.Provider>,
    );
    const select = await screen.findByLabelText('اللغة');
    expect(select).toHaveProperty('value', 'ar');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    // Each of the hotel's book languages, named in its own script.
    expect([...(select as HTMLSelectElement).options].map((option) => option.textContent).sort()).toEqual(
      ['Bahasa Indonesia', 'English', 'ไทย', 'العربية'].sort(),
    );
    fireEvent.change(select, { target: { value: 'en' } });
    await screen.findByLabelText('Language');
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(document.documentElement.lang).toBe('en');
  });

  it("folds the language and the member links behind the phone's Menu button; Escape folds them back onto it", async () => {
    renderSelector({ wholeHeader: true });
    const menu = await screen.findByRole('button', { name: 'Menu' });
    const entries = document.getElementById(menu.getAttribute('aria-controls')!)!;
    // Both are inside what the button unfolds (at desktop widths the button is hidden and they sit in the row).
    expect(entries.contains(await screen.findByLabelText('Language'))).toBe(true);
    expect(entries.contains(await screen.findByRole('link', { name: 'Sign in' }))).toBe(true);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(entries.hasAttribute('data-open')).toBe(false);
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(entries.hasAttribute('data-open')).toBe(true);
    screen.getByRole('link', { name: 'Sign in' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });
});
