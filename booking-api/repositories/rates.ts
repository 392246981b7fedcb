import { and, gte, inArray, lt } from 'drizzle-orm';
import { rates } from '../db/schema';
import type { Queryable } from '../db/transactions';
import type { NightlyRate } from '../domain/pricing';

/** Nightly rates of the given plans for the nights of [checkin, checkout), grouped by plan. */
export async function ratesForStay(
  db: Queryable,
  planIds: number[],
  checkin: string,
  checkout: string,
): Promise<Map<number, NightlyRate[]>> {
  const byPlan = new Map<number, NightlyRate[]>();
  if (planIds.length === 0) return byPlan;
  const rows = await db
    .select()
    .from(rates)
    .where(and(inArray(rates.planId, planIds), gte(rates.stayDate, checkin), lt(rates.stayDate, checkout)));
  for (const row of rows) {
    const list = byPlan.get(row.planId) ?? [];
    list.push(row);
    byPlan.set(row.planId, list);
  }
  return byPlan;
}
