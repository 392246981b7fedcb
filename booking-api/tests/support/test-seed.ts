import { settableClock } from '../../clock';
import type { Database } from '../../db/database';
import { seedDemo } from '../../seed/demo';

export const DEMO_KEY = 'demo-widget';
export const DEMO_SECRET = 'test-secret';
/** The travel-agency site's API client (its bookings are tripla_ota). */
export const AGENCY_KEY = 'demo-agency';
export const AGENCY_SECRET = 'test-agency-secret';
/** 12:00 in Kyoto and Seoul on Monday 2026-03-02: "today" is 2026-03-02 at both facilities. */
export const START = '2026-03-02T03:00:00Z';

/**
 * The demo brand every API test starts from, seeded as of START with the test API clients. On a
 * database already seeded (a copy of the seeded template) it only makes sure the clients' secrets hold.
 */
export async function seedTestDemo(database: Database): Promise<void> {
  await seedDemo(database, {
    clock: settableClock(START),
    clientKey: DEMO_KEY,
    clientSecret: DEMO_SECRET,
    agencyClient: { key: AGENCY_KEY, secret: AGENCY_SECRET, brandCode: 'demo' },
  });
}
