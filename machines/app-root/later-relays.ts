import { ErrorCode } from '../../contract/error-codes';
import { selectMember } from '../auth/selectors';
import {
  selectChargeCurrency,
  selectPaymentMethod,
  selectPaysByCard,
  selectPriceRevision,
  selectQuotedExtras,
  selectSelection,
  selectSelectionTotal,
  selectStay,
} from '../booking/selectors';
import type { BookingMcp } from '../currency/booking-currency';
import { selectHotelCode, selectShownLocale } from '../init/selectors';
import { normaliseLocale } from '../locale/choose-locale';
import type { MemberReductionsChoice } from '../point-spending/reductions-choice';
import { selectMemberReductions } from '../point-spending/selectors';
import type { PriceQuoteRequest } from '../price-quote/context';
import { selectPriceFailure, selectPriceSummary } from '../price-quote/selectors';
import { chargeSplitOf, type ChargeSplit } from '../pricing/price-summary';
import { inQuoteCurrency, quoteRequestOf } from '../pricing/quote-request';
import {
  ChartIds,
  laterRelayWiring,
  paysInChosenCurrency,
  registerRelays,
  reloadsCurrencies,
  same,
  type Charts,
  type LaterRelayName,
  type Relay,
} from './relays';

/** The summary the guest sees on the booking's steps (null: none, loading or failed). */
const shownSummary = (charts: Charts) => {
  const quote = charts(ChartIds.bookingPriceQuote);
  if (!quote) return undefined;
  return selectPriceFailure(quote) ? null : selectPriceSummary(quote);
};

type QuotedTotal = { totalPrice: number; totalExtraPrice: number } | null;

const sameReductions = (a: MemberReductionsChoice, b: MemberReductionsChoice) =>
  a.valid === b.valid && a.spendingPointValue === b.spendingPointValue && a.voucherCouponCode === b.voucherCouponCode;

/**
 * The app root's rules about the charts only later pages spawn (./relays.ts has their wiring), with
 * the price summary's, the points' and the package's code they read: not part of the results page.
 */
const laterRelays = {
  /** A hotel plus flight package pays in the chosen currency too (`currency.changed`, with the card brands it allows). */
  currencyToPackage: {
    ...laterRelayWiring.currencyToPackage,
    ...paysInChosenCurrency,
  } satisfies Relay<BookingMcp | null>,

  /** "Exchange rate updated" on a package booking reloads the hotel's rates, so the guest sees the new price. */
  packageRateUpdateReloadsCurrencies: {
    ...laterRelayWiring.packageRateUpdateReloadsCurrencies,
    value: (charts) => {
      const failure = charts(ChartIds.packageBooking)?.context.failure ?? null;
      return failure?.code === ErrorCode.exchangeRateUpdated ? failure : null;
    },
    ...reloadsCurrencies,
  } satisfies Relay<object | null>,

  /**
   * The booking's summary is quoted for the chosen rooms, guests, code, payment method and picked
   * extras, in the currency charged; again after a price_changed refusal (the revision), never twice
   * for the same.
   */
  bookingQuote: {
    ...laterRelayWiring.bookingQuote,
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
    ...laterRelayWiring.quotedTotalToBooking,
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
    ...laterRelayWiring.quotedChargeToBooking,
    value: (charts) => {
      const summary = shownSummary(charts);
      return summary === undefined ? undefined : chargeSplitOf(summary);
    },
    same: (a, b) => JSON.stringify(a) === JSON.stringify(b),
    message: (charge) => ({ type: 'charge.quoted', charge }),
  } satisfies Relay<ChargeSplit | null>,

  /** The chatbot answers the parent window with the signed-in member. */
  memberToChatbot: {
    ...laterRelayWiring.memberToChatbot,
    value: (charts) => {
      const auth = charts(ChartIds.auth);
      return (auth ? selectMember(auth)?.id : null) ?? null;
    },
    same,
    message: (userId) => ({ type: 'member.changed', userId }),
  } satisfies Relay<string | number | null>,

  /** The AI search interprets queries in the UI language shown. */
  languageToAiSearch: {
    ...laterRelayWiring.languageToAiSearch,
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
    ...laterRelayWiring.priceToPointSpending,
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
    ...laterRelayWiring.reductionsToBooking,
    value: (charts) => {
      const spending = charts(ChartIds.pointSpending);
      return spending ? selectMemberReductions(spending) : undefined;
    },
    same: sameReductions,
    message: (reductions) => ({ type: 'reductions.changed', reductions }),
  } satisfies Relay<MemberReductionsChoice>,
} satisfies Record<LaterRelayName, unknown>;

/**
 * Gives the app root the code of the later rules; the provider of each chart they read or tell calls
 * it when its module loads, so the rules are there before the chart is spawned.
 */
export function registerLaterRelays(): void {
  registerRelays(laterRelays);
}
