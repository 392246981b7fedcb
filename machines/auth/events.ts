import type { SignInField } from './context';

export type AuthEvent =
  | { type: 'signIn.changed'; field: SignInField; value: string }
  | { type: 'signIn.submitted' }
  | { type: 'signOut.requested' }
  /** The transport saw a 401 to a request that carried the member token. */
  | { type: 'session.expired' }
  | { type: 'notice.dismissed' };
