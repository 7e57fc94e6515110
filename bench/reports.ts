/**
 * Reports benchmark (issue 21): one company of 10 000 employees with 12 months of completed runs
 * (April 2025 – March 2026), 120 000 payslips with their lines. Measured on PostgreSQL (a fresh
 * database it creates and drops) and on PGlite (in memory, in this process), each report as its
 * route's service function answers it for an admin (the whole company):
 * Lönejournal for a month, Skatter och avgifter for a year, Lönekostnad and Personalstatistik over
 * 12 months, Semesterskuld and Löneskuld at a date (every employee's vacation ledger, twice for the
 * accrual), the month's SIE 4I file (10 000 payslips booked, numbered, audited) and Dataexport of a
 * month's payslip lines. Seeding: March 2026 is calculated by the payroll job; its payslips and
 * lines are copied by SQL into the eleven months before, each run then completed.
 * Each report is run twice; the second (warm) time is the figure, the first is shown beside it.
 * The target is 1 s per report. The last stdout line is one JSON object.
 */
import { loadavg } from 'node:os';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { EmployerScope } from '../packages/server/src/access/employer-scope.ts';
import { createPgPool } from '../packages/server/src/db/create-database.ts';
import { runMigrations } from '../packages/server/src/db/migrate.ts';
import { openPGlite, PGliteDialect } from '../packages/server/src/db/pglite-dialect.ts';
import type { Database } from '../packages/server/src/db/schema.ts';
import { exportSie } from '../packages/server/src/modules/accounting/sie-export.ts';
import { calculateRun } from '../packages/server/src/modules/payroll-runs/calculation/calculate-run.ts';
import { startRunCalculation } from '../packages/server/src/modules/payroll-runs/calculation/start-run-calculation.ts';
import {
  createPayrollCompany,
  insertManyEmployees,
  insertRun,
} from '../packages/server/src/modules/payroll-runs/calculation/testing/calculation-test-setup.ts';
import { exportData } from '../packages/server/src/modules/reports/data-export.ts';
import { payDebt, vacationLiability } from '../packages/server/src/modules/reports/liability-queries.ts';
import {
  costByMonth,
  headcountByMonth,
  payrollJournal,
  taxesByMonth,
} from '../packages/server/src/modules/reports/report-queries.ts';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DATABASE = 'lonsam_bench_reports';
const TARGET_MS = 1000;
// April 2025 – March 2026, paid on the 25th.
const MONTHS = Array.from({ length: 12 }, (_, index) => {
  const total = 2025 * 12 + 3 + index;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
});
const LAST = MONTHS[11]!;

/** Salaries from 25 000 to 49 500 kr; ten cost centres; March 2026 calculated, copied back 11 months. */
async function seedCompany(db: Kysely<Database>): Promise<string> {
  const employerId = await createPayrollCompany(db, 'Benchmark Rapporter AB');
  await insertManyEmployees(db, employerId, EMPLOYEES);
  await sql`
    update salary_row s set amount_ore = 2500000 + (m.n % 50) * 50000
    from (select id, row_number() over (order by id) as n from employment where employer_id = ${employerId}) m
    where s.employment_id = m.id`.execute(db);
  await sql`
    insert into dimension_object (employer_id, dimension, code, name)
    select ${employerId}, 'cost-centre', (100 * g)::text, 'Avdelning ' || g from generate_series(1, 10) as g`.execute(
    db,
  );
  await sql`
    update employment m set cost_centre_id = d.id
    from (select id, row_number() over (order by id) as n from employment where employer_id = ${employerId}) e,
         dimension_object d
    where m.id = e.id and d.employer_id = ${employerId} and d.code = (100 * (1 + e.n % 10))::text`.execute(
    db,
  );
  const runId = await insertRun(db, employerId, { period: LAST, payDate: `${LAST}-25` });
  const { jobId } = await startRunCalculation(
    db,
    { enqueue: async () => 'bench-job' },
    { employerId, runId, userId: null },
  );
  const outcome = await calculateRun(db, { employerId, runId, jobId });
  if (outcome.outcome !== 'calculated') throw new Error(`run not calculated: ${JSON.stringify(outcome)}`);
  const lineColumns = (
    await sql<{ name: string }>`
      select column_name as name from information_schema.columns
      where table_name = 'payslip_line' and column_name not in ('payslip_id', 'run_id')
      order by ordinal_position`.execute(db)
  ).rows.map((row) => sql.ref(row.name));
  for (const month of MONTHS.slice(0, 11)) {
    const copyId = await insertRun(db, employerId, { period: month, payDate: `${month}-25` });
    await sql`update payroll_run set status = 'calculated' where id = ${copyId}`.execute(db);
    await sql`create temp table payslip_map as
      select id as old_id, gen_random_uuid() as new_id from payslip where run_id = ${runId}`.execute(db);
    await sql`
      insert into payslip (id, employer_id, run_id, employment_id, employee_id, employee_name, period, pay_date,
                           gross_ore, benefits_ore, taxable_ore, tax_ore, net_deductions_ore, tax_free_ore, net_ore,
                           employer_contributions_ore, result, checks, input_hash)
      select m.new_id, p.employer_id, ${copyId}, p.employment_id, p.employee_id, p.employee_name, ${month},
             ${`${month}-25`}::date, p.gross_ore, p.benefits_ore, p.taxable_ore, p.tax_ore, p.net_deductions_ore,
             p.tax_free_ore, p.net_ore, p.employer_contributions_ore, p.result, p.checks, p.input_hash
      from payslip p join payslip_map m on m.old_id = p.id`.execute(db);
    await sql`
      insert into payslip_line (payslip_id, run_id, ${sql.join(lineColumns)})
      select m.new_id, ${copyId}, ${sql.join(lineColumns.map((column) => sql`l.${column}`))}
      from payslip_line l join payslip_map m on m.old_id = l.payslip_id`.execute(db);
    await sql`drop table payslip_map`.execute(db);
    await sql`
      update payroll_run r set status = 'completed', completed_at = now(), employee_count = s.n,
             gross_ore = s.gross, tax_ore = s.tax, net_ore = s.net
      from (select count(*) as n, sum(gross_ore) as gross, sum(tax_ore) as tax, sum(net_ore) as net
            from payslip where run_id = ${copyId}) s
      where r.id = ${copyId}`.execute(db);
  }
  await sql`update payroll_run set status = 'completed', completed_at = now() where id = ${runId}`.execute(
    db,
  );
  await sql`analyze`.execute(db);
  return employerId;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: Math.round(performance.now() - start), value };
}

async function measureEngine(db: Kysely<Database>) {
  const seed = await timed(() => seedCompany(db));
  const employerId = seed.value;
  const admin = await db
    .selectFrom('employer_identity_role')
    .select(['id', 'identity_id'])
    .where('employer_id', '=', employerId)
    .where('role', '=', 'admin')
    .executeTakeFirst();
  const scope: EmployerScope = {
    employerId,
    roleId: admin?.id ?? crypto.randomUUID(),
    role: 'admin',
    employmentId: null,
    packagingId: null,
    privileges: [],
  };
  const audit = { actorIdentityId: admin?.identity_id ?? null, requestId: 'bench-reports' };
  const date = '2026-03-31';
  const reports: Record<string, () => Promise<unknown>> = {
    journal: () => payrollJournal(db, scope, { period: LAST }),
    taxes: () => taxesByMonth(db, scope, '2026'),
    cost: () => costByMonth(db, scope, { to: LAST }),
    headcount: () => headcountByMonth(db, scope, LAST),
    vacationLiability: () => vacationLiability(db, scope, date),
    payDebt: () => payDebt(db, scope, date),
    sie: () => exportSie(db, { scope, selection: { period: LAST }, audit, now: new Date('2026-04-01') }),
    dataExportPayslipLines: () =>
      exportData(db, { employerId, dataset: 'payslip-lines', from: LAST, to: LAST, audit }),
  };
  const figures: Record<string, { coldMs: number; ms: number }> = {};
  for (const [name, run] of Object.entries(reports)) {
    const cold = await timed(run);
    const warm = await timed(run);
    figures[name] = { coldMs: cold.ms, ms: warm.ms };
  }
  const counts = await sql<{ payslips: string; lines: string; runs: string }>`
    select (select count(*) from payslip where employer_id = ${employerId}) as payslips,
           (select count(*) from payslip_line where employer_id = ${employerId}) as lines,
           (select count(*) from payroll_run where employer_id = ${employerId} and status = 'completed') as runs`.execute(
    db,
  );
  const journal = (await payrollJournal(db, scope, { period: LAST })) as { rows: unknown[] };
  const liability = (await vacationLiability(db, scope, date)) as { rows: unknown[]; totals: unknown };
  return {
    employees: EMPLOYEES,
    completedRuns: Number(counts.rows[0]!.runs),
    payslips: Number(counts.rows[0]!.payslips),
    payslipLines: Number(counts.rows[0]!.lines),
    journalRows: journal.rows.length,
    vacationLiabilityRows: liability.rows.length,
    seedMs: seed.ms,
    reports: figures,
    slowestMs: Math.max(...Object.values(figures).map((figure) => figure.ms)),
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
    return await measureEngine(db);
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
    return await measureEngine(db);
  } finally {
    await db.destroy();
  }
}

const only = process.env.BENCH_ENGINE;
const postgres = only === 'pglite' ? null : await onPostgres();
const pglite = only === 'postgres' ? null : await onPGlite();
const overTarget = (result: Awaited<ReturnType<typeof measureEngine>> | null) =>
  result
    ? Object.entries(result.reports)
        .filter(([, figure]) => figure.ms > TARGET_MS)
        .map(([name]) => name)
    : null;
console.log(
  JSON.stringify({
    bench: 'reports',
    postgres,
    pglite,
    targets: {
      reportMs: TARGET_MS,
      overTargetOnPostgres: overTarget(postgres),
      overTargetOnPGlite: overTarget(pglite),
    },
    loadAverage: Number((loadavg()[0] ?? 0).toFixed(1)),
  }),
);
