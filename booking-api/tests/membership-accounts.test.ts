import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { memberSessionReplySchema } from '../../contract';
import {
  memberAccountRemovals,
  memberSavedCards,
  members,
  membershipPrograms,
  membershipSettings,
  reservations,
} from '../db/schema';
import { accountKey, decryptText } from '../membership-accounts/account-keys';
import { describeOnTestDatabases, START, firstCode, reservationRequest } from './support/test-api';

// Account management against a real database: profile and its update rule, login
// e-mail change through the mailed link, password change, promotion e-mail and unsubscribe, QR
// code, account removal.
describeOnTestDatabases('membership accounts on $name', (api) => {
  const PASSWORD = 'Kyoto2026pass';
  const m = (path: string, hotel = 'demo-kyoto') => `/book/hotels/${hotel}/memberships/${path}`;
  const origin = { Origin: 'http://widget.example' };
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, ...origin });
  const signIn = (email: string, password = PASSWORD) => api.request('POST', m('sign_in'), { email, password });

  async function mails(to: string) {
    const reply = await api.request('GET', `/api/dev/outbox?format=json&to=${encodeURIComponent(to)}`);
    return reply.body.messages as { kind: string; to: string; body: string; links: { url: string }[] }[];
  }
  async function link(to: string, kind: string): Promise<URL> {
    const mail = (await mails(to)).find((x) => x.kind === kind);
    if (!mail) throw new Error(`no ${kind} mail to ${to}`);
    return new URL(mail.links[0]!.url);
  }
  async function activeMember(email: string): Promise<string> {
    expect(
      (
        await api.request(
          'POST',
          m('sign_up'),
          { email, password: PASSWORD, first_name: 'Hanako', last_name: 'Yamada' },
          origin,
        )
      ).status,
    ).toBe(201);
    const token = (await link(email, 'sign_up_confirmation')).searchParams.get('confirmation_token');
    expect((await api.request('POST', m('confirm'), { confirmation_token: token })).status).toBe(200);
    const signedIn = await signIn(email);
    expect(signedIn.status).toBe(200);
    return memberSessionReplySchema.parse(signedIn.body).data.token;
  }
  async function brandId(): Promise<number> {
    const [row] = await api.database.db.select({ brandId: members.brandId }).from(members).limit(1);
    return row!.brandId;
  }

  it('shows the profile to its member only, and refuses anonymous callers with 401 1400', async () => {
    const token = await activeMember('profile@example.com');
    const shown = await api.request('GET', m('show'), undefined, bearer(token));
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({
      email: 'profile@example.com',
      first_name: 'Hanako',
      last_name: 'Yamada',
      provider: 'tripla',
      promotion_email: false,
      pending_email: null,
      profile_updatable: false,
    });
    for (const path of ['show', 'qr_code']) {
      const anonymous = await api.request('GET', m(path));
      expect([anonymous.status, firstCode(anonymous.body)]).toEqual([401, '1400']);
    }
    const anonymousUpdate = await api.request('PUT', m('update'), { first_name: 'X' });
    expect([anonymousUpdate.status, firstCode(anonymousUpdate.body)]).toEqual([401, '1400']);
  });

  it('updates the profile only for a member not of the own provider when some program enables it (SPEC.md section 5)', async () => {
    const token = await activeMember('line-user@example.com');
    const update = (body: unknown) => api.request('PUT', m('update'), body, bearer(token));

    // Own provider (tripla): refused even with the program flag (the demo seed has a program that enables it).
    const brand = await brandId();
    await api.database.db.update(membershipPrograms).set({ updateMemberProfileEnabled: false });
    await api.database.db
      .insert(membershipPrograms)
      .values({ brandId: brand, name: 'Standard', updateMemberProfileEnabled: false });
    let refused = await update({ first_name: 'Keiko' });
    expect([refused.status, firstCode(refused.body)]).toEqual([403, 'profile_not_updatable']);

    // A LINE user, but no program enables updates: still refused.
    await api.database.db.update(members).set({ provider: 'line' }).where(eq(members.email, 'line-user@example.com'));
    refused = await update({ first_name: 'Keiko' });
    expect([refused.status, firstCode(refused.body)]).toEqual([403, 'profile_not_updatable']);

    await api.database.db
      .insert(membershipPrograms)
      .values({ brandId: brand, name: 'Gold', updateMemberProfileEnabled: true });
    // Own provider again, now with a program enabling updates: still refused.
    await api.database.db.update(members).set({ provider: 'tripla' }).where(eq(members.email, 'line-user@example.com'));
    refused = await update({ first_name: 'Keiko' });
    expect([refused.status, firstCode(refused.body)]).toEqual([403, 'profile_not_updatable']);
    await api.database.db.update(members).set({ provider: 'line' }).where(eq(members.email, 'line-user@example.com'));
    const updated = await update({
      first_name: 'Keiko',
      last_name_kana: 'やまだ',
      phone: '+819011112222',
      dob: '1990-04-01',
      gender: 'female',
      nationality: 'JP',
      post_code: '600-8216',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      first_name: 'Keiko',
      last_name: 'Yamada',
      last_name_kana: 'やまだ',
      phone: '+819011112222',
      dob: '1990-04-01',
      gender: 'female',
      // Typed with its hyphen, kept as letters and digits only (SPEC.md section 5).
      nationality: 'JP',
      post_code: '6008216',
      profile_updatable: true,
    });
    // The logged-in user follows (display names are derived from these).
    expect((await api.request('GET', '/book/user/me', undefined, bearer(token))).body.data.first_name).toBe('Keiko');
    // An empty string clears an optional field; bad values are 1000 with the field named.
    expect((await update({ phone: '' })).body.data.phone).toBeNull();
    const bad = await update({ dob: '1990-02-30', first_name: 'K3iko', unknown_field: 1 });
    expect([bad.status, firstCode(bad.body)]).toEqual([400, '1000']);
    // Every field of the form sent, optional ones empty: accepted, the empty ones cleared.
    const whole = await update({
      first_name: 'Keiko',
      last_name: 'Yamada',
      first_name_kana: '',
      last_name_kana: '',
      phone: '',
      dob: '',
      post_code: '',
      prefecture: '',
      address: '',
      building_name: '',
    });
    expect(whole.status).toBe(200);
    expect(whole.body.data).toMatchObject({ last_name_kana: null, dob: null, post_code: null });
    const badKana = await update({ last_name_kana: 'Yamada' });
    expect(badKana.body.errors[0].details.last_name_kana).toBeDefined();
  });

  it('changes the login e-mail only when the link mailed to the new address is followed', async () => {
    const token = await activeMember('old-address@example.com');
    const change = (body: unknown) => api.request('PUT', m('update_email'), body, bearer(token));

    const wrong = await change({ email: 'new-address@example.com', current_password: 'Wrong-pass1' });
    expect([wrong.status, firstCode(wrong.body)]).toEqual([422, 'wrong_current_password']);
    await activeMember('taken@example.com');
    const taken = await change({ email: 'Taken@Example.com', current_password: PASSWORD });
    expect([taken.status, firstCode(taken.body)]).toEqual([422, 'email_in_use']);
    const same = await change({ email: 'old-address@example.com', current_password: PASSWORD });
    expect([same.status, firstCode(same.body)]).toEqual([422, '1000']);

    const asked = await change({ email: 'New-Address@example.com', current_password: PASSWORD });
    expect(asked.status).toBe(202);
    expect(asked.body.data).toEqual({ email: 'old-address@example.com', pending_email: 'new-address@example.com' });
    // Pending: the login e-mail is unchanged, the old address is told.
    expect((await api.request('GET', m('show'), undefined, bearer(token))).body.data).toMatchObject({
      email: 'old-address@example.com',
      pending_email: 'new-address@example.com',
    });
    expect((await signIn('new-address@example.com')).status).toBe(422);
    expect(
      (await mails('old-address@example.com')).some(
        (x) => x.kind === 'email_change_requested' && x.body.includes('new-address@example.com'),
      ),
    ).toBe(true);

    const url = await link('new-address@example.com', 'email_change_confirmation');
    expect(url.pathname).toBe('/member-confirmation');
    expect(url.searchParams.get('email_update')).toBe('true');
    const confirmationToken = url.searchParams.get('confirmation_token');
    const followed = await Promise.all(
      [1, 2].map(() => api.request('POST', m('confirm'), { confirmation_token: confirmationToken })),
    );
    expect(followed.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(followed.find((r) => r.status === 200)!.body).toEqual({
      data: { email: 'new-address@example.com', status: 'active' },
    });

    expect((await signIn('old-address@example.com')).status).toBe(422);
    expect((await signIn('new-address@example.com')).status).toBe(200);
    expect((await api.request('GET', m('show'), undefined, bearer(token))).body.data).toMatchObject({
      email: 'new-address@example.com',
      pending_email: null,
    });
  });

  it('lets the e-mail change link expire after 24 hours (1250), and a newer request replaces the older link', async () => {
    const token = await activeMember('expiring@example.com');
    await api.request(
      'PUT',
      m('update_email'),
      { email: 'first-new@example.com', current_password: PASSWORD },
      bearer(token),
    );
    const first = (await link('first-new@example.com', 'email_change_confirmation')).searchParams.get(
      'confirmation_token',
    );
    await api.request(
      'PUT',
      m('update_email'),
      { email: 'second-new@example.com', current_password: PASSWORD },
      bearer(token),
    );
    const replaced = await api.request('POST', m('confirm'), { confirmation_token: first });
    expect([replaced.status, firstCode(replaced.body)]).toEqual([422, '1000']);

    const second = (await link('second-new@example.com', 'email_change_confirmation')).searchParams.get(
      'confirmation_token',
    );
    await api.travelTo('2026-03-03T03:00:01Z');
    const late = await api.request('POST', m('confirm'), { confirmation_token: second });
    expect([late.status, firstCode(late.body)]).toEqual([422, '1250']);
  });

  it('changes the password with the current one (1300 weak, 1302 used before) and ends the other sessions', async () => {
    const token = await activeMember('password@example.com');
    const otherDevice = memberSessionReplySchema.parse((await signIn('password@example.com')).body).data.token;
    const change = (current: string, password: string) =>
      api.request('PUT', m('update_password'), { current_password: current, password }, bearer(token));

    expect(firstCode((await change('Wrong-pass1', 'Brandnew2027')).body)).toBe('wrong_current_password');
    expect(firstCode((await change(PASSWORD, 'weakpass')).body)).toBe('1300');
    expect(firstCode((await change(PASSWORD, PASSWORD)).body)).toBe('1302');
    const done = await change(PASSWORD, 'Brandnew2027');
    expect(done.status).toBe(200);
    expect((await api.request('GET', '/book/user/me', undefined, bearer(token))).status).toBe(200);
    expect((await api.request('GET', '/book/user/me', undefined, bearer(otherDevice))).status).toBe(401);
    expect((await signIn('password@example.com', PASSWORD)).status).toBe(422);
    expect((await signIn('password@example.com', 'Brandnew2027')).status).toBe(200);
    // Without a session the current-password form is refused; the reset-token form still parses as before.
    const anonymous = await api.request('PUT', m('update_password'), {
      current_password: 'Brandnew2027',
      password: 'Another2028x',
    });
    expect([anonymous.status, firstCode(anonymous.body)]).toEqual([401, '1400']);
  });

  it('locks the account after five wrong current passwords (1301)', async () => {
    const token = await activeMember('guessing@example.com');
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      codes.push(
        firstCode(
          (
            await api.request(
              'PUT',
              m('update_email'),
              { email: 'x@example.com', current_password: `Wrong${i}` },
              bearer(token),
            )
          ).body,
        ),
      );
    }
    expect(codes).toEqual([
      'wrong_current_password',
      'wrong_current_password',
      'wrong_current_password',
      'wrong_current_password',
      '1301',
    ]);
  });

  it('sets the promotion e-mail and unsubscribes through the signed link, without sign-in', async () => {
    const token = await activeMember('promo@example.com');
    const on = await api.request('PUT', m('promotion_email'), { promotion_email: true }, bearer(token));
    expect(on.body.data.promotion_email).toBe(true);
    // A double click does not send a second mail.
    await api.request('PUT', m('promotion_email'), { promotion_email: true }, bearer(token));
    const subscribedMails = (await mails('promo@example.com')).filter((x) => x.kind === 'promotion_subscribed');
    expect(subscribedMails).toHaveLength(1);
    const url = new URL(subscribedMails[0]!.links[0]!.url);
    expect(url.pathname).toBe('/unsubscribe-email/confirmation');
    const unsubscribeToken = url.searchParams.get('token')!;

    const status = await api.request(
      'GET',
      `/api/v1/marketing_emails/subscription_status?token=${encodeURIComponent(unsubscribeToken)}`,
    );
    expect(status.body.data).toEqual({ email: 'promo@example.com', subscribed: true });
    const tampered = unsubscribeToken.slice(0, -2) + (unsubscribeToken.endsWith('AA') ? 'BB' : 'AA');
    const refused = await api.request('POST', '/api/v1/marketing_emails/unsubscribe', { token: tampered });
    expect([refused.status, firstCode(refused.body)]).toEqual([422, '1000']);
    for (let i = 0; i < 2; i += 1) {
      const done = await api.request('POST', '/api/v1/marketing_emails/unsubscribe', { token: unsubscribeToken });
      expect(done.body.data).toEqual({ email: 'promo@example.com', subscribed: false });
    }
    expect((await api.request('GET', m('show'), undefined, bearer(token))).body.data.promotion_email).toBe(false);
    // 90 days later the link is dead.
    await api.travelTo('2026-06-01T03:00:00Z');
    expect(
      (
        await api.request(
          'GET',
          `/api/v1/marketing_emails/subscription_status?token=${encodeURIComponent(unsubscribeToken)}`,
        )
      ).status,
    ).toBe(422);
  });

  it('renders the membership id as a QR code, encrypted by default and plain when the brand turns encryption off', async () => {
    const token = await activeMember('qr@example.com');
    const me = (await api.request('GET', '/book/user/me', undefined, bearer(token))).body.data;
    const first = (await api.request('GET', m('qr_code'), undefined, bearer(token))).body.data;
    const second = (await api.request('GET', m('qr_code'), undefined, bearer(token))).body.data;
    expect(first.encrypted).toBe(true);
    expect(first.membership_id).toBe(me.membership_id);
    expect(first.payload).not.toContain(me.membership_id);
    expect(first.payload).not.toBe(second.payload); // a fresh IV each time
    const key = await accountKey(api.database, api.clock, 'qr_code');
    expect(decryptText(key, first.payload)).toBe(me.membership_id);
    expect(decryptText(key, `${first.payload.slice(0, -3)}abc`)).toBeNull();
    expect(first.svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    await api.database.db
      .insert(membershipSettings)
      .values({ brandId: await brandId(), encryptedQrCodeEnabled: false })
      .onConflictDoUpdate({ target: membershipSettings.brandId, set: { encryptedQrCodeEnabled: false } });
    const plain = (await api.request('GET', m('qr_code'), undefined, bearer(token))).body.data;
    expect([plain.encrypted, plain.payload]).toEqual([false, me.membership_id]);
    await api.database.db.update(membershipSettings).set({ encryptedQrCodeEnabled: true });
  });

  it('removes the account with a reason: sessions end, personal data is erased, reservations are kept, the address is free again', async () => {
    const email = 'leaving@example.com';
    const token = await activeMember(email);
    const booked = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest(),
      bearer(token),
    );
    expect(booked.status).toBe(201);
    const [leaving] = await api.database.db.select().from(members).where(eq(members.email, email));
    await api.database.db.insert(memberSavedCards).values({
      publicId: 'card-of-leaving-member',
      memberId: leaving!.id,
      provider: 'sandbox',
      providerToken: 'tok_saved_leaving',
      brand: 'visa',
      last4: '1111',
      expiryMonth: 12,
      expiryYear: 2030,
      createdAt: new Date(START),
    });
    const remove = (body: unknown) => api.request('POST', m('cancel'), body, bearer(token));

    expect(firstCode((await remove({ reason: 'bored', current_password: PASSWORD })).body)).toBe('1000');
    const noDetails = await remove({ reason: 'other', current_password: PASSWORD });
    expect(noDetails.body.errors[0].details.details).toBeDefined();
    expect(firstCode((await remove({ reason: 'too_expensive', current_password: 'Wrong-pass1' })).body)).toBe(
      'wrong_current_password',
    );
    // A brand with its own removal process refuses it here, with its description.
    await api.database.db
      .insert(membershipSettings)
      .values({
        brandId: await brandId(),
        customAccountRemoval: true,
        customAccountRemovalDescription: 'Call the front desk.',
      })
      .onConflictDoUpdate({
        target: membershipSettings.brandId,
        set: { customAccountRemoval: true, customAccountRemovalDescription: 'Call the front desk.' },
      });
    const custom = await remove({ reason: 'too_expensive', current_password: PASSWORD });
    expect([custom.status, firstCode(custom.body), custom.body.errors[0].details.base[0].text]).toEqual([
      403,
      'account_removal_custom',
      'Call the front desk.',
    ]);
    await api.database.db.update(membershipSettings).set({ customAccountRemoval: false });
    const removed = await remove({ reason: 'too_expensive', current_password: PASSWORD });
    expect(removed.status).toBe(200);

    expect((await api.request('GET', '/book/user/me', undefined, bearer(token))).status).toBe(401);
    expect((await signIn(email)).status).toBe(422);
    const [row] = await api.database.db
      .select()
      .from(members)
      .where(eq(members.id, booked.body.data?.member_id ?? -1));
    const [anyRemoved] = row
      ? [row]
      : await api.database.db.select().from(members).where(eq(members.status, 'removed'));
    expect(anyRemoved).toMatchObject({
      status: 'removed',
      firstName: '',
      lastName: '',
      phone: null,
      promotionEmail: false,
    });
    expect(anyRemoved!.email).not.toContain('leaving');
    const [reason] = await api.database.db
      .select()
      .from(memberAccountRemovals)
      .where(eq(memberAccountRemovals.memberId, anyRemoved!.id));
    expect(reason).toMatchObject({ reason: 'too_expensive' });
    const kept = await api.database.db.select().from(reservations).where(eq(reservations.memberId, anyRemoved!.id));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.status).toBe('done');
    const [card] = await api.database.db
      .select()
      .from(memberSavedCards)
      .where(eq(memberSavedCards.publicId, 'card-of-leaving-member'));
    expect(card).toMatchObject({ providerToken: '' });
    expect(card!.deletedAt).not.toBeNull();
    // The address can sign up again as a new account.
    expect(
      (
        await api.request(
          'POST',
          m('sign_up'),
          { email, password: 'Newstart2027', first_name: 'Hanako', last_name: 'Yamada' },
          origin,
        )
      ).status,
    ).toBe(201);
  });
});
