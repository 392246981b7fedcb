import { Temporal } from 'temporal-polyfill';
import type { ContentLocale } from '../../contract/localized-text';
import { ErrorCode, summarizeExtras, type ExtraReply, type ExtraSelection } from '../../contract';
import { BookingFailure, failures } from '../domain/booking-failure';
import type { ExtraWithPrices } from './extras-repository';
import { localized } from './localized';

/**
 * The extras rules of SPEC.md sections 3, 5 and 8: what a stay can buy, and whether a selection is
 * valid (codes 1100-1106). Pure: the caller passes the extras, the time and the stay.
 */

export const extraFailures = {
  idInvalid: (text: string) => new BookingFailure(422, ErrorCode.extraIdInvalid, 'Extra not available', text),
  deadlineExceeded: (text: string) =>
    new BookingFailure(422, ErrorCode.extraDeadlineExceeded, 'Extra order deadline passed', text),
  quantityInvalid: (text: string) =>
    new BookingFailure(422, ErrorCode.extraQuantityInvalid, 'Extra quantity out of range', text),
  totalPriceInvalid: (expected: number) =>
    new BookingFailure(
      409,
      ErrorCode.extraTotalPriceInvalid,
      'Extras total changed',
      `The extras now cost ${expected} in total; please check them again.`,
    ),
  purchaseLimitExceeded: (text: string) =>
    new BookingFailure(422, ErrorCode.extraPurchaseLimitExceeded, 'Extra purchase limit exceeded', text),
  purchaseLimitInsufficient: (text: string) =>
    new BookingFailure(409, ErrorCode.extraPurchaseLimitInsufficient, 'Not enough extras left', text),
  noLongerSold: (text: string) => new BookingFailure(422, ErrorCode.extraNoLongerSold, 'Extra no longer sold', text),
};

export interface StayContext {
  now: Temporal.Instant;
  timeZone: string;
  checkin: string;
  checkout: string;
}

/** Stay dates a dated extra can be delivered on: the nights of the stay that have a price. */
function availableDates(extra: ExtraWithPrices, stay: StayContext): string[] {
  return extra.datePrices.filter((p) => p.date >= stay.checkin && p.date < stay.checkout).map((p) => p.date);
}

/** Orders for delivery on `day` close `deadline_days_before` days earlier at `deadline_hour`, facility local time. */
export function orderDeadline(
  extra: Pick<ExtraWithPrices, 'deadlineDaysBefore' | 'deadlineHour'>,
  day: string,
  timeZone: string,
): Temporal.Instant {
  return Temporal.PlainDate.from(day)
    .subtract({ days: extra.deadlineDaysBefore })
    .toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from({ hour: extra.deadlineHour }) })
    .toInstant();
}

function isSold(extra: ExtraWithPrices, stay: StayContext): boolean {
  const today = stay.now.toZonedDateTimeISO(stay.timeZone).toPlainDate().toString();
  return extra.active && (extra.saleEndDate === null || extra.saleEndDate >= today);
}

/**
 * The extras a stay can buy now: active, still on sale, before their deadline, and (dated) with at
 * least one booking-available date that has a price (SPEC.md section 5).
 */
export function extrasForStay(
  all: ExtraWithPrices[],
  stay: StayContext,
  locale: string | null | undefined,
  ownLocale?: ContentLocale,
): ExtraReply[] {
  const offered: ExtraReply[] = [];
  for (const extra of all) {
    if (!isSold(extra, stay)) continue;
    const dates =
      extra.extraType === 'dated'
        ? availableDates(extra, stay).filter(
            (d) => Temporal.Instant.compare(stay.now, orderDeadline(extra, d, stay.timeZone)) < 0,
          )
        : [];
    if (extra.extraType === 'dated' && dates.length === 0) continue;
    const deadline = orderDeadline(extra, extra.extraType === 'dated' ? dates[0]! : stay.checkin, stay.timeZone);
    if (Temporal.Instant.compare(stay.now, deadline) >= 0) continue;
    const prices = extra.datePrices.filter((p) => dates.includes(p.date));
    const cheapest = prices.reduce<(typeof prices)[number] | null>(
      (low, p) => (!low || p.price < low.price ? p : low),
      null,
    );
    offered.push({
      extra_id: extra.id,
      code: extra.code,
      name: localized(extra.name, locale, ownLocale),
      description: localized(extra.description, locale, ownLocale),
      extra_type: extra.extraType,
      price: cheapest ? cheapest.price : extra.price,
      price_without_tax: cheapest ? cheapest.priceWithoutTax : extra.priceWithoutTax,
      min_quantity: extra.minQuantity,
      max_quantity: extra.maxQuantity,
      purchase_limit: extra.purchaseLimit,
      booking_available_dates: dates,
      prices_by_date: prices.map((p) => ({ date: p.date, price: p.price, price_without_tax: p.priceWithoutTax })),
      order_deadline: deadline.toString(),
    });
  }
  return offered;
}

export interface ExtraLine {
  extraId: number;
  deliveryDate: string | null;
  quantity: number;
  price: number;
  priceWithoutTax: number;
}

export interface ExtrasPlan {
  lines: ExtraLine[];
  /** Units to take per extra with a finite inventory, by extra id ascending (the lock order). */
  stock: [number, number][];
  total: number;
  withoutTax: number;
}

export const noExtras: ExtrasPlan = { lines: [], stock: [], total: 0, withoutTax: 0 };

/**
 * Checks a selection against the rules and prices it (contract/extras-summary.ts summarizeExtras),
 * for the booking and the price quote alike. The inventory check here is advisory; the booking
 * transaction takes the stock conditionally.
 */
export function planExtras(
  all: ExtraWithPrices[],
  stay: StayContext,
  selection: readonly ExtraSelection[],
  shownTotal: number | undefined,
): ExtrasPlan {
  const lines = selection.filter((line) => line.quantity > 0);
  const seen = new Set<string>();
  const perExtra = new Map<number, number>();
  const planned: ExtraLine[] = [];
  for (const [index, line] of lines.entries()) {
    const key = `${line.extra_id}:${line.date ?? ''}`;
    if (seen.has(key)) throw failures.invalidField(`extras.${index}`, 'lists this extra (and date) twice');
    seen.add(key);
    const extra = all.find((e) => e.id === line.extra_id);
    if (!extra) throw extraFailures.idInvalid(`No extra ${line.extra_id} is offered by this hotel.`);
    if (!isSold(extra, stay)) throw extraFailures.noLongerSold(`${localized(extra.name, 'en')} is no longer sold.`);
    let unit: { price: number; priceWithoutTax: number };
    let deliveryDate: string | null = null;
    if (extra.extraType === 'dated') {
      const price = line.date ? extra.datePrices.find((p) => p.date === line.date) : undefined;
      if (!line.date || !price || line.date < stay.checkin || line.date >= stay.checkout) {
        throw extraFailures.idInvalid(
          `${localized(extra.name, 'en')} cannot be delivered on ${line.date ?? '(no date given)'} for this stay.`,
        );
      }
      unit = price;
      deliveryDate = line.date;
    } else {
      if (line.date) throw failures.invalidField(`extras.${index}.date`, 'is only taken for dated extras');
      unit = { price: extra.price, priceWithoutTax: extra.priceWithoutTax };
    }
    if (Temporal.Instant.compare(stay.now, orderDeadline(extra, deliveryDate ?? stay.checkin, stay.timeZone)) >= 0) {
      throw extraFailures.deadlineExceeded(`Orders for ${localized(extra.name, 'en')} have closed for this date.`);
    }
    if (line.quantity < extra.minQuantity || line.quantity > extra.maxQuantity) {
      throw extraFailures.quantityInvalid(
        `The quantity of ${localized(extra.name, 'en')} must be between ${extra.minQuantity} and ${extra.maxQuantity}.`,
      );
    }
    const bought = (perExtra.get(extra.id) ?? 0) + line.quantity;
    perExtra.set(extra.id, bought);
    if (extra.purchaseLimit !== null && bought > extra.purchaseLimit) {
      throw extraFailures.purchaseLimitExceeded(
        `At most ${extra.purchaseLimit} of ${localized(extra.name, 'en')} can be bought per reservation.`,
      );
    }
    planned.push({
      extraId: extra.id,
      deliveryDate,
      quantity: line.quantity,
      price: unit.price * line.quantity,
      priceWithoutTax: unit.priceWithoutTax * line.quantity,
    });
  }
  const stock: [number, number][] = [];
  for (const [extraId, quantity] of [...perExtra.entries()].sort(([a], [b]) => a - b)) {
    const extra = all.find((e) => e.id === extraId)!;
    if (extra.inventory === null) continue;
    if (extra.inventory < quantity) throw insufficient(extra, extra.inventory);
    stock.push([extraId, quantity]);
  }
  const asReply = all.map((e) => ({
    extra_id: e.id,
    extra_type: e.extraType,
    price: e.price,
    price_without_tax: e.priceWithoutTax,
    prices_by_date: e.datePrices.map((p) => ({ date: p.date, price: p.price, price_without_tax: p.priceWithoutTax })),
  }));
  const summary = summarizeExtras(asReply, lines);
  if (shownTotal !== undefined && shownTotal !== summary.total_extra_price)
    throw extraFailures.totalPriceInvalid(summary.total_extra_price);
  return { lines: planned, stock, total: summary.total_extra_price, withoutTax: summary.extra_price_without_tax };
}

export function insufficient(extra: Pick<ExtraWithPrices, 'name'>, left: number | null): BookingFailure {
  return extraFailures.purchaseLimitInsufficient(`Only ${left ?? 0} of ${localized(extra.name, 'en')} left.`);
}
