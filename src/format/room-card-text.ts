import type { TranslationFunctions } from '../../locales/i18n-types';
import type { SelectedPlanTerms } from '../../machines/booking/selectors';
import { formatDayAndTime } from './dates';
import { intlLocale } from './money';
import { listFormat, numberFormat } from '../../contract/intl-formats';

/** A plan's cancellation terms as the search gives them (gateway CancellationTerms). */
export type PlanCancellationTerms = SelectedPlanTerms;

export function formatPercentage(percentage: number, locale: string): string {
  return numberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 }).format(percentage / 100);
}

/**
 * The terms in plain words: a headline ("Free cancellation until 23 Dec, 18:00", "Non-refundable")
 * and, for a free period that ends in a fee, what it costs after that. `free` marks the good case.
 */
export function cancellationTermsText(
  LL: TranslationFunctions,
  terms: PlanCancellationTerms,
  { locale, timeZone }: { locale: string; timeZone: string },
): { headline: string; detail: string | null; free: boolean } {
  const fee = formatPercentage(terms.feePercentage, locale);
  switch (terms.kind) {
    case 'free':
      return {
        headline: LL.roomCard.freeUntil({ date: formatDayAndTime(terms.freeUntil ?? '', locale, timeZone) }),
        detail: terms.feePercentage > 0 ? LL.roomCard.feeAfter({ fee }) : null,
        free: true,
      };
    case 'fee':
      return { headline: LL.roomCard.feeFromBooking({ fee }), detail: null, free: false };
    case 'non_refundable':
      return { headline: LL.roomCard.nonRefundable(), detail: null, free: false };
    case 'not_online':
      return { headline: LL.roomCard.notOnline(), detail: null, free: false };
  }
}

const MEAL_ORDER = ['breakfast', 'lunch', 'dinner'] as const;
type Meal = (typeof MEAL_ORDER)[number];

/** "Includes breakfast and dinner" / "朝食、夕食付き"; "Room only, no meals" without meals. */
export function mealsText(LL: TranslationFunctions, meals: readonly Meal[], locale: string): string {
  if (meals.length === 0) return LL.roomCard.roomOnly();
  const names = {
    breakfast: LL.roomCard.mealBreakfast(),
    lunch: LL.roomCard.mealLunch(),
    dinner: LL.roomCard.mealDinner(),
  };
  const ordered = MEAL_ORDER.filter((meal) => meals.includes(meal)).map((meal) => names[meal]);
  return LL.roomCard.mealsIncluded({
    meals: joinedList(ordered, locale),
  });
}

/** "breakfast and dinner" / "朝食、夕食": items joined as the language writes a list of all of them. */
export function joinedList(items: readonly string[], locale: string): string {
  return listFormat(intlLocale(locale), { type: 'conjunction' }).format(items);
}

type BedKind = 'single' | 'semi_double' | 'double' | 'queen' | 'king' | 'futon' | 'sofa_bed' | 'bunk';

/** "1 queen bed", "2 single beds" for each kind of bed in the room. */
export function bedsText(LL: TranslationFunctions, beds: readonly { kind: BedKind; count: number }[]): string[] {
  const words: Record<BedKind, (count: number) => string> = {
    single: (count) => LL.roomCard.bedSingle({ count }),
    semi_double: (count) => LL.roomCard.bedSemiDouble({ count }),
    double: (count) => LL.roomCard.bedDouble({ count }),
    queen: (count) => LL.roomCard.bedQueen({ count }),
    king: (count) => LL.roomCard.bedKing({ count }),
    futon: (count) => LL.roomCard.bedFuton({ count }),
    sofa_bed: (count) => LL.roomCard.bedSofaBed({ count }),
    bunk: (count) => LL.roomCard.bedBunk({ count }),
  };
  return beds.map((bed) => words[bed.kind](bed.count));
}

/** The average price of one night of the stay (the whole stay's price over its nights), in minor units. */
export function averageNightly(total: number, nights: number): number {
  return nights > 0 ? Math.round(total / nights) : total;
}
