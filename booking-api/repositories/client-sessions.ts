import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { agencyClientBrands, apiClients, clientSessions, hotelBrands } from '../db/schema';
import type { Queryable } from '../db/transactions';

export type ApiClientRow = typeof apiClients.$inferSelect;
/** api_clients.site: a hotel's booking widget, or the travel-agency site (its bookings are tripla_ota). */
export type ApiClientSite = 'widget' | 'agency';

export async function findApiClient(db: Queryable, key: string): Promise<ApiClientRow | null> {
  const rows = await db.select().from(apiClients).where(eq(apiClients.key, key)).limit(1);
  return rows[0] ?? null;
}

export async function insertClientSession(
  db: Queryable,
  clientId: number,
  tokenHash: string,
  createdAt: Date,
  expiresAt: Date,
): Promise<void> {
  await db.insert(clientSessions).values({ clientId, tokenHash, createdAt, expiresAt });
}

export async function findLiveClientSession(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<{ clientId: number; brandId: number; site: string; soldBrandIds: number[] } | null> {
  const rows = await db
    .select({
      clientId: clientSessions.clientId,
      brandId: apiClients.brandId,
      site: apiClients.site,
      soldBrandIds: sql<number[]>`array(select ${agencyClientBrands.brandId} from ${agencyClientBrands}
        where ${agencyClientBrands.clientId} = ${apiClients.id} order by 1)`,
    })
    .from(clientSessions)
    .innerJoin(apiClients, eq(apiClients.id, clientSessions.clientId))
    .where(and(eq(clientSessions.tokenHash, tokenHash), gt(clientSessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, soldBrandIds: row.soldBrandIds.map(Number) } : null;
}

/**
 * The API client `key` sells the brands `brandCodes` (besides its own, which needs no row); unknown
 * brands and the client's own are skipped, rows already there kept. Answers how many were added.
 */
export async function sellBrands(db: Queryable, key: string, brandCodes: readonly string[]): Promise<number> {
  if (brandCodes.length === 0) return 0;
  const added = await db
    .insert(agencyClientBrands)
    .select(
      db
        .select({ clientId: apiClients.id, brandId: hotelBrands.id })
        .from(apiClients)
        .innerJoin(hotelBrands, inArray(hotelBrands.code, [...brandCodes]))
        .where(and(eq(apiClients.key, key), ne(hotelBrands.id, apiClients.brandId))),
    )
    .onConflictDoNothing()
    .returning();
  return added.length;
}
