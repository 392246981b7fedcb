import { z } from 'zod';
import { isoDateSchema } from './dates';

/**
 * Corporate accounts (SPEC.md sections 3 "Organization" and "Corporate data", 6, 7 "Organization"):
 * POST /book/hotels/{code}/organization/sign_in (the reply is a member session whose user carries
 * the organization), GET /book/hotel_brands/{brand}/organizations/{id}, .../reservations, and the
 * password-protected CSV/ZIP download of the admin.
 */

// In a zod-free module the widget imports (contract/organization-roles.ts).
export { isOrganizationAdminRole } from './organization-roles';

export const organizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  program_id: z.number().int().nullable(),
});
export type OrganizationReply = z.infer<typeof organizationSchema>;
export const organizationReplySchema = z.object({ data: organizationSchema });

export const organizationReservationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** One row of the admin's reservation data (SPEC.md section 3 "Corporate data"). */
export const corporateReservationSchema = z.object({
  reservation_number: z.string(),
  reserved_at: z.string(),
  guest_name: z.string(),
  booked_by: z.string(),
  hotel_name: z.string(),
  checkin_date: isoDateSchema,
  nights: z.number().int(),
  rooms: z.number().int(),
  status: z.enum(['done', 'payment_pending', 'cancelled']),
  total_price: z.number().int(),
  currency: z.string(),
});
export type CorporateReservation = z.infer<typeof corporateReservationSchema>;

/** Allowances per period: max stays, stays reserved (not cancelled, check-in within the period), remaining. */
export const corporateAllowanceSchema = z.object({
  period_start: isoDateSchema,
  period_end: isoDateSchema,
  max_stays: z.number().int(),
  reserved: z.number().int(),
  remaining: z.number().int(),
});
export type CorporateAllowance = z.infer<typeof corporateAllowanceSchema>;

export const organizationReservationsReplySchema = z.object({
  data: z.array(corporateReservationSchema),
  allowances: z.array(corporateAllowanceSchema),
  page: z.number().int(),
  total_pages: z.number().int(),
  total_entries: z.number().int(),
});
export type OrganizationReservationsReply = z.infer<typeof organizationReservationsReplySchema>;

/**
 * A created download: the ZIP is fetched from `download_path` (an unguessable one-time link valid
 * `CorporateLimits.downloadLinkMinutes`) and opened with `password`, which is shown only here.
 */
export const organizationDownloadReplySchema = z.object({
  data: z.object({
    download_path: z.string(),
    password: z.string(),
    file_name: z.string(),
    row_count: z.number().int(),
    expires_at: z.string(),
    downloads_left: z.number().int(),
  }),
});
export type OrganizationDownloadReply = z.infer<typeof organizationDownloadReplySchema>;

export const CorporateLimits = {
  reservationsPerPage: 20,
  downloadLinkMinutes: 10,
  /** Rows in one CSV at most (the newest first). */
  csvMaxRows: 10_000,
  zipPasswordLength: 12,
} as const;

/** The columns of the CSV inside the ZIP, in order. */
export const CORPORATE_CSV_COLUMNS = [
  'reservation_number',
  'reserved_at',
  'guest_name',
  'booked_by',
  'hotel_name',
  'checkin_date',
  'nights',
  'rooms',
  'status',
  'total_price',
  'currency',
] as const;
