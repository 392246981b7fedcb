import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ErrorCode } from '../../contract/error-codes';
import type { QueryLanguage } from '../../contract/hotel-search-intent';
import { failure, type Failure } from '../failure';
import {
  doneEvent,
  errorEvent,
  leafStateKeys,
  listModelPaths,
  pendingActor,
  replayPath,
  stateKey,
} from '../model-paths';
import { areaChoices, type SearchAreaOption } from './area-options';
import { criteriaProblems, type AiSearchCriteria } from './criteria';
import { aiSearchMachine, type AiSearchInput, type Interpretation, type SearchPlaceAndDay } from './machine';

const input: AiSearchInput = { uiLanguage: 'ja', currency: 'JPY' };
/** Today where the agency sells, as the server says (the chart never reads the browser's clock). */
const TODAY = '2026-11-26';

const kyotoWeekend: Interpretation = {
  checkin: '2026-12-04',
  nights: 2,
  adults: 2,
  children: { count: 1, ages: [] },
  rooms: null,
  area: { code: 'kyoto-station', name: '京都駅' },
  budget: { max: 30000, currency: 'JPY', per: 'night' },
  meal: 'breakfast',
  features: ['onsen'],
  language: 'ja',
  interpretedBy: 'built_in',
  today: TODAY,
};

const AREAS: SearchAreaOption[] = [
  { code: 'gion', name: '祇園', within: 'kyoto' },
  { code: 'kyoto', name: '京都', within: null },
  { code: 'kyoto-station', name: '京都駅', within: 'kyoto' },
  { code: 'hakone', name: '箱根', within: null },
];

const noResult = failure(ErrorCode.aiSearchNoResult, 'AI search gave no result', 422);

/** The chart with a fake interpreter answering in order; every call is recorded. */
function aiSearch(replies: Array<Interpretation | Failure>, start: AiSearchInput = input) {
  const asked: Array<{ query: string; language: string | null }> = [];
  const searched: string[] = [];
  const actor = createActor(
    aiSearchMachine.provide({
      actors: {
        loadAreas: fromPromise(async () => ({ areas: AREAS, today: TODAY })),
        interpretSearch: fromPromise(async ({ input: request }) => {
          asked.push(request);
          const reply = replies.shift();
          if (!reply || 'code' in reply) throw reply ?? failure(ErrorCode.network, 'Network failure');
          return reply;
        }),
      },
      actions: { showResults: (_, params) => searched.push(params.path) },
    }),
    { input: start },
  );
  actor.start();
  return { actor, asked, searched };
}

describe('the AI search chart', () => {
  it('reads the text, shows it as criteria, and asks for what it left out before searching', async () => {
    const { actor, asked, searched } = aiSearch([kyotoWeekend]);
    actor.send({ type: 'query.changed', query: '  来週金曜から2泊 京都駅の近く 朝食付き 大人2名 子供1人  ' });
    actor.send({ type: 'query.submitted' });
    await waitFor(actor, (s) => s.matches('Reviewing'));
    expect(asked).toEqual([{ query: '来週金曜から2泊 京都駅の近く 朝食付き 大人2名 子供1人', language: 'ja' }]);
    const criteria = actor.getSnapshot().context.criteria;
    expect(areaChoices(actor.getSnapshot().context.areas, null).map((area) => `${area.depth}:${area.code}`)).toEqual([
      '0:kyoto',
      '1:gion',
      '1:kyoto-station',
      '0:hakone',
    ]);
    expect(criteria).toMatchObject({
      area: 'kyoto-station',
      checkin: '2026-12-04',
      nights: 2,
      adults: 2,
      childAges: [null],
      rooms: 1,
      meal: 'breakfast',
      features: ['onsen'],
    });
    // The child's age was not said: the search waits for it.
    actor.send({ type: 'criteria.submitted' });
    expect(actor.getSnapshot().matches('Reviewing')).toBe(true);
    expect(searched).toEqual([]);
    expect(criteriaProblems(actor.getSnapshot().context.criteria, TODAY)).toEqual(['child_age_missing']);
    actor.send({ type: 'criteria.edited', edit: { field: 'childAge', index: 0, value: 6 } });
    actor.send({ type: 'criteria.submitted' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(searched).toHaveLength(1);
    const url = new URL(searched[0]!, 'https://agency.example');
    expect(url.pathname).toBe('/search-hotels');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      area: 'kyoto-station',
      checkin: '2026-12-04',
      checkout: '2026-12-06',
      adults: '2',
      children: '1',
      kids_ages: '6',
      room_count: '1',
      max_price: '30000',
      currency: 'JPY',
      meal: 'breakfast',
      features: 'onsen',
    });
  });

  it("takes today from the server, never the browser's clock: the check-in waits for it, then the interpreter's day counts", async () => {
    let answerAreas: (reply: SearchPlaceAndDay) => void = () => {};
    const actor = createActor(
      aiSearchMachine.provide({
        actors: {
          loadAreas: fromPromise<SearchPlaceAndDay, { uiLanguage: string }>(
            () => new Promise((resolve) => (answerAreas = resolve)),
          ),
          interpretSearch: fromPromise(async (): Promise<Interpretation> => ({
            ...kyotoWeekend,
            checkin: null,
            today: '2031-01-05',
          })),
        },
      }),
      { input },
    ).start();
    actor.send({ type: 'criteria.manual' });
    expect(actor.getSnapshot().context).toMatchObject({ today: null, criteria: { checkin: '' } });
    // Searching before the server said what today is: the check-in is missing, nothing is searched.
    actor.send({ type: 'criteria.submitted' });
    expect(actor.getSnapshot().matches('Reviewing')).toBe(true);
    answerAreas({ areas: AREAS, today: '2030-02-27' });
    await waitFor(actor, (s) => s.context.today !== null);
    expect(actor.getSnapshot().context.criteria.checkin).toBe('2030-02-27');
    // A check-in the guest already typed is kept.
    actor.send({ type: 'criteria.edited', edit: { field: 'checkin', value: '2030-03-01' } });
    expect(actor.getSnapshot().context.criteria.checkin).toBe('2030-03-01');
    // The interpreter's today (the named area's) is what its defaults count from.
    actor.send({ type: 'query.changed', query: 'Kyoto' });
    actor.send({ type: 'query.submitted' });
    await waitFor(actor, (s) => s.matches('Reviewing') && s.context.interpretedQuery !== null);
    expect(actor.getSnapshot().context).toMatchObject({ today: '2031-01-05', criteria: { checkin: '2031-01-05' } });
  });

  it('refuses an empty or over-long text without calling the interpreter', () => {
    const { actor, asked } = aiSearch([]);
    actor.send({ type: 'query.changed', query: '   ' });
    actor.send({ type: 'query.submitted' });
    expect(actor.getSnapshot().context.queryRefused).toBe('empty');
    actor.send({ type: 'query.changed', query: 'x'.repeat(301) });
    actor.send({ type: 'query.submitted' });
    expect(actor.getSnapshot().context.queryRefused).toBe('too_long');
    expect(actor.getSnapshot().matches('Typing')).toBe(true);
    expect(asked).toEqual([]);
  });

  it('says "no result" when nothing was understood, and lets the guest search by hand', async () => {
    const { actor } = aiSearch([noResult]);
    actor.send({ type: 'query.changed', query: 'hello there' });
    actor.send({ type: 'query.submitted' });
    await waitFor(actor, (s) => s.matches('NoResult'));
    actor.send({ type: 'criteria.manual' });
    expect(actor.getSnapshot().matches('Reviewing')).toBe(true);
    expect(actor.getSnapshot().context.criteria).toMatchObject({
      area: null,
      checkin: '2026-11-26',
      nights: 1,
      adults: 2,
      rooms: 1,
    });
  });

  it('retries after a network failure, and interprets a query given in the address at once', async () => {
    const { actor, asked } = aiSearch([failure(ErrorCode.network, 'Network failure'), kyotoWeekend, kyotoWeekend], {
      ...input,
      uiLanguage: 'th',
      query: 'Kyoto next Friday',
    });
    await waitFor(actor, (s) => s.matches('Failed'));
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('Reviewing'));
    // Thai is not a language the interpreter reads: the server detects the text's language.
    expect(asked).toEqual([
      { query: 'Kyoto next Friday', language: null },
      { query: 'Kyoto next Friday', language: null },
    ]);
    // After the guest switches the page to Korean, the text is read as Korean first.
    actor.send({ type: 'language.changed', uiLanguage: 'ko' });
    actor.send({ type: 'query.submitted' });
    await waitFor(actor, (s) => s.matches('Reviewing') && asked.length === 3);
    expect(asked[2]).toEqual({ query: 'Kyoto next Friday', language: 'ko' });
  });

  it('ignores a second submit while the first is being read (double click)', async () => {
    let calls = 0;
    const actor = createActor(
      aiSearchMachine.provide({
        actors: {
          loadAreas: fromPromise<SearchPlaceAndDay, { uiLanguage: string }>(async () => {
            throw failure(ErrorCode.network, 'Network failure');
          }),
          interpretSearch: fromPromise(async () => {
            calls += 1;
            await new Promise((r) => setTimeout(r, 5));
            return kyotoWeekend;
          }),
        },
      }),
      { input },
    ).start();
    actor.send({ type: 'query.changed', query: 'Kyoto' });
    actor.send({ type: 'query.submitted' });
    actor.send({ type: 'query.submitted' });
    await waitFor(actor, (s) => s.matches('Reviewing'));
    expect(calls).toBe(1);
    // The area list failed to load: the choice still offers the area the text named.
    expect(areaChoices(actor.getSnapshot().context.areas, actor.getSnapshot().context.interpretedArea)).toEqual([
      { code: 'kyoto-station', name: '京都駅', depth: 0 },
    ]);
  });
});

describe('the AI search chart model paths', () => {
  const paths = listModelPaths(aiSearchMachine, {
    input,
    events: [
      { type: 'query.changed', query: 'Kyoto for two nights' },
      { type: 'query.submitted' },
      { type: 'example.chosen', query: '2 adults in Hakone next Friday' },
      { type: 'criteria.manual' },
      { type: 'criteria.edited', edit: { field: 'checkin', value: '2026-11-01' } },
      { type: 'criteria.submitted' },
      { type: 'retry' },
      doneEvent('interpretSearch', kyotoWeekend),
      doneEvent('loadAreas', { areas: AREAS, today: TODAY }),
      errorEvent('interpretSearch', noResult),
      errorEvent('interpretSearch', failure(ErrorCode.network, 'Network failure')),
    ] as never,
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.query,
        snapshot.context.criteria.checkin,
        snapshot.context.criteria.childAges,
      ]),
  });

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => path.target));
    expect(leafStateKeys(aiSearchMachine).filter((key) => !reached.has(key))).toEqual([]);
  });

  it('replays on a real actor, and never searches with criteria it would refuse', () => {
    const machine = aiSearchMachine.provide({
      actors: {
        loadAreas: pendingActor<SearchPlaceAndDay, { uiLanguage: string }>(),
        interpretSearch: pendingActor<Interpretation, { query: string; language: QueryLanguage | null }>(),
      },
    });
    for (const path of paths) {
      const snapshot = replayPath(machine, input, path);
      expect(stateKey(snapshot.value), path.description).toBe(path.target);
      if (path.target === 'Searched') {
        const criteria = path.snapshot.context.criteria as AiSearchCriteria;
        expect(criteriaProblems(criteria, path.snapshot.context.today as string), path.description).toEqual([]);
      }
    }
  });
});
