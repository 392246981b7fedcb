import type { SnapshotFrom } from 'xstate';
import { unsubscribeMachine, UnsubscribeTags } from './machine';

type UnsubscribeSnapshot = SnapshotFrom<typeof unsubscribeMachine>;

export const selectUnsubscribeBusy = (s: UnsubscribeSnapshot) => s.hasTag(UnsubscribeTags.Busy);
export const selectSubscription = (s: UnsubscribeSnapshot) => s.context.subscription;
export const selectAskingToUnsubscribe = (s: UnsubscribeSnapshot) => s.matches('Asking');
export const selectAlreadyUnsubscribed = (s: UnsubscribeSnapshot) => s.matches('AlreadyOff');
export const selectUnsubscribed = (s: UnsubscribeSnapshot) => s.matches('Done');
export const selectUnsubscribeLinkInvalid = (s: UnsubscribeSnapshot) => s.matches('Invalid');
