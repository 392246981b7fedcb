import { z } from 'zod';

/**
 * Why a reservation cannot be changed online; each is also the error code a refused change
 * carries (contract/errors.ts), so the client shows one message for both.
 */
export const updateRefusalCodeSchema = z.enum([
  '1006', // cancelled
  'update_disabled',
  'update_payment_pending',
  'update_deadline_passed',
  'update_staff_edited',
  'update_sign_in_required',
  'update_different_account',
  // A hotel plus flight package: its dates and rooms go with its flights (guest details stay editable).
  'update_package',
]);
export type UpdateRefusalCode = z.infer<typeof updateRefusalCodeSchema>;

/**
 * SPEC.md section 3 "Update setting": whether online changes are offered by the facility
 * (`is_active`) and allowed for this reservation now (`updatable`, else `reason`). `deadline` is the
 * instant changes close (facility local time rule, see booking-api/domain/reservation-changes.ts).
 * Prepaid card reservations may be shortened too (the price given up minus the change fee is
 * refunded, booking-api/payments/refunds.ts); "update_card_payment" is no longer sent by this API but
 * stays in the schema for older servers.
 */
export const updateSettingSchema = z.object({
  is_active: z.boolean(),
  updatable: z.boolean(),
  reason: updateRefusalCodeSchema.nullable(),
  deadline: z.string(),
  itinerary_updatable: z.boolean(),
  itinerary_reason: z.union([updateRefusalCodeSchema, z.literal('update_card_payment')]).nullable(),
});
export type UpdateSetting = z.infer<typeof updateSettingSchema>;
