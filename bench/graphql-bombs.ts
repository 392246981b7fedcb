import { SAMPLES, figures, time } from './timing';

const ALIASES = 1000;
const search = (checkin: string, checkout: string) => ({ checkin, checkout, adults: 2 });

/** One document asking for the same room search under 1000 aliases: 1000 booking API calls if run. */
const aliasBomb = `query Bomb($search: RoomSearchInput!) { ${Array.from(
  { length: ALIASES },
  (_, i) =>
    `r${i}: rooms(code: "demo-kyoto", search: $search) { rooms { roomTypeCode plans { roomPlanCode totalPrice } } }`,
).join(' ')} }`;

const roomSearch = `query Rooms($search: RoomSearchInput!) { rooms(code: "demo-kyoto", search: $search) {
  rooms { roomTypeCode name roomCount plans { roomPlanCode name totalPrice tax currency paymentMethods } } } }`;

async function post(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<{ status: number; body: { errors?: { message: string }[] } }> {
  const reply = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: reply.status, body: (await reply.json()) as { errors?: { message: string }[] } };
}

/**
 * The answer time of a GraphQL alias bomb (refused before any booking API call), and a normal
 * room search's latency while two clients send such bombs back to back.
 */
export async function reportGraphqlAliasBomb(
  baseUrl: string,
  stay: (i: number) => { checkin: string; checkout: string },
): Promise<void> {
  const first = await post(baseUrl, aliasBomb, { search: search(stay(0).checkin, stay(0).checkout) });
  const bomb = await time(SAMPLES, async (i) => {
    const { checkin, checkout } = stay(i);
    const { status } = await post(baseUrl, aliasBomb, { search: search(checkin, checkout) });
    if (status !== first.status) throw new Error(`alias bomb answered ${status}, earlier ${first.status}`);
  });
  const searchOnce = async (i: number) => {
    const { checkin, checkout } = stay(i);
    const { body } = await post(baseUrl, roomSearch, { search: search(checkin, checkout) });
    if (body.errors) throw new Error(`GraphQL search failed: ${JSON.stringify(body.errors)}`);
  };
  const idle = await time(SAMPLES, searchOnce);
  let bombing = true;
  const bombers = [0, 1].map(async (b) => {
    for (let i = 0; bombing; i++)
      await post(baseUrl, aliasBomb, { search: search(stay(i + b).checkin, stay(i + b).checkout) });
  });
  const underBombs = await time(SAMPLES, searchOnce).finally(() => {
    bombing = false;
  });
  await Promise.all(bombers);

  console.log(`GraphQL alias bomb (${ALIASES} aliased room searches in one document), ${SAMPLES} samples:`);
  console.log(`  answered HTTP ${first.status} "${first.body.errors?.[0]?.message ?? 'no error'}"`);
  console.log(`  bomb answer time    ${figures(bomb)}`);
  console.log(`  room search, idle   ${figures(idle)}`);
  console.log(`  room search while 2 clients send bombs back to back   ${figures(underBombs)}`);
}
