import type { SnapshotFrom } from 'xstate';
import { memberAccountMachine, MemberAccountTags } from './machine';

type MemberAccountSnapshot = SnapshotFrom<typeof memberAccountMachine>;

export const selectAccountProfile = (s: MemberAccountSnapshot) => s.context.data?.profile ?? null;
export const selectAccountSettings = (s: MemberAccountSnapshot) => s.context.data?.settings ?? null;
export const selectQrCode = (s: MemberAccountSnapshot) => s.context.data?.qrCode ?? null;
export const selectIsLoadingAccount = (s: MemberAccountSnapshot) => s.hasTag(MemberAccountTags.Loading);
export const selectAccountLoadFailed = (s: MemberAccountSnapshot) => s.matches('LoadFailed');
export const selectIsSavingAccount = (s: MemberAccountSnapshot) => s.hasTag(MemberAccountTags.Busy);
/** The failure of the last change (or of loading), with the change it belongs to. */
export const selectAccountFailure = (s: MemberAccountSnapshot) =>
  s.context.failure ? { failure: s.context.failure, change: s.context.change } : null;
export const selectDoneChange = (s: MemberAccountSnapshot) => s.context.done;
export const selectCanSubmitChange = (s: MemberAccountSnapshot) =>
  s.can({ type: 'change.submitted', change: { kind: 'promotion', subscribed: false } });
export const selectAccountRemoved = (s: MemberAccountSnapshot) => s.matches('Removed');
