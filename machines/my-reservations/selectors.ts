import type { SnapshotFrom } from 'xstate';
import type { myReservationsMachine } from './machine';

type Snapshot = SnapshotFrom<typeof myReservationsMachine>;

export const selectTab = (s: Snapshot) => s.context.tab;
export const selectIsLoadingList = (s: Snapshot) => s.hasTag('Loading');
export const selectListFailure = (s: Snapshot) => (s.matches('Failed') ? s.context.failure : null);
export const selectMemberReservations = (s: Snapshot) => s.context.result?.reservations ?? [];
export const selectListPage = (s: Snapshot) => ({
  page: s.context.page,
  totalPages: s.context.result?.totalPages ?? 1,
});
export const selectIsListEmpty = (s: Snapshot) =>
  s.matches('Showing') && (s.context.result?.reservations.length ?? 0) === 0;
export const selectIsLotteryTab = (s: Snapshot) => s.matches('Lottery');
export const selectReservationFilters = (s: Snapshot) => s.context.filters;
