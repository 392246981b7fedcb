import { Suspense, useMemo, type ReactNode } from 'react';
import { useRoute } from 'wouter';
import { BookingProvider } from '../../../machines/booking/provider';
import type { BookingNavigation } from '../../../machines/booking/provider';
import {
  nameSettingsOf,
  selectHotel,
  selectHotelCode,
  selectLocale,
  selectSettings,
} from '../../../machines/init/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import { SearchProvider, useSearchActorRef, useSearchSelector } from '../../../machines/search/provider';
import type { SearchActions } from '../../../machines/search/provider';
import { selectCriteria } from '../../../machines/search/selectors';
import { DEFAULT_MAX_GUESTS_PER_ROOM } from '../../../machines/search/criteria-types';
import { useAppServices } from '../../app/services-context';
import {
  CAMPAIGN_COOKIE_LIFETIME_SECONDS,
  CAMPAIGN_COOKIE_NAME,
  CRITERIA_COOKIE_LIFETIME_SECONDS,
  criteriaCookieName,
} from '../../../machines/search/criteria-cookie';
import { createCookieStorage } from '../../app/cookie-storage';
import { useI18nContext } from '../../../locales/i18n-react';
import { GuestDetailPage } from '../../app/lazy-pages';
import { Spinner } from '../../shell/spinner';
import { ResultsPage } from './results-page';
import { CalendarScope } from '../search/date-range-calendar';
import type { CalendarSetup } from '../search/calendar-setup';
import { SearchExtrasScope } from './search-options-panels';
import { useSearchCurrencyClient } from '../currency/currency-scope';
import { useAuthActorRef } from '../../../machines/auth/provider';
import {
  forgetSavedBooking,
  historyWatcher,
  keepBookingDraft,
  memberWatcher,
  readBookingDraft,
  showBookingStep,
} from './booking-continuity';

/** The guest-detail step, with its payment section; the agency site also names it /reservation/payment. */
const GUEST_DETAIL_PATH = /^\/reservation\/(?:guest-detail|payment)\/?$/;

/**
 * Creates the search and booking charts for the results and guest-detail pages, so the selection
 * survives the step from one to the other. A language switch keeps them: the app root has the
 * results, the search page's tiers, notices and facilities read again in the new language (SPEC.md
 * section 4: a locale change clears rooms and plans and reloads the view), and the booking goes on in
 * it with the same rooms and plans, whose names now come from the results read again
 * (machines/app-root/relays.ts).
 */
export function BookingFlow() {
  return <SearchAndBooking />;
}

// The criteria cookie lives an hour, the campaign cookie a day (SPEC.md section 9).
const criteriaCookies = createCookieStorage(CRITERIA_COOKIE_LIFETIME_SECONDS);
const campaignCookies = createCookieStorage(CAMPAIGN_COOKIE_LIFETIME_SECONDS);

function SearchAndBooking() {
  const { services, inspect } = useAppServices();
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  const settings = useInitSelector(selectSettings);
  // Room searches also ask for prices in the guest's currency (machines/currency/currency-transport.ts).
  const searchClient = useSearchCurrencyClient(services.client);
  const actions = useMemo<SearchActions>(
    () => ({
      // The results URL carries the criteria; other pages of the flow keep their own path.
      syncUrl: (query) => services.navigate(`${window.location.pathname}?${query}`, { replace: true }),
      saveCriteriaCookie: (name, value) => criteriaCookies.setItem(name, value),
      saveCampaignCookie: (value) => campaignCookies.setItem(CAMPAIGN_COOKIE_NAME, value),
      goTo: (path) => services.navigate(path),
    }),
    [services],
  );
  // Read once: the chart owns the criteria from here on.
  const input = useMemo(
    () => ({
      hotelCode,
      search: window.location.search,
      // URL over this cookie over the defaults (SPEC.md section 3).
      storedCriteria: criteriaCookies.getItem(criteriaCookieName(hotelCode)),
      settings: {
        today: settings?.today ?? '',
        defaultSearchSetting: settings?.defaultSearchSetting ?? { adults: 2, checkinDateOffset: 0 },
        maxGuestsPerRoom: settings?.maxGuestsPerRoom ?? DEFAULT_MAX_GUESTS_PER_ROOM,
        ...(settings
          ? {
              multiRoomsSearchLimit: settings.multiRoomsSearchLimit,
              maxChildrenPerAdult: settings.maxChildrenPerAdult,
              currency: settings.currency,
              multiCurrency: settings.mcpEnabled,
              bookingWidgetType: settings.bookingWidgetType,
            }
          : {}),
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return (
    <SearchProvider client={searchClient} actions={actions} input={input} inspect={inspect}>
      {/* Children's tiers, hotel notices and facilities of the search page (search-options-panels.tsx). */}
      <SearchExtrasScope>
        <SearchCalendar>
          <BookingOverSearch />
        </SearchCalendar>
      </SearchExtrasScope>
    </SearchProvider>
  );
}

/** The search bar's date-range calendar: a chosen stay becomes the search bar's dates. */
function SearchCalendar({ children }: { children: ReactNode }) {
  const { services, inspect } = useAppServices();
  const search = useSearchActorRef();
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  const today = useInitSelector(selectSettings)?.today ?? '';
  const setup = useMemo<CalendarSetup>(
    () => ({
      client: services.client,
      hotelCode,
      today,
      inspect,
      onRangeChosen: (checkin, checkout) => search.send({ type: 'criteria.changed', criteria: { checkin, checkout } }),
    }),
    [services, hotelCode, today, inspect, search],
  );
  return <CalendarScope setup={setup}>{children}</CalendarScope>;
}

function BookingOverSearch() {
  const { LL } = useI18nContext();
  const { services, inspect } = useAppServices();
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  const locale = useInitSelector(selectLocale);
  // Phone numbers typed without a country code are read as numbers of the hotel's country.
  const country = useInitSelector(selectHotel)?.address?.country ?? null;
  // Kana reading and address fields as the hotel asks them (contract/names-addresses.ts).
  const settings = useInitSelector(selectSettings);
  const nameSettings = nameSettingsOf(settings);
  const criteria = useSearchSelector(selectCriteria);
  // The agency site's /reservation/payment is the same step page (its payment section).
  const [onGuestDetail] = useRoute(GUEST_DETAIL_PATH);
  const auth = useAuthActorRef();
  const navigation = useMemo<BookingNavigation>(
    () => ({
      navigate: (path) => services.navigate(path),
      goToSearch: () => services.navigate(`/booking/result${window.location.search}`),
      // A reload, the browser's Back or a 3-D Secure failure resumes the booking saved in this tab (booking-continuity.ts).
      keepDraft: keepBookingDraft,
      forgetDraft: () => forgetSavedBooking(hotelCode),
      showStep: showBookingStep,
    }),
    [services, hotelCode],
  );
  // The signed-in member and the browser's history reach the chart as events of its own watchers.
  const watchers = useMemo(() => ({ member: memberWatcher(auth), history: historyWatcher }), [auth]);
  const input = useMemo(
    () => ({
      hotelCode,
      locale,
      country,
      nameSettings,
      sellsExtras: settings?.sellsExtras ?? null,
      cardProvider: settings?.cardPaymentProvider ?? null,
      hotelBrandId: settings?.hotelBrandId ?? null,
      criteria: {
        checkin: criteria.checkin,
        checkout: criteria.isDayUse ? criteria.checkin : criteria.checkout,
        adults: criteria.adults,
        children: criteria.children,
        ...(criteria.roomGuests ? { rooms: criteria.roomGuests.map((room) => ({ ...room })) } : {}),
      },
      draft: readBookingDraft(hotelCode),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return (
    <BookingProvider
      client={services.client}
      navigation={navigation}
      input={input}
      inspect={inspect}
      watchers={watchers}
    >
      {onGuestDetail ? (
        // Loaded on the first step to it; the charts above keep the selection meanwhile.
        <Suspense fallback={<Spinner label={LL.app.loading()} />}>
          <GuestDetailPage />
        </Suspense>
      ) : (
        <ResultsPage />
      )}
    </BookingProvider>
  );
}
