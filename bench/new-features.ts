/**
 * `npm run bench`, figures of the search-options features on the 50-facility load brand (printed, never
 * asserted): search with a coupon code and children by tier through /book and /graphql, the price
 * quote (GET /rooms/price), and bookings racing for an extra's stock and a coupon's last uses, with
 * the extras sold beyond stock (must be 0) and the most uses of one coupon against its limit.
 */
import { Temporal } from 'temporal-polyfill';
import type { Database } from '../booking-api/db/database';
import { LOAD_FEATURES, overspentFeatures, seedLoadFeatures } from './load-brand';
import { bookLoadRoom, runConcurrently } from './load-bookings';
import { SAMPLES, fetchRetrying, figures, time } from './timing';

/** Fewer samples than the plain search: these figures come on top of it, and the run stays under ~3 minutes. */
const FEATURE_SAMPLES = Math.max(20, Math.round(SAMPLES / 3));
const RACE_WORKERS = Number(process.env.BENCH_WORKERS ?? 16);
const RACE_ATTEMPTS = Number(process.env.BENCH_RACE_BOOKINGS ?? 240);

export interface LoadBrandRun {
  baseUrl: string;
  database: Database;
  /** A client session of the load brand. */
  session: string;
  hotelCodes: string[];
  /** The facilities' local today. */
  today: Temporal.PlainDate;
}

export async function reportNewFeatures(run: LoadBrandRun): Promise<void> {
  const { baseUrl, session, hotelCodes, today } = run;
  const extraIds = await seedLoadFeatures(run.database);
  const headers = { 'Client-Session': session };
  const pick = (i: number) => {
    const checkin = today.add({ days: 1 + ((i * 37) % 300) });
    return {
      hotel: hotelCodes[(i * 11) % hotelCodes.length]!,
      checkin: checkin.toString(),
      checkout: checkin.add({ days: 2 }).toString(),
    };
  };
  const expectOk = async (reply: Response, what: string) => {
    if (!reply.ok) throw new Error(`${what} failed: ${reply.status} ${await reply.text()}`);
    await reply.arrayBuffer();
  };

  // Two adults with an infant sharing a bed (tier A) and a child (tier B), and the 10 % coupon.
  const rest = await time(FEATURE_SAMPLES, async (i) => {
    const { hotel, checkin, checkout } = pick(i);
    const query = `checkin=${checkin}&checkout=${checkout}&adults=2&children=2&kids_tiers=A:1,B:1&coupon_code=${LOAD_FEATURES.coupon}`;
    await expectOk(
      await fetchRetrying(`${baseUrl}/book/hotels/${hotel}/rooms?${query}`, { headers }),
      'coupon and kids tiers search',
    );
  });
  const query = `query Rooms($code: String!, $search: RoomSearchInput!) { rooms(code: $code, search: $search) {
    discountCode { status } rooms { roomTypeCode roomCount plans { roomPlanCode totalPrice priceSummary { totalPrice } } } } }`;
  const gql = await time(FEATURE_SAMPLES, async (i) => {
    const { hotel, checkin, checkout } = pick(i);
    const search = {
      checkin,
      checkout,
      adults: 2,
      children: 2,
      kidsTiers: [
        { code: 'A', count: 1 },
        { code: 'B', count: 1 },
      ],
      couponCode: LOAD_FEATURES.coupon,
    };
    const reply = await fetchRetrying(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables: { code: hotel, search } }),
    });
    const body = (await reply.json()) as {
      errors?: unknown;
      data?: { rooms: { discountCode: { status: string } | null } };
    };
    if (body.errors || body.data?.rooms.discountCode?.status !== 'applied')
      throw new Error(`coupon GraphQL search failed: ${JSON.stringify(body)}`);
  });
  const quote = await time(FEATURE_SAMPLES, async (i) => {
    const { hotel, checkin, checkout } = pick(i);
    const roomType = `RT${String(1 + (i % 20)).padStart(2, '0')}`;
    const params = `checkin=${checkin}&checkout=${checkout}&room_plan_codes=${roomType}-RO,${roomType}-BB&rooms=2-0,2-1&kids_tiers=;A:1&coupon_code=${LOAD_FEATURES.coupon}`;
    await expectOk(
      await fetchRetrying(`${baseUrl}/book/hotels/${hotel}/rooms/price?${params}`, { headers }),
      'price quote',
    );
  });
  console.log(`New features on the load brand, ${FEATURE_SAMPLES} samples each:`);
  console.log(`  search, coupon + kids tiers, /book     ${figures(rest)}`);
  console.log(`  search, coupon + kids tiers, /graphql  ${figures(gql)}`);
  console.log(`  GET /rooms/price quote (2 rooms, coupon, kids tier)  ${figures(quote)}`);

  // Bookings on 5 other facilities over 20 check-in days, each buying 1-3 units of the extra;
  // every other one with the race coupon. Both run out long before the bookings do.
  const raceHotels = hotelCodes.slice(5, 10);
  const outcomes = new Map<string, number>();
  const seconds = await runConcurrently(RACE_WORKERS, RACE_ATTEMPTS, async (i) => {
    const hotel = raceHotels[i % raceHotels.length]!;
    const roomType = `RT${String(1 + ((i * 13) % 4)).padStart(2, '0')}`;
    const { status, code } = await bookLoadRoom(baseUrl, session, {
      hotel,
      checkin: today.add({ days: 30 + (Math.floor(i / raceHotels.length) % 20) }),
      nights: 1 + (i % 2),
      roomType,
      key: `bench-race-${i}`,
      email: `race${i}@example.com`,
      extra: {
        extras: [{ extra_id: extraIds.get(hotel)!, quantity: 1 + (i % 3) }],
        ...(i % 2 === 0 ? { coupon_code: LOAD_FEATURES.raceCoupon } : {}),
      },
    });
    const outcome = status === 201 ? 'booked' : `refused ${code}`;
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  });
  const booked = outcomes.get('booked') ?? 0;
  const refused =
    [...outcomes]
      .filter(([key]) => key !== 'booked')
      .map(([key, n]) => `${n} ${key}`)
      .join(', ') || 'none refused';
  console.log(
    `  bookings with extras (stock ${LOAD_FEATURES.extraStock} each) and a coupon (${LOAD_FEATURES.raceCouponLimit} uses each) racing: ` +
      `${RACE_ATTEMPTS} attempts by ${RACE_WORKERS} clients in ${seconds.toFixed(1)} s = ${(RACE_ATTEMPTS / seconds).toFixed(1)} requests/s; ` +
      `${booked} booked (${(booked / seconds).toFixed(1)}/s); ${refused} (1105 extras out, 1501 coupon used up, 1004 rooms sold out)`,
  );
  const spent = await overspentFeatures(run.database);
  console.log(`  oversold extras: ${spent.oversoldExtras}`);
  console.log(
    `  coupon uses: at most ${spent.couponUsesMax} of one coupon, limit ${spent.couponLimit}${spent.couponUsesMax > spent.couponLimit ? ' (ABOVE THE LIMIT)' : ''}`,
  );
}
