import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { MemberUser, SignedInSession } from '../auth/context';
import { failure } from '../failure';
import { doneEvent, errorEvent, leafStateKeys, listModelPaths, pendingActor, replayPath } from '../model-paths';
import { chatbotMachine, CHATBOT_POLL_MS } from './machine';
import { parseParentMessage } from './parent-messages';

const user = {
  id: 42,
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
const PARENT = 'https://hotel.example';

function run(
  options: { origin?: string | Promise<string>; exchange?: (token: string) => Promise<SignedInSession> } = {},
) {
  const log: string[] = [];
  const exchanged: string[] = [];
  const actor = createActor(
    chatbotMachine.provide({
      actors: {
        loadParentOrigin: fromPromise(async () => options.origin ?? PARENT),
        exchangeSession: fromPromise(async ({ input }) => {
          exchanged.push(input.token);
          return (options.exchange ?? (async () => ({ token: 'member-token', user })))(input.token);
        }),
      },
      actions: {
        signedIn: (_, params) => void log.push(`signedIn ${params.session.token}`),
        replyUserId: (_, params) => void log.push(`reply ${params.origin} ${params.userId}`),
        openSignIn: () => void log.push('openSignIn'),
        closeSignIn: () => void log.push('closeSignIn'),
        refreshLogin: () => void log.push('refreshLogin'),
      },
    }),
    { input: { hotelCode: 'demo-kyoto' } },
  ).start();
  const post = (origin: string, data: unknown) => actor.send({ type: 'parent.message', origin, data });
  return { actor, log, exchanged, post };
}

describe('parent messages (SPEC.md section 5)', () => {
  it('accepts the five messages from the allowed origin, or from any with *', () => {
    expect(parseParentMessage(PARENT, PARENT, { type: 'login' })).toEqual({ kind: 'login' });
    expect(parseParentMessage(PARENT, PARENT, '{"type":"close"}')).toEqual({ kind: 'close' });
    expect(parseParentMessage(PARENT, PARENT, { type: 'receiveTriplabotSession', session: 'ota' })).toEqual({
      kind: 'receiveTriplabotSession',
      token: 'ota',
    });
    expect(parseParentMessage(PARENT, PARENT, { type: 'getTriplabotUserId' })).toEqual({ kind: 'getTriplabotUserId' });
    expect(parseParentMessage(PARENT, PARENT, { type: 'refresh-login' })).toEqual({ kind: 'refresh-login' });
    expect(parseParentMessage('*', 'https://anyone.example', { type: 'login' })).toEqual({ kind: 'login' });
  });

  it('ignores other origins, unknown shapes and anything before the origin is known', () => {
    expect(parseParentMessage(PARENT, 'https://evil.example', { type: 'login' })).toBeNull();
    expect(parseParentMessage(PARENT, 'https://hotel.example.evil.example', { type: 'login' })).toBeNull();
    expect(parseParentMessage(PARENT, PARENT, { type: 'ga4Event' })).toBeNull();
    expect(parseParentMessage(PARENT, PARENT, { type: 'receiveTriplabotSession' })).toBeNull();
    expect(parseParentMessage(PARENT, PARENT, { type: 'receiveTriplabotSession', session: '   ' })).toBeNull();
    expect(
      parseParentMessage(PARENT, PARENT, { type: 'receiveTriplabotSession', session: 'x'.repeat(201) }),
    ).toBeNull();
    expect(parseParentMessage(PARENT, PARENT, { type: 'receiveTriplabotSession', session: ' ota ' })).toEqual({
      kind: 'receiveTriplabotSession',
      token: 'ota',
    });
    expect(parseParentMessage(PARENT, PARENT, [{ type: 'login' }])).toBeNull();
    expect(parseParentMessage(PARENT, PARENT, null)).toBeNull();
    expect(parseParentMessage(PARENT, PARENT, 'not json')).toBeNull();
    expect(parseParentMessage(null, PARENT, { type: 'login' })).toBeNull();
    // A brand that configured no parent origin trusts none, not even a sandboxed frame's "null".
    expect(parseParentMessage('', PARENT, { type: 'receiveTriplabotSession', session: 'ota' })).toBeNull();
    expect(parseParentMessage('', 'null', { type: 'login' })).toBeNull();
    expect(parseParentMessage('', '', { type: 'login' })).toBeNull();
  });
});

describe('chatbot chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('picks up a session the parent sends within 2 s on the next 200 ms poll, and signs in', async () => {
    const { actor, log, exchanged, post } = run();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('AwaitingSession');
    await vi.advanceTimersByTimeAsync(5 * CHATBOT_POLL_MS);
    post(PARENT, { type: 'receiveTriplabotSession', session: 'ota-1' });
    expect(exchanged).toEqual([]); // not before the next poll
    await vi.advanceTimersByTimeAsync(CHATBOT_POLL_MS);
    expect(exchanged).toEqual(['ota-1']);
    expect(log).toEqual(['signedIn member-token']);
    expect(actor.getSnapshot().value).toBe('Idle');
  });

  it('gives up after 2 s without a session', async () => {
    const { actor } = run();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(2000 - CHATBOT_POLL_MS);
    expect(actor.getSnapshot().value).toBe('AwaitingSession');
    await vi.advanceTimersByTimeAsync(CHATBOT_POLL_MS);
    expect(actor.getSnapshot().value).toBe('Idle');
  });

  it('never trades a session from another origin', async () => {
    const { actor, exchanged, post, log } = run();
    await vi.advanceTimersByTimeAsync(0);
    post('https://evil.example', { type: 'receiveTriplabotSession', session: 'stolen' });
    post('https://evil.example', { type: 'getTriplabotUserId' });
    post('https://evil.example', { type: 'refresh-login' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(exchanged).toEqual([]);
    expect(log).toEqual([]);
    expect(actor.getSnapshot().value).toBe('Idle');
  });

  it('keeps a session sent before the origin was known, if it came from the allowed origin', async () => {
    let resolveOrigin!: (origin: string) => void;
    const { exchanged, post } = run({ origin: new Promise<string>((resolve) => (resolveOrigin = resolve)) });
    post('https://evil.example', { type: 'receiveTriplabotSession', session: 'stolen' });
    post(PARENT, { type: 'receiveTriplabotSession', session: 'early' });
    resolveOrigin(PARENT);
    await vi.advanceTimersByTimeAsync(CHATBOT_POLL_MS);
    expect(exchanged).toEqual(['early']);
  });

  it('answers the allowed parent: user id (to its origin only), login, close, refresh-login', async () => {
    const { actor, log, post } = run();
    await vi.advanceTimersByTimeAsync(2000);
    actor.send({ type: 'member.changed', userId: 42 });
    post(PARENT, { type: 'getTriplabotUserId' });
    post(PARENT, { type: 'login' });
    post(PARENT, { type: 'close' });
    post(PARENT, { type: 'refresh-login' });
    expect(log).toEqual([`reply ${PARENT} 42`, 'openSignIn', 'closeSignIn', 'refreshLogin']);
  });

  it('a later hand-off in Idle is traded at once; a refused one leaves the member signed out', async () => {
    const { exchanged, post, log, actor } = run({
      exchange: async () => {
        throw failure('3403', 'Session token already spent', 409);
      },
    });
    await vi.advanceTimersByTimeAsync(2000);
    post(PARENT, { type: 'receiveTriplabotSession', session: 'late' });
    await vi.advanceTimersByTimeAsync(0);
    expect(exchanged).toEqual(['late']);
    expect(log).toEqual([]);
    expect(actor.getSnapshot().value).toBe('Idle');
  });

  it('reaches every state along paths generated from the chart', () => {
    vi.useRealTimers();
    const logic = chatbotMachine.provide({
      actors: { loadParentOrigin: pendingActor(), exchangeSession: pendingActor() },
    });
    const input = { hotelCode: 'demo-kyoto' };
    const events = [
      doneEvent('loadParentOrigin', PARENT),
      errorEvent('loadParentOrigin', failure('error02', 'Network failure')),
      { type: 'parent.message', origin: PARENT, data: { type: 'receiveTriplabotSession', session: 't' } },
      { type: 'xstate.after.200.chatbot.AwaitingSession' },
      doneEvent('exchangeSession', { token: 'm', user }),
      errorEvent('exchangeSession', failure('3401', 'Session token not found', 401)),
    ];
    const paths = listModelPaths(logic, {
      input,
      events: events as never,
      serializeState: (s) =>
        JSON.stringify([s.value, s.context.pendingToken, s.context.parentOrigin, Math.min(s.context.polls, 1)]),
    });
    expect([...new Set(paths.map((p) => p.target))].sort()).toEqual(leafStateKeys(chatbotMachine).sort());
    for (const path of paths) expect(replayPath(logic, input, path).value).toEqual(path.snapshot.value);
  });
});
