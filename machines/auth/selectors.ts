import type { SnapshotFrom } from 'xstate';
import { authMachine, AuthTags } from './machine';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/** The app keeps its spinner until this is false (SPEC.md section 2: init and authentication). */
export const selectIsCheckingAuth = (s: AuthSnapshot) => s.hasTag(AuthTags.Checking);
/** SPEC.md section 4: signed in means the user has an id (or an organization). */
export const selectIsSignedIn = (s: AuthSnapshot) => s.matches('SignedIn') && s.context.user !== null;
export const selectIsSignedOut = (s: AuthSnapshot) => s.matches('SignedOut');
export const selectIsSigningIn = (s: AuthSnapshot) => s.matches('SigningIn');
export const selectIsSigningOut = (s: AuthSnapshot) => s.matches('SigningOut');
export const selectMember = (s: AuthSnapshot) => s.context.user;
export const selectSignInForm = (s: AuthSnapshot) => s.context.form;
export const selectSignInErrors = (s: AuthSnapshot) => s.context.formErrors;
export const selectSignInFailure = (s: AuthSnapshot) => s.context.failure;
export const selectCanSubmitSignIn = (s: AuthSnapshot) => s.can({ type: 'signIn.submitted' });
export const selectCanSignOut = (s: AuthSnapshot) => s.can({ type: 'signOut.requested' });
export const selectLoggedOutNotice = (s: AuthSnapshot) => s.context.loggedOutNotice;
