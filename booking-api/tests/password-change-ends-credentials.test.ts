import { expect, it } from 'vitest';
import { ErrorCode, memberSessionReplySchema } from '../../contract';
import { describeOnTestDatabases, firstCode } from './support/test-api';

// A password change (by the e-mailed reset link, or signed in on the account page) ends what the
// old password opened: reset links and one-time access tokens minted before it, and every other
// session; the session that made the change goes on.
describeOnTestDatabases('a password change ends older credentials on $name', (api) => {
  const PASSWORD = 'Kyoto2026pass';
  const m = (path: string) => `/book/hotels/demo-kyoto/memberships/${path}`;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const me = async (token: string) => (await api.request('GET', '/book/user/me', undefined, bearer(token))).status;

  async function mailToken(to: string, kind: string, param: string): Promise<string> {
    const reply = await api.request('GET', `/api/dev/outbox?format=json&to=${encodeURIComponent(to)}`);
    const mail = (reply.body.messages as { kind: string; links: { url: string }[] }[])
      .filter((x) => x.kind === kind)
      .at(-1);
    if (!mail) throw new Error(`no ${kind} mail to ${to}`);
    return new URL(mail.links[0]!.url).searchParams.get(param)!;
  }
  async function signIn(email: string, password = PASSWORD): Promise<string> {
    const reply = await api.request('POST', m('sign_in'), { email, password });
    expect(reply.status).toBe(200);
    return memberSessionReplySchema.parse(reply.body).data.token;
  }
  async function activeMember(email: string): Promise<void> {
    expect(
      (
        await api.request('POST', m('sign_up'), {
          email,
          password: PASSWORD,
          first_name: 'Hanako',
          last_name: 'Yamada',
        })
      ).status,
    ).toBe(201);
    const token = await mailToken(email, 'sign_up_confirmation', 'confirmation_token');
    expect((await api.request('POST', m('confirm'), { confirmation_token: token })).status).toBe(200);
  }
  const oneTimeToken = async (session: string) =>
    (await api.request('POST', m('one_time_access_tokens'), undefined, bearer(session))).body.data.token as string;
  const tradeOneTimeToken = (token: string) =>
    api.request('POST', m('tokens'), undefined, { 'X-One-Time-Access-Token': token });
  const resetLink = async (email: string) => {
    expect((await api.request('POST', m('start_reset_password_process'), { email })).status).toBe(202);
    return mailToken(email, 'password_reset', 'reset_password_token');
  };

  it('refuses a reset link minted before a change on the account page; only the session that changed it goes on', async () => {
    const email = 'changer@example.com';
    await activeMember(email);
    const here = await signIn(email);
    const elsewhere = await signIn(email);
    const link = await resetLink(email);
    const handOver = await oneTimeToken(elsewhere);

    const changed = await api.request(
      'PUT',
      m('update_password'),
      { current_password: PASSWORD, password: 'Changed2027pw' },
      bearer(here),
    );
    expect(changed.status).toBe(200);

    const reset = await api.request('PUT', m('update_password'), {
      reset_password_token: link,
      password: 'Attacker2028pw',
    });
    expect([reset.status, firstCode(reset.body)]).toEqual([422, '1000']);
    const traded = await tradeOneTimeToken(handOver);
    expect([traded.status, firstCode(traded.body)]).toEqual([409, ErrorCode.sessionTokenSpent]);
    expect(await me(here)).toBe(200);
    expect(await me(elsewhere)).toBe(401);
    // The password is the one the member chose, not the one the old link tried to set.
    expect((await api.request('POST', m('sign_in'), { email, password: 'Attacker2028pw' })).status).toBe(422);
    await signIn(email, 'Changed2027pw');
  });

  it('refuses a one-time access token minted before a reset, and ends every session', async () => {
    const email = 'resetter@example.com';
    await activeMember(email);
    const session = await signIn(email);
    const handOver = await oneTimeToken(session);
    const link = await resetLink(email);

    const reset = await api.request('PUT', m('update_password'), {
      reset_password_token: link,
      password: 'Reset2027pw',
    });
    expect(reset.status).toBe(200);

    const traded = await tradeOneTimeToken(handOver);
    expect([traded.status, firstCode(traded.body)]).toEqual([409, ErrorCode.sessionTokenSpent]);
    expect(await me(session)).toBe(401);
    await signIn(email, 'Reset2027pw');
  });
});
