// @vitest-environment jsdom
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAllLocales } from '../locales/i18n-util.sync';
import { createClientSessionStore, createMemoryStorage } from '../machines/transport/client-session';
import { operationNameOf, type GatewayClient } from '../machines/transport/graphql-client';
import { createMemberTokenStore } from '../machines/auth/actors';
import { App } from './app';
import type { BrowserServices } from './app/browser-services';
import { kyotoRooms, kyotoSettings } from './test-support/fixtures';

// The page draws its charts' views in renders that yield to the browser (machines/chart-provider.tsx,
// ChartViewsFollow), which a loaded machine can take past findBy's default second: these tests wait up to five.
configure({ asyncUtilTimeout: 5_000 });

loadAllLocales();
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

/** A gateway that answers each operation from fixtures, after `delay` (so the spinner can be seen). */
function fakeServices(delay: Promise<void> = Promise.resolve(), settings = kyotoSettings): BrowserServices {
  const client: GatewayClient = {
    async request(document) {
      await delay;
      const name = operationNameOf(document);
      if (name === 'StartClientSession')
        return { startClientSession: { token: 't', expiresAt: '2099-01-01T00:00:00Z' } } as never;
      if (name === 'HotelSettings') return { hotel: settings.hotel, bookingWidgetSettings: settings.settings } as never;
      if (name === 'RoomSearch') return { rooms: { rooms: kyotoRooms } } as never;
      throw new Error(`unexpected operation ${name}`);
    },
  };
  const storage = createMemoryStorage();
  return {
    client,
    initDependencies: {
      clientSessions: createClientSessionStore(storage),
      localeStorage: storage,
      browserLanguages: () => ['en-US'],
      speakLocale: () => {},
    },
    navigate: (path, options) =>
      options?.replace ? window.history.replaceState(null, '', path) : window.history.pushState(null, '', path),
    goToServiceUnavailable: () => {},
    restartSession: () => {},
    memberTokens: createMemberTokenStore(storage),
    onUnauthorized: () => () => {},
    resetAfterSignOut: () => {},
  };
}

function renderAt(url: string, services = fakeServices()) {
  window.history.replaceState(null, '', url);
  return render(<App services={services} initialLocale="en" search={window.location.search} />);
}

describe('App', () => {
  it('shows a labelled spinner until init arrives, then redirects / to the results keeping the query', async () => {
    let release!: () => void;
    renderAt('/?code=demo-kyoto&adults=2', fakeServices(new Promise<void>((resolve) => (release = resolve))));
    expect(screen.getByRole('status', { name: /loading/i })).toBeTruthy();

    release();
    expect(await screen.findByRole('article', { name: 'Garden Twin' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: /loading/i })).toBeNull();
    expect(window.location.pathname).toBe('/booking/result');
    expect(new URLSearchParams(window.location.search).get('code')).toBe('demo-kyoto');
    expect(new URLSearchParams(window.location.search).get('adults')).toBe('2');
    expect(screen.getByRole('link', { name: /Demo Kyoto/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
  });

  it("dresses the page in the hotel's colours, with text on them at 4.5:1", async () => {
    const yellowAndGrey = {
      ...kyotoSettings,
      settings: { ...kyotoSettings.settings, buttonColour: '#ffd400', headerColour: '#777777' },
    };
    renderAt('/booking/result?code=demo-kyoto', fakeServices(Promise.resolve(), yellowAndGrey));
    const header = (await screen.findByRole('link', { name: /Demo Kyoto/ })).closest('header')!;
    const root = screen.getByTestId('app-root');
    expect(root.contains(header)).toBe(true);
    expect(root.contains(screen.getByRole('main'))).toBe(true);
    const token = (name: string) => root.style.getPropertyValue(name);
    // Yellow buttons take near-black text; the grey header is darkened just enough for white text.
    expect(token('--color-brand')).toBe('#ffd400');
    expect(token('--color-on-brand')).toBe('#1d232a');
    expect(token('--color-brand-hover')).toMatch(/^#[0-9a-f]{6}$/);
    expect(token('--color-brand-ink')).not.toBe('#ffd400');
    expect(token('--color-header')).not.toBe('#777777');
    expect(token('--color-on-header')).toBe('#ffffff');
  });

  it('says "No hotel code" when the URL names no hotel', async () => {
    renderAt('/booking/result');
    expect(await screen.findByRole('heading', { name: 'No hotel code' })).toBeTruthy();
  });

  it('hides the language selector on the guest details', async () => {
    // The page is loaded on demand (src/app/lazy-pages.ts); loaded here first, it shows without waiting on the import.
    await import('./views/booking/guest-detail-page');
    renderAt('/reservation/guest-detail?code=demo-kyoto');
    expect(await screen.findByRole('heading', { name: 'Guest details' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
  });

  it('shows the not-found page for unknown routes', async () => {
    renderAt('/no/such/page?code=demo-kyoto');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('adds the hotel code to in-app links', async () => {
    renderAt('/search?code=demo-kyoto');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Cancellation policy' }).getAttribute('href')).toBe(
        '/cancellation-policy?code=demo-kyoto',
      ),
    );
  });
});
