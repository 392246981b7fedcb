import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { eq, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { CLIENT_SESSION_HEADER, MAX_ATTACHMENT_BYTES } from '../../contract';
import { createBookingApi } from '../app';
import { additionalQuestions, fileAttachments } from '../db/schema';
import { attachmentFiles } from '../extras/attachment-files';
import { attachmentUploads, type AttachmentUploads, type UploadQuota } from '../extras/attachments';
import {
  callerAt,
  DEMO_KEY,
  DEMO_SECRET,
  describeOnTestDatabases,
  firstCode,
  reservationRequest,
} from './support/test-api';

const BOUNDARY = 'upload-boundary-7MA4YWxkTrZu0gW';
const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MB = 1024 * 1024;
/** Compared by digest: a deep comparison of megabytes, byte by byte, takes the matcher minutes. */
const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** A small quota, to reach it quickly. */
const QUOTA: UploadQuota = { windowMs: 60 * 60 * 1000, files: 3, bytes: 5 * MB, allClientsBytes: 1024 * MB };

/** Bytes that are an image by their first bytes (what the upload sniffs), random after them. */
function pngOf(size: number): Uint8Array {
  const bytes = new Uint8Array(randomBytes(size));
  bytes.set(PNG_SIGNATURE);
  return bytes;
}

const partHead = (fileName: string) =>
  new TextEncoder().encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
  );
const closing = new TextEncoder().encode(`\r\n--${BOUNDARY}--\r\n`);

/** A request body the test writes piece by piece and ends when it wants (sent without Content-Length). */
function heldBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    stream,
    push: (bytes: Uint8Array) => controller.enqueue(bytes),
    end: () => controller.close(),
  };
}

/** A multipart body of one file, streamed in 256 kB pieces without Content-Length. */
function streamedUpload(file: Uint8Array, fileName: string): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(partHead(fileName));
      for (let at = 0; at < file.length; at += 256 * 1024) controller.enqueue(file.subarray(at, at + 256 * 1024));
      controller.enqueue(closing);
      controller.close();
    },
  });
}

/** `size` bytes of a PNG-looking file, produced a megabyte at a time (never held whole). */
function hugeUpload(size: number, fileName: string): ReadableStream<Uint8Array> {
  const piece = new Uint8Array(MB);
  piece.set(PNG_SIGNATURE);
  let sent = -1;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent < 0) {
        controller.enqueue(partHead(fileName));
        sent = 0;
      } else if (sent < size) {
        const n = Math.min(MB, size - sent);
        controller.enqueue(piece.slice(0, n));
        sent += n;
      } else {
        controller.enqueue(closing);
        controller.close();
      }
    },
  });
}

describeOnTestDatabases('attachment uploads on $name', (api) => {
  let dir: string;
  let uploads: AttachmentUploads;
  let app: Hono;
  /** The booking API with its upload folder in `dir`, under the default quota or `quota`. */
  const build = (quota?: UploadQuota) => {
    uploads = attachmentUploads({ database: api.database, clock: api.clock, files: attachmentFiles(dir), quota });
    app = createBookingApi({ database: api.database, clock: api.clock, uploads });
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'attachment-uploads-'));
    build();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const newSession = async (): Promise<string> => {
    const reply = await app.request('/api/client_sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: DEMO_KEY, secret: DEMO_SECRET }),
    });
    return ((await reply.json()) as { data: { client_session: string } }).data.client_session;
  };
  const upload = async (
    body: BodyInit,
    options: { session?: string; address?: string; headers?: Record<string, string> } = {},
  ) => {
    const response = await app.request(
      '/book/hotels/demo-kyoto/file_attachments',
      {
        method: 'POST',
        headers: {
          [CLIENT_SESSION_HEADER]: options.session ?? api.session,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          ...options.headers,
        },
        body,
        duplex: 'half',
      } as RequestInit,
      options.address ? callerAt(options.address) : undefined,
    );
    return { status: response.status, body: (await response.json()) as any };
  };
  const filesOnDisk = () => (existsSync(dir) ? readdirSync(dir) : []);
  const rowsNamed = async (fileName: string) =>
    api.database.db.select().from(fileAttachments).where(eq(fileAttachments.fileName, fileName));

  it('streams an image to the upload folder, keeps only its description in the table, and serves it back byte for byte once a reservation claims it', async () => {
    const image = pngOf(3 * MB + 12345);
    const uploaded = await upload(streamedUpload(image, 'passport scan.png'));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body).toMatchObject({
      file_name: 'passport scan.png',
      content_type: 'image/png',
      byte_size: image.length,
    });
    const [row] = await rowsNamed('passport scan.png');
    expect(row!.content).toBeNull();
    expect(digest(readFileSync(join(dir, uploaded.body.id)))).toBe(digest(image));

    const [fileQuestion] = await api.database.db
      .select()
      .from(additionalQuestions)
      .where(eq(additionalQuestions.answerType, 'file'));
    const booked = await api.request('POST', '/book/hotels/demo-kyoto/reservations', {
      ...reservationRequest({ checkin_date: '2026-03-10', checkout_date: '2026-03-12' }),
      answers: [{ question_id: fileQuestion!.id, attachment_ids: [uploaded.body.id] }],
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const served = await app.request(
      `/api/file_attachments/${uploaded.body.id}?confirmation_number=${booked.body.confirmation_number}&bypass_token=${booked.body.bypass_token}`,
    );
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(digest(new Uint8Array(await served.arrayBuffer()))).toBe(digest(image));
  });

  it('refuses a file over 80 MB with 413 while it arrives and keeps nothing of it, on disk or in the table', async () => {
    const tooBig = await upload(hugeUpload(MAX_ATTACHMENT_BYTES + 1, 'huge.png'));
    expect([tooBig.status, firstCode(tooBig.body)]).toEqual([413, '1251']);
    expect(tooBig.body.errors[0].title).toBe('File too large');
    expect(filesOnDisk()).toEqual([]);
    expect(await rowsNamed('huge.png')).toEqual([]);

    // A Content-Length over the limit is refused before the body is read: this body never ends.
    const endless = heldBody();
    endless.push(partHead('declared.png'));
    const declared = await upload(endless.stream, {
      headers: { 'content-length': String(MAX_ATTACHMENT_BYTES + 1024 * 1024) },
    });
    expect([declared.status, firstCode(declared.body)]).toEqual([413, '1251']);
    expect(filesOnDisk()).toEqual([]);
    expect(await rowsNamed('declared.png')).toEqual([]);
  });

  it('refuses a file that starts as no image before the rest arrives, and keeps nothing of it', async () => {
    const body = heldBody();
    body.push(partHead('notes.png'));
    body.push(new TextEncoder().encode('%PDF-1.7 and then a great deal more'));
    // The body stays open: the answer comes from the first bytes alone.
    const refused = await upload(body.stream);
    expect([refused.status, firstCode(refused.body)]).toEqual([422, '1251']);
    expect(filesOnDisk()).toEqual([]);
    expect(await rowsNamed('notes.png')).toEqual([]);
  });

  it('answers a room search while an upload is still arriving, the upload being written to disk as it comes', async () => {
    const body = heldBody();
    let settled = false;
    const pending = upload(body.stream).finally(() => (settled = true));
    body.push(partHead('slow.png'));
    body.push(pngOf(MB));
    // The first megabyte reaches the upload folder while the rest has not been sent.
    const written = () => filesOnDisk().some((name) => statSync(join(dir, name)).size >= MB / 2);
    while (!written()) await delay(10);

    const search = await app.request('/book/hotels/demo-kyoto/rooms?checkin=2026-03-10&checkout=2026-03-12&adults=2', {
      headers: { [CLIENT_SESSION_HEADER]: api.session },
    });
    expect(search.status).toBe(200);
    expect(settled).toBe(false);

    body.push(pngOf(MB));
    body.push(closing);
    body.end();
    const done = await pending;
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.byte_size).toBe(2 * MB);
  });

  it('limits the unclaimed uploads of one client, by its session and by its outside address, within a window', async () => {
    build(QUOTA);
    const small = () => streamedUpload(pngOf(1000), 'small.png');
    const first = await newSession();
    for (let i = 0; i < QUOTA.files; i += 1)
      expect((await upload(small(), { session: first, address: '203.0.113.7' })).status).toBe(201);
    const fourth = await upload(small(), { session: first, address: '203.0.113.7' });
    expect([fourth.status, firstCode(fourth.body)]).toEqual([429, '1251']);
    expect(fourth.body.errors[0].title).toBe('Too many uploads');
    // Another session from the same address is the same client; another address with it is too.
    expect((await upload(small(), { session: await newSession(), address: '203.0.113.7' })).status).toBe(429);
    expect((await upload(small(), { session: first, address: '198.51.100.9' })).status).toBe(429);
    // One IPv6 network is one client.
    const v6 = await newSession();
    for (let i = 0; i < QUOTA.files; i += 1)
      expect((await upload(small(), { session: await newSession(), address: `2001:db8:1:2::${i + 1}` })).status).toBe(
        201,
      );
    expect((await upload(small(), { session: v6, address: '2001:db8:1:2:ffff::9' })).status).toBe(429);
    // Other clients upload as before.
    expect((await upload(small(), { session: await newSession(), address: '198.51.100.9' })).status).toBe(201);

    // Bytes count too: a file that would pass the quota is refused as it arrives, nothing kept.
    const bytesSession = await newSession();
    expect(
      (await upload(streamedUpload(pngOf(3 * MB), 'first.png'), { session: bytesSession, address: '192.0.2.44' }))
        .status,
    ).toBe(201);
    const over = await upload(streamedUpload(pngOf(3 * MB), 'second.png'), {
      session: bytesSession,
      address: '192.0.2.44',
    });
    expect([over.status, firstCode(over.body)]).toEqual([429, '1251']);
    expect(await rowsNamed('second.png')).toEqual([]);
    expect(filesOnDisk().filter((name) => name.endsWith('.partial'))).toEqual([]);

    // An hour later the first client may upload again.
    api.clock.set('2026-03-02T04:01:00Z');
    expect((await upload(small(), { session: first, address: '203.0.113.7' })).status).toBe(201);
  });

  it('caps the unclaimed bytes of all clients together, so many addresses cannot fill the disk either', async () => {
    // Whatever earlier tests left unclaimed counts too: the cap is 5 MB above it.
    const unclaimed = await api.database.db
      .select({ bytes: fileAttachments.byteSize })
      .from(fileAttachments)
      .where(isNull(fileAttachments.reservationId));
    build({ ...QUOTA, allClientsBytes: unclaimed.reduce((total, row) => total + Number(row.bytes), 0) + 5 * MB });
    // Each client stays within its own quota; together they reach the overall cap.
    expect(
      (await upload(streamedUpload(pngOf(2 * MB), 'one.png'), { session: await newSession(), address: '203.0.113.1' }))
        .status,
    ).toBe(201);
    expect(
      (await upload(streamedUpload(pngOf(2 * MB), 'two.png'), { session: await newSession(), address: '203.0.113.2' }))
        .status,
    ).toBe(201);
    const third = await upload(streamedUpload(pngOf(2 * MB), 'three.png'), {
      session: await newSession(),
      address: '203.0.113.3',
    });
    expect([third.status, firstCode(third.body)]).toEqual([429, '1251']);
    expect(await rowsNamed('three.png')).toEqual([]);
    expect(filesOnDisk().filter((name) => name.endsWith('.partial'))).toEqual([]);
    // A small file still fits in what is left.
    expect(
      (await upload(streamedUpload(pngOf(1000), 'small.png'), { session: await newSession(), address: '203.0.113.4' }))
        .status,
    ).toBe(201);
  });

  it('sweeps unclaimed uploads older than a day with their files, and files no upload names; keeps claimed ones', async () => {
    const kept = await upload(streamedUpload(pngOf(2000), 'claimed.png'));
    const dropped = await upload(streamedUpload(pngOf(2000), 'abandoned.png'));
    const [fileQuestion] = await api.database.db
      .select()
      .from(additionalQuestions)
      .where(eq(additionalQuestions.answerType, 'file'));
    const booked = await api.request('POST', '/book/hotels/demo-kyoto/reservations', {
      ...reservationRequest({ checkin_date: '2026-03-16', checkout_date: '2026-03-17' }),
      answers: [{ question_id: fileQuestion!.id, attachment_ids: [kept.body.id] }],
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    // Left by a crash: a half-written file and one whose row was never written, both two days old.
    const twoDaysAgo = new Date(Date.parse('2026-03-01T04:00:00Z'));
    for (const name of ['crashed.partial', 'unrecorded']) {
      writeFileSync(join(dir, name), 'x');
      utimesSync(join(dir, name), twoDaysAgo, twoDaysAgo);
    }
    const justStarted = new Date(Date.parse('2026-03-03T04:00:00Z'));
    writeFileSync(join(dir, 'arriving.partial'), 'x');
    utimesSync(join(dir, 'arriving.partial'), justStarted, justStarted);

    api.clock.set('2026-03-03T04:00:00Z');
    await uploads.sweep();
    expect(filesOnDisk().sort()).toEqual([kept.body.id, 'arriving.partial'].sort());
    expect((await rowsNamed('abandoned.png')).map((row) => row.publicId)).toEqual([]);
    expect((await rowsNamed('claimed.png')).map((row) => row.publicId)).toEqual([kept.body.id]);
    expect(dropped.status).toBe(201);
  });
});
