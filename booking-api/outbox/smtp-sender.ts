import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { claimDueMail, markMailFailed, markMailSent, scheduleMailRetry, type ClaimedMail } from './outbox-repository';

/**
 * Sends the outbox through SMTP (DESIGN.md "E-mail"). Every process may run a sender: a batch of
 * due messages is claimed with `FOR UPDATE SKIP LOCKED` and a lease (claimed_until / claimed_by,
 * migration 0016), so two processes never send the same message; a message whose sender died
 * mid-send is claimed again once the lease ends. Temporary refusals (4xx, network) are retried
 * with exponential backoff; a permanent refusal (5xx) or too many attempts marks it failed.
 * The Message-ID is derived from the outbox id, so a receiver sees a resend as the same message.
 */

export interface OutboxSenderOptions {
  database: Database;
  clock: Clock;
  /** Where to send: a nodemailer transport (SMTP in production, any in tests). */
  transport: Pick<Transporter, 'sendMail' | 'close'>;
  from: string;
  /** Messages claimed per round. */
  batchSize?: number;
  /** How long a claim holds before another sender may take the message. */
  leaseSeconds?: number;
  maxAttempts?: number;
  /** First retry delay; doubled per attempt up to maxBackoffSeconds. */
  backoffSeconds?: number;
  maxBackoffSeconds?: number;
  /** Pause between rounds when nothing is due. */
  idleMs?: number;
  /** Identifies this sender in claimed_by (process and random part by default). */
  workerId?: string;
  log?: (line: string) => void;
}

export interface OutboxSender {
  /** One round: claims due messages and sends them. Resolves with how many were claimed. */
  runOnce(): Promise<number>;
  /** Starts the loop (rounds until nothing is due, then a pause). */
  start(): void;
  stop(): Promise<void>;
}

/** jsonb comes back parsed (PGlite, node-postgres) or as text, depending on the driver. */
function attachmentsOf(value: ClaimedMail['attachments']) {
  const list = typeof value === 'string' ? (JSON.parse(value) as Exclude<ClaimedMail['attachments'], string>) : value;
  return (list ?? []).map((file) => ({
    filename: file.filename,
    contentType: file.contentType,
    content: file.content,
  }));
}

export function createOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const { database, clock, transport, from } = options;
  const batchSize = options.batchSize ?? 10;
  const leaseSeconds = options.leaseSeconds ?? 120;
  const maxAttempts = options.maxAttempts ?? 8;
  const backoffSeconds = options.backoffSeconds ?? 30;
  const maxBackoffSeconds = options.maxBackoffSeconds ?? 3600;
  const idleMs = options.idleMs ?? 5000;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const log = options.log ?? ((line: string) => console.warn(line));
  const domain = from.split('@')[1]?.replace(/>$/, '') || 'localhost';
  const now = () => new Date(clock.now().epochMilliseconds);

  async function claim(): Promise<ClaimedMail[]> {
    const at = now();
    const until = new Date(at.getTime() + leaseSeconds * 1000);
    return claimDueMail(database.db, { workerId, at, until, batchSize });
  }

  async function markSent(row: ClaimedMail): Promise<void> {
    await markMailSent(database.db, { id: row.id, workerId, at: now() });
  }

  async function markFailedAttempt(row: ClaimedMail, error: unknown): Promise<void> {
    const attempts = row.attempts + 1;
    const responseCode = (error as { responseCode?: number }).responseCode;
    const permanent = typeof responseCode === 'number' && responseCode >= 500;
    const message = `${responseCode ?? ''} ${(error as Error).message ?? String(error)}`.trim().slice(0, 500);
    if (permanent || attempts >= maxAttempts) {
      await markMailFailed(database.db, { id: row.id, workerId, attempts, message });
      log(`[outbox] message ${row.id} failed for good after ${attempts} attempt(s): ${message}`);
      return;
    }
    const delay = Math.min(maxBackoffSeconds, backoffSeconds * 2 ** (attempts - 1));
    const next = new Date(now().getTime() + delay * 1000);
    await scheduleMailRetry(database.db, { id: row.id, workerId, attempts, message, next });
  }

  async function runOnce(): Promise<number> {
    const rows = await claim();
    for (const row of rows) {
      try {
        await transport.sendMail({
          from,
          to: row.to_address,
          subject: row.subject,
          text: row.body_text,
          ...(row.body_html ? { html: row.body_html } : {}),
          attachments: attachmentsOf(row.attachments),
          messageId: `<outbox-${row.id}@${domain}>`,
        });
        await markSent(row);
      } catch (error) {
        await markFailedAttempt(row, error);
      }
    }
    return rows.length;
  }

  let stopped = true;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      loop = (async () => {
        while (!stopped) {
          let claimed = 0;
          try {
            claimed = await runOnce();
          } catch (error) {
            log(`[outbox] sending round failed: ${(error as Error).message}`);
          }
          if (claimed === 0 && !stopped) {
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, idleMs);
              timer.unref?.();
              wake = () => {
                clearTimeout(timer);
                resolve();
              };
            });
            wake = null;
          }
        }
      })();
    },
    async stop() {
      stopped = true;
      wake?.();
      await loop;
      transport.close();
    },
  };
}

/**
 * The sender `npm start` runs when SMTP_URL is set (README "E-mail"): e.g.
 * `smtp://user:password@mail.example:587` (STARTTLS when offered) or `smtps://...:465`.
 * SMTP_FROM is the sender address (default `no-reply@<SMTP host>`). Without SMTP_URL nothing is
 * sent and the development outbox page keeps showing the messages.
 */
export function outboxSenderFromEnv(
  deps: { database: Database; clock: Clock },
  env: NodeJS.ProcessEnv = process.env,
): OutboxSender | null {
  const url = env.SMTP_URL?.trim();
  if (!url) return null;
  const parsed = new URL(url);
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:')
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  const transport = nodemailer.createTransport(url);
  return createOutboxSender({ ...deps, transport, from: env.SMTP_FROM?.trim() || `no-reply@${parsed.hostname}` });
}
