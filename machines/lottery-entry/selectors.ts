import type { SnapshotFrom } from 'xstate';
import type { lotteryEntryDetailMachine, lotteryListMachine } from './detail-machine';
import { LotteryTags, type lotteryEntryMachine } from './machine';

type EntrySnapshot = SnapshotFrom<typeof lotteryEntryMachine>;
type DetailSnapshot = SnapshotFrom<typeof lotteryEntryDetailMachine>;
type ListSnapshot = SnapshotFrom<typeof lotteryListMachine>;

export const selectLotteryEvent = (s: EntrySnapshot) => s.context.event;
export const selectIsLoadingEvent = (s: EntrySnapshot) => s.hasTag(LotteryTags.Loading);
export const selectIsUnavailable = (s: EntrySnapshot) => s.matches('Unavailable');
export const selectEventFailed = (s: EntrySnapshot) => s.matches('EventFailed');
export const selectIsEnteringDetails = (s: EntrySnapshot) => s.matches('EnteringDetails');
export const selectIsReviewing = (s: EntrySnapshot) => s.matches('Reviewing') || s.matches('Entering');
export const selectIsEntering = (s: EntrySnapshot) => s.hasTag(LotteryTags.Busy);
export const selectLotteryForm = (s: EntrySnapshot) => s.context.form;
export const selectLotteryFormErrors = (s: EntrySnapshot) => s.context.formErrors;
export const selectLotteryFailure = (s: EntrySnapshot) => s.context.failure;
export const selectIsConfirmingReplace = (s: EntrySnapshot) =>
  s.matches('ConfirmingReplace') || s.matches('CancellingInProgress');
export const selectInProgressEntries = (s: EntrySnapshot) => s.context.inProgress;
export const selectIsCancellingInProgress = (s: EntrySnapshot) => s.matches('CancellingInProgress');
export const selectKeptInProgress = (s: EntrySnapshot) => s.matches('KeptInProgress');
export const selectCanConfirmEntry = (s: EntrySnapshot) => s.can({ type: 'entry.confirmed' });

export const selectEntry = (s: DetailSnapshot) => s.context.entry;
export const selectIsLoadingEntry = (s: DetailSnapshot) => s.hasTag(LotteryTags.Loading);
export const selectEntryBusy = (s: DetailSnapshot) => s.hasTag(LotteryTags.Busy);
export const selectEntryFailure = (s: DetailSnapshot) => s.context.failure;
export const selectEntryLoadFailed = (s: DetailSnapshot) => s.matches('Failed');
export const selectCanCancelEntry = (s: DetailSnapshot) => s.can({ type: 'entry.cancelRequested' });
export const selectCanBookWonRoom = (s: DetailSnapshot) => s.can({ type: 'booking.submitted' });

export const selectLotteryEntries = (s: ListSnapshot) => s.context.entries;
export const selectIsLoadingLotteryList = (s: ListSnapshot) => s.hasTag(LotteryTags.Loading);
export const selectLotteryListFailure = (s: ListSnapshot) => (s.matches('Failed') ? s.context.failure : null);
export const selectIsLotteryListEmpty = (s: ListSnapshot) => s.matches('Showing') && s.context.entries.length === 0;
