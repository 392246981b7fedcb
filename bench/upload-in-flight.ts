import { SAMPLES, clientSession, figures, time } from './timing';

const UPLOAD_BYTES = 80 * 1024 * 1024;
const PIECE_BYTES = 1024 * 1024;
const BOUNDARY = 'bench-upload-boundary';

/** An 80 MB image (by its first bytes) in a multipart body, produced a megabyte at a time. */
function eightyMegabyteUpload(): ReadableStream<Uint8Array> {
  const piece = new Uint8Array(PIECE_BYTES);
  piece.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const encoder = new TextEncoder();
  let sent = -1;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent < 0) {
        controller.enqueue(
          encoder.encode(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="scan.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
        );
        sent = 0;
      } else if (sent < UPLOAD_BYTES) {
        controller.enqueue(piece.slice());
        sent += PIECE_BYTES;
      } else {
        controller.enqueue(encoder.encode(`\r\n--${BOUNDARY}--\r\n`));
        controller.close();
      }
    },
  });
}

/**
 * A room search's p95 while 80 MB uploads arrive one after another (each as a new client, so the
 * quota of unclaimed uploads does not stop them), beside its p95 when the server is idle.
 */
export async function reportSearchDuringUpload(
  baseUrl: string,
  credentials: { key: string; secret: string },
  stay: (i: number) => { checkin: string; checkout: string },
): Promise<void> {
  const searchSession = await clientSession(baseUrl, credentials.key, credentials.secret);
  const search = async (i: number) => {
    const { checkin, checkout } = stay(i);
    const reply = await fetch(
      `${baseUrl}/book/hotels/demo-kyoto/rooms?checkin=${checkin}&checkout=${checkout}&adults=2&room_count=1`,
      {
        headers: { 'Client-Session': searchSession },
      },
    );
    if (!reply.ok) throw new Error(`REST search failed: ${reply.status}`);
    await reply.arrayBuffer();
  };
  const upload = async () => {
    const session = await clientSession(baseUrl, credentials.key, credentials.secret);
    const reply = await fetch(`${baseUrl}/book/hotels/demo-kyoto/file_attachments`, {
      method: 'POST',
      headers: { 'Client-Session': session, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: eightyMegabyteUpload(),
      duplex: 'half',
    } as RequestInit);
    if (reply.status !== 201) throw new Error(`upload failed: ${reply.status} ${await reply.text()}`);
  };

  const idle = await time(SAMPLES, search);
  let searching = true;
  let uploads = 0;
  const started = performance.now();
  const uploading = (async () => {
    while (searching) {
      await upload();
      uploads += 1;
    }
  })();
  let during: { median: number; p95: number };
  try {
    during = await time(SAMPLES, search);
  } finally {
    searching = false;
  }
  await uploading;
  const seconds = (performance.now() - started) / 1000;
  console.log(`Room search (/book) while 80 MB uploads arrive back to back (${SAMPLES} samples each):`);
  console.log(`  idle             ${figures(idle)}`);
  console.log(`  during uploads   ${figures(during)}   (${uploads} uploads of 80 MB in ${seconds.toFixed(1)} s)`);
  console.log(`  p95 ratio ${(during.p95 / idle.p95).toFixed(2)}x (goal: within 2x)`);
}
