import type { SnapshotFrom } from 'xstate';
import { OrganizationTags, type organizationAdminMachine, type organizationSignInMachine } from './machine';

type SignInSnapshot = SnapshotFrom<typeof organizationSignInMachine>;
type AdminSnapshot = SnapshotFrom<typeof organizationAdminMachine>;

export const selectOrgSignInForm = (s: SignInSnapshot) => s.context.form;
export const selectOrgSignInErrors = (s: SignInSnapshot) => s.context.formErrors;
export const selectOrgSignInFailure = (s: SignInSnapshot) => s.context.failure;
export const selectOrgSigningIn = (s: SignInSnapshot) => s.hasTag(OrganizationTags.Busy);
export const selectCanSubmitOrgSignIn = (s: SignInSnapshot) => s.can({ type: 'signIn.submitted' });

export const selectIsLoadingOrganization = (s: AdminSnapshot) => s.hasTag(OrganizationTags.Loading);
export const selectIsAdminRefused = (s: AdminSnapshot) => s.matches('Refused');
export const selectOrganizationFailure = (s: AdminSnapshot) => (s.matches('Failed') ? s.context.failure : null);
export const selectCorporateReservations = (s: AdminSnapshot) => s.context.result?.reservations ?? [];
export const selectAllowances = (s: AdminSnapshot) => s.context.result?.allowances ?? [];
export const selectIsOrganizationEmpty = (s: AdminSnapshot) =>
  s.matches('Showing') && (s.context.result?.reservations.length ?? 0) === 0;
export const selectOrganizationPage = (s: AdminSnapshot) => ({
  page: s.context.page,
  totalPages: s.context.result?.totalPages ?? 1,
});
export const selectCanRequestDownload = (s: AdminSnapshot) => s.can({ type: 'download.requested' });
export const selectIsCreatingDownload = (s: AdminSnapshot) => s.hasTag(OrganizationTags.Busy);
export const selectDownload = (s: AdminSnapshot) =>
  s.matches({ Showing: 'DownloadReady' }) ? s.context.download : null;
export const selectDownloadFailure = (s: AdminSnapshot) =>
  s.matches({ Showing: 'DownloadRefused' }) ? s.context.downloadFailure : null;
