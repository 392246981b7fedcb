import type { ActorSystem, AnyActorRef, AnyEventObject, SnapshotFrom } from 'xstate';
import { ErrorCode } from '../../contract/error-codes';
import type { authMachine } from '../auth/machine';
import type { bookingMachine } from '../booking/machine';
import { selectBookingProblem } from '../booking/selectors';
import { sameBookingMcp, type BookingMcp } from '../currency/booking-currency';
import type { currencyMachine } from '../currency/machine';
import { selectAllowedCardBrands, selectQuote } from '../currency/selectors';
import type { initMachine } from '../init/machine';
import { selectContentLocale, selectLocale } from '../init/selectors';
import type { packageBookingMachine } from '../package-booking/machine';
import type { pointSpendingMachine } from '../point-spending/machine';
import type { priceQuoteMachine } from '../price-quote/machine';
import type { searchExtrasMachine } from '../search-extras/machine';
import {
  selectAsksKidsMealBed,
  selectAsksKidsPerRoom,
  selectExtrasFailed,
  selectExtrasLoading,
} from '../search-extras/selectors';
import type { searchMachine } from '../search/machine';
import { stayRoomsKey } from '../search/criteria-breadth';
import { roomsOf } from '../search/search-criteria';
import { selectCanSearch, selectCriteria, selectHasResults, selectSearchedStay } from '../search/selectors';

/** The systemIds of the charts the rules read and tell (each chart's provider spawns it under its id). */
export const ChartIds = {
  auth: 'auth',
  booking: 'booking',
  /** The booking's price summary (machines/price-quote), apart from a reservation's on the confirmation. */
  bookingPriceQuote: 'bookingPriceQuote',
  chatbot: 'chatbot',
  currency: 'currency',
  init: 'init',
  aiSearch: 'aiSearch',
  packageBooking: 'packageBooking',
  pointSpending: 'pointSpending',
  search: 'search',
  searchExtras: 'searchExtras',
} as const;
type ChartId = (typeof ChartIds)[keyof typeof ChartIds];

interface Snapshots {
  auth: SnapshotFrom<typeof authMachine>;
  booking: SnapshotFrom<typeof bookingMachine>;
  bookingPriceQuote: SnapshotFrom<typeof priceQuoteMachine>;
  chatbot: unknown;
  currency: SnapshotFrom<typeof currencyMachine>;
  init: SnapshotFrom<typeof initMachine>;
  aiSearch: unknown;
  packageBooking: SnapshotFrom<typeof packageBookingMachine>;
  pointSpending: SnapshotFrom<typeof pointSpendingMachine>;
  search: SnapshotFrom<typeof searchMachine>;
  searchExtras: SnapshotFrom<typeof searchExtrasMachine>;
}

/** The running charts' snapshots, read by systemId (undefined while a chart is not running). */
export type Charts = <Id extends ChartId>(id: Id) => Snapshots[Id] | undefined;

export function chartsOf(system: ActorSystem<never>): Charts {
  return (id) => (system.get(id) as AnyActorRef | undefined)?.getSnapshot();
}

/**
 * One rule passing a chart's news to another: whenever a chart it reads changes, the value is worked
 * out again, and when it differs from what the target was last told, the target gets the message.
 */
export interface Relay<V> {
  /** The charts whose snapshots may change the value (the target included: its start counts). */
  reads: readonly ChartId[];
  /** The chart told. */
  tells: ChartId;
  /** The news; undefined: nothing to tell now (and nothing remembered). */
  value: (charts: Charts) => V | undefined;
  same: (a: V, b: V) => boolean;
  /** What a newly started target counts as told already; left out: nothing, so it hears the value at once. */
  known?: (charts: Charts) => V | undefined;
  /** The message for a new value; null: the news needs no message now. */
  message: (value: V, charts: Charts) => AnyEventObject | null;
}

type Stay = NonNullable<ReturnType<typeof selectSearchedStay>>;
// The children's tiers, ages and meal and bed options count too: other ones are priced otherwise.
const roomsKey = (stay: Stay) => stayRoomsKey(stay);
/** A new code re-prices the selection too (machines/pricing). */
const codeKey = (stay: Stay) => `${stay.promoCode ?? ''}|${stay.couponCode ?? ''}`;
const sameStay = (a: Stay, b: Stay) =>
  a === b ||
  (a.checkin === b.checkin &&
    a.checkout === b.checkout &&
    a.adults === b.adults &&
    a.children === b.children &&
    roomsKey(a) === roomsKey(b) &&
    codeKey(a) === codeKey(b));

const currencyKey = (charts: Charts) => {
  const currency = charts(ChartIds.currency);
  const quote = currency ? selectQuote(currency) : null;
  return quote ? `${quote.code}|${quote.rateUpdatedAt}` : '';
};

const contentLocaleOf = (charts: Charts) => {
  const init = charts(ChartIds.init);
  return (init && selectContentLocale(init)) ?? undefined;
};

/** The shown results searched again (nothing while none are shown or the search cannot run). */
const searchShownAgain = (charts: Charts) => {
  const search = charts(ChartIds.search);
  return search && selectHasResults(search) && selectCanSearch(search) ? { type: 'search.submitted' } : null;
};

/** What a booking pays in: the chosen currency at its shown rate with the brands it allows, null for the hotel's. */
const bookingMcpOf = (charts: Charts): BookingMcp | null => {
  const currency = charts(ChartIds.currency);
  const quote = currency ? selectQuote(currency) : null;
  return quote && currency
    ? { code: quote.code, rateUpdatedAt: quote.rateUpdatedAt, allowedBrands: selectAllowedCardBrands(currency) }
    : null;
};

export const same = <V>(a: V, b: V) => a === b;

/** A booking chart pays in the chosen currency (`currency.changed`, with the card brands it allows). */
export const paysInChosenCurrency = {
  value: bookingMcpOf,
  same: sameBookingMcp,
  known: () => null,
  message: (mcp: BookingMcp | null) => ({ type: 'currency.changed', mcp }),
};

/** A refusal for "exchange rate updated" reloads the hotel's rates, once per refusal. */
export const reloadsCurrencies = {
  same,
  known: () => null,
  message: (problem: object | null) => (problem ? { type: 'currencies.reloaded' } : null),
};

/** Every rule by name; each is a region of the app root, so it shows in the inspector. */
export const relays = {
  /** The booking chart pays in the chosen currency (`currency.changed`, with the card brands it allows). */
  currencyToBooking: {
    reads: [ChartIds.currency, ChartIds.booking],
    tells: ChartIds.booking,
    ...paysInChosenCurrency,
  } satisfies Relay<BookingMcp | null>,

  /** "Exchange rate updated" (SPEC.md section 8) on the booking reloads the hotel's rates, so the guest sees the new price. */
  rateUpdateReloadsCurrencies: {
    reads: [ChartIds.booking, ChartIds.currency],
    tells: ChartIds.currency,
    value: (charts) => {
      const booking = charts(ChartIds.booking);
      const problem = booking ? selectBookingProblem(booking) : null;
      return problem?.code === ErrorCode.exchangeRateUpdated ? problem : null;
    },
    ...reloadsCurrencies,
  } satisfies Relay<object | null>,

  /** Another currency (or a new rate) prices the shown results again, with the booking API's amounts in that currency. */
  currencyResearches: {
    reads: [ChartIds.currency, ChartIds.search],
    tells: ChartIds.search,
    value: currencyKey,
    same,
    known: currencyKey,
    message: (_, charts) => searchShownAgain(charts),
  } satisfies Relay<string>,

  /**
   * After a language switch, once the requests speak it, the shown results are read again in it: the
   * room and plan names of the results and of the booking's selection (which names them by code).
   */
  languageReloadsResults: {
    reads: [ChartIds.init, ChartIds.search],
    tells: ChartIds.search,
    value: contentLocaleOf,
    same,
    // A search started after the switch reads its results in the new language already.
    known: contentLocaleOf,
    message: (_, charts) => searchShownAgain(charts),
  } satisfies Relay<string>,

  /** After a language switch the search page's children's tiers, hotel notices and facilities are read again in it. */
  languageReloadsSearchExtras: {
    reads: [ChartIds.init, ChartIds.searchExtras],
    tells: ChartIds.searchExtras,
    value: contentLocaleOf,
    same,
    // Opened after the switch, it loads in the new language already.
    known: contentLocaleOf,
    message: () => ({ type: 'language.changed' }),
  } satisfies Relay<string>,

  /** A new search (other dates or guests) tells the booking chart; the chart decides what that clears. */
  stayToBooking: {
    reads: [ChartIds.search, ChartIds.booking],
    tells: ChartIds.booking,
    value: (charts) => {
      const search = charts(ChartIds.search);
      return (search && selectSearchedStay(search)) ?? undefined;
    },
    same: sameStay,
    // The booking starts with the criteria of its page.
    known: (charts) => {
      const search = charts(ChartIds.search);
      return (search && selectSearchedStay(search)) ?? undefined;
    },
    message: (criteria) => ({ type: 'criteria.updated', criteria }),
  } satisfies Relay<Stay>,

  /** The UI language is the booking's language (a change on the guest details keeps the booking). */
  localeToBooking: {
    reads: [ChartIds.init, ChartIds.booking],
    tells: ChartIds.booking,
    value: (charts) => {
      const init = charts(ChartIds.init);
      return init ? selectLocale(init) : null;
    },
    same,
    message: (locale) => ({ type: 'locale.changed', locale }),
  } satisfies Relay<string | null>,

  /** The hotel's notices follow the searched check-in (SPEC.md section 5). */
  checkinToSearchExtras: {
    reads: [ChartIds.search, ChartIds.searchExtras],
    tells: ChartIds.searchExtras,
    value: (charts) => charts(ChartIds.search)?.context.searchedCriteria?.checkin ?? undefined,
    same,
    message: (checkin) => ({ type: 'checkin.changed', checkin }),
  } satisfies Relay<string>,

  /** A hotel that tiers children asks for them room by room (by tier or by age): the search switches to per-room guests. */
  perRoomGuestsForTieredChildren: {
    reads: [ChartIds.searchExtras, ChartIds.search],
    tells: ChartIds.search,
    value: (charts) => {
      const extras = charts(ChartIds.searchExtras);
      const search = charts(ChartIds.search);
      return Boolean(extras && search && selectAsksKidsPerRoom(extras) && !selectCriteria(search).roomGuests);
    },
    same,
    message: (switchNow, charts) => {
      const search = charts(ChartIds.search);
      if (!switchNow || !search) return null;
      return {
        type: 'rooms.changed',
        rooms: roomsOf(selectCriteria(search)).map((room) => ({ ...room, children: 0 })),
      };
    },
  } satisfies Relay<boolean>,

  /** The search learns whether each child needs a meal and bed option (it keeps them, and refuses to search unchosen ones). */
  kidsSettingToSearch: {
    reads: [ChartIds.searchExtras, ChartIds.search],
    tells: ChartIds.search,
    value: (charts) => {
      const extras = charts(ChartIds.searchExtras);
      if (!extras || selectExtrasLoading(extras) || selectExtrasFailed(extras)) return undefined;
      return selectAsksKidsMealBed(extras);
    },
    same,
    message: (asksMealBed) => ({ type: 'kids.settingLoaded', asksMealBed }),
  } satisfies Relay<boolean>,
};

/** Which charts a rule reads and which one it tells: what the app root needs to give it a region. */
type RelayWiring = Pick<Relay<unknown>, 'reads' | 'tells'>;

/**
 * The rules about the charts only later pages spawn (the booking's price summary, points and
 * vouchers, a hotel plus flight package, the chatbot, the AI search): their wiring here, so the app
 * root has their regions from the start; their code in ./later-relays.ts, which the providers of
 * those charts register (`registerRelays`) before they spawn one. Until then a rule tells nothing:
 * its chart to tell is not running, or the chart it reads is not (the value is not known yet).
 */
export const laterRelayWiring = {
  currencyToPackage: { reads: [ChartIds.currency, ChartIds.packageBooking], tells: ChartIds.packageBooking },
  packageRateUpdateReloadsCurrencies: {
    reads: [ChartIds.packageBooking, ChartIds.currency],
    tells: ChartIds.currency,
  },
  bookingQuote: {
    reads: [ChartIds.init, ChartIds.booking, ChartIds.bookingPriceQuote],
    tells: ChartIds.bookingPriceQuote,
  },
  quotedTotalToBooking: { reads: [ChartIds.bookingPriceQuote, ChartIds.booking], tells: ChartIds.booking },
  quotedChargeToBooking: { reads: [ChartIds.bookingPriceQuote, ChartIds.booking], tells: ChartIds.booking },
  memberToChatbot: { reads: [ChartIds.auth, ChartIds.chatbot], tells: ChartIds.chatbot },
  languageToAiSearch: { reads: [ChartIds.init, ChartIds.aiSearch], tells: ChartIds.aiSearch },
  priceToPointSpending: { reads: [ChartIds.booking, ChartIds.pointSpending], tells: ChartIds.pointSpending },
  reductionsToBooking: { reads: [ChartIds.pointSpending, ChartIds.booking], tells: ChartIds.booking },
} as const satisfies Record<string, RelayWiring>;

export type LaterRelayName = keyof typeof laterRelayWiring;
export type RelayName = keyof typeof relays | LaterRelayName;

/** Every rule's wiring by name, the later ones' before their code is there. */
export const relayWiring: Record<RelayName, RelayWiring> = { ...relays, ...laterRelayWiring };

/** A rule of whatever value it passes on, as the registry keeps it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRelay = Relay<any>;

const registered: Partial<Record<LaterRelayName, Relay<unknown>>> = {};

/** The later rules' code (./later-relays.ts), from the provider of a chart they read or tell; again is harmless. */
export function registerRelays(rules: { [Name in LaterRelayName]: AnyRelay }): void {
  Object.assign(registered, rules);
}

const relayOf = (name: RelayName): Relay<unknown> | undefined =>
  name in relays
    ? (relays[name as keyof typeof relays] as unknown as Relay<unknown>)
    : registered[name as LaterRelayName];

/** What a rule last told, and to which running instance of its target (a new instance starts afresh). */
export interface Told {
  session: string;
  /** Nothing told yet when absent. */
  value?: unknown;
}

/**
 * The rule's decision on a chart's new snapshot: the memory to keep and the message to send (null:
 * none); undefined: nothing changes (no target running, or no news).
 */
export function decide(
  name: RelayName,
  system: ActorSystem<never>,
  told: Told | undefined,
): { told: Told; message: AnyEventObject | null } | undefined {
  const relay = relayOf(name);
  if (!relay) return undefined;
  const target = system.get(relay.tells) as AnyActorRef | undefined;
  if (!target) return undefined;
  const charts = chartsOf(system);
  let last = told?.session === target.sessionId ? told : undefined;
  if (!last) {
    const known = relay.known?.(charts);
    last = known === undefined ? { session: target.sessionId } : { session: target.sessionId, value: known };
  }
  const value = relay.value(charts);
  if (value === undefined) return last === told ? undefined : { told: last, message: null };
  if ('value' in last && relay.same(last.value, value))
    return last === told ? undefined : { told: last, message: null };
  return { told: { session: target.sessionId, value }, message: relay.message(value, charts) };
}
