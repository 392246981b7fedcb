import type { SignedInSession, SignInField } from './context';

export type AuthEvent =
  | { type: 'signIn.changed'; field: SignInField; value: string }
  | { type: 'signIn.submitted' }
  | { type: 'signOut.requested' }
  /** The transport saw a 401 to a request that carried the member token. */
  | { type: 'session.expired' }
  | { type: 'notice.dismissed' }
  /** A session obtained outside the chart (SSO callback, parent window hand-off). */
  | { type: 'session.started'; session: SignedInSession }
  /** The chatbot parent asked to refresh the login: read the session again. */
  | { type: 'session.reloadRequested' }
  /** The guest switched the site's language: a member's e-mails follow it (stored with the member). */
  | { type: 'locale.chosen'; locale: string };
