import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const rootDir = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  /** Sends SIGTERM and resolves with everything the process printed once it has exited. */
  stop(): Promise<string>;
}

/**
 * The widget the config's server built for this run (playwright.config.ts): a run on a port of its own
 * (E2E_PORT) builds into .e2e-dist/<port>, else into dist/. A spec's own server serves it as is,
 * so the suite builds the widget once, and never rebuilds the files another run is serving.
 */
export const sharedDistDir = process.env.E2E_PORT ? path.resolve(rootDir, '.e2e-dist', process.env.E2E_PORT) : '';

/** Runs `npm start` as a user would, waits for /healthz, and stops it with SIGTERM. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: rootDir,
    env: { ...process.env, DATABASE_URL: '', BOOKING_API_URL: '', DIST_DIR: sharedDistDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const url = `http://localhost:${env.PORT}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
    try {
      const reply = await fetch(`${url}/healthz`);
      if (reply.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`npm start did not answer /healthz in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve(output));
        // npm forwards the signal to the server; signal the whole group so nothing lingers.
        process.kill(-child.pid!, 'SIGTERM');
      }),
  };
}
