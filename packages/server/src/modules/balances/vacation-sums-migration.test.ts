import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../db/migrate.ts';
import { migrations } from '../../db/migrations/index.ts';
import { createTestDatabase, type TestDatabase } from '../../db/test-db.ts';
import { STANDARD_CUSTOMER } from '../privileges/standard-packagings.ts';

// Migration 0091: the narrow copy of payslips' vacation days (payslip_vacation_sum, 0085) is made
// when a run is completed instead of on every payslip write. Plain SQL, as before 0091 it was.

let testDb: TestDatabase;
let db: Kysely<any>;

beforeAll(async () => {
  testDb = await createTestDatabase({ migrate: false });
  db = testDb.db;
});
afterAll(async () => {
  await testDb.close();
});

async function insertEmployment(): Promise<{ employerId: string; employmentId: string; employeeId: string }> {
  const employer = await sql<{ id: string }>`
    insert into customer (id, name) values (${STANDARD_CUSTOMER.id}, 'Kund') on conflict do nothing`
    .execute(db)
    .then(() =>
      sql<{ id: string }>`
        insert into employer (name, customer_id, is_test_company) values ('Semester AB', ${STANDARD_CUSTOMER.id}, true)
        returning id`.execute(db),
    );
  const employerId = employer.rows[0]!.id;
  const employee = await sql<{ id: string }>`
    insert into employee (employer_id, first_name, last_name, personnummer)
    values (${employerId}, 'Anna', 'Ek', '198001019802') returning id`.execute(db);
  const employeeId = employee.rows[0]!.id;
  const employment = await sql<{ id: string }>`
    insert into employment (employer_id, employee_id, start_date, employment_type, position, schedule,
                            salary_form, vacation, pension)
    values (${employerId}, ${employeeId}, '2025-01-01', 'permanent', 'Kock', '[8,8,8,8,8,0,0]', 'monthly',
            '{}', '{}')
    returning id`.execute(db);
  return { employerId, employeeId, employmentId: employment.rows[0]!.id };
}

/** A calculated run with one payslip earning `daysEarned`; returns the run's id. */
async function insertRun(
  who: { employerId: string; employmentId: string; employeeId: string },
  period: string,
  daysEarned: number,
): Promise<string> {
  const run = await sql<{ id: string }>`
    insert into payroll_run (employer_id, kind, period, pay_date, label, status, created_by_name)
    values (${who.employerId}, 'ordinary', ${period}, ${`${period}-25`}, 'Lön', 'calculated', 'Ada Admin')
    returning id`.execute(db);
  const runId = run.rows[0]!.id;
  await sql`
    insert into payslip (employer_id, run_id, employment_id, employee_id, employee_name, period, pay_date,
                         gross_ore, benefits_ore, taxable_ore, tax_ore, net_deductions_ore, tax_free_ore,
                         net_ore, employer_contributions_ore, result)
    values (${who.employerId}, ${runId}, ${who.employmentId}, ${who.employeeId}, 'Anna Ek', ${period},
            ${`${period}-25`}, 3500000, 0, 3500000, 800000, 0, 0, 2700000, 1099700,
            ${JSON.stringify({ vacation: { daysEarned, daysTaken: 0 } })})`.execute(db);
  return runId;
}

const complete = (runId: string) =>
  sql`update payroll_run set status = 'completed', completed_at = now() where id = ${runId}`.execute(db);

const copies = async () =>
  (
    await sql<{ run_id: string; days_earned_hundredths: string }>`
      select run_id, days_earned_hundredths from payslip_vacation_sum order by pay_date`.execute(db)
  ).rows.map((row) => [row.run_id, Number(row.days_earned_hundredths)]);

describe('migration 0091', () => {
  it('keeps the copies of completed runs, drops the others, and copies a run when it completes', async () => {
    await runMigrations(db, {
      migrations: Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0091')),
    });
    const who = await insertEmployment();
    const january = await insertRun(who, '2026-01', 2.08);
    await complete(january);
    const february = await insertRun(who, '2026-02', 2.09);
    // Before 0091 every payslip had its copy: 2.08 → 208 and 2.09 → 209 hundredths.
    expect(await copies()).toEqual([
      [january, 208],
      [february, 209],
    ]);

    await runMigrations(db);
    expect(await copies()).toEqual([[january, 208]]);
    await complete(february);
    expect(await copies()).toEqual([
      [january, 208],
      [february, 209],
    ]);
  });
});
