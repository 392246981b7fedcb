import type { SnapshotFrom } from 'xstate';
import type { savedCardsMachine } from './machine';

type Snapshot = SnapshotFrom<typeof savedCardsMachine>;

export const selectIsLoadingCards = (s: Snapshot) => s.hasTag('Loading');
export const selectSavedCards = (s: Snapshot) => s.context.cards;
export const selectHasNoCards = (s: Snapshot) => s.matches('Showing') && s.context.cards.length === 0;
export const selectCardToDelete = (s: Snapshot) =>
  s.matches('ConfirmingDelete') || s.matches('Deleting')
    ? (s.context.cards.find((card) => card.cardId === s.context.deleting) ?? null)
    : null;
export const selectIsDeleting = (s: Snapshot) => s.hasTag('Busy');
export const selectLoadFailure = (s: Snapshot) => (s.matches('LoadFailed') ? s.context.failure : null);
export const selectDeleteFailure = (s: Snapshot) => (s.matches('Showing') ? s.context.failure : null);
