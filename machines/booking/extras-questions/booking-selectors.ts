import type { SnapshotFrom } from 'xstate';
import type { bookingMachine } from '../machine';

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

/**
 * The picked extras as lines (name, date, quantity, unit price times quantity). Their total and the
 * total with the rooms are the API's quote (machines/pricing/quote-request.ts), not summed here.
 */
export const selectExtrasSummaryLines = (s: BookingSnapshot): { lines: ExtrasSummaryLine[] } | null => {
  const draft = s.context.additions;
  if (!draft) return null;
  const lines: ExtrasSummaryLine[] = [];
  for (const [key, quantity] of Object.entries(draft.quantities)) {
    if (quantity <= 0) continue;
    const [id, date] = key.split('@');
    const extra = draft.extras.find((e) => e.id === Number(id));
    if (!extra) continue;
    const unit = date ? (extra.pricesByDate.find((p) => p.date === date)?.price ?? 0) : extra.price;
    lines.push({ key, name: extra.name, date: date ?? null, quantity, price: unit * quantity });
  }
  return lines.length > 0 ? { lines } : null;
};

export const sameExtrasSummary = (
  a: ReturnType<typeof selectExtrasSummaryLines>,
  b: ReturnType<typeof selectExtrasSummaryLines>,
) => JSON.stringify(a) === JSON.stringify(b);
