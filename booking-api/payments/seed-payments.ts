import { sql } from 'drizzle-orm';
import type { AppTx } from '../db/transactions';

/** Demo seed: every hotel without a payment_gateway_setting gets the built-in sandbox. */
export async function seedPaymentGatewaySettings(tx: AppTx): Promise<void> {
  await tx.execute(
    sql`insert into payment_gateway_settings (hotel_id, provider) select id, 'sandbox' from hotels on conflict do nothing`,
  );
}
