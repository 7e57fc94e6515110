import type { TaxSettings } from '@lonsam/domain/employees/tax-settings';
import type { EventPayload } from '@lonsam/domain/events/event-schema';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../../db/schema.ts';
import { nextPersonnummer } from '../../../employees/testing/employee-test-helpers.ts';
import { seedReferenceData } from '../../../privileges/seed-reference-data.ts';
import { STANDARD_CUSTOMER } from '../../../privileges/standard-packagings.ts';
import { seedStandardSalaryTypes } from '../../../salary-types/index.ts';
import { calculateRun } from '../calculate-run.ts';
import { completeRun } from '../complete-run.ts';
import { startRunCalculation } from '../start-run-calculation.ts';

export const TABLE_33: TaxSettings = { method: 'table', table: 33, column: 1 };

/** A company with the standard salary types and default settings (SQL, no routes). */
export async function createPayrollCompany(db: Kysely<Database>, name = 'Lönekörning AB'): Promise<string> {
  await seedReferenceData(db);
  const employer = await db
    .insertInto('employer')
    .values({ name, is_test_company: true, customer_id: STANDARD_CUSTOMER.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await seedStandardSalaryTypes(db, employer.id);
  return employer.id;
}

export type EmployeeSpec = {
  firstName: string;
  lastName?: string;
  birthDate: string;
  tax: TaxSettings | null;
  /** Salary rows; a single amount means one row from the start date. */
  salary: number | { validFrom: string; validTo: string | null; amountOre: number }[];
  startDate?: string;
  endDate?: string | null;
  salaryForm?: 'monthly' | 'hourly';
  bankAccount?: boolean;
  archived?: boolean;
};

export type InsertedEmployment = { employeeId: string; employmentId: string };

/** An employee with one full-time employment Monday–Friday 8 h and its salary rows (SQL). */
export async function insertPayrollEmployee(
  db: Kysely<Database>,
  employerId: string,
  spec: EmployeeSpec,
): Promise<InsertedEmployment> {
  const startDate = spec.startDate ?? '2020-01-01';
  const employee = await db
    .insertInto('employee')
    .values({
      employer_id: employerId,
      first_name: spec.firstName,
      last_name: spec.lastName ?? 'Test',
      personnummer: nextPersonnummer(),
      birth_date: spec.birthDate,
      tax_settings: JSON.stringify(spec.tax ?? {}),
      ...(spec.bankAccount === false ? {} : { clearing_number: '3300', account_number: '8503120076' }),
      ...(spec.archived ? { archived_at: new Date() } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const employment = await sql<{ id: string }>`
    insert into employment (employer_id, employee_id, start_date, end_date, employment_type, position,
                            schedule, weekly_hours, salary_form, vacation, pension)
    values (${employerId}, ${employee.id}, ${startDate}, ${spec.endDate ?? null}, 'permanent', 'Ekonom',
            '[8,8,8,8,8,0,0]', 40, ${spec.salaryForm ?? 'monthly'}, '{}', '{}')
    returning id`.execute(db);
  const employmentId = employment.rows[0]!.id;
  const rows =
    typeof spec.salary === 'number'
      ? [{ validFrom: startDate, validTo: null, amountOre: spec.salary }]
      : spec.salary;
  await db
    .insertInto('salary_row')
    .values(
      rows.map((row) => ({
        employment_id: employmentId,
        valid_from: row.validFrom,
        valid_to: row.validTo,
        amount_ore: row.amountOre,
      })),
    )
    .execute();
  return { employeeId: employee.id, employmentId };
}

/** An attested event of the employment (SQL), ready for the payroll. */
export async function insertAttestedEvent(
  db: Kysely<Database>,
  employerId: string,
  who: InsertedEmployment,
  payload: EventPayload,
  dates: { fromDate: string; toDate: string },
): Promise<string> {
  const row = await db
    .insertInto('event')
    .values({
      employer_id: employerId,
      employment_id: who.employmentId,
      employee_id: who.employeeId,
      kind: payload.kind,
      state: 'attested',
      payload: JSON.stringify(payload),
      from_date: dates.fromDate,
      to_date: dates.toDate,
      reported_by_user_id: null,
      reported_by_role: 'admin',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type RunSpec = {
  period: string;
  payDate: string;
  kind?: 'ordinary' | 'extra' | 'correction';
  employmentIds?: string[];
  /** A correction's completed run. */
  correctsRunId?: string;
  label?: string;
};

/** A run of the period in `draft` (SQL; the lifecycle routes are tested elsewhere). */
export async function insertRun(db: Kysely<Database>, employerId: string, input: RunSpec): Promise<string> {
  const run = await db
    .insertInto('payroll_run')
    .values({
      employer_id: employerId,
      kind: input.kind ?? 'ordinary',
      period: input.period,
      pay_date: input.payDate,
      label: input.label ?? `Lön ${input.period}`,
      corrects_run_id: input.correctsRunId ?? null,
      status: 'draft',
      created_by_name: 'Ada Admin',
      ...(input.employmentIds ? { employment_ids: input.employmentIds } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return run.id;
}

/** Marks a calculated run approved twice (SQL), as the approval steps would. */
export async function approveTwice(db: Kysely<Database>, employerId: string, runId: string): Promise<void> {
  for (const step of ['first', 'second'] as const)
    await db
      .insertInto('payroll_run_approval')
      .values({
        run_id: runId,
        employer_id: employerId,
        step,
        user_id: crypto.randomUUID(),
        user_name: 'Bea',
      })
      .execute();
  await db
    .updateTable('payroll_run')
    .set({ status: 'second-approved' })
    .where('id', '=', runId)
    .where('status', '=', 'calculated')
    .execute();
}

/**
 * A new run (`insertRun`) calculated by the calculation itself, then approved twice and completed
 * in a transaction; with `calculateOnly` it stays `calculated`. Throws unless the calculation's
 * outcome is 'calculated'. Returns the run's id.
 */
export async function completeNewRun(
  db: Kysely<Database>,
  employerId: string,
  input: RunSpec & { calculateOnly?: boolean },
): Promise<string> {
  const { calculateOnly = false, ...spec } = input;
  const runId = await insertRun(db, employerId, spec);
  const jobs = { enqueue: async () => crypto.randomUUID() };
  const { jobId } = await startRunCalculation(db, jobs, { employerId, runId, userId: null });
  const outcome = await calculateRun(db, { employerId, runId, jobId });
  if (outcome.outcome !== 'calculated')
    throw new Error(`The run of ${spec.period} was not calculated: ${JSON.stringify(outcome)}`);
  if (calculateOnly) return runId;
  await approveTwice(db, employerId, runId);
  await db.transaction().execute((trx) => completeRun(trx, { employerId, runId, userId: null }));
  return runId;
}

/**
 * `count` employees like S01 (born 1985-04-12, table 33 column 1, 35 000 kr a month since 2020,
 * a valid bank account), inserted set-based: for runs large enough to be stopped halfway.
 */
export async function insertManyEmployees(
  db: Kysely<Database>,
  employerId: string,
  count: number,
  salaryOre = 3_500_000,
): Promise<void> {
  await sql`
    insert into employee (employer_id, first_name, last_name, personnummer, birth_date, tax_settings,
                          clearing_number, account_number)
    select ${employerId}, 'Anställd', lpad(g::text, 5, '0'), '19850412' || lpad(g::text, 6, '0'),
           '1985-04-12', '{"method":"table","table":33,"column":1}'::jsonb, '3300', '8503120076'
    from generate_series(1, ${count}::int) as g`.execute(db);
  await sql`
    insert into employment (employer_id, employee_id, start_date, employment_type, position, schedule,
                            weekly_hours, salary_form, vacation, pension)
    select ${employerId}, e.id, '2020-01-01', 'permanent', 'Ekonom', '[8,8,8,8,8,0,0]', 40, 'monthly', '{}', '{}'
    from employee e
    where e.employer_id = ${employerId} and not exists (select 1 from employment m where m.employee_id = e.id)`.execute(
    db,
  );
  await sql`
    insert into salary_row (employment_id, valid_from, amount_ore)
    select m.id, '2020-01-01', ${salaryOre}
    from employment m
    where m.employer_id = ${employerId} and not exists (select 1 from salary_row s where s.employment_id = m.id)`.execute(
    db,
  );
}
