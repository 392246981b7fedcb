import { and, eq, gt } from 'drizzle-orm';
import { apiClients, clientSessions } from '../db/schema';
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
): Promise<{ clientId: number; brandId: number; site: string } | null> {
  const rows = await db
    .select({ clientId: clientSessions.clientId, brandId: apiClients.brandId, site: apiClients.site })
    .from(clientSessions)
    .innerJoin(apiClients, eq(apiClients.id, clientSessions.clientId))
    .where(and(eq(clientSessions.tokenHash, tokenHash), gt(clientSessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}
