import type { SnapshotFrom } from 'xstate';
import { PointsTags, type pointsMachine } from './machine';
import { parsePoints } from './point-amounts';

type Snapshot = SnapshotFrom<typeof pointsMachine>;

export const selectIsLoadingPoints = (s: Snapshot) => s.matches('Loading');
export const selectIsLoadingPage = (s: Snapshot) => s.matches('LoadingPage') || s.matches('Refreshing');
export const selectPointsLoadFailure = (s: Snapshot) => (s.matches('LoadFailed') ? s.context.failure : null);
export const selectPointInfo = (s: Snapshot) => s.context.info;
export const selectHistory = (s: Snapshot) => s.context.history;
export const selectHistoryPageFailure = (s: Snapshot) => (s.matches('Showing') ? s.context.failure : null);
export const selectCanRequestPage = (page: number) => (s: Snapshot) => s.can({ type: 'history.pageRequested', page });
export const selectCanStartExchange = (s: Snapshot) => s.can({ type: 'exchange.started' });
export const selectIsEnteringExchange = (s: Snapshot) => s.matches('EnteringExchange');
export const selectIsConfirmingExchange = (s: Snapshot) => s.matches('ConfirmingExchange');
export const selectIsExchanging = (s: Snapshot) => s.hasTag(PointsTags.Busy);
export const selectExchangeAmount = (s: Snapshot) => s.context.exchangeAmount;
export const selectExchangeProblem = (s: Snapshot) => s.context.exchangeProblem;
export const selectExchangeFailure = (s: Snapshot) => (s.matches('EnteringExchange') ? s.context.failure : null);
export const selectLastExchange = (s: Snapshot) => s.context.lastExchange;
export const selectExchangePoints = (s: Snapshot) => parsePoints(s.context.exchangeAmount) ?? 0;
