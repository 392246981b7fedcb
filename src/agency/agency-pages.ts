import { lazy, type ComponentType } from 'react';

/**
 * The agency site's pages besides its home, each loaded on first visit as its own chunk (as
 * src/app/lazy-pages.ts does for the widget's pages).
 */
function page<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

export const SearchHotelsPage = page(() => import('./search-hotels-page').then((m) => m.SearchHotelsPage));
export const ConfirmReservationPage = page(() =>
  import('./confirm-reservation-page').then((m) => m.ConfirmReservationPage),
);
export const AgencyTestPage = page(() => import('./agency-test-page').then((m) => m.AgencyTestPage));
export const OtaSignInPage = page(() => import('./ota-sign-in-page').then((m) => m.OtaSignInPage));
