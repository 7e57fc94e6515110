// Requests per second of a signed-in user's GET /api/poke on our app next to a bare Fastify app
// answering {} (bench/lib/bare-fastify-server.ts), in one run, with the same connections and duration:
// on PGlite (a temp DATA_DIR) and on PostgreSQL (a fresh database, created and dropped here). Target:
// the app at least 60 % of bare Fastify on both. Servers run in their own processes so that autocannon
// does not share their event loop; the bare app is measured right before and right after each engine
// (the mean of the two), so the two figures of a ratio see the same load on the machine.
//
// BENCH_ENGINES=pglite (or postgres) runs one engine; BENCH_SERVER_NODE_OPTIONS (e.g.
// `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the app under load; LOG_LEVEL defaults to warn as in
// bench/health.ts (at info Fastify writes two log lines per request).

import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createTempDir, REPO_ROOT, SERVER_MAIN, spawnServer, waitForOk } from './lib/server-process.ts';

const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const TARGET_RATIO = 0.6;
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DATABASE = 'lonsam_bench_poke';

type Measurement = { requestsPerSecond: number; p99Ms: number; errors: number };

function serverEnv(): NodeJS.ProcessEnv {
  const nodeOptions = process.env.BENCH_SERVER_NODE_OPTIONS;
  return {
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}),
  };
}

async function measure(url: string, headers: Record<string, string> = {}): Promise<Measurement> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: MEASURE_SECONDS });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    // Any answer but 2xx counts: a 401 would be a poke that never reached the session.
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function expectOk(pending: Promise<Response>): Promise<Response> {
  const response = await pending;
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Signs a new person up through the development outbox; answers the session cookie header. */
async function signUp(baseUrl: string): Promise<string> {
  const email = `bench-poke-${Date.now()}@exempel.se`;
  const headers = { 'content-type': 'application/json', 'x-lonsam-csrf': 'bench' };
  await expectOk(
    fetch(`${baseUrl}/api/signup/start`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, brand: 'lonsam' }),
    }),
  );
  const outbox = (await (await fetch(`${baseUrl}/api/dev/mail?to=${encodeURIComponent(email)}`)).json()) as {
    messages: { text: string }[];
  };
  const code = /\b(\d{6})\b/.exec(outbox.messages[0]!.text)![1];
  const complete = await expectOk(
    fetch(`${baseUrl}/api/signup/complete`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, code, password: 'ett långt lösenord' }),
    }),
  );
  return complete.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function measureBare(): Promise<Measurement> {
  const bare = await spawnServer(path.join(REPO_ROOT, 'bench/lib/bare-fastify-server.ts'));
  try {
    await waitForOk(`${bare.url}/`, performance.now());
    return await measure(`${bare.url}/`);
  } finally {
    await bare.stop();
  }
}

async function measurePoke(env: NodeJS.ProcessEnv): Promise<Measurement> {
  const app = await spawnServer(SERVER_MAIN, { ...serverEnv(), ...env });
  try {
    await waitForOk(`${app.url}/api/health`, performance.now());
    const cookie = await signUp(app.url);
    const url = `${app.url}/api/poke`;
    // A poke that is not signed in answers 401: check the session works before measuring.
    const probe = (await (await expectOk(fetch(url, { headers: { cookie } }))).json()) as { token?: string };
    if (!probe.token) throw new Error('GET /api/poke answered no CSRF token');
    return await measure(url, { cookie });
  } finally {
    await app.stop();
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
  const bareBefore = await measureBare();
  const poke =
    engine === 'postgres'
      ? await withPostgresDatabase((url) => measurePoke({ DATABASE_URL: url }))
      : await (async () => {
          const dataDir = await createTempDir('lonsam-bench-poke-');
          try {
            return await measurePoke({ DATA_DIR: dataDir.dir });
          } finally {
            await dataDir.remove();
          }
        })();
  // Bare Fastify right before and right after the app: the machine's load drifts (two shared cores),
  // and the ratio should compare the app with the baseline of the same minute.
  const bareAfter = await measureBare();
  const bare = {
    requestsPerSecond: Math.round((bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2),
    p99Ms: Math.max(bareBefore.p99Ms, bareAfter.p99Ms),
    errors: bareBefore.errors + bareAfter.errors,
  };
  const ratio = Math.round((poke.requestsPerSecond / bare.requestsPerSecond) * 1000) / 1000;
  return {
    pokeRequestsPerSecond: poke.requestsPerSecond,
    pokeP99Ms: poke.p99Ms,
    pokeErrors: poke.errors,
    bareFastifyRequestsPerSecond: bare.requestsPerSecond,
    bareFastifyP99Ms: bare.p99Ms,
    bareFastifyErrors: bare.errors,
    bareFastifyRunsRequestsPerSecond: [bareBefore.requestsPerSecond, bareAfter.requestsPerSecond],
    ratio,
  };
}

const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
const results: Partial<Record<'postgres' | 'pglite', Awaited<ReturnType<typeof benchEngine>>>> = {};
for (const engine of engines) {
  const result = await benchEngine(engine);
  results[engine] = result;
  console.log(
    `${engine}: GET /api/poke ${result.pokeRequestsPerSecond} req/s (p99 ${result.pokeP99Ms} ms, ${result.pokeErrors} errors); bare Fastify ${result.bareFastifyRequestsPerSecond} req/s (p99 ${result.bareFastifyP99Ms} ms); ratio ${result.ratio}`,
  );
}
const measured = Object.values(results);
console.log(
  JSON.stringify({
    bench: 'poke',
    connections: CONNECTIONS,
    seconds: MEASURE_SECONDS,
    logLevel: serverEnv().LOG_LEVEL,
    ...results,
    targetRatio: TARGET_RATIO,
    errors: measured.reduce((sum, r) => sum + r.pokeErrors + r.bareFastifyErrors, 0),
    meetsTarget: measured.every((r) => r.ratio >= TARGET_RATIO && r.pokeErrors === 0),
  }),
);
