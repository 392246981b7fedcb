import type { SnapshotFrom } from 'xstate';
import type { bookingMachine } from '../machine';
import { extrasSummary } from './offer';

type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;

/** The extras and questions step while the guest details are shown (undefined otherwise). */
export const selectExtrasQuestionsRef = (s: BookingSnapshot) => s.children.extrasQuestions;

export interface ExtrasSummaryLine {
  key: string;
  name: string;
  date: string | null;
  quantity: number;
  price: number;
}

/** The picked extras as price-summary lines, and their total (the booking API charges the same). */
export const selectExtrasSummaryLines = (s: BookingSnapshot): { lines: ExtrasSummaryLine[]; total: number; withoutTax: number } | null => {
  const draft = s.context.additions;
  if (!draft) return null;
  const summary = extrasSummary(draft);
  if (summary.total_extra_price === 0 && Object.keys(summary.selected_extras).length === 0) return null;
  const lines: ExtrasSummaryLine[] = [];
  for (const [key, quantity] of Object.entries(draft.quantities)) {
    if (quantity <= 0) continue;
    const [id, date] = key.split('@');
    const extra = draft.extras.find((e) => e.id === Number(id));
    if (!extra) continue;
    const unit = date ? extra.pricesByDate.find((p) => p.date === date)?.price ?? 0 : extra.price;
    lines.push({ key, name: extra.name, date: date ?? null, quantity, price: unit * quantity });
  }
  return { lines, total: summary.total_extra_price, withoutTax: summary.extra_price_without_tax };
};

export const sameExtrasSummary = (a: ReturnType<typeof selectExtrasSummaryLines>, b: ReturnType<typeof selectExtrasSummaryLines>) =>
  JSON.stringify(a) === JSON.stringify(b);
