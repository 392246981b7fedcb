import { configure, render } from '@testing-library/react';
import {
  extrasQuestionsMachine,
  type LoadedOffer,
  type LoadOfferRequest,
  type UploadedAttachment,
  type UploadRequest,
} from '../../machines/booking/extras-questions/machine';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { loadAllLocales } from '../../locales/i18n-util.sync';
import { locales } from '../../locales/i18n-util';
import { bookingMachine } from '../../machines/booking/machine';
import { loadLaterSteps } from '../../machines/booking/later-steps-loader';
import { BookingContext, useBookingActorRef } from '../../machines/booking/provider';
import type { CreatedReservation, CreateReservationRequest, TokenizeCardRequest } from '../../machines/booking/context';
import { initMachine } from '../../machines/init/machine';
import { InitContext } from '../../machines/init/provider';
import type { HotelSettings, LocalePreferences } from '../../machines/init/context';
import { searchMachine } from '../../machines/search/machine';
import { SearchContext } from '../../machines/search/provider';
import type { Room, SearchResult } from '../../machines/search/context';
import type { SearchRoomsInput } from '../../machines/search/actors';
import { I18nBridge } from '../i18n/i18n-bridge';
import { ServicesProvider } from '../app/services-context';
import type { BrowserServices } from '../app/browser-services';
import { kyotoRooms, kyotoSettings } from './fixtures';

// The booking chart's code of the steps past the room choice, loaded as the app's guest-detail route does (src/app/lazy-pages.ts).
await loadLaterSteps();

loadAllLocales();

// The results draw their rooms in a deferred render after the search answers (results-page.tsx), which
// a loaded machine can take past findBy's default second: the view tests wait up to five.
configure({ asyncUtilTimeout: 5_000 });

export interface BookingHarness {
  /** The booking chart's actor, for driving it to a state before asserting on the view. */
  booking: () => ActorRefFrom<typeof bookingMachine>;
  navigations: string[];
  createReservation: CreateReservationRequest[];
}

/**
 * Renders a view over the real init, search and booking charts, provided with fake actors that
 * answer at once: no transport, no browser storage, a memory router.
 */
export function renderWithBookingCharts(
  view: ReactNode,
  options: {
    path?: string;
    rooms?: Room[];
    settings?: HotelSettings;
    locale?: 'en' | 'ja';
    extrasOffer?: LoadedOffer;
    /** A refusal (a Failure) to throw for this request instead of booking; undefined books. */
    refuseReservation?: (input: CreateReservationRequest) => unknown;
    /** The app's services around every chart (one app root): views that open charts of their own need them. */
    services?: BrowserServices;
  } = {},
) {
  const settings = options.settings ?? kyotoSettings;
  const rooms = options.rooms ?? kyotoRooms;
  const harness: BookingHarness & { ref: ActorRefFrom<typeof bookingMachine> | null } = {
    ref: null,
    booking: () => {
      if (!harness.ref) throw new Error('booking chart not mounted');
      return harness.ref;
    },
    navigations: [],
    createReservation: [],
  };
  const search = '?code=demo-kyoto&checkin=2030-05-01&checkout=2030-05-03&adults=2';
  const init = initMachine.provide({
    actors: {
      readStoredClientSession: fromPromise<string | null, void>(async () => 'session-token'),
      startClientSession: fromPromise(async () => ({ token: 'session-token', expiresAt: '2030-04-02T00:00:00Z' })),
      loadHotelSettings: fromPromise<HotelSettings, { hotelCode: string }>(async () => settings),
      readLocalePreferences: fromPromise<LocalePreferences, void>(async () => ({
        stored: options.locale ?? 'en',
        browserLanguages: ['en-US'],
      })),
    },
  });
  const searchLogic = searchMachine.provide({
    actors: {
      searchRooms: fromPromise<SearchResult, SearchRoomsInput>(async () => ({ rooms, nextAvailableDate: null })),
    },
  });
  const bookingLogic = bookingMachine.provide({
    actors: {
      generateIdempotencyKey: fromPromise<string, void>(async () => 'key-1'),
      tokenizeCard: fromPromise<string, TokenizeCardRequest>(async () => 'tok-test'),
      // The extras and questions step answers with options.extrasOffer (nothing to offer without it).
      ...(options.extrasOffer ? { extrasQuestions: extrasQuestionsWith(options.extrasOffer) } : {}),
      createReservation: fromPromise<CreatedReservation, CreateReservationRequest>(async ({ input }) => {
        harness.createReservation.push(input);
        const refusal = options.refuseReservation?.(input);
        if (refusal) throw refusal;
        return {
          confirmationNumber: 'ABC123',
          status: 'done',
          bypassToken: 'bypass',
          checkinDate: input.reservation.checkinDate,
          checkoutDate: input.reservation.checkoutDate,
          totalPrice: 24000,
          currency: 'JPY',
          payment: null,
        };
      }),
    },
    actions: {
      goToConfirmation: (_, params) =>
        void harness.navigations.push(`/reservation/confirmation/${params.confirmationNumber}`),
    },
  });
  const { hook } = memoryLocation({ path: options.path ?? `/booking/result${search}`, static: false });

  function Capture() {
    harness.ref = useBookingActorRef();
    return null;
  }

  const charts = (
    <InitContext.Provider logic={init} options={{ input: { search, appLocales: locales } }}>
      <I18nBridge initial={options.locale ?? 'en'}>
        <Router hook={hook}>
          <SearchContext.Provider
            logic={searchLogic}
            options={{
              input: {
                hotelCode: 'demo-kyoto',
                search,
                settings: {
                  today: settings.settings.today,
                  defaultSearchSetting: settings.settings.defaultSearchSetting,
                  maxGuestsPerRoom: settings.settings.maxGuestsPerRoom,
                },
              },
            }}
          >
            <BookingContext.Provider
              logic={bookingLogic}
              options={{
                input: {
                  hotelCode: 'demo-kyoto',
                  country: settings.hotel.address?.country ?? null,
                  criteria: { checkin: '2030-05-01', checkout: '2030-05-03', adults: 2, children: 0 },
                },
              }}
            >
              <Capture />
              {view}
            </BookingContext.Provider>
          </SearchContext.Provider>
        </Router>
      </I18nBridge>
    </InitContext.Provider>
  );
  const result = render(
    options.services ? (
      <ServicesProvider services={options.services} inspect={undefined}>
        {charts}
      </ServicesProvider>
    ) : (
      charts
    ),
  );
  return { ...result, harness };
}

/** The extras and questions step with a fixed offer; uploads answer at once with `att-<file name>`. */
function extrasQuestionsWith(offer: LoadedOffer) {
  return extrasQuestionsMachine.provide({
    actors: {
      loadOffer: fromPromise<LoadedOffer, LoadOfferRequest>(async () => offer),
      uploadAttachment: fromPromise<UploadedAttachment, UploadRequest>(async ({ input }) => ({
        id: `att-${input.file.name}`,
        fileName: input.file.name,
      })),
    },
  });
}
