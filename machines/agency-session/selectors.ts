import type { SnapshotFrom } from 'xstate';
import { AgencySessionTags, type agencySessionMachine } from './machine';

type AgencySessionSnapshot = SnapshotFrom<typeof agencySessionMachine>;

/**
 * The route may be shown: a session is stored, or one was in hand before this route and is being
 * checked again (the page is not unmounted on every navigation, which would drop its charts).
 */
export const selectRouteMayShow = (s: AgencySessionSnapshot) =>
  s.matches('Ready') || (s.hasTag(AgencySessionTags.Obtaining) && s.context.clientSession !== null);
export const selectIsObtainingSession = (s: AgencySessionSnapshot) => s.hasTag(AgencySessionTags.Obtaining);
export const selectSessionFailed = (s: AgencySessionSnapshot) => s.hasTag(AgencySessionTags.Failed);
export const selectSessionFailure = (s: AgencySessionSnapshot) => s.context.failure;
export const selectHasClientSession = (s: AgencySessionSnapshot) => s.context.clientSession !== null;
export const selectSessionsStarted = (s: AgencySessionSnapshot) => s.context.sessionsStarted;
export const selectSessionPath = (s: AgencySessionSnapshot) => s.context.path;
/** The chart's state as text (the test page shows it). */
export const selectSessionState = (s: AgencySessionSnapshot) =>
  typeof s.value === 'string' ? s.value : JSON.stringify(s.value);
