// Issue #25 item 7: one company's 5 000-row CSV import must not freeze the other companies.
// Two figures per engine (PGlite and PostgreSQL), the server in its own process:
// 1. import isolation: company A commits a 5 000-row import while company B's employee list (the
//    read cache's page) and company-info (a guarded request with one query) are asked for in a loop;
//    B's latencies p50/p95/p99/max. Both closed loops mostly measure what the read cache answers, so
//    a third probe asks for B's list with a new `search` term each time (every request misses the
//    cache and needs the database), open loop: UNCACHED_RATE requests a second whatever the earlier
//    ones are doing, each latency counted from when it was due.
// 2. 200 connections: autocannon with 200 connections on /api/entry (three queries each) and 10 on
//    /api/poke (answered from the read cache) at the same time: p99, max, and how many waited over 5 s.
// BENCH_SERVER_MAIN points at another tree's main.ts (the "before" figures of commit f9302a2).

import { loadavg } from 'node:os';
import { generatePersonnummer } from '@lonsam/domain/validation/generate-personnummer';
import autocannon from 'autocannon';
import pg from 'pg';
import { createTempDir, median, SERVER_MAIN, spawnServer, waitForOk } from './lib/server-process.ts';
import { BENCH_HEADERS, expectOk, signUpThroughOutbox } from './lib/sign-up.ts';

const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const LOAD_CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
/** Concurrent loops asking for company B's pages while A imports. */
const PROBE_LOOPS = 4;
/** Open-loop arrival rate of the uncached probe (requests per second). */
const UNCACHED_RATE = Number(process.env.BENCH_UNCACHED_RATE ?? 20);
/** `BENCH_SKIP_CONNECTIONS=1`: only the import-isolation figures. */
const SKIP_CONNECTIONS = process.env.BENCH_SKIP_CONNECTIONS === '1';
const SERVER_SCRIPT = process.env.BENCH_SERVER_MAIN ?? SERVER_MAIN;
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DATABASE = 'lonsam_bench_import';
const HR_KOMPLETT_ID = '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1a0004';
const STANDARD_CUSTOMER_ID = '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1ac001';
const SLOW_MS = 5_000;

type Company = { cookie: string; token: string; employerId: string; roleId: string };

/** A new person signs up and makes a company (with the sample employees) through the API. */
async function signUpAndCreateCompany(baseUrl: string, name: string): Promise<Company> {
  const { cookie, token } = await signUpThroughOutbox(baseUrl, 'import');
  const post = (path: string, body: unknown, extra: Record<string, string> = {}) =>
    expectOk(
      fetch(`${baseUrl}/api${path}`, {
        method: 'POST',
        headers: { ...BENCH_HEADERS, ...extra },
        body: JSON.stringify(body),
      }),
    );
  const created = await post(
    '/employer',
    {
      companyName: name,
      orgNumber: '',
      defaultAdmin: { firstName: 'Anna', lastName: 'Svensson', personalIdentityNumber: '19850312-0076' },
      demoData: { demo: true, extraEmployees: 0, monthsBack: 3 },
      partnerPublicKey: null,
      customerId: STANDARD_CUSTOMER_ID,
      packagingId: HR_KOMPLETT_ID,
    },
    { cookie, 'x-lonsam-csrf': token },
  );
  const { employerId, adminRoleId } = (await created.json()) as { employerId: string; adminRoleId: string };
  return { cookie, token, employerId, roleId: adminRoleId };
}

/** IMPORT_ROWS distinct employees, each with an employment and a salary: the import's heaviest file. */
function buildCsv(): string {
  const lines = ['förnamn;efternamn;personnummer;e-post;skattetabell;skattekolumn;befattning;startdatum;lön'];
  for (let index = 0; index < IMPORT_ROWS; index += 1) {
    // 400 birth numbers per day and sex, so a new day every 400 rows.
    const day = Math.floor(index / 400);
    const birthDate = `19${70 + Math.floor(day / 12)}-${String((day % 12) + 1).padStart(2, '0')}-15`;
    const personnummer = generatePersonnummer({
      birthDate,
      sex: index % 2 ? 'male' : 'female',
      sequence: Math.floor(index / 2) % 200,
    });
    lines.push(
      `Person${index};Importsson;${personnummer};person${index}@import.exempel.se;${29 + (index % 14)};1;Kock;2025-02-01;${24_000 + (index % 400) * 100}`,
    );
  }
  return lines.join('\n');
}

function companyHeaders(company: Company): Record<string, string> {
  return { cookie: company.cookie, 'employer-identity-role': company.roleId };
}

/** Nearest-rank percentile, rounded to 0.1 ms. */
function percentile(values: number[], percent: number): number | null {
  if (values.length === 0) return null;
  const sorted = values.toSorted((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((percent / 100) * sorted.length)));
  return Math.round(sorted[rank - 1]! * 10) / 10;
}

function summarise(latencies: number[]) {
  return {
    requests: latencies.length,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    maxMs: percentile(latencies, 100),
  };
}

/** Asks for `url` in `loops` sequential loops until `isDone`; every latency and the statuses seen. */
async function probe(url: string, headers: Record<string, string>, loops: number, isDone: () => boolean) {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  await Promise.all(
    Array.from({ length: loops }, async () => {
      while (!isDone()) {
        const started = performance.now();
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );
  return { ...summarise(latencies), statuses };
}

/**
 * Open loop: request n is sent at start + n / rate seconds whether or not the earlier ones have been
 * answered (a closed loop sends less while the server is slow, and so hides the wait), until `isDone`;
 * each latency runs from the moment the request was due.
 */
async function probeOpenLoop(
  urlOf: (n: number) => string,
  headers: Record<string, string>,
  ratePerSecond: number,
  isDone: () => boolean,
) {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let n = 0; !isDone(); n += 1) {
    const due = start + (n * 1000) / ratePerSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      (async () => {
        const response = await fetch(urlOf(n), { headers });
        await response.arrayBuffer();
        latencies.push(performance.now() - due);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      })(),
    );
  }
  await Promise.all(pending);
  return { ...summarise(latencies), statuses };
}

async function measureImportIsolation(baseUrl: string, csv: string) {
  const importer = await signUpAndCreateCompany(baseUrl, 'Importbolaget AB');
  const other = await signUpAndCreateCompany(baseUrl, 'Grannbolaget AB');
  const otherUrl = `${baseUrl}/api/employer/${other.employerId}`;
  const listUrl = `${otherUrl}/employees?sort=name&page=1&pageSize=25`;
  const infoUrl = `${otherUrl}/company-info`;
  // Warm: B's page is in the read cache, as on a normal day.
  await expectOk(fetch(listUrl, { headers: companyHeaders(other) }));
  await expectOk(fetch(infoUrl, { headers: companyHeaders(other) }));
  let isDone = false;
  // A term per request that matches nobody: the page is never in the cache, the search runs in SQL.
  const uncachedUrl = (n: number) => `${listUrl}&search=${encodeURIComponent(`zq${Date.now()}x${n}`)}`;
  const probes = Promise.all([
    probe(listUrl, companyHeaders(other), PROBE_LOOPS, () => isDone),
    probe(infoUrl, companyHeaders(other), 1, () => isDone),
    probeOpenLoop(uncachedUrl, companyHeaders(other), UNCACHED_RATE, () => isDone),
  ]);
  const loadBefore = loadavg()[0]!;
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/employer/${importer.employerId}/employees/import/commit`, {
    method: 'POST',
    headers: {
      ...companyHeaders(importer),
      'x-lonsam-csrf': importer.token,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ csv }),
  });
  const body = await response.text();
  const importMs = Math.round(performance.now() - started);
  // A little after the commit too: what waited behind it is answered then.
  await new Promise((resolve) => setTimeout(resolve, 500));
  isDone = true;
  const [list, companyInfo, uncachedList] = await probes;
  if (response.status !== 200) throw new Error(`import answered ${response.status}: ${body.slice(0, 500)}`);
  const check = (await (
    await expectOk(
      fetch(`${baseUrl}/api/employer/${importer.employerId}/employees?pageSize=1&search=Importsson`, {
        headers: companyHeaders(importer),
      }),
    )
  ).json()) as { total: number };
  if (check.total !== IMPORT_ROWS) throw new Error(`expected ${IMPORT_ROWS} imported, found ${check.total}`);
  return {
    importMs,
    importStatus: response.status,
    loadAverage: Math.round(((loadBefore + loadavg()[0]!) / 2) * 10) / 10,
    otherCompanyList: list,
    otherCompanyInfo: companyInfo,
    otherCompanyUncachedList: uncachedList,
  };
}

type ResponseEmitter = {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
};

function load(url: string, headers: Record<string, string>, connections: number) {
  const run = autocannon({
    url,
    headers,
    connections,
    duration: LOAD_SECONDS,
    // Long waits are the point: measure them instead of cutting them at autocannon's 10 s.
    timeout: 60,
  } as Parameters<typeof autocannon>[0]);
  const latencies: number[] = [];
  const okLatencies: number[] = [];
  const statuses: Record<number, number> = {};
  (run as unknown as ResponseEmitter).on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    if (status < 300) okLatencies.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  return run.then((result) => ({
    ...summarise(latencies),
    requestsPerSecond: Math.round(result.requests.average),
    over5s: latencies.filter((ms) => ms > SLOW_MS).length,
    okP99Ms: percentile(okLatencies, 99),
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  }));
}

async function measureConnections(baseUrl: string) {
  const company = await signUpAndCreateCompany(baseUrl, 'Lastbolaget AB');
  const headers = { cookie: company.cookie };
  await expectOk(fetch(`${baseUrl}/api/entry`, { headers }));
  const loadBefore = loadavg()[0]!;
  const [entry, poke] = await Promise.all([
    load(`${baseUrl}/api/entry`, headers, LOAD_CONNECTIONS),
    load(`${baseUrl}/api/poke`, headers, 10),
  ]);
  return { loadAverage: Math.round(((loadBefore + loadavg()[0]!) / 2) * 10) / 10, entry, poke };
}

type RunResult = {
  importIsolation: Awaited<ReturnType<typeof measureImportIsolation>>;
  connections: Awaited<ReturnType<typeof measureConnections>> | null;
};

async function runOnServer(env: NodeJS.ProcessEnv, csv: string): Promise<RunResult> {
  // The development outbox gives the sign-up codes (the "before" tree has no such switch).
  const server = await spawnServer(SERVER_SCRIPT, { LOG_LEVEL: 'warn', LONSAM_DEV_TOOLS: '1', ...env });
  try {
    await waitForOk(`${server.url}/api/health`, performance.now());
    const importIsolation = await measureImportIsolation(server.url, csv);
    const connections = SKIP_CONNECTIONS ? null : await measureConnections(server.url);
    return { importIsolation, connections };
  } finally {
    await server.stop();
  }
}

async function runPostgres(csv: string): Promise<RunResult> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await admin.query(`create database ${BENCH_DATABASE}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${BENCH_DATABASE}`;
    return await runOnServer({ DATABASE_URL: url.toString() }, csv);
  } finally {
    await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await admin.end();
  }
}

async function runPGlite(csv: string): Promise<RunResult> {
  const dataDir = await createTempDir('lonsam-bench-import-');
  try {
    return await runOnServer({ DATA_DIR: dataDir.dir }, csv);
  } finally {
    await dataDir.remove();
  }
}

/** Median and range of one figure over the runs. */
function spread(runs: RunResult[], pick: (run: RunResult) => number | null) {
  const values = runs.map(pick).filter((value): value is number => value !== null);
  if (values.length === 0) return null;
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

function describeRuns(runs: RunResult[]) {
  return {
    runs: runs.length,
    importMs: spread(runs, (r) => r.importIsolation.importMs),
    otherListP99Ms: spread(runs, (r) => r.importIsolation.otherCompanyList.p99Ms),
    otherListMaxMs: spread(runs, (r) => r.importIsolation.otherCompanyList.maxMs),
    otherCompanyInfoP99Ms: spread(runs, (r) => r.importIsolation.otherCompanyInfo.p99Ms),
    otherCompanyInfoMaxMs: spread(runs, (r) => r.importIsolation.otherCompanyInfo.maxMs),
    uncachedListRequests: spread(runs, (r) => r.importIsolation.otherCompanyUncachedList.requests),
    uncachedListP50Ms: spread(runs, (r) => r.importIsolation.otherCompanyUncachedList.p50Ms),
    uncachedListP95Ms: spread(runs, (r) => r.importIsolation.otherCompanyUncachedList.p95Ms),
    uncachedListP99Ms: spread(runs, (r) => r.importIsolation.otherCompanyUncachedList.p99Ms),
    uncachedListMaxMs: spread(runs, (r) => r.importIsolation.otherCompanyUncachedList.maxMs),
    entryP99Ms: spread(runs, (r) => r.connections?.entry.p99Ms ?? null),
    entryMaxMs: spread(runs, (r) => r.connections?.entry.maxMs ?? null),
    entryOver5s: spread(runs, (r) => r.connections?.entry.over5s ?? null),
    entryRequestsPerSecond: spread(runs, (r) => r.connections?.entry.requestsPerSecond ?? null),
    pokeP99Ms: spread(runs, (r) => r.connections?.poke.p99Ms ?? null),
    pokeMaxMs: spread(runs, (r) => r.connections?.poke.maxMs ?? null),
    details: runs,
  };
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    console.log(`PostgreSQL not reachable: ${(error as Error).message}`);
    return false;
  }
}

const csv = buildCsv();
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const results: Record<string, ReturnType<typeof describeRuns>> = {};
for (const engine of engines) {
  if (engine === 'postgres' && !(await postgresReachable())) continue;
  const runs: RunResult[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = engine === 'postgres' ? await runPostgres(csv) : await runPGlite(csv);
    runs.push(result);
    const { importIsolation: i, connections: c } = result;
    const u = i.otherCompanyUncachedList;
    console.log(
      `${engine} run ${run + 1}: import ${i.importMs} ms; other company's list p50/p99/max ${i.otherCompanyList.p50Ms}/${i.otherCompanyList.p99Ms}/${i.otherCompanyList.maxMs} ms (${i.otherCompanyList.requests} req), company-info ${i.otherCompanyInfo.p50Ms}/${i.otherCompanyInfo.p99Ms}/${i.otherCompanyInfo.maxMs} ms (${i.otherCompanyInfo.requests} req), ` +
        `uncached list at ${UNCACHED_RATE}/s p50/p95/p99/max ${u.p50Ms}/${u.p95Ms}/${u.p99Ms}/${u.maxMs} ms (${u.requests} req, statuses ${JSON.stringify(u.statuses)}); load ${i.loadAverage}` +
        (c
          ? `; ${LOAD_CONNECTIONS} conn /api/entry ${c.entry.requestsPerSecond} req/s p99 ${c.entry.p99Ms} max ${c.entry.maxMs} ms, ${c.entry.over5s} over 5 s, statuses ${JSON.stringify(c.entry.statuses)}; poke p99 ${c.poke.p99Ms} max ${c.poke.maxMs} ms; load ${c.loadAverage}`
          : ''),
    );
  }
  results[engine] = describeRuns(runs);
}
console.log(
  JSON.stringify({
    bench: 'import-isolation',
    server: SERVER_SCRIPT,
    importRows: IMPORT_ROWS,
    uncachedRate: UNCACHED_RATE,
    loadConnections: LOAD_CONNECTIONS,
    loadSeconds: LOAD_SECONDS,
    ...results,
  }),
);
