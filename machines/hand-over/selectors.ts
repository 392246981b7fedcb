import type { SnapshotFrom } from 'xstate';
import type { handOverMachine } from './machine';

type HandOverSnapshot = SnapshotFrom<typeof handOverMachine>;

/** The agency button's colours while it is offered (also during storing, the countdown and a failure). */
export const selectHandOverButton = (s: HandOverSnapshot) =>
  s.matches('LoadingSetting') || s.matches('NotOffered') ? null : s.context.button;
export const selectIsStoringHandOver = (s: HandOverSnapshot) => s.matches('Storing');
export const selectIsCountingDown = (s: HandOverSnapshot) => s.matches('CountingDown') || s.matches('Redirecting');
export const selectHandOverFailure = (s: HandOverSnapshot) => (s.matches('Failed') ? s.context.failure : null);
export const selectAgencyUrl = (s: HandOverSnapshot) => s.context.stored?.confirmUrl ?? null;
