import { desc, eq } from 'drizzle-orm';
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
