// Requests per second of a signed-in user's GET /api/poke on our app next to a bare Fastify app
// answering {} (bench/lib/bare-fastify-server.ts), in one run, with the same connections (10) and
// time: on PGlite (a temp DATA_DIR) and on PostgreSQL (a fresh database, created and dropped here).
// Target: the app at least 60 % of bare Fastify on both. Each server runs in its own process so that
// autocannon does not share its event loop. Both servers are up at once and autocannon alternates
// between them in one-second slices (bare, app, app, bare, ...): on two shared cores the load drifts
// by the minute, and each figure of the ratio then sees the same drift. The servers' CPU milliseconds
// per request (from /proc) are printed too: they move much less with the machine's load.
//
// BENCH_ENGINES=pglite (or postgres) runs one engine; BENCH_SLICES (default 6) slices per server;
// BENCH_SERVER_NODE_OPTIONS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the app; LOG_LEVEL
// defaults to warn as in bench/health.ts (at info Fastify writes two log lines per request).

import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createTempDir, REPO_ROOT, SERVER_MAIN, spawnServer, waitForOk } from './lib/server-process.ts';
import { expectOk, signUpThroughOutbox } from './lib/sign-up.ts';

const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
const SLICES = Number(process.env.BENCH_SLICES ?? 6);
const SLICE_SECONDS = 1;
const TARGET_RATIO = 0.6;
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DATABASE = 'lonsam_bench_poke';

type Measurement = { requestsPerSecond: number; p99Ms: number; errors: number; cpuMsPerRequest: number };

type Target = { url: string; headers: Record<string, string>; pid: number };

function serverEnv(): NodeJS.ProcessEnv {
  const nodeOptions = process.env.BENCH_SERVER_NODE_OPTIONS;
  return {
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}),
  };
}

/** CPU milliseconds (user + system) a process has used so far, from /proc (Linux). */
function readCpuMs(pid: number): number {
  // Fields after the parenthesised command: utime is field 14 and stime 15.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // USER_HZ is 100 on Linux
}

type ResponseEmitter = {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
};

/** Nearest-rank percentile, rounded to 0.1 ms. */
function findPercentile(values: number[], percent: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((percent / 100) * sorted.length)));
  return Math.round((sorted[rank - 1] ?? Number.NaN) * 10) / 10;
}

/** The two targets in alternating one-second slices; each gets SLICES of them. */
async function measureSideBySide(
  bare: Target,
  app: Target,
): Promise<{ bare: Measurement; app: Measurement }> {
  for (const target of [bare, app]) {
    await autocannon({
      url: target.url,
      headers: target.headers,
      connections: CONNECTIONS,
      duration: WARMUP_SECONDS,
    });
  }
  const totals = new Map<Target, { requests: number; seconds: number; errors: number; latencies: number[] }>(
    [bare, app].map((target) => [target, { requests: 0, seconds: 0, errors: 0, latencies: [] }]),
  );
  const cpuBefore = new Map([bare, app].map((target) => [target, readCpuMs(target.pid)]));
  for (let slice = 0; slice < SLICES; slice++) {
    for (const target of slice % 2 === 0 ? [bare, app] : [app, bare]) {
      const total = totals.get(target)!;
      const started = performance.now();
      const run = autocannon({
        url: target.url,
        headers: target.headers,
        connections: CONNECTIONS,
        duration: SLICE_SECONDS,
      });
      (run as unknown as ResponseEmitter).on('response', (_client, _status, _bytes, ms) =>
        total.latencies.push(ms),
      );
      const result = await run;
      total.seconds += (performance.now() - started) / 1000;
      total.requests += result.requests.total;
      // Any answer but 2xx counts: a 401 would be a poke that never reached the session.
      total.errors += result.errors + result.timeouts + result.non2xx;
    }
  }
  const summarise = (target: Target): Measurement => {
    const total = totals.get(target)!;
    const cpuMs = readCpuMs(target.pid) - cpuBefore.get(target)!;
    return {
      requestsPerSecond: Math.round(total.requests / total.seconds),
      p99Ms: findPercentile(total.latencies, 99),
      errors: total.errors,
      cpuMsPerRequest: Math.round((cpuMs / Math.max(1, total.requests)) * 1000) / 1000,
    };
  };
  return { bare: summarise(bare), app: summarise(app) };
}

async function measureEngine(env: NodeJS.ProcessEnv) {
  const bare = await spawnServer(path.join(REPO_ROOT, 'bench/lib/bare-fastify-server.ts'));
  try {
    const app = await spawnServer(SERVER_MAIN, { ...serverEnv(), ...env });
    try {
      await waitForOk(`${bare.url}/`, performance.now());
      await waitForOk(`${app.url}/api/health`, performance.now());
      const { cookie } = await signUpThroughOutbox(app.url, 'poke');
      const url = `${app.url}/api/poke`;
      // A poke that is not signed in answers 401: check the session works before measuring.
      const probe = (await (await expectOk(fetch(url, { headers: { cookie } }))).json()) as {
        token?: string;
      };
      if (!probe.token) throw new Error('GET /api/poke answered no CSRF token');
      return await measureSideBySide(
        { url: `${bare.url}/`, headers: {}, pid: bare.child.pid! },
        { url, headers: { cookie }, pid: app.child.pid! },
      );
    } finally {
      await app.stop();
    }
  } finally {
    await bare.stop();
  }
}

async function withPostgresDatabase<T>(use: (url: string) => Promise<T>): Promise<T> {
  const run = async (sqlText: string) => {
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    try {
      await admin.query(sqlText);
    } finally {
      await admin.end();
    }
  };
  await run(`drop database if exists ${BENCH_DATABASE} with (force)`);
  await run(`create database ${BENCH_DATABASE}`);
  try {
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${BENCH_DATABASE}`;
    return await use(url.toString());
  } finally {
    await run(`drop database if exists ${BENCH_DATABASE} with (force)`);
  }
}

async function benchEngine(engine: 'postgres' | 'pglite') {
  const { bare, app: poke } =
    engine === 'postgres'
      ? await withPostgresDatabase((url) => measureEngine({ DATABASE_URL: url }))
      : await (async () => {
          const dataDir = await createTempDir('lonsam-bench-poke-');
          try {
            return await measureEngine({ DATA_DIR: dataDir.dir });
          } finally {
            await dataDir.remove();
          }
        })();
  const ratio = Math.round((poke.requestsPerSecond / bare.requestsPerSecond) * 1000) / 1000;
  return {
    pokeRequestsPerSecond: poke.requestsPerSecond,
    pokeP99Ms: poke.p99Ms,
    pokeErrors: poke.errors,
    pokeCpuMsPerRequest: poke.cpuMsPerRequest,
    bareFastifyRequestsPerSecond: bare.requestsPerSecond,
    bareFastifyP99Ms: bare.p99Ms,
    bareFastifyErrors: bare.errors,
    bareFastifyCpuMsPerRequest: bare.cpuMsPerRequest,
    ratio,
  };
}

const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
const results: Partial<Record<'postgres' | 'pglite', Awaited<ReturnType<typeof benchEngine>>>> = {};
for (const engine of engines) {
  const result = await benchEngine(engine);
  results[engine] = result;
  console.log(
    `${engine}: GET /api/poke ${result.pokeRequestsPerSecond} req/s (p99 ${result.pokeP99Ms} ms, ${result.pokeErrors} errors, ${result.pokeCpuMsPerRequest} CPU ms/request); bare Fastify ${result.bareFastifyRequestsPerSecond} req/s (p99 ${result.bareFastifyP99Ms} ms, ${result.bareFastifyCpuMsPerRequest} CPU ms/request); ratio ${result.ratio}`,
  );
}
const measured = Object.values(results);
console.log(
  JSON.stringify({
    bench: 'poke',
    connections: CONNECTIONS,
    seconds: SLICES * SLICE_SECONDS,
    loadAverage: loadavg()[0],
    logLevel: serverEnv().LOG_LEVEL,
    ...results,
    targetRatio: TARGET_RATIO,
    errors: measured.reduce((sum, r) => sum + r.pokeErrors + r.bareFastifyErrors, 0),
    meetsTarget: measured.every((r) => r.ratio >= TARGET_RATIO && r.pokeErrors === 0),
  }),
);
