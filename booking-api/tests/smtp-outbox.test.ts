import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settableClock } from '../clock';
import { openDatabase, type Database } from '../db/database';
import { outbox } from '../db/schema';
import { enqueueMail } from '../outbox/outbox-repository';
import { createOutboxSender, outboxSenderFromEnv } from '../outbox/smtp-sender';
import { testDatabaseTargets, type TestDatabase } from './support/test-databases';

/** A real SMTP server (smtp-server) on a free local port; `refuse` decides per recipient. */
async function startSmtp() {
  const received: { to: string; messageId: string; subject: string }[] = [];
  let refuse: (to: string) => { code: number; message: string } | null = () => null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refuse(address.address);
      if (!refusal) return callback();
      const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
      return callback(error);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const header = (name: string) => new RegExp(`^${name}: *(.*)$`, 'im').exec(raw)?.[1]?.trim() ?? '';
        for (const rcpt of session.envelope.rcptTo)
          received.push({ to: rcpt.address, messageId: header('Message-ID'), subject: header('Subject') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    setRefusal(fn: typeof refuse) {
      refuse = fn;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabaseTargets)('SMTP sending of the outbox on $name', (target) => {
  if (target.skipReason) {
    it.skip(`skipped on ${target.name}: ${target.skipReason}`, () => {});
    return;
  }
  let handle: TestDatabase;
  let second: Database;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const clock = settableClock('2026-03-02T03:00:00Z');
  beforeAll(async () => {
    handle = await target.open();
    // On PostgreSQL the second sender has a connection pool of its own, like a second process.
    second = handle.url ? await openDatabase({ databaseUrl: handle.url }) : handle.database;
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
    if (second && second !== handle.database) await second.close();
    await handle?.dispose();
  });
  beforeEach(async () => {
    await handle.database.db.delete(outbox);
    smtp.received.length = 0;
    smtp.setRefusal(() => null);
    clock.set('2026-03-02T03:00:00Z');
  });

  const transport = () =>
    nodemailer.createTransport({
      host: '127.0.0.1',
      port: Number(new URL(smtp.url).port),
      secure: false,
      ignoreTLS: true,
    });
  const sender = (
    database: Database,
    workerId: string,
    extra: Partial<Parameters<typeof createOutboxSender>[0]> = {},
  ) =>
    createOutboxSender({
      database,
      clock,
      transport: transport(),
      from: 'Hotel <no-reply@hotel.example>',
      workerId,
      log: () => {},
      batchSize: 3,
      ...extra,
    });
  async function enqueue(count: number, prefix = 'guest') {
    for (let i = 0; i < count; i += 1) {
      await enqueueMail(
        handle.database.db,
        {
          brandId: null,
          kind: 'test',
          to: `${prefix}${i}@example.com`,
          subject: `Hello ${i}`,
          bodyText: `Body ${i}`,
          links: [],
        },
        new Date(),
      );
    }
  }
  async function drain(...senders: ReturnType<typeof sender>[]) {
    await Promise.all(
      senders.map(async (s) => {
        while ((await s.runOnce()) > 0) {
          /* next round */
        }
      }),
    );
  }

  it('two senders (two processes) deliver every pending message exactly once and mark it sent', async () => {
    await enqueue(25);
    const a = sender(handle.database, 'process-a');
    const b = sender(second, 'process-b');
    await drain(a, b);
    expect(smtp.received).toHaveLength(25);
    expect(new Set(smtp.received.map((m) => m.to)).size).toBe(25);
    const rows = await handle.database.db.select().from(outbox);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.sentAt !== null)).toBe(true);
    const by = await handle.database.db.execute(
      sql`select claimed_by, count(*)::int as n from outbox group by claimed_by`,
    );
    const counts = ((by as { rows?: { claimed_by: string; n: number }[] }).rows ?? []) as {
      claimed_by: string;
      n: number;
    }[];
    expect(counts.reduce((sum, c) => sum + c.n, 0)).toBe(25);
    expect(smtp.received.find((m) => m.to === 'guest0@example.com')?.messageId).toMatch(
      /^<outbox-\d+@hotel\.example>$/,
    );
    // Nothing is left to send: a further round claims nothing and sends nothing.
    expect(await a.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(25);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('retries a temporary refusal with exponential backoff, then sends', async () => {
    await enqueue(1, 'later');
    let refusals = 0;
    smtp.setRefusal(() => (refusals++ < 2 ? { code: 451, message: 'Try again later' } : null));
    const s = sender(handle.database, 'retrying', { backoffSeconds: 30 });
    expect(await s.runOnce()).toBe(1);
    let [row] = await handle.database.db.select().from(outbox);
    expect([row!.status, row!.attempts]).toEqual(['pending', 1]);
    expect(row!.lastError).toContain('451');
    // Not due before the backoff: 30 s after the first failure, then 60 s after the second.
    expect(await s.runOnce()).toBe(0);
    clock.set('2026-03-02T03:00:31Z');
    expect(await s.runOnce()).toBe(1);
    [row] = await handle.database.db.select().from(outbox);
    expect([row!.status, row!.attempts]).toEqual(['pending', 2]);
    clock.set('2026-03-02T03:01:00Z');
    expect(await s.runOnce()).toBe(0);
    clock.set('2026-03-02T03:01:32Z');
    expect(await s.runOnce()).toBe(1);
    [row] = await handle.database.db.select().from(outbox);
    expect([row!.status, row!.attempts]).toEqual(['sent', 3]);
    expect(smtp.received.map((m) => m.to)).toEqual(['later0@example.com']);
    await s.stop();
  });

  it('marks a permanent refusal failed at once, and gives up after the last attempt', async () => {
    await enqueue(1, 'nobody');
    await enqueue(1, 'flaky');
    smtp.setRefusal((to) =>
      to.startsWith('nobody') ? { code: 550, message: 'No such user' } : { code: 421, message: 'Busy' },
    );
    const s = sender(handle.database, 'giving-up', { maxAttempts: 2, backoffSeconds: 1 });
    await s.runOnce();
    clock.set('2026-03-02T03:00:05Z');
    await s.runOnce();
    const rows = await handle.database.db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map((r) => [r.toAddress, r.status, r.attempts])).toEqual([
      ['nobody0@example.com', 'failed', 1],
      ['flaky0@example.com', 'failed', 2],
    ]);
    expect(smtp.received).toEqual([]);
    await s.stop();
  });

  it('takes over a message whose sender died mid-send once its lease is over', async () => {
    await enqueue(1, 'orphan');
    // A sender claims it and never finishes (the process died).
    await handle.database.db.execute(
      sql`update outbox set claimed_until = ${'2026-03-02T03:02:00Z'}::timestamptz, claimed_by = 'dead-process'`,
    );
    const s = sender(handle.database, 'survivor');
    expect(await s.runOnce()).toBe(0);
    clock.set('2026-03-02T03:02:01Z');
    expect(await s.runOnce()).toBe(1);
    const [row] = await handle.database.db.select().from(outbox).where(eq(outbox.toAddress, 'orphan0@example.com'));
    expect(row!.status).toBe('sent');
    await s.stop();
  });

  it('without SMTP_URL nothing is sent and messages stay pending for the development page', async () => {
    expect(outboxSenderFromEnv({ database: handle.database, clock }, {})).toBeNull();
    expect(() =>
      outboxSenderFromEnv({ database: handle.database, clock }, { SMTP_URL: 'http://mail.example' }),
    ).toThrow(/smtp:\/\//);
    const fromEnv = outboxSenderFromEnv(
      { database: handle.database, clock },
      { SMTP_URL: `${smtp.url}/?ignoreTLS=true`, SMTP_FROM: 'desk@hotel.example' },
    )!;
    await enqueue(1, 'env');
    fromEnv.start();
    await expect.poll(async () => (await handle.database.db.select().from(outbox))[0]?.status).toBe('sent');
    await fromEnv.stop();
    expect(smtp.received.map((m) => m.to)).toEqual(['env0@example.com']);
  });
});
