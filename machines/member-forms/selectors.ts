import type { SnapshotFrom } from 'xstate';
import { memberFormMachine, MemberFormTags } from './machine';

type MemberFormSnapshot = SnapshotFrom<typeof memberFormMachine>;

export const selectFormFields = (s: MemberFormSnapshot) => s.context.fields;
export const selectFormErrors = (s: MemberFormSnapshot) => s.context.errors;
export const selectFormFailure = (s: MemberFormSnapshot) => s.context.failure;
export const selectIsSubmittingForm = (s: MemberFormSnapshot) => s.hasTag(MemberFormTags.Busy);
export const selectIsFormDone = (s: MemberFormSnapshot) => s.matches('Done');
export const selectIsEditingForm = (s: MemberFormSnapshot) => s.matches('Editing');
export const selectLinkFailed = (s: MemberFormSnapshot) => s.matches('Failed');
export const selectMissingToken = (s: MemberFormSnapshot) => s.matches('MissingToken');
export const selectCanSubmitForm = (s: MemberFormSnapshot) => s.can({ type: 'form.submitted' });
