import { eq } from 'drizzle-orm';
import { paymentGatewaySettings } from '../db/schema';
import type { Queryable } from '../db/transactions';

/** The hotel's payment gateway setting (which provider takes its cards), null when it has none. */
export async function gatewaySettingOf(
  db: Queryable,
  hotelId: number,
): Promise<typeof paymentGatewaySettings.$inferSelect | null> {
  const [setting] = await db.select().from(paymentGatewaySettings).where(eq(paymentGatewaySettings.hotelId, hotelId));
  return setting ?? null;
}
