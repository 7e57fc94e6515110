import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { repoRoot } from './repo-root.ts';

export type ProductServer = {
  baseUrl: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
};

const host = '127.0.0.1';
const readyTimeoutMs = 120_000;
const stopTimeoutMs = 15_000;
const outputLimit = 64 * 1024;

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type StartProductServerOptions = {
  /** Extra environment for `npm start` (e.g. the first operator's OPERATOR_EMAIL/OPERATOR_PASSWORD). */
  env?: Record<string, string>;
};

/**
 * Starts the product exactly as the README says: `npm start` from the repository root, here on a free
 * port, on 127.0.0.1 and with an empty embedded database in a temporary DATA_DIR.
 */
export async function startProductServer(options: StartProductServerOptions = {}): Promise<ProductServer> {
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lonsam-e2e-'));
  const baseUrl = `http://${host}:${port}`;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    // npm and its scripts must run on the pinned Node that runs the tests, not the system one.
    PATH: [dirname(process.execPath), join(repoRoot, 'node_modules/.bin'), process.env.PATH].join(delimiter),
    PORT: String(port),
    HOST: host,
    DATA_DIR: dataDir,
  };
  // Always the embedded database: a shared PostgreSQL would mix these runs with the server tests.
  delete env.DATABASE_URL;
  // Vitest sets NODE_ENV=test; inherited, it would make `npm start` build React's development bundles
  // and run the server as a test. The product must start as it does for a user.
  for (const name of Object.keys(env)) {
    if (name === 'NODE_ENV' || name === 'TEST' || name.startsWith('VITEST')) delete env[name];
  }

  // A process group of its own, so that stopping reaches npm, the start script and the server.
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const record = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-outputLimit);
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    await stopProcessGroup(child, exited);
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- npm start output ---\n${output}`);
  }
  return { baseUrl, dataDir, output: () => output, stop };
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`npm start exited (${child.signalCode ?? child.exitCode}) before /api/health answered`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm start did not answer ${baseUrl}/api/health within ${readyTimeoutMs / 1000} s`);
}

async function stopProcessGroup(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  signalGroup(child.pid, 'SIGTERM');
  const timer = new Promise<'timeout'>((resolve) =>
    setTimeout(() => resolve('timeout'), stopTimeoutMs).unref(),
  );
  if ((await Promise.race([exited, timer])) === 'timeout') {
    signalGroup(child.pid, 'SIGKILL');
    await exited;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}
