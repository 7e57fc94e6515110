// Mixed signed-in traffic (issue 23): many concurrent connections of one company's admin asking for
// the poke, the entry, the employee list, one employee's page and the payslip list, while one
// employee is changed through the API once a second. On PostgreSQL (a fresh database, created and
// dropped here) and on PGlite (a temp DATA_DIR). The company is made through the API with demo data
// and three months of completed payroll, so the payslip list has payslips.
//
// Every route gets its own autocannon with an equal share of the connections, all at once, so each
// route's p99 and errors are its own. An error is anything but 2xx, a socket error or a timeout; the
// bench exits 1 if there is any.
//
// Sized for the 2 shared cores of CI and development: BENCH_CONNECTIONS (default 200, the issue's
// figure) and BENCH_SECONDS (default 20; the run is 60). BENCH_ENGINES=pglite (or postgres)
// runs one engine. LOG_LEVEL defaults to warn as in the other benches.

import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { createTempDir, SERVER_MAIN, spawnServer, waitForOk } from './lib/server-process.ts';
import { BENCH_HEADERS, expectOk, signUpThroughOutbox } from './lib/sign-up.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = 3;
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DATABASE = 'lonsam_bench_load';
const LON_KOMPLETT_ID = '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1a0003';
const STANDARD_CUSTOMER_ID = '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1ac001';

type Engine = 'postgres' | 'pglite';
type Company = { cookie: string; token: string; employerId: string; roleId: string; employeeId: string };
type RouteResult = {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
};

function readCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function findPercentile(values: number[], percent: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((percent / 100) * sorted.length)));
  return Math.round((sorted[rank - 1] ?? Number.NaN) * 10) / 10;
}

async function createCompany(baseUrl: string): Promise<Company> {
  const session = await signUpThroughOutbox(baseUrl, 'load');
  const created = await expectOk(
    fetch(`${baseUrl}/api/employer`, {
      method: 'POST',
      headers: { ...BENCH_HEADERS, cookie: session.cookie, 'x-lonsam-csrf': session.token },
      body: JSON.stringify({
        companyName: 'Lastbolaget AB',
        orgNumber: '',
        defaultAdmin: { firstName: 'Anna', lastName: 'Svensson', personalIdentityNumber: '19850312-0076' },
        demoData: { demo: true, extraEmployees: 20, monthsBack: 3 },
        partnerPublicKey: null,
        customerId: STANDARD_CUSTOMER_ID,
        packagingId: LON_KOMPLETT_ID,
      }),
    }),
  );
  const { employerId, adminRoleId } = (await created.json()) as { employerId: string; adminRoleId: string };
  const headers = { cookie: session.cookie, 'employer-identity-role': adminRoleId };
  const list = await expectOk(
    fetch(`${baseUrl}/api/employer/${employerId}/employees?pageSize=1`, { headers }),
  );
  const employeeId = ((await list.json()) as { items: { id: string }[] }).items[0]!.id;
  return { ...session, employerId, roleId: adminRoleId, employeeId };
}

function routesOf(company: Company): Record<string, string> {
  const employer = `/api/employer/${company.employerId}`;
  return {
    'GET /api/poke': '/api/poke',
    'GET /api/entry': '/api/entry',
    'GET /employees': `${employer}/employees?sort=name&page=1&pageSize=25`,
    'GET /employees/:employeeId': `${employer}/employees/${company.employeeId}`,
    'GET /payslips': `${employer}/payslips`,
  };
}

/** One PATCH of the employee's phone a second (reading its version first); latencies of the PATCH. */
function startWriter(baseUrl: string, company: Company) {
  const url = `${baseUrl}/api/employer/${company.employerId}/employees/${company.employeeId}`;
  const headers = {
    cookie: company.cookie,
    'employer-identity-role': company.roleId,
    'x-lonsam-csrf': company.token,
    'content-type': 'application/json',
  };
  let isRunning = true;
  const latencies: number[] = [];
  let errors = 0;
  const loop = (async () => {
    while (isRunning) {
      const started = performance.now();
      try {
        const current = await expectOk(fetch(url, { headers }));
        const { version } = (await current.json()) as { version: number };
        const writeStarted = performance.now();
        const response = await fetch(url, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ version, phone: `08-${100_000 + latencies.length}` }),
        });
        await response.arrayBuffer();
        if (response.ok) latencies.push(performance.now() - writeStarted);
        else errors += 1;
      } catch {
        errors += 1;
      }
      const pause = 1000 - (performance.now() - started);
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    }
  })();
  return {
    stop: async (): Promise<RouteResult> => {
      isRunning = false;
      await loop;
      return {
        requests: latencies.length + errors,
        requestsPerSecond: Math.round(((latencies.length + errors) / SECONDS) * 10) / 10,
        p50Ms: findPercentile(latencies, 50),
        p99Ms: findPercentile(latencies, 99),
        errors,
      };
    },
  };
}

async function measure(baseUrl: string, serverPid: number, company: Company) {
  const headers = { cookie: company.cookie, 'employer-identity-role': company.roleId };
  const routes = Object.entries(routesOf(company));
  for (const [, path] of routes) await expectOk(fetch(`${baseUrl}${path}`, { headers }));
  const perRoute = Math.max(1, Math.floor(CONNECTIONS / routes.length));
  await Promise.all(
    routes.map(([, path]) =>
      autocannon({ url: `${baseUrl}${path}`, headers, connections: perRoute, duration: WARMUP_SECONDS }),
    ),
  );
  const cpuBefore = readCpuMs(serverPid);
  const writer = startWriter(baseUrl, company);
  const measured = await Promise.all(
    routes.map(async ([name, path]) => {
      const latencies: number[] = [];
      const run = autocannon({ url: `${baseUrl}${path}`, headers, connections: perRoute, duration: SECONDS });
      (
        run as unknown as {
          on(
            event: 'response',
            listener: (client: unknown, status: number, bytes: number, ms: number) => void,
          ): void;
        }
      ).on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
      const result = await run;
      const route: RouteResult = {
        requests: result.requests.total,
        requestsPerSecond: Math.round(result.requests.total / SECONDS),
        p50Ms: findPercentile(latencies, 50),
        p99Ms: findPercentile(latencies, 99),
        errors: result.errors + result.timeouts + result.non2xx,
      };
      return [name, route] as const;
    }),
  );
  const write = await writer.stop();
  const total = measured.reduce((sum, [, route]) => sum + route.requests, 0) + write.requests;
  return {
    connections: perRoute * routes.length,
    routes: { ...Object.fromEntries(measured), 'PATCH /employees/:employeeId': write },
    requestsPerSecond: Math.round(total / SECONDS),
    errors: measured.reduce((sum, [, route]) => sum + route.errors, 0) + write.errors,
    serverCpuMsPerRequest:
      Math.round(((readCpuMs(serverPid) - cpuBefore) / Math.max(1, total)) * 1000) / 1000,
    loadAverage: Number((loadavg()[0] ?? 0).toFixed(1)),
  };
}

async function onServer(env: NodeJS.ProcessEnv) {
  const server = await spawnServer(SERVER_MAIN, { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', ...env });
  try {
    await waitForOk(`${server.url}/api/health`, performance.now());
    const company = await createCompany(server.url);
    return await measure(server.url, server.child.pid!, company);
  } finally {
    await server.stop();
  }
}

async function benchPostgres() {
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
    return await onServer({ DATABASE_URL: url.toString() });
  } finally {
    await run(`drop database if exists ${BENCH_DATABASE} with (force)`);
  }
}

async function benchPGlite() {
  const dataDir = await createTempDir('lonsam-bench-load-');
  try {
    return await onServer({ DATA_DIR: dataDir.dir });
  } finally {
    await dataDir.remove();
  }
}

const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',') as Engine[];
const results: Partial<Record<Engine, Awaited<ReturnType<typeof measure>>>> = {};
for (const engine of engines) {
  const result = engine === 'postgres' ? await benchPostgres() : await benchPGlite();
  results[engine] = result;
  for (const [name, route] of Object.entries(result.routes)) {
    console.log(
      `${engine} ${name}: ${route.requestsPerSecond} req/s, p50 ${route.p50Ms} ms, p99 ${route.p99Ms} ms, ${route.errors} errors`,
    );
  }
  console.log(
    `${engine}: ${result.connections} connections, ${result.requestsPerSecond} req/s in all, ${result.errors} errors, ${result.serverCpuMsPerRequest} server CPU ms/request, load ${result.loadAverage}`,
  );
}
const errors = Object.values(results).reduce((sum, result) => sum + result.errors, 0);
console.log(
  JSON.stringify({ bench: 'load', connections: CONNECTIONS, seconds: SECONDS, errors, ...results }),
);
process.exit(errors === 0 ? 0 : 1);
