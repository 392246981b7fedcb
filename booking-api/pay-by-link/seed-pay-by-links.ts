import { sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { AppTx } from '../db/transactions';

/**
 * Demo seed: one pay-by-link record awaiting payment per demo hotel, number `<hotel code>-link`
 * (e.g. /payments/demo-kyoto-link): 12,000 yen, 120,000 won, 1,200,000 rupiah, or 120.00 (12000 minor units) of a
 * two-decimal currency. Real records get random numbers
 * from POST /api/staff/hotels/{hotel}/pay_by_links.
 */
export async function seedPayByLinks(tx: AppTx, clock: Clock): Promise<void> {
  const now = new Date(clock.now().epochMilliseconds).toISOString();
  await tx.execute(sql`
    insert into pay_by_links (payment_number, hotel_id, subject, amount, currency, status, created_at, updated_at)
    select code || '-link', id, 'Airport transfer and late check-out',
           case currency when 'KRW' then 120000 when 'IDR' then 1200000 else 12000 end,
           currency, 'awaiting_payment', ${now}::timestamptz, ${now}::timestamptz
    from hotels
    on conflict (payment_number) do nothing`);
}
