import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../db/test-db.ts';
import { seedReferenceData } from '../privileges/seed-reference-data.ts';
import { STANDARD_CUSTOMER } from '../privileges/standard-packagings.ts';

// Migration 0067: a completed run, its payslips, lines and approvals are final in the database.
// Plain SQL only, as any client (a script, psql, a bug) would write it.

let testDb: TestDatabase;
let db: Kysely<Database>;
let employerId: string;
let employmentId: string;
let employeeId: string;

async function refusal(statement: ReturnType<typeof sql>): Promise<string | undefined> {
  try {
    await statement.execute(db);
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

/** A run in `status` with one payslip, one line and the approvals its status implies (SQL). */
async function insertRun(
  period: string,
  status: string,
  who = { employmentId: '', employeeId: '' },
): Promise<{ runId: string; payslipId: string }> {
  const forEmployment = who.employmentId || employmentId;
  const forEmployee = who.employeeId || employeeId;
  const run = await sql<{ id: string }>`
    insert into payroll_run (employer_id, kind, period, pay_date, label, status, created_by_name)
    values (${employerId}, 'ordinary', ${period}, ${`${period}-25`}, 'Lön', 'calculated', 'Ada Admin')
    returning id`.execute(db);
  const runId = run.rows[0]!.id;
  const payslip = await sql<{ id: string }>`
    insert into payslip (employer_id, run_id, employment_id, employee_id, employee_name, period, pay_date,
                         gross_ore, benefits_ore, taxable_ore, tax_ore, net_deductions_ore, tax_free_ore,
                         net_ore, employer_contributions_ore, result)
    values (${employerId}, ${runId}, ${forEmployment}, ${forEmployee}, 'Anna Ek', ${period}, ${`${period}-25`},
            3500000, 0, 3500000, 800000, 0, 0, 2700000, 1099700, '{}')
    returning id`.execute(db);
  const payslipId = payslip.rows[0]!.id;
  await sql`
    insert into payslip_line (payslip_id, employer_id, run_id, line_no, code, name, quantity, unit, rate_ore,
                              amount_ore, period_from, period_to)
    values (${payslipId}, ${employerId}, ${runId}, 1, '011', 'Månadslön', 1, 'month', 3500000, 3500000,
            ${`${period}-01`}, ${`${period}-28`})`.execute(db);
  for (const step of ['first', 'second']) {
    await sql`
      insert into payroll_run_approval (run_id, employer_id, step, user_id, user_name)
      values (${runId}, ${employerId}, ${step}, gen_random_uuid(), 'Bea Godkänd')`.execute(db);
  }
  if (status === 'completed') {
    await sql`
      insert into payroll_run_approval (run_id, employer_id, step, user_id, user_name)
      values (${runId}, ${employerId}, 'complete', gen_random_uuid(), 'Bea Godkänd')`.execute(db);
    await sql`update payroll_run set status = 'completed', completed_at = now() where id = ${runId}`.execute(
      db,
    );
  }
  return { runId, payslipId };
}

async function insertEmployer(name: string): Promise<string> {
  const employer = await db
    .insertInto('employer')
    .values({ name, is_test_company: true, customer_id: STANDARD_CUSTOMER.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return employer.id;
}

async function insertEmployment(firstName: string, personnummer: string, employer = employerId) {
  const employee = await db
    .insertInto('employee')
    .values({ employer_id: employer, first_name: firstName, last_name: 'Test', personnummer })
    .returning('id')
    .executeTakeFirstOrThrow();
  const employment = await sql<{ id: string }>`
    insert into employment (employer_id, employee_id, start_date, employment_type, position, schedule,
                            salary_form, vacation, pension)
    values (${employer}, ${employee.id}, '2025-01-01', 'permanent', 'Kock', '[8,8,8,8,8,0,0]', 'monthly',
            '{}', '{}')
    returning id`.execute(db);
  return { employeeId: employee.id, employmentId: employment.rows[0]!.id };
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  await seedReferenceData(db);
  employerId = await insertEmployer('Slutlön AB');
  ({ employeeId, employmentId } = await insertEmployment('Anna', '198001019802'));
});

afterAll(async () => {
  await testDb.close();
});

const RESTRICT_VIOLATION = '23001';
const FOREIGN_KEY_VIOLATION = '23503';

describe('a completed run', () => {
  let runId: string;
  let payslipId: string;
  beforeAll(async () => {
    ({ runId, payslipId } = await insertRun('2026-01', 'completed'));
  });

  it('refuses UPDATE and DELETE of the run', async () => {
    expect(await refusal(sql`update payroll_run set label = 'Ändrad' where id = ${runId}`)).toBe(
      RESTRICT_VIOLATION,
    );
    expect(
      await refusal(
        sql`update payroll_run set status = 'calculated', completed_at = null where id = ${runId}`,
      ),
    ).toBe(RESTRICT_VIOLATION);
    expect(await refusal(sql`delete from payroll_run where id = ${runId}`)).toBe(RESTRICT_VIOLATION);
  });

  it('refuses UPDATE, DELETE and INSERT of its payslips', async () => {
    const other = await insertEmployment('Bo', '198002029800');
    expect(await refusal(sql`update payslip set net_ore = 1 where id = ${payslipId}`)).toBe(
      RESTRICT_VIOLATION,
    );
    expect(await refusal(sql`delete from payslip where id = ${payslipId}`)).toBe(RESTRICT_VIOLATION);
    expect(await refusal(sql`delete from payslip where run_id = ${runId}`)).toBe(RESTRICT_VIOLATION);
    // Another employee's payslip added to the completed run.
    expect(
      await refusal(sql`
        insert into payslip (employer_id, run_id, employment_id, employee_id, employee_name, period, pay_date,
                             gross_ore, benefits_ore, taxable_ore, tax_ore, net_deductions_ore, tax_free_ore,
                             net_ore, employer_contributions_ore, result)
        values (${employerId}, ${runId}, ${other.employmentId}, ${other.employeeId}, 'Bo Gran',
                '2026-01', '2026-01-25', 1, 0, 1, 0, 0, 0, 1, 0, '{}')`),
    ).toBe(RESTRICT_VIOLATION);
  });

  it('refuses UPDATE, DELETE and INSERT of its payslip lines', async () => {
    expect(await refusal(sql`update payslip_line set amount_ore = 1 where payslip_id = ${payslipId}`)).toBe(
      RESTRICT_VIOLATION,
    );
    expect(await refusal(sql`delete from payslip_line where run_id = ${runId}`)).toBe(RESTRICT_VIOLATION);
    expect(
      await refusal(sql`
        insert into payslip_line (payslip_id, employer_id, run_id, line_no, code, name, unit, amount_ore,
                                  period_from, period_to)
        values (${payslipId}, ${employerId}, ${runId}, 2, '011', 'Extra', 'month', 100, '2026-01-01',
                '2026-01-31')`),
    ).toBe(RESTRICT_VIOLATION);
  });

  it('refuses UPDATE, DELETE and INSERT of its approvals', async () => {
    expect(await refusal(sql`update payroll_run_approval set user_name = 'X' where run_id = ${runId}`)).toBe(
      RESTRICT_VIOLATION,
    );
    expect(await refusal(sql`delete from payroll_run_approval where run_id = ${runId}`)).toBe(
      RESTRICT_VIOLATION,
    );
  });

  it('still holds every row as written', async () => {
    const run = await sql<{ status: string; label: string }>`
      select status, label from payroll_run where id = ${runId}`.execute(db);
    expect(run.rows[0]).toEqual({ status: 'completed', label: 'Lön' });
    const counts = await sql<{ payslips: number; lines: number; approvals: number }>`
      select (select count(*)::int from payslip where run_id = ${runId}) as payslips,
             (select count(*)::int from payslip_line where run_id = ${runId}) as lines,
             (select count(*)::int from payroll_run_approval where run_id = ${runId}) as approvals`.execute(
      db,
    );
    expect(counts.rows[0]).toEqual({ payslips: 1, lines: 1, approvals: 3 });
    const net = await sql<{ net_ore: string }>`select net_ore from payslip where id = ${payslipId}`.execute(
      db,
    );
    expect(Number(net.rows[0]!.net_ore)).toBe(2_700_000);
  });

  it('refuses a payslip moved into it from another run', async () => {
    const open = await insertRun('2026-02', 'calculated', await insertEmployment('Cecilia', '198003039805'));
    // Without its line: a payslip with lines cannot change run at all (0089's key over the line's
    // payslip, run and company), and this is about the completed run's own refusal.
    await sql`delete from payslip_line where payslip_id = ${open.payslipId}`.execute(db);
    expect(await refusal(sql`update payslip set run_id = ${runId} where id = ${open.payslipId}`)).toBe(
      RESTRICT_VIOLATION,
    );
  });
});

describe('removing what a completed run paid', () => {
  it('refuses to delete an employment or employee a completed payslip names', async () => {
    const who = await insertEmployment('Doris', '198004049803');
    await insertRun('2026-06', 'completed', who);
    expect(await refusal(sql`delete from employment where id = ${who.employmentId}`)).toBe(
      RESTRICT_VIOLATION,
    );
    // The employee's delete meets its employment's key (restrict) or, through the tables that
    // cascade from the employee, another key (23503) or the trigger first, depending on the engine's
    // order. Refused either way, and everything stays.
    expect(['23001', '23503']).toContain(
      await refusal(sql`delete from employee where id = ${who.employeeId}`),
    );
    const kept = await sql<{ n: number }>`
      select count(*)::int as n from payslip where employment_id = ${who.employmentId}`.execute(db);
    expect(kept.rows[0]!.n).toBe(1);
  });

  it('lets the whole company go, its completed runs with it', async () => {
    const keep = employerId;
    const company = await db
      .insertInto('employer')
      .values({ name: 'Avvecklat AB', is_test_company: true, customer_id: STANDARD_CUSTOMER.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    employerId = company.id;
    try {
      const who = await insertEmployment('Erik', '198005059806');
      const { runId } = await insertRun('2026-01', 'completed', who);
      await sql`delete from employer where id = ${company.id}`.execute(db);
      const left = await sql<{ n: number }>`
        select (select count(*)::int from payroll_run where id = ${runId})
             + (select count(*)::int from payslip where run_id = ${runId})
             + (select count(*)::int from payslip_line where run_id = ${runId})
             + (select count(*)::int from payroll_run_approval where run_id = ${runId}) as n`.execute(db);
      expect(left.rows[0]!.n).toBe(0);
    } finally {
      employerId = keep;
    }
  });
});

describe('a run not yet completed', () => {
  it('changes, and deleting it takes its payslips, lines and approvals with it', async () => {
    const { runId, payslipId } = await insertRun('2026-03', 'calculated');
    await sql`update payslip set net_ore = 2700100 where id = ${payslipId}`.execute(db);
    await sql`update payroll_run set status = 'first-approved', version = version + 1 where id = ${runId}`.execute(
      db,
    );
    await sql`delete from payroll_run_approval where run_id = ${runId} and step = 'second'`.execute(db);
    await sql`delete from payroll_run where id = ${runId}`.execute(db);
    const left = await sql<{ n: number }>`
      select (select count(*)::int from payslip where run_id = ${runId})
           + (select count(*)::int from payslip_line where run_id = ${runId})
           + (select count(*)::int from payroll_run_approval where run_id = ${runId}) as n`.execute(db);
    expect(left.rows[0]!.n).toBe(0);
  });

  it('becomes completed by one update, after which it is final', async () => {
    const { runId } = await insertRun('2026-04', 'calculated');
    await sql`update payroll_run set status = 'completed', completed_at = now() where id = ${runId}`.execute(
      db,
    );
    expect(await refusal(sql`update payroll_run set completed_at = now() where id = ${runId}`)).toBe(
      RESTRICT_VIOLATION,
    );
  });

  it('allows one open run per period and kind', async () => {
    await insertRun('2026-05', 'calculated');
    const second = await refusal(sql`
      insert into payroll_run (employer_id, kind, period, pay_date, label, status, created_by_name)
      values (${employerId}, 'ordinary', '2026-05', '2026-05-25', 'Lön', 'draft', 'Ada Admin')`);
    expect(second).toBe('23505');
    // An extra run of the same month is another kind.
    await sql`
      insert into payroll_run (employer_id, kind, period, pay_date, label, status, created_by_name)
      values (${employerId}, 'extra', '2026-05', '2026-05-28', 'Extra lön', 'draft', 'Ada Admin')`.execute(
      db,
    );
  });
});

// Migration 0089: a line's run and company are its payslip's, a payslip's company is its run's.
describe('keys over the columns together', () => {
  it("refuses a line naming another run than its payslip's, and a payslip another company than its run's", async () => {
    const { runId, payslipId } = await insertRun('2026-06', 'calculated');
    const other = await insertRun('2026-07', 'calculated');
    const line = (run: string) => sql`
      insert into payslip_line (payslip_id, employer_id, run_id, line_no, code, name, quantity, unit, rate_ore,
                                amount_ore, period_from, period_to)
      values (${payslipId}, ${employerId}, ${run}, 2, '011', 'Månadslön', 1, 'month', 100, 100,
              '2026-06-01', '2026-06-30')`;
    expect(await refusal(line(other.runId))).toBe(FOREIGN_KEY_VIOLATION);
    await line(runId).execute(db);

    const elsewhere = await insertEmployer('Annat AB');
    expect(await refusal(sql`update payslip set employer_id = ${elsewhere} where id = ${payslipId}`)).toBe(
      FOREIGN_KEY_VIOLATION,
    );
    expect(
      await refusal(sql`update payslip_line set employer_id = ${elsewhere} where payslip_id = ${payslipId}`),
    ).toBe(FOREIGN_KEY_VIOLATION);
  });
});

// Migration 0090: a payslip's employee and company are its employment's; `result` is compressed
// with lz4 where the server has it.
describe('the payslip keys and compression of 0090', () => {
  it("refuses a payslip naming another employee than its employment's, or another company's employment", async () => {
    const { payslipId } = await insertRun('2026-08', 'calculated');
    const other = await insertEmployment('Fia', '198006069804');
    expect(
      await refusal(sql`update payslip set employee_id = ${other.employeeId} where id = ${payslipId}`),
    ).toBe(FOREIGN_KEY_VIOLATION);
    await sql`update payslip set employment_id = ${other.employmentId}, employee_id = ${other.employeeId}
              where id = ${payslipId}`.execute(db);

    const stranger = await insertEmployment('Gun', '198007079802', await insertEmployer('Grannen AB'));
    expect(
      await refusal(sql`update payslip set employment_id = ${stranger.employmentId},
                          employee_id = ${stranger.employeeId} where id = ${payslipId}`),
    ).toBe(FOREIGN_KEY_VIOLATION);
  });

  it('stores a large payslip result with lz4 on a server built with it (PostgreSQL), else with pglz', async () => {
    const { payslipId } = await insertRun('2026-09', 'calculated');
    // Over the 2 KB at which PostgreSQL compresses a row's largest value.
    const lines = Array.from({ length: 40 }, (_, index) => ({
      code: '011',
      name: `Rad ${index}`,
      amountOre: index,
    }));
    await sql`update payslip set result = ${JSON.stringify({ lines })}::jsonb where id = ${payslipId}`.execute(
      db,
    );
    const { rows } = await sql<{ compression: string | null; lz4: boolean }>`
      select pg_column_compression(result) as compression,
             exists (select 1 from pg_settings
                     where name = 'default_toast_compression' and 'lz4' = any(enumvals)) as lz4
      from payslip where id = ${payslipId}`.execute(db);
    expect(rows[0]!.compression).toBe(rows[0]!.lz4 ? 'lz4' : 'pglz');
    if (testDb.engine === 'postgres') expect(rows[0]!.lz4).toBe(true);
  });
});
