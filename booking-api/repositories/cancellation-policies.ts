import { asc, eq } from 'drizzle-orm';
import { cancellationPolicies } from '../db/schema';
import type { Queryable } from '../db/transactions';

export type CancellationPolicyRow = typeof cancellationPolicies.$inferSelect;

export function listCancellationPolicies(db: Queryable, hotelId: number): Promise<CancellationPolicyRow[]> {
  return db
    .select()
    .from(cancellationPolicies)
    .where(eq(cancellationPolicies.hotelId, hotelId))
    .orderBy(asc(cancellationPolicies.id));
}
