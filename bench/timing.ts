/** What the bench's figures share: percentiles of timed samples, and a client session. */
export const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
export const WARMUP = 30;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** Median and p95 in ms of `samples` sequential runs, after WARMUP runs that are not counted. */
export async function time(
  samples: number,
  run: (i: number) => Promise<void>,
): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < WARMUP; i++) await run(i);
  const durations: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await run(i);
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return { median: percentile(durations, 50), p95: percentile(durations, 95) };
}

export const figures = (t: { median: number; p95: number }) =>
  `median ${t.median.toFixed(2)} ms   p95 ${t.p95.toFixed(2)} ms`;

export async function clientSession(baseUrl: string, key: string, secret: string): Promise<string> {
  const reply = await fetch(`${baseUrl}/api/client_sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key, secret }),
  });
  return ((await reply.json()) as { data: { client_session: string } }).data.client_session;
}

/**
 * fetch, again (at most twice more) when the connection was dropped: the server closes idle
 * keep-alive sockets, and a request can meet one being closed while PGlite holds the event loop.
 * Only for safe requests: GETs, and POSTs carrying an Idempotency-Key.
 */
export async function fetchRetrying(input: string, init?: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(input, init);
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (attempt >= 3 || (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET' && code !== 'EPIPE')) throw error;
    }
  }
}
