import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { failure, type Failure } from '../failure';
import { operationNameOf, type GatewayClient } from '../transport/graphql-client';
import { createClientSessionStore, createMemoryStorage } from '../transport/client-session';
import type { AppLocale } from '../locale/choose-locale';
import { createInitActions, createInitActors, startHotelSettings, type StartedHotelSettings } from './actors';
import type { HotelSettings } from './context';
import { initMachine } from './machine';
import { selectGlobalError, selectHotel, selectInitArrived } from './selectors';

/** Only what the chart reads of them: the hotel's name and book languages. */
const settingsNamed = (name: string) =>
  ({
    hotel: { code: 'demo-kyoto', name, bookLanguages: ['ja', 'en'], photos: [] },
    bookingWidgetSettings: { hotelName: name, bookLanguages: ['ja', 'en'] },
  }) as unknown;

const invalidSession: Failure = failure('1009', 'Invalid Client-Session', 401);

/** A gateway that starts sessions and answers the settings from `replies`, in order, noting every operation. */
function fakeGateway(replies: Array<unknown>) {
  const operations: string[] = [];
  const client: GatewayClient = {
    async request(document) {
      const name = operationNameOf(document) ?? '?';
      operations.push(name);
      if (name === 'StartClientSession')
        return {
          startClientSession: { token: `token-${operations.length}`, expiresAt: '2030-04-02T00:00:00Z' },
        } as never;
      const reply = replies.shift() ?? settingsNamed('Asked again');
      if (reply && typeof reply === 'object' && 'code' in reply) throw reply;
      return reply as never;
    },
  };
  return { client, operations };
}

function startInit(client: GatewayClient, startedSettings: StartedHotelSettings | undefined) {
  const dependencies = {
    clientSessions: createClientSessionStore(createMemoryStorage()),
    localeStorage: createMemoryStorage(),
    browserLanguages: () => ['en-US'],
    speakLocale: () => {},
    startedSettings,
  };
  const machine = initMachine.provide({
    actors: {
      ...createInitActors(client, dependencies),
      loadTranslations: fromPromise<void, { locale: AppLocale }>(async () => {}),
    },
    actions: createInitActions(dependencies),
  });
  const actor = createActor(machine, { input: { search: '?code=demo-kyoto', appLocales: ['en', 'ja'] } });
  actor.start();
  return actor;
}

describe('settings started before the init chart', () => {
  it("served with the page: the chart's first load takes them instead of asking; a language switch asks anew", async () => {
    const { client, operations } = fakeGateway([]);
    const served = { hotel: { ...(settingsNamed('Served') as HotelSettings).hotel }, settings: {} } as HotelSettings;
    const actor = startInit(client, startHotelSettings(client, 'demo-kyoto', served));
    await waitFor(actor, (snapshot) => selectInitArrived(snapshot));
    expect(selectHotel(actor.getSnapshot())?.name).toBe('Served');
    // The session is still the chart's to obtain; the settings were not asked for again.
    expect(operations).toEqual(['StartClientSession']);

    actor.send({ type: 'locale.changed', locale: 'ja' });
    await waitFor(actor, (snapshot) => snapshot.matches({ Ready: 'Showing' }) && operations.length === 2);
    expect(operations).toEqual(['StartClientSession', 'HotelSettings']);
    expect(selectHotel(actor.getSnapshot())?.name).toBe('Asked again');
  });

  it('asked for at once, beside the session; a dead session refusing them is renewed and they are asked again', async () => {
    const { client, operations } = fakeGateway([invalidSession, settingsNamed('After renewal')]);
    const started = startHotelSettings(client, 'demo-kyoto', undefined);
    // Under way before any chart runs.
    expect(operations).toEqual(['HotelSettings']);
    const actor = startInit(client, started);
    await waitFor(actor, (snapshot) => selectInitArrived(snapshot));
    expect(operations).toEqual(['HotelSettings', 'StartClientSession', 'StartClientSession', 'HotelSettings']);
    expect(selectHotel(actor.getSnapshot())?.name).toBe('After renewal');
  });

  it("a failure of the started request is the chart's to show, and its retry asks again", async () => {
    const unknownHotel = failure('1101', 'Hotel not found', 404);
    const { client, operations } = fakeGateway([unknownHotel, settingsNamed('On retry')]);
    const actor = startInit(client, startHotelSettings(client, 'demo-kyoto', undefined));
    await waitFor(actor, (snapshot) => snapshot.matches('Failed'));
    expect(selectGlobalError(actor.getSnapshot())).toBe('Hotel not found');
    actor.send({ type: 'init.retried' });
    await waitFor(actor, (snapshot) => selectInitArrived(snapshot) && snapshot.matches('Ready'));
    expect(selectHotel(actor.getSnapshot())?.name).toBe('On retry');
    expect(operations.filter((name) => name === 'HotelSettings')).toHaveLength(2);
  });

  it("are another hotel's: the chart asks for its own", () => {
    const { client } = fakeGateway([]);
    const started = startHotelSettings(client, 'demo-kyoto', settingsNamed('Kyoto') as HotelSettings);
    expect(started.take('demo-seoul')).toBeUndefined();
    expect(started.take('demo-kyoto')).toBeDefined();
    expect(started.take('demo-kyoto')).toBeUndefined();
  });
});
