import { sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { AppTx } from '../db/transactions';
import type { LocalizedText } from '../../contract/localized-text';

/**
 * Demo seed: one pay-by-link record awaiting payment per demo hotel, number `<hotel code>-link`
 * (e.g. /payments/demo-kyoto-link): 12,000 yen, 120,000 won, 1,200,000 rupiah, or 120.00 (12000 minor units) of a
 * two-decimal currency. Real records get random numbers
 * from POST /api/staff/hotels/{hotel}/pay_by_links.
 */
/** The demo subject in every content language; each hotel keeps its book languages. */
const DEMO_SUBJECT: LocalizedText = {
  en: 'Airport transfer and late check-out',
  ja: '空港送迎とレイトチェックアウト',
  ko: '공항 픽업과 레이트 체크아웃',
  zh_Hans: '机场接送及延迟退房',
  zh_Hant: '機場接送及延遲退房',
  id: 'Antar-jemput bandara dan check-out siang',
  th: 'รถรับส่งสนามบินและเช็คเอาท์ล่าช้า',
  ar: 'التوصيل من المطار وتسجيل المغادرة المتأخر',
};

export async function seedPayByLinks(tx: AppTx, clock: Clock): Promise<void> {
  const now = new Date(clock.now().epochMilliseconds).toISOString();
  await tx.execute(sql`
    insert into pay_by_links (payment_number, hotel_id, subject, amount, currency, status, created_at, updated_at)
    select code || '-link', id,
           (select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) from jsonb_each(${JSON.stringify(DEMO_SUBJECT)}::jsonb) where key = any(book_languages)),
           case currency when 'KRW' then 120000 when 'IDR' then 1200000 else 12000 end,
           currency, 'awaiting_payment', ${now}::timestamptz, ${now}::timestamptz
    from hotels
    on conflict (payment_number) do nothing`);
}
