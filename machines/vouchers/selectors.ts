import type { SnapshotFrom } from 'xstate';
import type { vouchersMachine } from './machine';

type Snapshot = SnapshotFrom<typeof vouchersMachine>;

export const selectIsLoadingVouchers = (s: Snapshot) => s.hasTag('Loading');
export const selectVouchers = (s: Snapshot) => s.context.vouchers;
export const selectHasNoVouchers = (s: Snapshot) => s.matches('Showing') && s.context.vouchers.length === 0;
export const selectVouchersFailure = (s: Snapshot) => (s.matches('LoadFailed') ? s.context.failure : null);
/** SPEC.md section 2: the login menu offers coupons only if the member has vouchers (loaded, at least one). */
export const selectHasVouchers = (s: Snapshot) => s.matches('Showing') && s.context.vouchers.length > 0;
