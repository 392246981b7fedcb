import type { SnapshotFrom } from 'xstate';
import { PayByLinkTags, type payByLinkMachine } from './machine';

type PayByLinkSnapshot = SnapshotFrom<typeof payByLinkMachine>;

export const selectView = (s: PayByLinkSnapshot) => s.context.view;
export const selectResult = (s: PayByLinkSnapshot) => (s.matches('Finished') ? (s.context.view?.result ?? null) : null);
export const selectIsLoading = (s: PayByLinkSnapshot) => s.hasTag(PayByLinkTags.Loading);
export const selectIsBusy = (s: PayByLinkSnapshot) => s.hasTag(PayByLinkTags.Busy);
export const selectIsNotFound = (s: PayByLinkSnapshot) => s.matches('NotFound');
export const selectIsOutOfTime = (s: PayByLinkSnapshot) => s.matches('OutOfTime');
export const selectIsLoadFailed = (s: PayByLinkSnapshot) => s.matches('LoadFailed');
export const selectIsDisplaying = (s: PayByLinkSnapshot) => s.matches('Displaying');
export const selectShowsCardForm = (s: PayByLinkSnapshot) =>
  s.matches({ Visit: 'EnteringCard' }) || s.matches({ Visit: 'Paying' });
export const selectCanSubmitCard = (s: PayByLinkSnapshot) => s.can({ type: 'card.submitted' });
export const selectIsAmountChanged = (s: PayByLinkSnapshot) => s.matches({ Visit: 'AmountChanged' });
export const selectIsAwaitingChallenge = (s: PayByLinkSnapshot) => s.matches({ Visit: 'AwaitingChallenge' });
export const selectCard = (s: PayByLinkSnapshot) => s.context.card;
export const selectCardErrors = (s: PayByLinkSnapshot) => s.context.cardErrors;
/** The code to explain: a refused request, else this visit's failed card (result failed). */
export const selectFailureCode = (s: PayByLinkSnapshot) =>
  s.context.failure?.code ??
  (s.context.view?.result === 'failed' && !s.matches('Finished')
    ? (s.context.view.attempt?.failureCode ?? null)
    : null);
export const selectSecondsLeft = (s: PayByLinkSnapshot) => s.context.view?.visit.expiresInSeconds ?? 0;
