import type { ActorSystem, AnyActorRef, AnyEventObject, SnapshotFrom } from 'xstate';
import { ErrorCode } from '../../contract/error-codes';
import type { authMachine } from '../auth/machine';
import { selectMember } from '../auth/selectors';
import type { bookingMachine } from '../booking/machine';
import {
  selectBookingProblem,
  selectChargeCurrency,
  selectPaymentMethod,
  selectPaysByCard,
  selectPriceRevision,
  selectQuotedExtras,
  selectSelection,
  selectSelectionTotal,
  selectStay,
} from '../booking/selectors';
import { sameBookingMcp, type BookingMcp } from '../currency/booking-currency';
import type { currencyMachine } from '../currency/machine';
import { selectAllowedCardBrands, selectQuote } from '../currency/selectors';
import type { initMachine } from '../init/machine';
import { selectContentLocale, selectHotelCode, selectLocale, selectShownLocale } from '../init/selectors';
import type { packageBookingMachine } from '../package-booking/machine';
import { normaliseLocale } from '../locale/choose-locale';
import type { pointSpendingMachine } from '../point-spending/machine';
import type { MemberReductionsChoice } from '../point-spending/reductions';
import { selectMemberReductions } from '../point-spending/selectors';
import type { priceQuoteMachine } from '../price-quote/machine';
import type { PriceQuoteRequest } from '../price-quote/context';
import { selectPriceFailure, selectPriceSummary } from '../price-quote/selectors';
import { chargeSplitOf, type ChargeSplit } from '../pricing/price-summary';
import { inQuoteCurrency, quoteRequestOf } from '../pricing/quote-request';
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

/** The summary the guest sees on the booking's steps (null: none, loading or failed). */
const shownSummary = (charts: Charts) => {
  const quote = charts(ChartIds.bookingPriceQuote);
  if (!quote) return undefined;
  return selectPriceFailure(quote) ? null : selectPriceSummary(quote);
};

type QuotedTotal = { totalPrice: number; totalExtraPrice: number } | null;

/** What a booking pays in: the chosen currency at its shown rate with the brands it allows, null for the hotel's. */
const bookingMcpOf = (charts: Charts): BookingMcp | null => {
  const currency = charts(ChartIds.currency);
  const quote = currency ? selectQuote(currency) : null;
  return quote && currency
    ? { code: quote.code, rateUpdatedAt: quote.rateUpdatedAt, allowedBrands: selectAllowedCardBrands(currency) }
    : null;
};

const sameReductions = (a: MemberReductionsChoice, b: MemberReductionsChoice) =>
  a.valid === b.valid && a.spendingPointValue === b.spendingPointValue && a.voucherCouponCode === b.voucherCouponCode;

const same = <V>(a: V, b: V) => a === b;

/** Every rule by name; each is a region of the app root, so it shows in the inspector. */
export const relays = {
  /** The booking chart pays in the chosen currency (`currency.changed`, with the card brands it allows). */
  currencyToBooking: {
    reads: [ChartIds.currency, ChartIds.booking],
    tells: ChartIds.booking,
    value: (charts) => bookingMcpOf(charts),
    same: (a, b) => sameBookingMcp(a, b),
    known: () => null,
    message: (mcp) => ({ type: 'currency.changed', mcp }),
  } satisfies Relay<BookingMcp | null>,

  /** A hotel plus flight package pays in the chosen currency too (`currency.changed`, with the card brands it allows). */
  currencyToPackage: {
    reads: [ChartIds.currency, ChartIds.packageBooking],
    tells: ChartIds.packageBooking,
    value: (charts) => bookingMcpOf(charts),
    same: (a, b) => sameBookingMcp(a, b),
    known: () => null,
    message: (mcp) => ({ type: 'currency.changed', mcp }),
  } satisfies Relay<BookingMcp | null>,

  /** "Exchange rate updated" on a package booking reloads the hotel's rates, so the guest sees the new price. */
  packageRateUpdateReloadsCurrencies: {
    reads: [ChartIds.packageBooking, ChartIds.currency],
    tells: ChartIds.currency,
    value: (charts) => {
      const failure = charts(ChartIds.packageBooking)?.context.failure ?? null;
      return failure?.code === ErrorCode.exchangeRateUpdated ? failure : null;
    },
    same,
    known: () => null,
    message: (problem) => (problem ? { type: 'currencies.reloaded' } : null),
  } satisfies Relay<object | null>,

  /** "Exchange rate updated" (SPEC.md section 8) on the booking reloads the hotel's rates, so the guest sees the new price. */
  rateUpdateReloadsCurrencies: {
    reads: [ChartIds.booking, ChartIds.currency],
    tells: ChartIds.currency,
    value: (charts) => {
      const booking = charts(ChartIds.booking);
      const problem = booking ? selectBookingProblem(booking) : null;
      return problem?.code === ErrorCode.exchangeRateUpdated ? problem : null;
    },
    same,
    known: () => null,
    message: (problem) => (problem ? { type: 'currencies.reloaded' } : null),
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

  /**
   * The booking's summary is quoted for the chosen rooms, guests, code, payment method and picked
   * extras, in the currency charged; again after a price_changed refusal (the revision), never twice
   * for the same.
   */
  bookingQuote: {
    reads: [ChartIds.init, ChartIds.booking, ChartIds.bookingPriceQuote],
    tells: ChartIds.bookingPriceQuote,
    value: (charts) => {
      const init = charts(ChartIds.init);
      const booking = charts(ChartIds.booking);
      if (!booking) return undefined;
      const request = inQuoteCurrency(
        quoteRequestOf(
          (init && selectHotelCode(init)) ?? '',
          selectStay(booking),
          selectSelection(booking),
          selectPaymentMethod(booking) ?? null,
          selectQuotedExtras(booking),
        ),
        selectChargeCurrency(booking),
      );
      return request ? { key: `${selectPriceRevision(booking)}:${JSON.stringify(request)}`, request } : undefined;
    },
    same: (a, b) => a.key === b.key,
    message: ({ request }) => ({ type: 'quote.requested', request }),
  } satisfies Relay<{ key: string; request: PriceQuoteRequest }>,

  /** The quoted total the guest sees goes with the reservation (expectedTotalPrice), with the extras it priced. */
  quotedTotalToBooking: {
    reads: [ChartIds.bookingPriceQuote, ChartIds.booking],
    tells: ChartIds.booking,
    value: (charts) => {
      const summary = shownSummary(charts);
      if (summary === undefined) return undefined;
      return summary ? { totalPrice: summary.totalPrice, totalExtraPrice: summary.totalExtraPrice } : null;
    },
    same: (a, b) => a === b || (a?.totalPrice === b?.totalPrice && a?.totalExtraPrice === b?.totalExtraPrice),
    message: (total, charts) => {
      const booking = charts(ChartIds.booking);
      return {
        type: 'price.quoted',
        totalPrice: total?.totalPrice ?? null,
        totalExtraPrice: total?.totalExtraPrice ?? null,
        extras: booking ? selectQuotedExtras(booking) : [],
      };
    },
  } satisfies Relay<QuotedTotal>,

  /** What the quoted summary charges now and later: the booking previews it on the payment step. */
  quotedChargeToBooking: {
    reads: [ChartIds.bookingPriceQuote, ChartIds.booking],
    tells: ChartIds.booking,
    value: (charts) => {
      const summary = shownSummary(charts);
      return summary === undefined ? undefined : chargeSplitOf(summary);
    },
    same: (a, b) => JSON.stringify(a) === JSON.stringify(b),
    message: (charge) => ({ type: 'charge.quoted', charge }),
  } satisfies Relay<ChargeSplit | null>,

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

  /** The chatbot answers the parent window with the signed-in member. */
  memberToChatbot: {
    reads: [ChartIds.auth, ChartIds.chatbot],
    tells: ChartIds.chatbot,
    value: (charts) => {
      const auth = charts(ChartIds.auth);
      return (auth ? selectMember(auth)?.id : null) ?? null;
    },
    same,
    message: (userId) => ({ type: 'member.changed', userId }),
  } satisfies Relay<string | number | null>,

  /** The AI search interprets queries in the UI language shown. */
  languageToAiSearch: {
    reads: [ChartIds.init, ChartIds.aiSearch],
    tells: ChartIds.aiSearch,
    value: (charts) => {
      const init = charts(ChartIds.init);
      const shown = init ? selectShownLocale(init) : null;
      return shown ? (normaliseLocale(shown) ?? 'en') : undefined;
    },
    same,
    message: (uiLanguage) => ({ type: 'language.changed', uiLanguage }),
  } satisfies Relay<string>,

  /** Points and vouchers are offered against the booking's total and its payment method. */
  priceToPointSpending: {
    reads: [ChartIds.booking, ChartIds.pointSpending],
    tells: ChartIds.pointSpending,
    value: (charts) => {
      const booking = charts(ChartIds.booking);
      const total = booking ? selectSelectionTotal(booking) : null;
      return booking && total ? { price: total.amount, paysByCard: selectPaysByCard(booking) } : undefined;
    },
    same: (a, b) => a.price === b.price && a.paysByCard === b.paysByCard,
    message: ({ price, paysByCard }) => ({ type: 'price.updated', price, paysByCard }),
  } satisfies Relay<{ price: number; paysByCard: boolean }>,

  /** The member's points and voucher go with the reservation (`reductions.changed`). */
  reductionsToBooking: {
    reads: [ChartIds.pointSpending, ChartIds.booking],
    tells: ChartIds.booking,
    value: (charts) => {
      const spending = charts(ChartIds.pointSpending);
      return spending ? selectMemberReductions(spending) : undefined;
    },
    same: sameReductions,
    message: (reductions) => ({ type: 'reductions.changed', reductions }),
  } satisfies Relay<MemberReductionsChoice>,
};

export type RelayName = keyof typeof relays;

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
  const relay = relays[name] as unknown as Relay<unknown>;
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
