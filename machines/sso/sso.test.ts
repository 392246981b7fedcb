import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { failure } from '../failure';
import { doneEvent, errorEvent, leafStateKeys, listModelPaths, pendingActor, replayPath } from '../model-paths';
import type { MemberUser, SignedInSession } from '../auth/context';
import { ssoCallbackMachine, SsoCallbackCodes } from './callback-machine';
import type { SsoCallbackInput, SsoProviderOption } from './context';
import { ssoMachine } from './machine';
import { selectCallbackFailure, selectSsoBusy, selectSsoFailure, selectSsoProviders } from './selectors';

const providers: SsoProviderOption[] = [
  { slug: 'line', label: 'LINE', memberProvider: 'line' },
  { slug: 'openid', label: 'Hotel ID', memberProvider: 'open_id' },
];
const user = {
  id: 1,
  email: 'a@b.co',
  provider: 'line',
  organizationId: null,
  organizationRole: null,
  firstName: 'A',
  lastName: 'B',
  firstNameKana: null,
  lastNameKana: null,
  locale: null,
  membershipId: 'M',
  pointProgramEnabled: false,
  sessionExpiresAt: null,
} as MemberUser;
const input = { hotelCode: 'demo-kyoto', redirectUri: 'https://widget.example/sso/custom/callback?code=demo-kyoto' };

describe('sso chart (provider buttons)', () => {
  function run(
    start: (i: { provider: string; redirectUri: string }) => Promise<string>,
    load: () => Promise<SsoProviderOption[]> = async () => providers,
  ) {
    const went: string[] = [];
    const started: string[] = [];
    const actor = createActor(
      ssoMachine.provide({
        actors: {
          loadProviders: fromPromise(async () => load()),
          startSignIn: fromPromise(async ({ input: i }) => {
            started.push(i.provider);
            return start(i);
          }),
        },
        actions: { goToProvider: (_, params) => void went.push(params.url) },
      }),
      { input },
    ).start();
    return { actor, went, started };
  }

  it('loads the brand providers, starts one sign-in per press and leaves for the provider', async () => {
    const { actor, went, started } = run(
      async (i) => `https://idp.example/auth?p=${i.provider}&r=${encodeURIComponent(i.redirectUri)}`,
    );
    await waitFor(actor, (s) => s.matches('ChoosingProvider'));
    expect(selectSsoProviders(actor.getSnapshot())).toEqual(providers);
    actor.send({ type: 'provider.chosen', slug: 'line' });
    actor.send({ type: 'provider.chosen', slug: 'line' }); // double click
    expect(selectSsoBusy(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('LeavingForProvider'));
    expect(started).toEqual(['line']);
    expect(went).toEqual([`https://idp.example/auth?p=line&r=${encodeURIComponent(input.redirectUri)}`]);
  });

  it('ignores a provider the brand does not offer, and keeps a refusal as a failure', async () => {
    const { actor, started } = run(async () => {
      throw failure('sso_provider_unknown', 'Sign-in provider not available', 404);
    });
    await waitFor(actor, (s) => s.matches('ChoosingProvider'));
    actor.send({ type: 'provider.chosen', slug: 'github' });
    expect(actor.getSnapshot().value).toBe('ChoosingProvider');
    actor.send({ type: 'provider.chosen', slug: 'openid' });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(selectSsoFailure(actor.getSnapshot())?.code).toBe('sso_provider_unknown');
    expect(started).toEqual(['openid']);
  });

  it('shows no buttons when the providers cannot be loaded', async () => {
    const { actor } = run(
      async () => 'x',
      async () => {
        throw failure('error02', 'Network failure');
      },
    );
    await waitFor(actor, (s) => s.matches('ChoosingProvider'));
    expect(selectSsoProviders(actor.getSnapshot())).toEqual([]);
  });

  it('reaches every state along paths generated from the chart', () => {
    const logic = ssoMachine.provide({ actors: { loadProviders: pendingActor(), startSignIn: pendingActor() } });
    const events = [
      doneEvent('loadProviders', providers),
      errorEvent('loadProviders', failure('error02', 'Network failure')),
      { type: 'provider.chosen', slug: 'line' } as const,
      doneEvent('startSignIn', 'https://idp.example/auth'),
      errorEvent('startSignIn', failure('sso_failed', 'Sign-in failed', 422)),
    ];
    const paths = listModelPaths(logic, {
      input,
      events: events as never,
      serializeState: (s) => JSON.stringify([s.value, s.context.providers.length, s.context.failure?.code ?? null]),
    });
    expect([...new Set(paths.map((p) => p.target))].sort()).toEqual(leafStateKeys(ssoMachine).sort());
    for (const path of paths) expect(replayPath(logic, input, path).value).toEqual(path.snapshot.value);
  });
});

describe('sso callback chart (/sso/custom/callback)', () => {
  const back: SsoCallbackInput = {
    hotelCode: 'demo-kyoto',
    authorizationCode: 'code-1',
    state: 'state-1',
    providerError: null,
  };
  function run(over: Partial<SsoCallbackInput>, complete: () => Promise<SignedInSession>) {
    const sessions: SignedInSession[] = [];
    const calls: unknown[] = [];
    const actor = createActor(
      ssoCallbackMachine.provide({
        actors: {
          completeSignIn: fromPromise(async ({ input: i }) => {
            calls.push(i);
            return complete();
          }),
        },
        actions: { signedIn: (_, params) => void sessions.push(params.session) },
      }),
      { input: { ...back, ...over } },
    ).start();
    return { actor, sessions, calls };
  }

  it('trades code and state for a session and hands it to the auth chart once', async () => {
    const { actor, sessions, calls } = run({}, async () => ({ token: 't', user }));
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([{ hotelCode: 'demo-kyoto', authorizationCode: 'code-1', state: 'state-1' }]);
    expect(sessions).toEqual([{ token: 't', user }]);
  });

  it('fails without calling the API when the provider refused or the URL lacks code or state', () => {
    const cancelled = run({ providerError: 'access_denied', authorizationCode: null }, async () => ({
      token: 't',
      user,
    }));
    expect(selectCallbackFailure(cancelled.actor.getSnapshot())?.code).toBe(SsoCallbackCodes.cancelled);
    const partial = run({ state: null }, async () => ({ token: 't', user }));
    expect(selectCallbackFailure(partial.actor.getSnapshot())?.code).toBe(SsoCallbackCodes.stateInvalid);
    expect([...cancelled.calls, ...partial.calls]).toEqual([]);
  });

  it('shows the API refusal (a replayed callback is sso_state_invalid)', async () => {
    const { actor, sessions } = run({}, async () => {
      throw failure('sso_state_invalid', 'Sign-in not valid', 422);
    });
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(selectCallbackFailure(actor.getSnapshot())?.code).toBe('sso_state_invalid');
    expect(sessions).toEqual([]);
  });

  it('reaches every state along paths generated from the chart', () => {
    const logic = ssoCallbackMachine.provide({ actors: { completeSignIn: pendingActor() } });
    const events = [
      doneEvent('completeSignIn', { token: 't', user }),
      errorEvent('completeSignIn', failure('sso_failed', 'Sign-in failed', 422)),
    ];
    const reached = new Set<string>();
    for (const start of [back, { ...back, providerError: 'access_denied' }, { ...back, state: null }]) {
      for (const path of listModelPaths(logic, { input: start, events: events as never })) {
        reached.add(path.target);
        expect(replayPath(logic, start, path).value).toEqual(path.snapshot.value);
      }
    }
    // Checking is eventless: every path passes through it.
    expect([...reached].sort()).toEqual(
      leafStateKeys(ssoCallbackMachine)
        .filter((k) => k !== 'Checking')
        .sort(),
    );
  });
});

describe('sso actors', () => {
  it('completes one callback state once, even when the callback page is mounted again', async () => {
    const { createSsoActors } = await import('./actors');
    let requests = 0;
    const client = {
      request: async () => {
        requests += 1;
        return { completeSsoSignIn: { token: 't', expiresAt: 'x', user } };
      },
    } as never;
    const run = () =>
      createActor(createSsoActors(client).completeSignIn, {
        input: { hotelCode: 'demo-kyoto', authorizationCode: 'c', state: 'same-state' },
      }).start();
    const [a, b] = [run(), run()];
    await waitFor(a, (s) => s.status === 'done');
    await waitFor(b, (s) => s.status === 'done');
    expect(requests).toBe(1);
    expect(b.getSnapshot().output).toEqual({ token: 't', user });
  });
});
