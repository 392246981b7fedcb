import { CorporateLimits, type OrganizationDownloadReply } from '../../contract';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transactions';
import { randomToken, randomUnambiguousCode, sha256Hex } from '../security/secrets';
import { corporateCsv } from './corporate-csv';
import { corporateFailures } from './corporate-failures';
import { encryptedZip } from './corporate-zip';
import { corporateRows } from './organization-reservations';
import {
  countDownloadsSince,
  findDownload,
  findOrganization,
  insertDownload,
  markDownloaded,
} from './organization-repository';
import type { OrganizationAdmin } from './organization-access';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The public path of a download link (outside /book: a plain link cannot send the API headers). */
export const downloadPath = (token: string) => `/api/organization_downloads/${token}`;

/**
 * POST /hotel_brands/{brand}/organizations/{id}/reservations/downloads: writes the organization's
 * reservations as CSV into an AES-encrypted ZIP under a fresh random password, keeps it behind an
 * unguessable link for 10 minutes and answers the link and the password (shown only in this reply).
 * The organization row is locked while counting, so two clicks at once cannot pass the limit (1600).
 */
export async function createOrganizationDownload(
  options: { database: Database; clock: Clock },
  admin: OrganizationAdmin,
): Promise<OrganizationDownloadReply> {
  const { database, clock } = options;
  const now = new Date(clock.now().epochMilliseconds);
  const password = randomUnambiguousCode(CorporateLimits.zipPasswordLength);
  const token = randomToken(32);
  const stamp = now.toISOString().slice(0, 10).replaceAll('-', '');
  const fileName = `reservations-${stamp}.zip`;
  return inTransaction(database.db, async (tx) => {
    const organization = await findOrganization(tx, admin.organization.brandId, admin.organization.id, {
      forUpdate: true,
    });
    if (!organization) throw corporateFailures.adminRequired();
    const used = await countDownloadsSince(tx, organization.id, new Date(now.getTime() - DAY_MS));
    if (used >= organization.csvDownloadsPerDay) throw corporateFailures.downloadLimit(organization.csvDownloadsPerDay);
    const rows = await corporateRows(tx, organization.id, CorporateLimits.csvMaxRows, 0);
    const zip = await encryptedZip(`reservations-${stamp}.csv`, corporateCsv(rows), password);
    const expiresAt = new Date(now.getTime() + CorporateLimits.downloadLinkMinutes * MINUTE_MS);
    await insertDownload(tx, {
      organizationId: organization.id,
      requestedBy: admin.memberId,
      tokenHash: sha256Hex(token),
      fileName,
      zipBase64: Buffer.from(zip).toString('base64'),
      rowCount: rows.length,
      createdAt: now,
      expiresAt,
    });
    return {
      data: {
        download_path: downloadPath(token),
        password,
        file_name: fileName,
        row_count: rows.length,
        expires_at: expiresAt.toISOString(),
        downloads_left: Math.max(0, organization.csvDownloadsPerDay - used - 1),
      },
    };
  });
}

/** GET /api/organization_downloads/{token}: the ZIP while the link lives (1252 unknown, 1250 expired). */
export async function fetchOrganizationDownload(
  options: { database: Database; clock: Clock },
  token: string,
): Promise<{ fileName: string; zip: Uint8Array }> {
  if (!token || token.length > 200) throw corporateFailures.downloadNotFound();
  const download = await findDownload(options.database.db, sha256Hex(token));
  if (!download) throw corporateFailures.downloadNotFound();
  const now = new Date(options.clock.now().epochMilliseconds);
  if (download.expiresAt.getTime() <= now.getTime()) throw corporateFailures.downloadExpired();
  await markDownloaded(options.database.db, download.id, now);
  return { fileName: download.fileName, zip: new Uint8Array(Buffer.from(download.zipBase64, 'base64')) };
}
