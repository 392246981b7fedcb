import { Temporal } from 'temporal-polyfill';
import type { HotelSearchIntent, QueryLanguage } from '../../contract/hotel-search-intent';
import { LABELLED_NOW, LABELLED_QUERIES, type LabelledQuery } from './labelled-queries';

const FIELDS = ['checkin', 'nights', 'adults', 'children', 'rooms', 'area', 'budget', 'meal', 'features'] as const;
type Field = (typeof FIELDS)[number];

const canonical = (field: Field, intent: HotelSearchIntent): string | undefined => {
  const value = intent[field];
  if (value === undefined) return undefined;
  if (field === 'features') return JSON.stringify([...(value as string[])].sort());
  if (field === 'children') {
    const children = value as NonNullable<HotelSearchIntent['children']>;
    return JSON.stringify({ count: children.count, ages: [...children.ages].sort((a, b) => a - b) });
  }
  if (field === 'budget') {
    const budget = value as NonNullable<HotelSearchIntent['budget']>;
    return JSON.stringify([budget.max, budget.currency, budget.per]);
  }
  return JSON.stringify(value);
};

export interface FieldMiss {
  query: string;
  field: Field;
  expected?: string;
  actual?: string;
}

export interface InterpreterScore {
  /** Fields stated by the label or by the interpreter. */
  fields: number;
  exact: number;
  share: number;
  byLanguage: Record<QueryLanguage, { fields: number; exact: number }>;
  misses: FieldMiss[];
}

/**
 * The share of fields interpreted exactly over the labelled set: each field the label states or
 * the interpreter answers counts once, and is exact only when both say the same (a field the text
 * does not state but the interpreter invents is a miss too).
 */
export async function scoreInterpreter(
  interpret: (
    query: string,
    now: Temporal.Instant,
    language: QueryLanguage,
  ) => HotelSearchIntent | Promise<HotelSearchIntent>,
  queries: readonly LabelledQuery[] = LABELLED_QUERIES,
): Promise<InterpreterScore> {
  const now = Temporal.Instant.from(LABELLED_NOW);
  const score: InterpreterScore = {
    fields: 0,
    exact: 0,
    share: 0,
    byLanguage: {} as InterpreterScore['byLanguage'],
    misses: [],
  };
  for (const { language, query, expected } of queries) {
    const actual = await interpret(query, now, language);
    const tally = (score.byLanguage[language] ??= { fields: 0, exact: 0 });
    for (const field of FIELDS) {
      const want = canonical(field, expected);
      const got = canonical(field, actual);
      if (want === undefined && got === undefined) continue;
      score.fields += 1;
      tally.fields += 1;
      if (want === got) {
        score.exact += 1;
        tally.exact += 1;
      } else {
        score.misses.push({ query, field, expected: want, actual: got });
      }
    }
  }
  score.share = score.fields === 0 ? 0 : score.exact / score.fields;
  return score;
}
