import { sql } from 'drizzle-orm';
import type { AppTx } from '../db/transactions';

/** The demo hotel whose widget hands prepayment over to the travel agency site. */
export const DEMO_HAND_OVER_HOTEL = 'demo-hakone';

/**
 * Demo seed (after the payment gateway settings): the Hakone ryokan is a JPY hotel on a GMO gateway
 * with the default payment hub, so its widget offers payment through the travel agency (SPEC.md
 * section 9). GMO does not run in this build: the agency takes the card with its own gateway.
 */
export async function seedAgencyHandOver(tx: AppTx): Promise<void> {
  await tx.execute(sql`
    update payment_gateway_settings set provider = 'gmo', hosted_kind = 'gmo', payment_hub_config = 'default'
    where hotel_id = (select id from hotels where code = ${DEMO_HAND_OVER_HOTEL})`);
}
