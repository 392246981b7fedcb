import { expect, it } from 'vitest';
import { TEST_PUBLIC_URL, describeOnTestDatabases } from './support/test-api';

// A link in an e-mail comes from configuration only (PUBLIC_URL): the Origin and Host of a request
// are whatever its sender wrote, and a reset link pointing at a stranger's site hands them the token.
describeOnTestDatabases('e-mailed links on $name', (api) => {
  const m = (path: string) => `/book/hotels/demo-kyoto/memberships/${path}`;
  const attacker = {
    Origin: 'https://attacker.example',
    Host: 'attacker.example',
    'X-Forwarded-Host': 'attacker.example',
  };

  async function mailLinks(to: string, kind: string): Promise<URL[]> {
    const { messages } = (await api.request('GET', `/api/dev/outbox?format=json&to=${encodeURIComponent(to)}`))
      .body as {
      messages: { kind: string; body: string; links: { url: string }[] }[];
    };
    const mail = messages.find((message) => message.kind === kind);
    if (!mail) throw new Error(`no ${kind} mail to ${to}`);
    expect(mail.body).not.toContain('attacker.example');
    return mail.links.map((link) => new URL(link.url));
  }

  it('builds the sign-up confirmation and the password reset link on the configured base, whatever Origin the request carries', async () => {
    const email = 'links@example.com';
    const signedUp = await api.request(
      'POST',
      m('sign_up'),
      { email, password: 'Kyoto2026pass', first_name: 'Hanako', last_name: 'Yamada' },
      attacker,
    );
    expect(signedUp.status).toBe(201);
    const [confirmation] = await mailLinks(email, 'sign_up_confirmation');
    expect(`${confirmation!.origin}${confirmation!.pathname}`).toBe(`${TEST_PUBLIC_URL}/member-confirmation`);
    const token = confirmation!.searchParams.get('confirmation_token');
    expect((await api.request('POST', m('confirm'), { confirmation_token: token }, attacker)).status).toBe(200);

    expect((await api.request('POST', m('start_reset_password_process'), { email }, attacker)).status).toBe(202);
    const [reset] = await mailLinks(email, 'password_reset');
    expect(`${reset!.origin}${reset!.pathname}`).toBe(`${TEST_PUBLIC_URL}/change-password`);

    // Signing up again with the same address tells the owner, with links on the same base.
    expect(
      (
        await api.request(
          'POST',
          m('sign_up'),
          { email, password: 'Kyoto2026pass', first_name: 'Eve', last_name: 'Stranger' },
          attacker,
        )
      ).status,
    ).toBe(201);
    const already = await mailLinks(email, 'already_registered');
    expect(already.map((link) => link.origin)).toEqual([TEST_PUBLIC_URL, TEST_PUBLIC_URL]);
  });
});
