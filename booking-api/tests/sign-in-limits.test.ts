import { expect, it } from 'vitest';
import { GATEWAY_CALLER_HEADER, GATEWAY_CALLER_PROOF_HEADER } from '../../contract/gateway-caller';
import { MembershipLimits, memberSessionReplySchema } from '../../contract';
import { answerOf, requestFrom } from './support/caller';
import { DEMO_KEY, DEMO_SECRET, describeOnTestDatabases, firstCode } from './support/test-api';

// Failed sign-ins are limited per caller address (over all accounts, and per account), never by
// locking the account; the answers are the same whether or not the e-mail is registered.
describeOnTestDatabases('sign-in limits on $name', (api) => {
  const PASSWORD = 'Kyoto2026pass';
  const m = (path: string) => `/book/hotels/demo-kyoto/memberships/${path}`;
  const signInFrom = (address: string, email: string, password: string, headers: Record<string, string> = {}) =>
    requestFrom(api, address, 'POST', m('sign_in'), { email, password }, headers);

  async function activeMember(email: string): Promise<void> {
    const loopback = '127.0.0.1';
    expect(
      (
        await requestFrom(api, loopback, 'POST', m('sign_up'), {
          email,
          password: PASSWORD,
          first_name: 'Hanako',
          last_name: 'Yamada',
        })
      ).status,
    ).toBe(201);
    const outbox = await requestFrom(
      api,
      loopback,
      'GET',
      `/api/dev/outbox?format=json&to=${encodeURIComponent(email)}`,
    );
    const mail = (outbox.body.messages as { kind: string; links: { url: string }[] }[]).find(
      (x) => x.kind === 'sign_up_confirmation',
    )!;
    const token = new URL(mail.links[0]!.url).searchParams.get('confirmation_token');
    expect((await requestFrom(api, loopback, 'POST', m('confirm'), { confirmation_token: token })).status).toBe(200);
  }

  it('answers wrong passwords for a registered and an unknown e-mail alike, and never locks the account', async () => {
    await activeMember('known@example.com');
    const known = [];
    const unknown = [];
    for (let i = 0; i < 6; i += 1) {
      known.push(answerOf(await signInFrom('192.0.2.10', 'known@example.com', `Wrong-pass${i}`)));
      unknown.push(answerOf(await signInFrom('192.0.2.11', 'nobody@example.com', `Wrong-pass${i}`)));
    }
    expect(known).toEqual(unknown);
    expect(new Set(known.map((answer) => answer.code))).toEqual(new Set(['1000']));
    // Past the limit per address and account, both are slowed down the same way.
    const moreKnown = [];
    const moreUnknown = [];
    for (let i = 6; i <= MembershipLimits.failedSignInsPerAccountFromAddress; i += 1) {
      moreKnown.push(answerOf(await signInFrom('192.0.2.10', 'known@example.com', `Wrong-pass${i}`)));
      moreUnknown.push(answerOf(await signInFrom('192.0.2.11', 'nobody@example.com', `Wrong-pass${i}`)));
    }
    expect(moreKnown).toEqual(moreUnknown);
    expect(moreKnown.at(-1)).toMatchObject({ status: 422, code: '1303' });
    expect((await signInFrom('192.0.2.12', 'known@example.com', PASSWORD)).status).toBe(200);
  });

  it('lets the owner sign in from another address while a stranger keeps failing at theirs', async () => {
    await activeMember('owner@example.com');
    const stranger: string[] = [];
    for (let i = 0; i < 40; i += 1)
      stranger.push(firstCode((await signInFrom('198.51.100.66', 'owner@example.com', `Guess-${i}a`)).body));
    expect(stranger).not.toContain('1301');
    expect(stranger.at(-1)).toBe('1303');
    const owner = await signInFrom('203.0.113.7', 'owner@example.com', PASSWORD);
    expect(owner.status).toBe(200);
    expect(memberSessionReplySchema.parse(owner.body).data.user.email).toBe('owner@example.com');
  });

  it('never counts successful sign-ins', async () => {
    await activeMember('regular@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < MembershipLimits.failedSignInsPerAddress + 5; i += 1)
      statuses.push((await signInFrom('192.0.2.20', 'regular@example.com', PASSWORD)).status);
    expect(new Set(statuses)).toEqual(new Set([200]));
    // A few typos among them are forgiven as long as they stay under the limit.
    for (let i = 0; i < MembershipLimits.failedSignInsPerAccountFromAddress - 1; i += 1)
      await signInFrom('192.0.2.20', 'regular@example.com', 'Typo-pass1');
    expect((await signInFrom('192.0.2.20', 'regular@example.com', PASSWORD)).status).toBe(200);
  });

  it('limits failures from one address over all accounts (1303 with Retry-After), and not another address', async () => {
    const answers = [];
    for (let i = 0; i <= MembershipLimits.failedSignInsPerAddress; i += 1)
      answers.push(await signInFrom('192.0.2.30', `spray${i}@example.com`, 'Whatever1'));
    expect(answers.slice(0, -1).every((reply) => firstCode(reply.body) === '1000')).toBe(true);
    const refused = answers.at(-1)!;
    expect([refused.status, firstCode(refused.body)]).toEqual([422, '1303']);
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(MembershipLimits.attemptWindowMinutes * 60);
    expect(firstCode((await signInFrom('192.0.2.31', 'spray0@example.com', 'Whatever1')).body)).toBe('1000');
    // The window passes: the address may try again.
    await api.travelTo('2026-03-02T03:15:01Z');
    expect(firstCode((await signInFrom('192.0.2.30', 'spray0@example.com', 'Whatever1')).body)).toBe('1000');
  });

  it('ignores a caller-address header without the gateway proof, whatever client session it comes with', async () => {
    const freshSession = async () => {
      const created = await requestFrom(api, '192.0.2.40', 'POST', '/api/client_sessions', {
        key: DEMO_KEY,
        secret: DEMO_SECRET,
      });
      return created.body.data.client_session as string;
    };
    const codes: string[] = [];
    for (let i = 0; i <= MembershipLimits.failedSignInsPerAddress; i += 1) {
      const forged = {
        'Client-Session': await freshSession(),
        [GATEWAY_CALLER_HEADER]: `10.9.8.${i}`,
        [GATEWAY_CALLER_PROOF_HEADER]: 'made-up',
      };
      codes.push(firstCode((await signInFrom('192.0.2.40', `forger${i}@example.com`, 'Whatever1', forged)).body));
    }
    expect(codes.at(-1)).toBe('1303');
  });
});
