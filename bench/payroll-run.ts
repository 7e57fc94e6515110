/**
 * Payroll run benchmark (issue 18): one company of 10 000 employees with a month of attested events
 * (sick days, overtime, outlays), March 2026. Measured on PostgreSQL (a fresh database it creates
 * and drops) and on PGlite (in memory, in this process):
 * - calculation alone: `calculatePayslip` over the loaded inputs (payslips per second);
 * - the whole run as the job does it (`calculateRun`: basis, load, calculate, checks, payslips and
 *   lines replaced in batches, progress, totals, status);
 * - beside it, a bare bulk insert of the same payslip and line rows (the payslips already made, one
 *   statement per table in one transaction, nothing else) into another run of the same database;
 * - last, a recalculation of the first run: every payslip and line deleted and written anew.
 * Peak RSS and heap are sampled every 10 ms. The last stdout line is one JSON object.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { calculatePayslip } from '@lonsam/domain/payroll/payslip/calculate-payslip';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { createPgPool } from '../packages/server/src/db/create-database.ts';
import { runMigrations } from '../packages/server/src/db/migrate.ts';
import { openPGlite, PGliteDialect } from '../packages/server/src/db/pglite-dialect.ts';
import type { Database } from '../packages/server/src/db/schema.ts';
import { calculateEmployees } from '../packages/server/src/modules/payroll-runs/calculation/calculate-employees.ts';
import { calculateRun } from '../packages/server/src/modules/payroll-runs/calculation/calculate-run.ts';
import { loadCompanyContext } from '../packages/server/src/modules/payroll-runs/calculation/company-context.ts';
import { loadPayslipInputs } from '../packages/server/src/modules/payroll-runs/calculation/load-payslip-inputs.ts';
import { insertPayslips } from '../packages/server/src/modules/payroll-runs/calculation/persist-payslips.ts';
import { startRunCalculation } from '../packages/server/src/modules/payroll-runs/calculation/start-run-calculation.ts';
import {
  createPayrollCompany,
  insertManyEmployees,
  insertRun,
} from '../packages/server/src/modules/payroll-runs/calculation/testing/calculation-test-setup.ts';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DATABASE = 'lonsam_bench_payroll_run';
const PERIOD = '2026-03';
const PAY_DATE = '2026-03-25';

/** Peak memory, sampled while a phase runs. */
function memorySampler() {
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    rss = Math.max(rss, usage.rss);
    heap = Math.max(heap, usage.heapUsed);
  };
  const timer = setInterval(sample, 10);
  sample();
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return { peakRssMb: Math.round(rss / 1e6), peakHeapMb: Math.round(heap / 1e6) };
    },
  };
}

/** CPU seconds of a process from /proc (utime + stime, 100 ticks a second); 0 when unreadable. */
function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * The database server's CPU for a phase, when it runs on this machine: the backends of our database
 * (PostgreSQL), read before and after. On a loaded machine wall time moves with the load; CPU much less.
 */
async function backendCpu(db: Kysely<Database> | null): Promise<() => Promise<number | null>> {
  if (!db) return async () => null;
  const pids = async () =>
    (
      await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database()`.execute(
        db,
      )
    ).rows.map((row) => row.pid);
  const before = new Map((await pids()).map((pid) => [pid, processCpuMs(pid)]));
  return async () => {
    let total = 0;
    for (const pid of await pids()) total += processCpuMs(pid) - (before.get(pid) ?? 0);
    return total;
  };
}

async function timed<T>(work: () => Promise<T>, postgres: Kysely<Database> | null = null) {
  const sampler = memorySampler();
  const server = await backendCpu(postgres);
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = await work();
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return {
    ms: Math.round(ms),
    value,
    memory: sampler.stop(),
    nodeCpuMs: Math.round((used.user + used.system) / 1000),
    databaseCpuMs: await server(),
  };
}

/** Salaries from 25 000 to 49 500 kr and tables 29–42; a month of events for some of them. */
async function seedCompany(db: Kysely<Database>): Promise<string> {
  const employerId = await createPayrollCompany(db, 'Benchmark Lön AB');
  await insertManyEmployees(db, employerId, EMPLOYEES);
  await sql`
    update salary_row s set amount_ore = 2500000 + (m.n % 50) * 50000
    from (select id, row_number() over (order by id) as n from employment where employer_id = ${employerId}) m
    where s.employment_id = m.id`.execute(db);
  await sql`
    update employee e set tax_settings = jsonb_build_object('method', 'table', 'table', 29 + (p.n % 14), 'column', 1)
    from (select id, row_number() over (order by id) as n from employee where employer_id = ${employerId}) p
    where e.id = p.id`.execute(db);
  // Every 5th sick Tue–Wed, every 4th 6 h of simple overtime, every 3rd an outlay of 250 kr.
  await sql`
    insert into event (employer_id, employment_id, employee_id, kind, state, payload, from_date, to_date, reported_by_role)
    select m.employer_id, m.id, m.employee_id, 'absence', 'attested',
           '{"kind":"absence","absenceType":"sick","fromDate":"2026-03-10","toDate":"2026-03-11","extent":{"mode":"whole-days"},"certificate":false}'::jsonb,
           '2026-03-10', '2026-03-11', 'admin'
    from (select *, row_number() over (order by id) as n from employment where employer_id = ${employerId}) m
    where m.n % 5 = 0`.execute(db);
  await sql`
    insert into event (employer_id, employment_id, employee_id, kind, state, payload, from_date, to_date, reported_by_role)
    select m.employer_id, m.id, m.employee_id, 'transaction', 'attested',
           '{"kind":"transaction","salaryTypeCode":"210","date":"2026-03-18","quantity":6}'::jsonb,
           '2026-03-18', '2026-03-18', 'admin'
    from (select *, row_number() over (order by id) as n from employment where employer_id = ${employerId}) m
    where m.n % 4 = 0`.execute(db);
  await sql`
    insert into event (employer_id, employment_id, employee_id, kind, state, payload, from_date, to_date, reported_by_role)
    select m.employer_id, m.id, m.employee_id, 'transaction', 'attested',
           '{"kind":"transaction","salaryTypeCode":"720","date":"2026-03-20","amountOre":25000}'::jsonb,
           '2026-03-20', '2026-03-20', 'admin'
    from (select *, row_number() over (order by id) as n from employment where employer_id = ${employerId}) m
    where m.n % 3 = 0`.execute(db);
  await sql`analyze`.execute(db);
  return employerId;
}

async function measureEngine(db: Kysely<Database>, engine: 'postgres' | 'pglite') {
  const postgres = engine === 'postgres' ? db : null;
  const seedStart = performance.now();
  const employerId = await seedCompany(db);
  const seedMs = Math.round(performance.now() - seedStart);
  const employmentIds = (
    await db
      .selectFrom('employment')
      .select('id')
      .where('employer_id', '=', employerId)
      .orderBy('id')
      .execute()
  ).map((row) => row.id);
  const events = await db.selectFrom('event').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();

  // The whole run as the job does it, first: its peak memory is its own (the code is not warmed up).
  const runId = await insertRun(db, employerId, { period: PERIOD, payDate: PAY_DATE });
  const { jobId } = await startRunCalculation(
    db,
    { enqueue: async () => 'bench-job' },
    {
      employerId,
      runId,
      userId: null,
    },
  );
  const whole = await timed(() => calculateRun(db, { employerId, runId, jobId }), postgres);
  if (whole.value.outcome !== 'calculated')
    throw new Error(`run not calculated: ${JSON.stringify(whole.value)}`);
  // Calculation alone, over inputs loaded beforehand.
  const company = await loadCompanyContext(db, { employerId, date: '2026-03-31' });
  const load = await timed(() =>
    loadPayslipInputs(db, { employerId, period: PERIOD, payDate: PAY_DATE, employmentIds, company }),
  );
  const inputs = load.value;
  const calc = await timed(async () => inputs.map((item) => calculatePayslip(item.input)));
  const lines = calc.value.reduce((sum, payslip) => sum + payslip.lines.length, 0);

  const stored = await sql<{ payslips: string; lines: string; net: string }>`
    select (select count(*) from payslip where run_id = ${runId}) as payslips,
           (select count(*) from payslip_line where run_id = ${runId}) as lines,
           (select net_ore from payroll_run where id = ${runId}) as net`.execute(db);

  // Bare bulk insert of the same rows (the payslips made above), one statement per table.
  const calculated = calculateEmployees(inputs);
  const bareRunId = await insertRun(db, employerId, { period: PERIOD, payDate: PAY_DATE, kind: 'extra' });
  const bare = await timed(
    () =>
      db.transaction().execute((trx) =>
        insertPayslips(trx, {
          employerId,
          runId: bareRunId,
          period: PERIOD,
          payDate: PAY_DATE,
          payslips: calculated,
        }),
      ),
    postgres,
  );
  // Last, a recalculation of the first run (an admin fixed data and starts it again): every payslip
  // and its lines deleted and written anew. The bare insert's run goes first: its payslips name the
  // same events, and an open run's events are not another run's to take in.
  const deleteStart = performance.now();
  await db.deleteFrom('payroll_run').where('id', '=', bareRunId).execute();
  const deleteRunMs = Math.round(performance.now() - deleteStart);
  const again = await startRunCalculation(
    db,
    { enqueue: async () => 'bench-job-again' },
    { employerId, runId, userId: null },
  );
  const recalculation = await timed(
    () => calculateRun(db, { employerId, runId, jobId: again.jobId }),
    postgres,
  );
  if (recalculation.value.outcome !== 'calculated')
    throw new Error(`run not recalculated: ${JSON.stringify(recalculation.value)}`);
  const recalculated = await sql<{ lines: string; net: string }>`
    select (select count(*) from payslip_line where run_id = ${runId}) as lines,
           (select net_ore from payroll_run where id = ${runId}) as net`.execute(db);
  if (
    recalculated.rows[0]!.lines !== stored.rows[0]!.lines ||
    recalculated.rows[0]!.net !== stored.rows[0]!.net
  )
    throw new Error(`the recalculation differs: ${JSON.stringify([stored.rows[0], recalculated.rows[0]])}`);
  return {
    employees: EMPLOYEES,
    events: Number(events.n),
    payslipLines: lines,
    seedMs,
    loadInputsMs: load.ms,
    calculationOnlyMs: calc.ms,
    payslipsPerSecond: Math.round((EMPLOYEES / Math.max(calc.ms, 1)) * 1000),
    calculationOnlyCpuMs: calc.nodeCpuMs,
    payslipsPerCpuSecond: Math.round((EMPLOYEES / Math.max(calc.nodeCpuMs, 1)) * 1000),
    wholeRunMs: whole.ms,
    bareInsertMs: bare.ms,
    wholeRunToBareInsert: Number((whole.ms / Math.max(bare.ms, 1)).toFixed(2)),
    // CPU of this process (on PGlite: the database too) and of the PostgreSQL backends.
    wholeRunNodeCpuMs: whole.nodeCpuMs,
    wholeRunDatabaseCpuMs: whole.databaseCpuMs,
    bareInsertNodeCpuMs: bare.nodeCpuMs,
    bareInsertDatabaseCpuMs: bare.databaseCpuMs,
    storedPayslips: Number(stored.rows[0]!.payslips),
    storedLines: Number(stored.rows[0]!.lines),
    runNetOre: Number(stored.rows[0]!.net),
    wholeRunPeakRssMb: whole.memory.peakRssMb,
    wholeRunPeakHeapMb: whole.memory.peakHeapMb,
    bareInsertPeakRssMb: bare.memory.peakRssMb,
    deleteBareRunMs: deleteRunMs,
    recalculationMs: recalculation.ms,
    recalculationDatabaseCpuMs: recalculation.databaseCpuMs,
  };
}

async function onPostgres() {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
  await admin.query(`create database ${BENCH_DATABASE}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${BENCH_DATABASE}`;
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: createPgPool(url.toString(), { max: 10 }) }),
  });
  try {
    await runMigrations(db);
    return await measureEngine(db, 'postgres');
  } finally {
    await db.destroy();
    await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await admin.end();
  }
}

async function onPGlite() {
  const pglite = await openPGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite, closeOnDestroy: true }) });
  try {
    await runMigrations(db);
    return await measureEngine(db, 'pglite');
  } finally {
    await db.destroy();
  }
}

const only = process.env.BENCH_ENGINE;
const postgres = only === 'pglite' ? null : await onPostgres();
const pglite = only === 'postgres' ? null : await onPGlite();
console.log(
  JSON.stringify({
    bench: 'payroll-run',
    postgres,
    pglite,
    targets: {
      wholeRunOnPostgresMs: 2000,
      wholeRunToBareInsert: 3,
      metOnPostgres: postgres ? postgres.wholeRunMs <= 2000 && postgres.wholeRunToBareInsert <= 3 : null,
    },
    loadAverage: Number((loadavg()[0] ?? 0).toFixed(1)),
  }),
);
