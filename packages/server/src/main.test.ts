import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './db/test-db.ts';

const MAIN = path.join(import.meta.dirname, 'main.ts');

async function getFreePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

type Started = {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
};

function startMain(env: NodeJS.ProcessEnv, nodeArguments: string[] = []): Started {
  // process.execPath is the pinned Node 24 that runs vitest; main.ts needs its type stripping.
  const child = spawn(process.execPath, [...nodeArguments, MAIN], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 100_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

// What a start loads is what a restart pays for (bench/startup.ts, #14). These load with their first
// use instead: the XML writers (AGI, pain.001) with xmlbuilder2, SMTP with nodemailer, the BankID
// simulator's certificates with node-forge; date-holidays only in tests (bank days are counted by
// domain/settings/swedish-public-holidays.ts); ajv never (every route validates with zod, and
// Fastify is given zod's compilers instead of building its ajv default).
const LOADED_ON_FIRST_USE = ['xmlbuilder2', 'nodemailer', 'node-forge', 'date-holidays', 'ajv'];

// Notes every package a process loads (ES module or CommonJS) and writes their names at exit.
const NOTE_PACKAGES = `
  import { writeFileSync } from 'node:fs';
  import { registerHooks } from 'node:module';
  const packages = new Set();
  registerHooks({
    load(url, context, next) {
      if (url.includes('/node_modules/')) packages.add(url.split('/node_modules/').at(-1).split('/')[0]);
      return next(url, context);
    },
  });
  process.on('exit', () => writeFileSync(process.env.LONSAM_TEST_PACKAGES_FILE, JSON.stringify([...packages])));
`;

// A first start runs initdb in a fresh DATA_DIR, which takes 3–40 s on a busy 2-core machine.
describe('main.ts (npm start)', { timeout: 120_000 }, () => {
  let dataDir: string;
  // On the postgres project main.ts runs on a fresh PostgreSQL database; on pglite it uses DATA_DIR.
  let postgres: TestDatabase | undefined;
  let databaseEnv: NodeJS.ProcessEnv = {};

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lonsam-main-'));
    if (process.env.TEST_DB === 'postgres') {
      postgres = await createTestDatabase({ migrate: false });
      databaseEnv = { DATABASE_URL: postgres.url };
    }
  });

  afterAll(async () => {
    await postgres?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stops with one line naming the bad variable and exit code 1', async () => {
    const started = startMain({ PORT: 'abc', DATA_DIR: dataDir });
    expect(await started.exited).toBe(1);
    expect(started.stderr()).toBe(
      'Configuration error: PORT must be an integer between 1 and 65535 (got "abc")\n',
    );
    expect(started.stdout()).toBe('');
  });

  it('serves, then on SIGTERM finishes the request in flight and exits 0', async () => {
    const port = await getFreePort();
    const started = startMain({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      ...databaseEnv,
    });
    try {
      await waitFor(() => started.stdout().includes('Lönsam kör på'), 'the start line');
      expect(started.stdout()).toContain(`Lönsam kör på http://127.0.0.1:${port}`);

      // A request whose body is still arriving is in flight until the body is complete.
      const body = JSON.stringify({ note: 'x'.repeat(100) });
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/health',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const response = once(request, 'response').then(async ([res]) => {
        const incoming = res as http.IncomingMessage;
        let text = '';
        for await (const chunk of incoming) text += chunk;
        return { status: incoming.statusCode, text, at: Date.now() };
      });
      request.write(body.slice(0, 10));
      await new Promise((resolve) => setTimeout(resolve, 200));

      started.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(started.child.exitCode).toBeNull();

      const bodyCompletedAt = Date.now();
      request.end(body.slice(10));
      const answer = await response;
      expect(answer.at).toBeGreaterThanOrEqual(bodyCompletedAt);
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.text)).toMatchObject({ code: 'NOT_FOUND' });

      expect(await started.exited).toBe(0);
    } finally {
      started.child.kill('SIGKILL');
    }
  });

  // #25: with the defaults of `npm start` nobody can read another person's reset mail or play BankID.
  it('has no development outbox or BankID simulator unless LONSAM_DEV_TOOLS=1; mail goes to the log', async () => {
    const port = await getFreePort();
    // Its own database, so that OPERATOR_EMAIL makes the first operator (the other tests' start made one).
    const ownDataDir = await mkdtemp(path.join(tmpdir(), 'lonsam-main-devtools-'));
    const ownPostgres =
      process.env.TEST_DB === 'postgres' ? await createTestDatabase({ migrate: false }) : undefined;
    const webDist = path.join(ownDataDir, 'web');
    await mkdir(webDist, { recursive: true });
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Lönsam</title>');
    const operator = { email: 'operator-devtools@example.se', password: 'operator-password-1' };
    const started = startMain({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: ownDataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'info',
      OPERATOR_EMAIL: operator.email,
      OPERATOR_PASSWORD: operator.password,
      ...(ownPostgres ? { DATABASE_URL: ownPostgres.url } : {}),
    });
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitFor(() => started.stdout().includes('Lönsam kör på'), 'the start line');
      const html = { accept: 'text/html' };
      const json = { 'content-type': 'application/json', 'x-lonsam-csrf': 'x' };
      const probes: [string, string, Record<string, string>, string?][] = [
        ['GET', '/api/dev/mail', {}],
        ['GET', `/api/dev/mail?to=${encodeURIComponent(operator.email)}`, {}],
        ['GET', '/api/dev/bankid/orders', {}],
        ['GET', '/api/dev/bankid/persons', {}],
        ['POST', '/api/dev/bankid/scan', json, '{"qrCodeData":"bankid.x.0.y"}'],
        ['POST', '/api/dev/bankid/open', json, '{"autoStartToken":"x"}'],
        ['GET', '/dev/mail', html],
        ['GET', '/dev/bankid', html],
        ['GET', '/dev', html],
      ];
      for (const [method, url, headers, body] of probes) {
        const response = await fetch(`${base}${url}`, { method, headers, body });
        expect({ method, url, status: response.status }).toEqual({ method, url, status: 404 });
      }
      // The SPA fallback still serves other pages, so the 404s above are not a missing build.
      expect((await fetch(`${base}/logga-in`, { headers: html })).status).toBe(200);

      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: {
          'x-lonsam-csrf': 'x',
          authorization: `Basic ${Buffer.from(`${operator.email}:${operator.password}`).toString('base64')}`,
        },
      });
      expect(login.status).toBe(200);

      const reset = await fetch(`${base}/api/password-reset/start`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: operator.email }),
      });
      expect(reset.status).toBe(200);
      await waitFor(() => started.stdout().includes('mail NOT sent'), 'the reset mail in the log', 20_000);
      expect(started.stdout()).toContain('SMTP_URL is not set');
    } finally {
      started.child.kill('SIGKILL');
      await started.exited;
      await ownPostgres?.close();
      await rm(ownDataDir, { recursive: true, force: true });
    }
  });

  it('keeps its data across restarts (same DATA_DIR, no new migrations), loading only what a start needs', async () => {
    const port = await getFreePort();
    const notes = await mkdtemp(path.join(tmpdir(), 'lonsam-main-packages-'));
    const hooks = path.join(notes, 'note-packages.mjs');
    const packagesFile = path.join(notes, 'packages.json');
    await writeFile(hooks, NOTE_PACKAGES);
    const started = startMain(
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        LONSAM_TEST_PACKAGES_FILE: packagesFile,
        ...databaseEnv,
      },
      ['--import', hooks],
    );
    try {
      await waitFor(() => started.stdout().includes('Lönsam kör på'), 'the start line');
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok' });
      expect(started.stdout()).not.toContain('applied migrations');
      started.child.kill('SIGINT');
      expect(await started.exited).toBe(0);
      const loaded: string[] = JSON.parse(await readFile(packagesFile, 'utf8'));
      // The hooks see packages at all, CommonJS (fastify) and ES modules (kysely).
      expect(loaded).toContain('fastify');
      expect(loaded).toContain('kysely');
      for (const name of LOADED_ON_FIRST_USE) expect(loaded, name).not.toContain(name);
    } finally {
      started.child.kill('SIGKILL');
      await rm(notes, { recursive: true, force: true });
    }
  });
});
