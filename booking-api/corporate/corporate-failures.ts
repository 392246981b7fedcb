import { ErrorCode } from '../../contract';
import { BookingFailure } from '../domain/booking-failure';

/** Refusals of the corporate calls, in the catalogue shape of SPEC.md section 8. */
export const corporateFailures = {
  // 403, never 401: the caller's own session is fine, it just may not see this (a 401 logs clients out).
  adminRequired: () =>
    new BookingFailure(
      403,
      ErrorCode.organizationAdminRequired,
      'Organization admin only',
      'Only an admin of this organization can see its reservation data.',
    ),
  organizationNotFound: () =>
    new BookingFailure(404, ErrorCode.notFound, 'Organization not found', 'No organization of this brand has this id.'),
  downloadLimit: (perDay: number) =>
    new BookingFailure(
      422,
      ErrorCode.csvDownloadLimit,
      'CSV download limit',
      `The CSV download limit of ${perDay} per 24 hours is reached; please try again later.`,
    ),
  downloadNotFound: () =>
    new BookingFailure(404, ErrorCode.downloadNotFound, 'Download not found', 'This download link is not valid.'),
  downloadExpired: () =>
    new BookingFailure(
      422,
      ErrorCode.expired,
      'Download expired',
      'This download link has expired; create a new download.',
    ),
};
