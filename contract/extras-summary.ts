import type { ExtraReply, ExtraSelection } from './extras';

/**
 * The extras limits and the selected-extras summary without zod, for the widget's bundle;
 * the contract's index exports them beside the schemas of contract/extras.ts.
 */

export {
  ATTACHMENT_CONTENT_TYPES,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  MAX_TEXT_ANSWER_LENGTH,
  MAX_TEXTAREA_ANSWER_LENGTH,
} from './extras-limits';

/** The selected-extras map of SPEC.md section 3: keyed by extra id, only non-zero quantities. */
export type SelectedExtrasMap = Record<string, { quantity: number; price: number; price_without_tax: number }>;

export interface ExtrasSummary {
  selected_extras: SelectedExtrasMap;
  total_extra_price: number;
  extra_price_without_tax: number;
}

/** Unit price of a selection line from the extras list (null if the date has no price). */
export function unitPriceOf(
  extra: Pick<ExtraReply, 'extra_type' | 'price' | 'price_without_tax' | 'prices_by_date'>,
  date: string | undefined,
): { price: number; price_without_tax: number } | null {
  if (extra.extra_type === 'generic') return { price: extra.price, price_without_tax: extra.price_without_tax };
  const dated = date ? extra.prices_by_date.find((p) => p.date === date) : undefined;
  return dated ? { price: dated.price, price_without_tax: dated.price_without_tax } : null;
}

/**
 * The selected-extras map and totals, as the booking API charges them (booking-api/extras/extras-rules.ts);
 * the widget shows the API's quote of them (GET .../rooms/price `extras`), never a sum of its own.
 */
export function summarizeExtras(
  extras: readonly Pick<ExtraReply, 'extra_id' | 'extra_type' | 'price' | 'price_without_tax' | 'prices_by_date'>[],
  selection: readonly ExtraSelection[],
): ExtrasSummary {
  const selected: SelectedExtrasMap = {};
  let total = 0;
  let withoutTax = 0;
  for (const line of selection) {
    if (line.quantity <= 0) continue;
    const extra = extras.find((e) => e.extra_id === line.extra_id);
    const unit = extra ? unitPriceOf(extra, line.date) : null;
    if (!unit) continue;
    const entry = (selected[String(line.extra_id)] ??= { quantity: 0, price: 0, price_without_tax: 0 });
    entry.quantity += line.quantity;
    entry.price += unit.price * line.quantity;
    entry.price_without_tax += unit.price_without_tax * line.quantity;
    total += unit.price * line.quantity;
    withoutTax += unit.price_without_tax * line.quantity;
  }
  return { selected_extras: selected, total_extra_price: total, extra_price_without_tax: withoutTax };
}
