import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Database } from '../booking-api/db/database';
import { hashSecret } from '../booking-api/security/secrets';
import { clientSession, fetchRetrying, time, WARMUP } from './timing';

/** The travel-agency client of the bench: it sells the load brand only, so its searches see exactly the 50 facilities. */
const LOAD_AGENCY = { key: 'load-agency', secret: 'load-agency-secret' };
/** Hotel searches timed (each prices every facility of the brand). */
const HOTEL_SEARCH_SAMPLES = Number(process.env.BENCH_HOTEL_SEARCH_SAMPLES ?? 60);

/**
 * The agency hotel search's latency on the load brand (bench/load-brand.ts): its facilities are
 * listed on the agency site (in Kyoto, for the bench only) and an agency client selling that brand
 * searches them all for 2 adults, 2 nights, page 1 of 10 in price order: every facility is priced
 * by the room search, so the figure is that of the whole search, not of one page.
 */
export async function reportHotelSearch(baseUrl: string, database: Database, today: Temporal.PlainDate): Promise<void> {
  const secretHash = await hashSecret(LOAD_AGENCY.secret);
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`insert into agency_listings (hotel_id, area_code, star_rating, features)
      select h.id, 'kyoto', 3 + h.id % 3, array['wifi'] from hotels h join hotel_brands b on b.id = h.brand_id
      where b.code = 'load' on conflict do nothing`);
    await tx.execute(sql`insert into api_clients (brand_id, key, secret_hash, site)
      select id, ${LOAD_AGENCY.key}, ${secretHash}, 'agency' from hotel_brands where code = 'load'
      on conflict (key) do nothing`);
  });
  const session = await clientSession(baseUrl, LOAD_AGENCY.key, LOAD_AGENCY.secret);
  let listed = 0;
  const search = await time(HOTEL_SEARCH_SAMPLES, async (i) => {
    const checkin = today.add({ days: 3 + ((i * 11) % 200) });
    const query = new URLSearchParams({
      checkin: checkin.toString(),
      checkout: checkin.add({ days: 2 }).toString(),
      adults: '2',
      order: 'price_low_to_high',
      per_page: '10',
    });
    const reply = await fetchRetrying(`${baseUrl}/api/ota/v1/hotels/search?${query}`, {
      headers: { 'Client-Session': session },
    });
    if (!reply.ok) throw new Error(`hotel search failed: ${reply.status} ${await reply.text()}`);
    listed = ((await reply.json()) as { total_entries: number }).total_entries;
  });
  console.log(
    `Agency hotel search on the load brand (${listed} facilities listed, each priced; 2 adults, 2 nights, ` +
      `${HOTEL_SEARCH_SAMPLES} samples after ${WARMUP} warm-up):`,
  );
  console.log(`  /api/ota/v1/hotels/search  median ${search.median.toFixed(2)} ms   p95 ${search.p95.toFixed(2)} ms`);
}
