import { type Kysely, sql } from 'kysely';
import {
  completeNewRun,
  createPayrollCompany,
  insertPayrollEmployee,
  TABLE_33,
} from '../../modules/payroll-runs/calculation/testing/calculation-test-setup.ts';
import type { Database } from '../schema.ts';

/** A company with two employees and a completed March 2026 run (payslips, lines, audit). */
export async function insertCompanyWithCompletedPayroll(db: Kysely<Database>): Promise<string> {
  const employerId = await createPayrollCompany(db, 'Säkerhetskopia AB');
  for (const firstName of ['Anna', 'Bo'])
    await insertPayrollEmployee(db, employerId, {
      firstName,
      birthDate: '1985-03-12',
      tax: TABLE_33,
      salary: 3_500_000,
    });
  await completeNewRun(db, employerId, { period: '2026-03', payDate: '2026-03-25' });
  return employerId;
}

/**
 * Every row of every table outside PostgreSQL's own schemas, by `schema.table`, each row as JSON and
 * sorted: two databases with the same data give equal objects whatever order their pages hold.
 */
export async function readEveryTable(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const tables = await sql<{ schema: string; name: string }>`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by 1, 2`.execute(db);
  const every: Record<string, string[]> = {};
  for (const { schema, name } of tables.rows) {
    const rows = await sql<{
      row: string;
    }>`select to_jsonb(t)::text as row from ${sql.id(schema, name)} t`.execute(db);
    every[`${schema}.${name}`] = rows.rows.map((row) => row.row).sort();
  }
  return every;
}
