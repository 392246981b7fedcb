import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
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
import { savedCardsMachine, type SavedCard } from './machine';
import {
  selectCardToDelete,
  selectDeleteFailure,
  selectHasNoCards,
  selectIsDeleting,
  selectIsLoadingCards,
  selectLoadFailure,
  selectSavedCards,
} from './selectors';

const visa: SavedCard = {
  cardId: 'card_visa0001',
  brand: 'visa',
  last4: '1111',
  expiryMonth: 12,
  expiryYear: 2030,
  createdAt: '2026-03-02T03:00:00Z',
};
const jcb: SavedCard = {
  cardId: 'card_jcb00002',
  brand: 'jcb',
  last4: '0000',
  expiryMonth: 1,
  expiryYear: 2031,
  createdAt: '2026-03-03T03:00:00Z',
};
const input = { hotelCode: 'demo-kyoto' };

/** The chart with fake actors answering from queues. */
function cards(lists: Array<SavedCard[] | Failure>, deletes: Array<SavedCard[] | Failure> = []) {
  const deleted: string[] = [];
  const machine = savedCardsMachine.provide({
    actors: {
      fetchSavedCards: fromPromise<SavedCard[], { hotelCode: string }>(async () => {
        const reply = lists.shift() ?? [];
        if (!Array.isArray(reply)) throw reply;
        return reply;
      }),
      deleteSavedCard: fromPromise<SavedCard[], { hotelCode: string; cardId: string }>(async ({ input: i }) => {
        deleted.push(`${i.hotelCode}:${i.cardId}`);
        const reply = deletes.shift() ?? [];
        if (!Array.isArray(reply)) throw reply;
        return reply;
      }),
    },
  });
  return { actor: createActor(machine, { input }).start(), deleted };
}

describe('saved-cards chart', () => {
  it('loads the member’s cards, then shows them', async () => {
    const { actor } = cards([[visa, jcb]]);
    expect(selectIsLoadingCards(actor.getSnapshot())).toBe(true);
    const s = await waitFor(actor, (snap) => snap.matches('Showing'));
    expect(selectSavedCards(s)).toEqual([visa, jcb]);
    expect(selectHasNoCards(s)).toBe(false);
  });

  it('deletes a card only after confirmation, once, and shows the list the server answers', async () => {
    const { actor, deleted } = cards([[visa, jcb]], [[jcb]]);
    await waitFor(actor, (snap) => snap.matches('Showing'));
    actor.send({ type: 'card.deleteRequested', cardId: 'card_unknown' });
    expect(actor.getSnapshot().value).toBe('Showing');
    actor.send({ type: 'card.deleteRequested', cardId: visa.cardId });
    expect(selectCardToDelete(actor.getSnapshot())).toEqual(visa);
    actor.send({ type: 'card.deleteDismissed' });
    expect(actor.getSnapshot().value).toBe('Showing');
    expect(deleted).toEqual([]);
    actor.send({ type: 'card.deleteRequested', cardId: visa.cardId });
    actor.send({ type: 'card.deleteConfirmed' });
    expect(selectIsDeleting(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'card.deleteConfirmed' }); // a double click
    const s = await waitFor(actor, (snap) => snap.matches('Showing'));
    expect(deleted).toEqual(['demo-kyoto:card_visa0001']);
    expect(selectSavedCards(s)).toEqual([jcb]);
  });

  it('keeps the list and shows the failure of a delete; a load failure can be retried', async () => {
    const gone = failure('saved_card_not_found', 'Saved card not found');
    const { actor } = cards([[visa]], [gone]);
    await waitFor(actor, (snap) => snap.matches('Showing'));
    actor.send({ type: 'card.deleteRequested', cardId: visa.cardId });
    actor.send({ type: 'card.deleteConfirmed' });
    const s = await waitFor(actor, (snap) => snap.matches('Showing') && snap.context.failure !== null);
    expect(selectDeleteFailure(s)?.code).toBe('saved_card_not_found');
    expect(selectSavedCards(s)).toEqual([visa]);

    const broken = cards([failure('error02', 'Network failure'), []]);
    const failed = await waitFor(broken.actor, (snap) => snap.matches('LoadFailed'));
    expect(selectLoadFailure(failed)?.code).toBe('error02');
    broken.actor.send({ type: 'list.retried' });
    expect(selectHasNoCards(await waitFor(broken.actor, (snap) => snap.matches('Showing')))).toBe(true);
  });

  const requested = { type: 'card.deleteRequested', cardId: visa.cardId };
  const paths = listModelPaths(savedCardsMachine, {
    input,
    events: [
      doneEvent('fetchSavedCards', [visa]),
      errorEvent('fetchSavedCards', failure('error02', 'Network failure')),
      { type: 'list.retried' },
      requested,
      { type: 'card.deleteConfirmed' },
      { type: 'card.deleteDismissed' },
      doneEvent('deleteSavedCard', []),
      errorEvent('deleteSavedCard', failure('saved_card_not_found', 'Saved card not found')),
    ],
  });

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.map((path) => path.target));
    expect(leafStateKeys(savedCardsMachine).filter((key) => !reached.has(key))).toEqual([]);
  });

  it('replaying each path on a real actor reaches the same state', () => {
    const machine = savedCardsMachine.provide({
      actors: {
        fetchSavedCards: pendingActor<SavedCard[], { hotelCode: string }>(),
        deleteSavedCard: pendingActor<SavedCard[], { hotelCode: string; cardId: string }>(),
      },
    });
    for (const path of paths)
      expect(stateKey(replayPath(machine, input, path).value), path.description).toBe(path.target);
  });
});
