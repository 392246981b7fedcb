import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { failure } from '../failure';
import { doneEvent, errorEvent, leafStateKeys, listModelPaths, pendingActor, replayPath } from '../model-paths';
import { createMemoryStorage } from '../transport/client-session';
import { createMemberTokenStore } from './actors';
import type { HandOff, MemberUser, SignedInSession } from './context';
import { displayName } from './display-name';
import { authMachine } from './machine';
import {
  selectIsCheckingAuth,
  selectIsSignedIn,
  selectLoggedOutNotice,
  selectMember,
  selectSignInErrors,
  selectSignInFailure,
} from './selectors';

const hanako: MemberUser = {
  id: 7,
  email: 'hanako@example.com',
  provider: 'tripla',
  organizationId: null,
  organizationRole: null,
  firstName: 'Hanako',
  lastName: 'Yamada',
  firstNameKana: 'はなこ',
  lastNameKana: 'やまだ',
  locale: 'ja',
  membershipId: 'ABCDEFGH2345',
  hotelBrandId: 1,
  pointProgramEnabled: false,
  sessionExpiresAt: null,
};

function harness(
  options: {
    stored?: string | null;
    me?: () => Promise<MemberUser>;
    signIn?: (i: { email: string; password: string }) => Promise<SignedInSession>;
    signOut?: () => Promise<void>;
    handOff?: HandOff;
    exchange?: (i: HandOff) => Promise<SignedInSession>;
    rememberLocale?: (locale: string) => Promise<boolean>;
  } = {},
) {
  const tokens = createMemberTokenStore(
    createMemoryStorage(options.stored ? { triplabot_member_session: options.stored } : {}),
  );
  const log: string[] = [];
  const logic = authMachine.provide({
    actors: {
      readStoredToken: fromPromise(async () => tokens.read()),
      fetchMe: fromPromise(async () => (options.me ?? (async () => hanako))()),
      signIn: fromPromise(async ({ input }) =>
        (options.signIn ?? (async () => ({ token: 'new-token', user: hanako })))(input),
      ),
      signOut: fromPromise(async () => {
        log.push('signOut called');
        await (options.signOut ?? (async () => {}))();
      }),
      rememberLocale: fromPromise(async ({ input }) => {
        log.push(`rememberLocale ${input.locale}`);
        return (options.rememberLocale ?? (async () => true))(input.locale);
      }),
      exchangeHandOff: fromPromise(async ({ input }) => {
        log.push(`exchange ${input.grantType} ${input.token}`);
        return (options.exchange ?? (async () => ({ token: 'handed-over', user: hanako })))(input);
      }),
    },
    actions: {
      storeToken: (_, params) => tokens.write(params.token),
      clearToken: () => tokens.clear(),
      leaveSignInPages: () => void log.push('leaveSignInPages'),
      resetAfterSignOut: () => void log.push('resetAfterSignOut'),
      goAfterExpiry: () => void log.push('goAfterExpiry'),
    },
  });
  const actor = createActor(logic, { input: { hotelCode: 'demo-kyoto', handOff: options.handOff ?? null } }).start();
  return { actor, tokens, log };
}

describe('auth chart', () => {
  it('loads the member on start when a token is stored, and is signed out without one', async () => {
    const withToken = harness({ stored: 'stored-token' });
    expect(selectIsCheckingAuth(withToken.actor.getSnapshot())).toBe(true);
    await waitFor(withToken.actor, (s) => !selectIsCheckingAuth(s));
    expect(selectIsSignedIn(withToken.actor.getSnapshot())).toBe(true);
    expect(selectMember(withToken.actor.getSnapshot())?.membershipId).toBe('ABCDEFGH2345');

    const without = harness();
    await waitFor(without.actor, (s) => !selectIsCheckingAuth(s));
    expect(without.actor.getSnapshot().value).toBe('SignedOut');
  });

  it('forgets a stored token the server answers 401 to, but keeps it through a network failure', async () => {
    const dead = harness({
      stored: 'dead',
      me: async () => {
        throw failure('1400', 'Session expired', 401);
      },
    });
    await waitFor(dead.actor, (s) => s.matches('SignedOut'));
    expect(dead.tokens.read()).toBeNull();

    const offline = harness({
      stored: 'kept',
      me: async () => {
        throw failure('error02', 'Network failure');
      },
    });
    await waitFor(offline.actor, (s) => s.matches('SignedOut'));
    expect(offline.tokens.read()).toBe('kept');
  });

  it('validates the form, signs in, stores the token and leaves the sign-in page', async () => {
    const seen: { email: string; password: string }[] = [];
    const { actor, tokens, log } = harness({
      signIn: async (input) => {
        seen.push(input);
        return { token: 'fresh', user: hanako };
      },
    });
    await waitFor(actor, (s) => s.matches('SignedOut'));
    actor.send({ type: 'signIn.submitted' });
    expect(selectSignInErrors(actor.getSnapshot())).toEqual({ email: 'required', password: 'required' });
    actor.send({ type: 'signIn.changed', field: 'email', value: 'not-mail' });
    actor.send({ type: 'signIn.submitted' });
    expect(selectSignInErrors(actor.getSnapshot()).email).toBe('email_invalid');
    actor.send({ type: 'signIn.changed', field: 'email', value: ' hanako@example.com ' });
    actor.send({ type: 'signIn.changed', field: 'password', value: 'Kyoto2026pass' });
    actor.send({ type: 'signIn.submitted' });
    actor.send({ type: 'signIn.submitted' }); // a double click sends once
    await waitFor(actor, (s) => s.matches('SignedIn'));
    expect(seen).toEqual([{ hotelCode: 'demo-kyoto', email: 'hanako@example.com', password: 'Kyoto2026pass' }]);
    expect(tokens.read()).toBe('fresh');
    expect(log).toEqual(['leaveSignInPages']);
    expect(actor.getSnapshot().context.form.password).toBe('');
  });

  it('keeps a refusal as a failure code and clears the password', async () => {
    const { actor } = harness({
      signIn: async () => {
        throw failure('1301', 'Account locked', 422);
      },
    });
    await waitFor(actor, (s) => s.matches('SignedOut'));
    actor.send({ type: 'signIn.changed', field: 'email', value: 'hanako@example.com' });
    actor.send({ type: 'signIn.changed', field: 'password', value: 'Wrong1234' });
    actor.send({ type: 'signIn.submitted' });
    await waitFor(actor, (s) => s.matches('SignedOut') && s.context.failure !== null);
    expect(selectSignInFailure(actor.getSnapshot())?.code).toBe('1301');
    expect(actor.getSnapshot().context.form).toEqual({ email: 'hanako@example.com', password: '' });
  });

  it('signs out: calls the endpoint and clears everything even when the call fails', async () => {
    const { actor, tokens, log } = harness({
      stored: 't',
      signOut: async () => {
        throw failure('error02', 'Network failure');
      },
    });
    await waitFor(actor, (s) => s.matches('SignedIn'));
    actor.send({ type: 'signOut.requested' });
    await waitFor(actor, (s) => s.matches('SignedOut'));
    expect(tokens.read()).toBeNull();
    expect(selectMember(actor.getSnapshot())).toBeNull();
    expect(log).toEqual(['signOut called', 'resetAfterSignOut']);
  });

  it('logs out locally on a 401 with the "already logged out" notice, and goes to the search page', async () => {
    const { actor, tokens, log } = harness({ stored: 't' });
    await waitFor(actor, (s) => s.matches('SignedIn'));
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('SignedOut');
    expect(tokens.read()).toBeNull();
    expect(selectLoggedOutNotice(actor.getSnapshot())).toBe(true);
    expect(log).toEqual(['goAfterExpiry']);
    actor.send({ type: 'notice.dismissed' });
    expect(selectLoggedOutNotice(actor.getSnapshot())).toBe(false);
  });

  it("stores a signed-in member's new language with the member, stays signed in if that fails, and asks nothing for a guest", async () => {
    const member = harness({ stored: 't', rememberLocale: async (locale) => locale !== 'th' });
    await waitFor(member.actor, (s) => s.matches('SignedIn'));
    member.actor.send({ type: 'locale.chosen', locale: 'ko' });
    member.actor.send({ type: 'locale.chosen', locale: 'th' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(member.log).toEqual(['rememberLocale ko', 'rememberLocale th']);
    expect(member.actor.getSnapshot().value).toBe('SignedIn');
    expect(selectMember(member.actor.getSnapshot())).toEqual(hanako);

    const guest = harness();
    await waitFor(guest.actor, (s) => s.matches('SignedOut'));
    guest.actor.send({ type: 'locale.chosen', locale: 'ko' });
    expect(guest.log).toEqual([]);
  });

  it('reaches every state along paths generated from the chart', () => {
    const logic = authMachine.provide({
      actors: {
        readStoredToken: pendingActor(),
        fetchMe: pendingActor(),
        signIn: pendingActor(),
        signOut: pendingActor(),
        exchangeHandOff: pendingActor(),
      },
    });
    const events = [
      doneEvent('exchangeHandOff', { token: 'h', user: hanako }),
      errorEvent('exchangeHandOff', failure('3403', 'Session token already spent', 409)),
      errorEvent('exchangeHandOff', failure('3401', 'Session token not found', 401)),
      { type: 'session.started', session: { token: 's', user: hanako } } as const,
      { type: 'session.reloadRequested' } as const,
      doneEvent('reloadMember', hanako),
      errorEvent('reloadMember', failure('1400', 'Session expired', 401)),
      doneEvent('readStoredToken', 'token'),
      doneEvent('readStoredToken', null),
      doneEvent('fetchMe', hanako),
      errorEvent('fetchMe', failure('1400', 'Session expired', 401)),
      { type: 'signIn.changed', field: 'email', value: 'a@b.co' } as const,
      { type: 'signIn.changed', field: 'password', value: 'Secret123' } as const,
      { type: 'signIn.submitted' } as const,
      doneEvent('signIn', { token: 't', user: hanako }),
      errorEvent('signIn', failure('1000', 'Invalid credentials', 422)),
      { type: 'signOut.requested' } as const,
      doneEvent('signOut', undefined),
      { type: 'session.expired' } as const,
    ];
    const reached = new Set<string>();
    // Without a hand-off the chart starts by reading the stored token; with one it trades it first.
    for (const input of [
      { hotelCode: 'demo-kyoto' },
      { hotelCode: 'demo-kyoto', handOff: { grantType: 'one_time_access_token' as const, token: 'ota' } },
    ]) {
      const paths = listModelPaths(logic, {
        input,
        events: events as never,
        serializeState: (s) =>
          JSON.stringify([
            s.value,
            s.context.form.email !== '',
            s.context.form.password !== '',
            s.context.handOff !== null,
          ]),
      });
      for (const path of paths) {
        reached.add(path.target);
        expect(replayPath(logic, input, path).value).toEqual(path.snapshot.value);
      }
    }
    // Starting only passes through (eventless), so no path ends there.
    expect([...reached].sort()).toEqual(
      leafStateKeys(authMachine)
        .filter((k) => k !== 'Starting')
        .sort(),
    );
  });
});

describe('auth chart: hand-off tokens at initialisation (SPEC.md section 4)', () => {
  it('trades a one-time access token (or refresh_token) for a session and stores it', async () => {
    const { actor, tokens, log } = harness({
      stored: 'old',
      handOff: { grantType: 'one_time_access_token', token: 'ota-1' },
    });
    expect(selectIsCheckingAuth(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('SignedIn'));
    expect(tokens.read()).toBe('handed-over');
    expect(log).toEqual(['exchange one_time_access_token ota-1']);
  });

  it('3403 (already spent) falls back to the normal identity fetch with the stored token', async () => {
    const { actor, tokens } = harness({
      stored: 'stored',
      handOff: { grantType: 'refresh_token', token: 'spent' },
      exchange: async () => {
        throw failure('3403', 'Session token already spent', 409);
      },
    });
    await waitFor(actor, (s) => s.matches('SignedIn'));
    expect(tokens.read()).toBe('stored');
    expect(selectLoggedOutNotice(actor.getSnapshot())).toBe(false);
  });

  it.each(['3401', '3402'])('%s logs out locally with the logout message', async (code) => {
    const { actor, tokens } = harness({
      stored: 'stored',
      handOff: { grantType: 'refresh_token', token: 'bad' },
      exchange: async () => {
        throw failure(code, 'No', 401);
      },
    });
    await waitFor(actor, (s) => s.matches('SignedOut'));
    expect(tokens.read()).toBeNull();
    expect(selectLoggedOutNotice(actor.getSnapshot())).toBe(true);
  });

  it('accepts a session started elsewhere (SSO callback) and re-reads the session on request', async () => {
    let me = 0;
    const { actor, tokens } = harness({
      me: async () => {
        me += 1;
        return hanako;
      },
    });
    await waitFor(actor, (s) => s.matches('SignedOut'));
    actor.send({ type: 'session.started', session: { token: 'sso-token', user: hanako } });
    expect(actor.getSnapshot().value).toBe('SignedIn');
    expect(tokens.read()).toBe('sso-token');
    actor.send({ type: 'session.reloadRequested' });
    expect(actor.getSnapshot().value).toBe('ReloadingMember');
    await waitFor(actor, (s) => s.matches('SignedIn'));
    expect(me).toBe(1);
  });

  it('a refresh-login with a dead session logs out locally with the message and goes to the search page', async () => {
    let calls = 0;
    const { actor, tokens, log } = harness({
      stored: 'alive',
      me: async () => {
        calls += 1;
        if (calls > 1) throw failure('1400', 'Session expired', 401);
        return hanako;
      },
    });
    await waitFor(actor, (s) => s.matches('SignedIn'));
    actor.send({ type: 'session.reloadRequested' });
    await waitFor(actor, (s) => s.matches('SignedOut'));
    expect(tokens.read()).toBeNull();
    expect(selectLoggedOutNotice(actor.getSnapshot())).toBe(true);
    expect(log).toEqual(['goAfterExpiry']);
  });
});

describe('display name (SPEC.md section 3)', () => {
  it('orders the names per locale and falls back to kana in Japanese only', () => {
    const names = { firstName: 'Hanako', lastName: 'Yamada', firstNameKana: 'はなこ', lastNameKana: 'やまだ' };
    expect(displayName(names, 'ja')).toBe('Yamada Hanako');
    expect(displayName(names, 'en')).toBe('Hanako Yamada');
    expect(displayName(names, 'ko')).toBe('Yamada Hanako');
    expect(displayName({ ...names, firstName: '', lastName: '' }, 'ja')).toBe('やまだ はなこ');
    expect(displayName({ ...names, lastName: '' }, 'en')).toBeNull();
    expect(displayName({ ...names, firstName: '' }, 'zh_Hant')).toBeNull();
  });
});
