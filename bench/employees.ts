// Listing a filtered page of 25 employees out of 10 000 in one company, at 50 concurrent connections:
// p99 latency on PostgreSQL (target < 25 ms) and on PGlite. The server runs in its own process;
// the company is made through the API (sign-up, POST /api/employer), the 10 000 employees with
// their employments and salary rows are inserted by SQL, then autocannon asks for filtered pages.

import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon from 'autocannon';
import pg from 'pg';
import { createTempDir, SERVER_MAIN, spawnServer, waitForOk } from './lib/server-process.ts';
import { BENCH_HEADERS, type BenchSession, expectOk, signUpThroughOutbox } from './lib/sign-up.ts';

const EMPLOYEES = 10_000;
/** BENCH_CONNECTIONS=1 gives the latency of a request with nothing else of ours in flight. */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/**
 * BENCH_RATE=100 offers that many requests per second in all (open loop) instead of 50 connections
 * asking as fast as they can: a saturated closed loop always makes p99 ≈ 50 / throughput, so a
 * fixed rate shows the latency a request sees when the machine is not the bottleneck.
 */
const RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined;
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DATABASE = 'lonsam_bench_employees';
const HR_KOMPLETT_ID = '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1a0004';
const STANDARD_CUSTOMER_ID = '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1ac001';

/** The filtered pages measured: a filter on the employment, and a name search. */
const QUERIES = {
  costCentre: '/employees?costCentre=200&status=active&sort=name&page=5&pageSize=25',
  search: '/employees?search=ann&sort=name&page=2&pageSize=25',
  // The employer-scope guard with one small query: what every guarded route costs anyway.
  guardOnly: '/company-info',
};

/**
 * BENCH_READ_CACHE=off measures every request against the database (the server's READ_CACHE): what
 * a page costs the first time it is asked for, or after each change.
 */
const READ_CACHE = process.env.BENCH_READ_CACHE === 'off' ? 'off' : 'on';

/**
 * BENCH_WRITES_PER_SECOND=10 changes an employee through the API that often while the pages are asked
 * for (a busy payroll office): each change empties the read cache, so some pages miss it.
 */
const WRITES_PER_SECOND = Number(process.env.BENCH_WRITES_PER_SECOND ?? 0);

/** BENCH_SERVER_NODE_OPTIONS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the measured server. */
function serverEnv(): NodeJS.ProcessEnv {
  const nodeOptions = process.env.BENCH_SERVER_NODE_OPTIONS;
  return { LOG_LEVEL: 'warn', READ_CACHE, ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}) };
}

/** BENCH_QUERIES=costCentre,search limits the run to some of the URLs. */
function selectedQueries(): (keyof typeof QUERIES)[] {
  const all = Object.keys(QUERIES) as (keyof typeof QUERIES)[];
  const wanted = process.env.BENCH_QUERIES?.split(',');
  return wanted ? all.filter((name) => wanted.includes(name)) : all;
}

type Session = BenchSession;

async function signUpAndCreateCompany(
  baseUrl: string,
): Promise<{ session: Session; employerId: string; roleId: string }> {
  const session = await signUpThroughOutbox(baseUrl, 'employees');
  const created = await expectOk(
    fetch(`${baseUrl}/api/employer`, {
      method: 'POST',
      headers: { ...BENCH_HEADERS, cookie: session.cookie, 'x-lonsam-csrf': session.token },
      body: JSON.stringify({
        companyName: 'Benchbolaget AB',
        orgNumber: '',
        defaultAdmin: { firstName: 'Anna', lastName: 'Svensson', personalIdentityNumber: '19850312-0076' },
        demoData: { demo: true, extraEmployees: 0, monthsBack: 3 },
        partnerPublicKey: null,
        customerId: STANDARD_CUSTOMER_ID,
        packagingId: HR_KOMPLETT_ID,
      }),
    }),
  );
  const { employerId, adminRoleId } = (await created.json()) as { employerId: string; adminRoleId: string };
  return { session, employerId, roleId: adminRoleId };
}

/** 10 000 employees with one employment each (four cost centres, a tenth ended) and 1–2 salary rows. */
function seedSql(employerId: string): string {
  if (!/^[0-9a-f-]{36}$/.test(employerId)) throw new Error('unexpected employer id');
  const firstNames =
    "array['Anna','Erik','Maria','Lars','Karin','Johan','Sara','Per','Emma','Anders','Sofia','Mikael','Elin','Oskar','Hanna','Jonas','Ida','Fredrik','Maja','Stefan']";
  const lastNames =
    "array['Andersson','Johansson','Karlsson','Nilsson','Eriksson','Larsson','Olsson','Persson','Svensson','Gustafsson','Pettersson','Jonsson','Lindberg','Lindström','Lindqvist','Berg','Axelsson','Lundberg','Lind','Mattsson']";
  return `
    insert into employee (employer_id, first_name, last_name, personnummer, email, birth_date, tax_settings)
    select '${employerId}', (${firstNames})[1 + g % 20], (${lastNames})[1 + (g * 7) % 20],
           lpad(g::text, 12, '0'), 'person' || g || '@exempel.se', date '1960-01-01' + (g * 37) % 16000,
           jsonb_build_object('method', 'table', 'table', 29 + g % 14, 'column', 1)
    from generate_series(1, ${EMPLOYEES}) g;
    -- Employments refer to a workplace and a cost centre (migrations 0059, 0060): triggers copy the
    -- name and code into the text columns the list filters on.
    insert into workplace (employer_id, name) values ('${employerId}', 'Stockholm');
    insert into dimension_object (employer_id, dimension, code, name)
    select '${employerId}', 'cost-centre', code, 'Kostnadsställe ' || code from unnest(array['100','200','300','400']) code;
    insert into employment (employer_id, employee_id, start_date, end_date, employment_type, position, workplace_id,
                            cost_centre_id, schedule, salary_form, vacation, pension)
    select e.employer_id, e.id, date '2015-01-01' + (abs(hashtext(e.id::text)) % 3650),
           case when abs(hashtext(e.personnummer)) % 10 = 0 then date '2025-12-31' end,
           'permanent', (array['Kock','Säljare','Lagerarbetare','Utvecklare'])[1 + abs(hashtext(e.personnummer)) % 4],
           (select id from workplace w where w.employer_id = e.employer_id),
           (select id from dimension_object d where d.employer_id = e.employer_id
              and d.code = (array['100','200','300','400'])[1 + abs(hashtext(e.id::text || 'c')) % 4]),
           '[8,8,8,8,8,0,0]', 'monthly', '{"rule":"sammaloneregeln","paidDaysPerYear":25,"supplementPercent":0.8}',
           '{"plan":"none","percent":null}'
    from employee e where e.employer_id = '${employerId}';
    insert into salary_row (employment_id, valid_from, amount_ore)
    select id, start_date, 2500000 + abs(hashtext(id::text)) % 4000000 from employment where employer_id = '${employerId}';
    insert into salary_row (employment_id, valid_from, amount_ore)
    select id, start_date + 365, 7000000 from employment
    where employer_id = '${employerId}' and start_date + 365 <= date '2026-01-01';
    analyze;`;
}

type ResponseEmitter = {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
};

/** Nearest-rank percentile of response times, rounded to 0.1 ms. */
function findPercentile(values: number[], percent: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = values.toSorted((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((percent / 100) * sorted.length)));
  return Math.round(sorted[rank - 1]! * 10) / 10;
}

/** CPU milliseconds (user + system) used so far by each of the given processes, from /proc (Linux). */
function readCpuMs(pids: readonly number[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      // Fields after the parenthesised command: state is field 3, utime 14 and stime 15.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) * 10); // USER_HZ is 100 on Linux
    } catch {
      // the process ended
    }
  }
  return used;
}

/** CPU milliseconds used since `before` by the processes still alive (a pool may close idle backends). */
function sumCpuMsSince(before: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of readCpuMs([...before.keys()])) total += ms - before.get(pid)!;
  return total;
}

/** The PostgreSQL backends serving the bench database (other databases' work on the machine is left out). */
async function listBenchBackendPids(): Promise<number[]> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [BENCH_DATABASE],
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/** Where the server's database work runs: its own process (PGlite) or PostgreSQL backends. */
type Engine = 'postgres' | 'pglite';

async function measure(
  baseUrl: string,
  engine: Engine,
  serverPid: number,
  company: Awaited<ReturnType<typeof signUpAndCreateCompany>>,
  path: string,
) {
  const url = `${baseUrl}/api/employer/${company.employerId}${path}`;
  const headers = { cookie: company.session.cookie, 'employer-identity-role': company.roleId };
  const probe = await expectOk(fetch(url, { headers }));
  const body = (await probe.json()) as { total?: number; items?: unknown[] };
  if (body.items && body.items.length !== 25)
    throw new Error(`expected a full page, got ${body.items.length} of ${body.total}`);
  await autocannon({ url, headers, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  // CPU per request tells more than latency on a shared machine: 50 connections always saturate
  // it, so latency follows from throughput and from whatever else runs on the same cores.
  // After the warm-up the pool's connections are open (and stay open under load).
  const postgresPids = engine === 'postgres' ? await listBenchBackendPids() : [];
  const cpuBefore = {
    server: readCpuMs([serverPid]),
    postgres: readCpuMs(postgresPids),
    client: process.cpuUsage(),
  };
  const loadBefore = loadavg()[0]!;
  const writer =
    WRITES_PER_SECOND > 0 ? startWriter(url.replace(/\/employees\?.*|\/company-info$/, ''), company) : null;
  // overallRate is autocannon's, left out of the benches' shared type declaration.
  const run = autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: MEASURE_SECONDS,
    ...(RATE ? { overallRate: RATE } : {}),
  } as Parameters<typeof autocannon>[0]);
  // autocannon's summary has no p95: keep every response time (its tracker emits them).
  const latencies: number[] = [];
  (run as unknown as ResponseEmitter).on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await run;
  const writes = (await writer?.stop()) ?? 0;
  const requests = Math.max(1, result.requests.total);
  const perRequest = (ms: number) => Math.round((ms / requests) * 1000) / 1000;
  const clientCpu = process.cpuUsage(cpuBefore.client);
  return {
    total: body.total ?? null,
    loadAverage: Math.round(((loadBefore + loadavg()[0]!) / 2) * 10) / 10,
    serverCpuMsPerRequest: perRequest(sumCpuMsSince(cpuBefore.server)),
    postgresCpuMsPerRequest: engine === 'postgres' ? perRequest(sumCpuMsSince(cpuBefore.postgres)) : null,
    clientCpuMsPerRequest: perRequest((clientCpu.user + clientCpu.system) / 1000),
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: findPercentile(latencies, 50),
    p95Ms: findPercentile(latencies, 95),
    p99Ms: findPercentile(latencies, 99),
    errors: result.errors + result.timeouts + result.non2xx,
    writes,
  };
}

/** Changes one employee's phone number through the API, WRITES_PER_SECOND times a second. */
function startWriter(employerUrl: string, company: Awaited<ReturnType<typeof signUpAndCreateCompany>>) {
  const headers = {
    cookie: company.session.cookie,
    'employer-identity-role': company.roleId,
    'x-lonsam-csrf': company.session.token,
    'content-type': 'application/json',
  };
  let isRunning = true;
  let writes = 0;
  const loop = (async () => {
    const list = await expectOk(fetch(`${employerUrl}/employees?pageSize=1`, { headers }));
    const employeeId = ((await list.json()) as { items: { id: string }[] }).items[0]!.id;
    while (isRunning) {
      const started = performance.now();
      const current = await expectOk(fetch(`${employerUrl}/employees/${employeeId}`, { headers }));
      const { version } = (await current.json()) as { version: number };
      await expectOk(
        fetch(`${employerUrl}/employees/${employeeId}`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ version, phone: `08-${100_000 + (writes % 900_000)}` }),
        }),
      );
      writes += 1;
      const pause = 1000 / WRITES_PER_SECOND - (performance.now() - started);
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    }
  })();
  return {
    stop: async () => {
      isRunning = false;
      await loop;
      return writes;
    },
  };
}

async function measureAll(
  baseUrl: string,
  engine: Engine,
  serverPid: number,
  company: Awaited<ReturnType<typeof signUpAndCreateCompany>>,
) {
  const results = {} as Partial<Record<keyof typeof QUERIES, Awaited<ReturnType<typeof measure>>>>;
  for (const name of selectedQueries()) {
    results[name] = await measure(baseUrl, engine, serverPid, company, QUERIES[name]);
  }
  return results;
}

async function benchPostgres() {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
  await admin.query(`create database ${BENCH_DATABASE}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${BENCH_DATABASE}`;
  const server = await spawnServer(SERVER_MAIN, { ...serverEnv(), DATABASE_URL: url.toString() });
  try {
    await waitForOk(`${server.url}/api/health`, performance.now());
    const company = await signUpAndCreateCompany(server.url);
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const started = performance.now();
    await client.query(seedSql(company.employerId));
    // What autovacuum does soon after a bulk load; the count can then use index-only scans.
    await client.query('vacuum analyze employee');
    const seedMs = Math.round(performance.now() - started);
    await client.end();
    return { seedMs, ...(await measureAll(server.url, 'postgres', server.child.pid!, company)) };
  } finally {
    await server.stop();
    // BENCH_KEEP_DATABASE=1 leaves the database for EXPLAIN ANALYZE after the run.
    if (process.env.BENCH_KEEP_DATABASE !== '1') {
      const cleanup = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
      await cleanup.end();
    }
  }
}

async function benchPGlite() {
  const dataDir = await createTempDir('lonsam-bench-employees-');
  try {
    let server = await spawnServer(SERVER_MAIN, { DATA_DIR: dataDir.dir, LOG_LEVEL: 'warn' });
    let company: Awaited<ReturnType<typeof signUpAndCreateCompany>>;
    try {
      await waitForOk(`${server.url}/api/health`, performance.now());
      company = await signUpAndCreateCompany(server.url);
    } finally {
      await server.stop();
    }
    // PGlite is in the server's process: seed its files while the server is down.
    // With pg_trgm, as the server opens it: the search indexes need it on every insert.
    const pglite = new PGlite({ dataDir: `${dataDir.dir}/pglite`, extensions: { pg_trgm } });
    const started = performance.now();
    await pglite.exec(seedSql(company.employerId));
    await pglite.exec('vacuum analyze employee');
    const seedMs = Math.round(performance.now() - started);
    await pglite.close();
    server = await spawnServer(SERVER_MAIN, { ...serverEnv(), DATA_DIR: dataDir.dir });
    try {
      await waitForOk(`${server.url}/api/health`, performance.now());
      return { seedMs, ...(await measureAll(server.url, 'pglite', server.child.pid!, company)) };
    } finally {
      await server.stop();
    }
  } finally {
    await dataDir.remove();
  }
}

type EngineResult = Awaited<ReturnType<typeof benchPGlite>>;

/** PostgreSQL when it answers at BENCH_POSTGRES_URL, else null (the bench then reports PGlite alone). */
async function tryBenchPostgres(): Promise<EngineResult | null> {
  const probe = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  try {
    await probe.connect();
    await probe.end();
  } catch (error) {
    console.log(
      `PostgreSQL not reachable at ${new URL(POSTGRES_ADMIN_URL).host}: ${(error as Error).message}`,
    );
    return null;
  }
  return benchPostgres();
}

const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const postgres = engines.includes('postgres') ? await tryBenchPostgres() : null;
const pglite = engines.includes('pglite') ? await benchPGlite() : null;
for (const [engine, result] of Object.entries({ postgres, pglite })) {
  if (!result) continue;
  for (const name of selectedQueries()) {
    const r = result[name];
    if (!r) continue;
    console.log(
      `${engine} ${name} (read cache ${READ_CACHE}, ${r.writes} writes): ${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms, p99 ${r.p99Ms} ms, ${r.errors} errors (${r.total ?? '-'} matching of ${EMPLOYEES}); CPU ms/request server ${r.serverCpuMsPerRequest}, postgres ${r.postgresCpuMsPerRequest}, client ${r.clientCpuMsPerRequest}; load ${r.loadAverage}`,
    );
  }
}
console.log(
  JSON.stringify({
    bench: 'employees',
    employees: EMPLOYEES,
    connections: CONNECTIONS,
    seconds: MEASURE_SECONDS,
    offeredRate: RATE ?? null,
    readCache: READ_CACHE,
    writesPerSecond: WRITES_PER_SECOND,
    postgresP99Ms: postgres?.costCentre?.p99Ms ?? null,
    postgresSearchP99Ms: postgres?.search?.p99Ms ?? null,
    postgresGuardOnlyP99Ms: postgres?.guardOnly?.p99Ms ?? null,
    pgliteP99Ms: pglite?.costCentre?.p99Ms ?? null,
    pgliteSearchP99Ms: pglite?.search?.p99Ms ?? null,
    pgliteGuardOnlyP99Ms: pglite?.guardOnly?.p99Ms ?? null,
    postgres,
    pglite,
    targetP99Ms: 25,
    meetsTarget: postgres?.costCentre ? postgres.costCentre.p99Ms < 25 : null,
  }),
);
