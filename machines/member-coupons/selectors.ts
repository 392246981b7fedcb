import type { SnapshotFrom } from 'xstate';
import { memberCouponsMachine, MemberCouponsTags } from './machine';

type Snapshot = SnapshotFrom<typeof memberCouponsMachine>;

export const selectIsLoadingCoupons = (s: Snapshot) => s.hasTag(MemberCouponsTags.Loading);
export const selectCoupons = (s: Snapshot) => s.context.coupons;
export const selectHasNoCoupons = (s: Snapshot) => s.matches('Empty');
export const selectCouponsFailure = (s: Snapshot) => (s.matches('Failed') ? s.context.failure : null);
export const selectCanRetryCoupons = (s: Snapshot) => s.can({ type: 'coupons.retried' });
