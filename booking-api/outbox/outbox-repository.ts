import { desc, eq, sql } from 'drizzle-orm';
import { outbox, type OutboxAttachment, type OutboxLink } from '../db/schema';
import type { Queryable } from '../db/transactions';

export type OutboxRow = typeof outbox.$inferSelect;

export interface OutgoingMail {
  brandId: number | null;
  kind: string;
  to: string;
  subject: string;
  bodyText: string;
  links: OutboxLink[];
  /** The same content as HTML (stay e-mails), and files sent with it. */
  bodyHtml?: string;
  attachments?: OutboxAttachment[];
}

/** Call inside the transaction of the change that causes the mail: both commit or neither. */
export async function enqueueMail(tx: Queryable, mail: OutgoingMail, now: Date): Promise<number> {
  const rows = await tx
    .insert(outbox)
    .values({
      brandId: mail.brandId,
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      bodyText: mail.bodyText,
      bodyHtml: mail.bodyHtml ?? null,
      attachments: mail.attachments ?? [],
      links: mail.links,
      createdAt: now,
    })
    .returning({ id: outbox.id });
  return rows[0]!.id;
}

export function listOutbox(db: Queryable, options: { to?: string; limit?: number } = {}): Promise<OutboxRow[]> {
  const query = db.select().from(outbox);
  const filtered = options.to ? query.where(eq(outbox.toAddress, options.to.toLowerCase())) : query;
  return filtered.orderBy(desc(outbox.id)).limit(options.limit ?? 100);
}

/** A message claimed for sending, as the raw row comes back. */
export interface ClaimedMail {
  id: number;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  attachments: { filename: string; contentType: string; content: string }[] | string | null;
  attempts: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/**
 * Claims up to `batchSize` due messages (pending, due, not claimed or their lease over) for
 * `workerId` until `until`, skipping rows another sender holds (FOR UPDATE SKIP LOCKED); by id.
 */
export async function claimDueMail(
  db: Queryable,
  claim: { workerId: string; at: Date; until: Date; batchSize: number },
): Promise<ClaimedMail[]> {
  const { workerId, at, until, batchSize } = claim;
  const result = await db.execute(sql`
      update outbox set claimed_until = ${until.toISOString()}::timestamptz, claimed_by = ${workerId}
      where id in (
        select id from outbox
        where status = 'pending'
          and (next_attempt_at is null or next_attempt_at <= ${at.toISOString()}::timestamptz)
          and (claimed_until is null or claimed_until < ${at.toISOString()}::timestamptz)
        order by id
        limit ${batchSize}
        for update skip locked
      )
      returning id, to_address, subject, body_text, body_html, attachments, attempts`);
  return rowsOf<ClaimedMail>(result).sort((a, b) => a.id - b.id);
}

/** The claimed message went out (only while `workerId` still holds it). */
export async function markMailSent(db: Queryable, sent: { id: number; workerId: string; at: Date }): Promise<void> {
  await db.execute(sql`
      update outbox set status = 'sent', sent_at = ${sent.at.toISOString()}::timestamptz, attempts = attempts + 1,
        last_error = null, claimed_until = null, next_attempt_at = null
      where id = ${sent.id} and claimed_by = ${sent.workerId}`);
}

/** The claimed message failed for good. */
export async function markMailFailed(
  db: Queryable,
  failed: { id: number; workerId: string; attempts: number; message: string },
): Promise<void> {
  await db.execute(sql`
        update outbox set status = 'failed', attempts = ${failed.attempts}, last_error = ${failed.message}, claimed_until = null, next_attempt_at = null
        where id = ${failed.id} and claimed_by = ${failed.workerId}`);
}

/** The claimed message is tried again at `next`. */
export async function scheduleMailRetry(
  db: Queryable,
  retry: { id: number; workerId: string; attempts: number; message: string; next: Date },
): Promise<void> {
  await db.execute(sql`
      update outbox set attempts = ${retry.attempts}, last_error = ${retry.message}, claimed_until = null, next_attempt_at = ${retry.next.toISOString()}::timestamptz
      where id = ${retry.id} and claimed_by = ${retry.workerId}`);
}
