import { expect, it } from 'vitest';
import { MAIL_TEXTS } from '../outbox/mail-texts';
import { describeOnTestDatabases } from './support/test-api';

// Every e-mail in the language the member chose (members.locale, given at sign-up), from one table
// of texts per language (outbox/mail-texts.ts); English for a member who chose none.
describeOnTestDatabases('e-mail languages on $name', (api) => {
  const m = (path: string) => `/book/hotels/demo-kyoto/memberships/${path}`;
  const mailTo = async (to: string, kind: string) => {
    const { messages } = (await api.request('GET', `/api/dev/outbox?format=json&to=${encodeURIComponent(to)}`))
      .body as {
      messages: { kind: string; subject: string; body: string; links: { label: string; url: string }[] }[];
    };
    const mail = messages.find((message) => message.kind === kind);
    if (!mail) throw new Error(`no ${kind} mail to ${to}`);
    return mail;
  };

  it('writes the sign-up, reset and already-registered mails in the language chosen at sign-up', async () => {
    const email = 'minji.mail@example.com';
    expect(
      (
        await api.request('POST', m('sign_up'), {
          email,
          password: 'Seoul2026pass',
          first_name: '민지',
          last_name: '김',
          locale: 'ko',
        })
      ).status,
    ).toBe(201);
    const confirmation = await mailTo(email, 'sign_up_confirmation');
    expect(confirmation.subject).toBe('회원 가입 확인');
    expect(
      confirmation.body.startsWith('민지 님, 안녕하세요.\n\n아래 링크에서 회원 가입을 완료해 주십시오 (유효 시간: '),
    ).toBe(true);
    expect(confirmation.links[0]!.label).toBe('회원 가입 완료하기');
    const token = new URL(confirmation.links[0]!.url).searchParams.get('confirmation_token');
    expect((await api.request('POST', m('confirm'), { confirmation_token: token })).status).toBe(200);
    // The reset is asked from an English page: the member's own language still writes it.
    expect((await api.request('POST', m('start_reset_password_process'), { email }, { Locale: 'en' })).status).toBe(
      202,
    );
    expect((await mailTo(email, 'password_reset')).subject).toBe('비밀번호 재설정');
    expect(
      (
        await api.request('POST', m('sign_up'), {
          email,
          password: 'Seoul2026pass',
          first_name: 'Eve',
          last_name: 'Stranger',
          locale: 'en',
        })
      ).status,
    ).toBe(201);
    const already = await mailTo(email, 'already_registered');
    expect([already.subject, ...already.links.map((link) => link.label)]).toEqual([
      '이미 가입된 계정이 있습니다',
      '로그인',
      '비밀번호 재설정',
    ]);
  });

  it('writes in the language the member switched the site to later, not the one of sign-up', async () => {
    const email = 'jiwoo.mail@example.com';
    expect(
      (
        await api.request('POST', m('sign_up'), {
          email,
          password: 'Seoul2026pass',
          first_name: '지우',
          last_name: '박',
          locale: 'ko',
        })
      ).status,
    ).toBe(201);
    const token = new URL((await mailTo(email, 'sign_up_confirmation')).links[0]!.url).searchParams.get(
      'confirmation_token',
    );
    expect((await api.request('POST', m('confirm'), { confirmation_token: token })).status).toBe(200);
    const session = (await api.request('POST', m('sign_in'), { email, password: 'Seoul2026pass' })).body.data
      .token as string;
    const bearer = { Authorization: `Bearer ${session}` };

    // Only a signed-in member, only a language of the list, nothing else in the body.
    expect((await api.request('PUT', '/book/user/locale', { locale: 'ja' })).status).toBe(401);
    for (const body of [{ locale: 'fr' }, { locale: 'ja', theme: 'dark' }, {}]) {
      const refused = await api.request('PUT', '/book/user/locale', body, bearer);
      expect([refused.status, refused.body.errors[0].details.base[0].code], JSON.stringify(body)).toEqual([
        400,
        '1000',
      ]);
    }
    const switched = await api.request('PUT', '/book/user/locale', { locale: 'ja' }, bearer);
    expect(switched).toEqual({ status: 200, body: { data: { locale: 'ja' } } });
    expect((await api.request('GET', '/book/user/me', undefined, bearer)).body.data.locale).toBe('ja');
    // Asked from a Korean page, the reset is written in the member's language now: Japanese.
    expect((await api.request('POST', m('start_reset_password_process'), { email }, { Locale: 'ko' })).status).toBe(
      202,
    );
    expect((await mailTo(email, 'password_reset')).subject).toBe(MAIL_TEXTS.ja.passwordReset.subject);
  });

  it('writes in Thai and Arabic for members of those languages, and in English for a member who chose none', async () => {
    for (const [email, locale, subject] of [
      ['somchai.mail@example.com', 'th', 'ยืนยันการสมัครสมาชิก'],
      ['layla.mail@example.com', 'ar', 'أكِّد عضويتك'],
      ['plain.mail@example.com', undefined, 'Confirm your membership'],
    ] as const) {
      const signUp = await api.request('POST', m('sign_up'), {
        email,
        password: 'Bali2026passw',
        first_name: 'Guest',
        last_name: 'Mail',
        ...(locale ? { locale } : {}),
      });
      expect(signUp.status).toBe(201);
      expect((await mailTo(email, 'sign_up_confirmation')).subject).toBe(subject);
    }
    // A language outside the list is refused at sign-up, in the error shape.
    const french = await api.request('POST', m('sign_up'), {
      email: 'fr.mail@example.com',
      password: 'Paris2026pass',
      first_name: 'A',
      last_name: 'B',
      locale: 'fr',
    });
    expect(french.status).toBe(400);
  });
});

it('has every e-mail written in every language of the list, none left in English', () => {
  const english = MAIL_TEXTS.en;
  // Every text and every filled-in text (with sample values) differs from the English one.
  const rendered = (value: unknown) =>
    typeof value === 'function' ? (value as (...a: unknown[]) => string)('X', 'Y', 'Z', 'W') : value;
  for (const [locale, texts] of Object.entries(MAIL_TEXTS)) {
    if (locale === 'en') continue;
    expect(texts.hello('X')).not.toBe(english.hello('X'));
    for (const key of Object.keys(english).filter((name) => name !== 'hello') as Exclude<
      keyof typeof english,
      'hello'
    >[]) {
      const ours = texts[key] as unknown as Record<string, unknown>;
      const theirs = english[key] as unknown as Record<string, unknown>;
      expect(Object.keys(ours).sort(), `${locale}.${key}`).toEqual(Object.keys(theirs).sort());
      for (const field of Object.keys(theirs))
        expect(rendered(ours[field]), `${locale}.${key}.${field}`).not.toBe(rendered(theirs[field]));
    }
  }
});
