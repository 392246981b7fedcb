import type { SignInField } from '../auth/context';

export type OrganizationSignInEvent =
  { type: 'signIn.changed'; field: SignInField; value: string } | { type: 'signIn.submitted' };

export type OrganizationAdminEvent =
  | { type: 'page.selected'; page: number }
  | { type: 'list.retried' }
  | { type: 'download.requested' }
  | { type: 'download.dismissed' };
