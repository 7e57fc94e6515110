import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import {
  buildEmployee,
  buildEmployment,
  type EmployerClient,
  employerClient,
} from '../employees/testing/employee-test-helpers.ts';
import {
  buildNewCompany,
  createCompany,
  makeOrgNumber,
  signUpUser,
} from '../employer/testing/employer-test-helpers.ts';
import { HR_KOMPLETT } from '../privileges/standard-packagings.ts';
import { insertDemoData } from './insert-demo-data.ts';
import { buildDemoPayrollHistory } from './insert-demo-payroll-history.ts';

/*
 * Issue 18: a test company with sample data gets `monthsBack` completed ordinary runs, oldest
 * first, with the events of those months paid and a payslip per employee and month; this month is
 * left open. The company is made without sample data, one employee of our own is added (30 000 kr
 * a month from long before the history, table 33 column 1, a valid Nordea personkonto, no events),
 * and then the sample data is filled in as company creation does it, and the history as its job
 * does it (demo-payroll-history-job.test.ts tests the job itself).
 */

const EXTRA_EMPLOYEES = 8;
const MONTHS_BACK = 4;
const SALARY_ORE = 3_000_000;

let testApp: TestApp;
let asAdmin: EmployerClient;
let employerId: string;
let ownEmploymentId: string;

const today = toDateOnly(new Date());
const thisMonth = today.slice(0, 7);

beforeAll(async () => {
  testApp = await buildTestApp();
  const admin = await signUpUser(testApp.app, testApp.db);
  const company = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({
      orgNumber: makeOrgNumber(Math.floor(Math.random() * 90_000)),
      packagingId: HR_KOMPLETT.id,
      demoData: { demo: false },
    }),
  );
  employerId = company.employerId;
  asAdmin = employerClient(testApp.app, admin, employerId, company.adminRoleId);
  const created = await asAdmin('POST', '/employees', {
    ...buildEmployee({
      firstName: 'Fasta',
      lastName: 'Lönen',
      clearingNumber: '3300',
      accountNumber: '8503120076',
    }),
    employment: buildEmployment({
      startDate: '2020-01-01',
      salaryRows: [{ validFrom: '2020-01-01', amountOre: SALARY_ORE }],
    }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const row = await testApp.db
    .selectFrom('employment')
    .select('id')
    .where('employer_id', '=', employerId)
    .executeTakeFirstOrThrow();
  ownEmploymentId = row.id;
  await testApp.db
    .transaction()
    .execute((trx) =>
      insertDemoData(trx, employerId, { extraEmployees: EXTRA_EMPLOYEES, monthsBack: MONTHS_BACK }),
    );
  await buildDemoPayrollHistory(testApp.db, employerId, MONTHS_BACK, { asOf: new Date() });
}, 120_000);
afterAll(async () => {
  await testApp.close();
});

type Payslip = {
  employment_id: string;
  period: string;
  pay_date: string;
  gross_ore: string;
  tax_ore: string;
  result: { yearToDate: { grossOre: number; taxOre: number } };
};

/** Reads the payroll page until the company's history job has finished; it must have succeeded. */
async function waitForSampleHistory(client: EmployerClient) {
  for (let attempt = 0; attempt < 1500; attempt += 1) {
    const response = await client('GET', '/payroll-runs');
    expect(response.statusCode, response.body).toBe(200);
    const { sampleHistory } = response.json();
    if (sampleHistory.state === 'succeeded' || sampleHistory.state === 'failed') {
      expect(sampleHistory).toMatchObject({ state: 'succeeded', progress: 100 });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the payroll history did not finish');
}

describe("a test company's payroll history (Månader bakåt)", () => {
  it('has one completed ordinary run per past month, oldest first, and none for this month', async () => {
    const runs = await testApp.db
      .selectFrom('payroll_run')
      .select(['period', 'kind', 'status', 'employee_count', 'created_at'])
      .where('employer_id', '=', employerId)
      .orderBy('period')
      .execute();
    expect(runs).toHaveLength(MONTHS_BACK);
    expect(runs.every((run) => run.kind === 'ordinary' && run.status === 'completed')).toBe(true);
    expect(runs.some((run) => run.period === thisMonth)).toBe(false);
    expect(runs.at(-1)!.period < thisMonth).toBe(true);
    // Made oldest first, so each one's year to date could build on the ones before.
    const made = runs.map((run) => new Date(run.created_at).getTime());
    expect([...made].sort((a, b) => a - b)).toEqual(made);
    expect(runs.every((run) => Number(run.employee_count) === EXTRA_EMPLOYEES + 1)).toBe(true);
  });

  it('has a payslip per employee and month, shown by the payslip routes', async () => {
    const counted = await testApp.db
      .selectFrom('payslip')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('employer_id', '=', employerId)
      .executeTakeFirstOrThrow();
    expect(Number(counted.count)).toBe(MONTHS_BACK * (EXTRA_EMPLOYEES + 1));
    const listed = await asAdmin('GET', `/payslips?employmentId=${ownEmploymentId}`);
    expect(listed.statusCode, listed.body).toBe(200);
  });

  it("pays the attested events of the past months, and none of this month's", async () => {
    const { rows } = await sql<{ state: string; count: number; this_month: boolean }>`
      select state, (from_date >= ${`${thisMonth}-01`}::date) as this_month, count(*)::int as count
      from event where employer_id = ${employerId} group by 1, 2`.execute(testApp.db);
    const count = (state: string, current: boolean) =>
      rows.find((row) => row.state === state && row.this_month === current)?.count ?? 0;
    expect(count('paid', false)).toBeGreaterThan(0);
    expect(count('paid', true)).toBe(0);
    const unpaid = await sql<{ count: number }>`
      select count(*)::int as count from event
      where employer_id = ${employerId} and state = 'attested' and to_date < ${`${thisMonth}-01`}::date
        and kind <> 'trip'`.execute(testApp.db);
    expect(unpaid.rows[0]!.count).toBe(0);
  });

  it('gives the latest payslip the year to date of the months before it (hand-checked, fixed salary)', async () => {
    const payslips = (
      await sql<Payslip>`
        select employment_id, period, to_char(pay_date, 'YYYY-MM-DD') as pay_date, gross_ore, tax_ore, result
        from payslip where employer_id = ${employerId} order by pay_date`.execute(testApp.db)
    ).rows;
    const own = payslips.filter((payslip) => payslip.employment_id === ownEmploymentId);
    expect(own).toHaveLength(MONTHS_BACK);
    const latest = own.at(-1)!;
    const sameYear = own.filter((payslip) => payslip.pay_date.slice(0, 4) === latest.pay_date.slice(0, 4));
    // 30 000 kr a month and nothing else: each month's gross is 30 000 kr, so the year to date is
    // 30 000 kr × the months paid this year (4 × 30 000 = 120 000 kr when all four are this year).
    for (const payslip of own) expect(Number(payslip.gross_ore)).toBe(SALARY_ORE);
    expect(latest.result.yearToDate.grossOre).toBe(sameYear.length * SALARY_ORE);
    // The same monthly tax from the table every month: the year to date is the months' sum.
    const tax = Number(own[0]!.tax_ore);
    expect(tax).toBeGreaterThan(0);
    expect(latest.result.yearToDate.taxOre).toBe(sameYear.length * tax);
    // And for every employee: the latest payslip's year to date is the sum of that year's months.
    for (const employmentId of new Set(payslips.map((payslip) => payslip.employment_id))) {
      const mine = payslips.filter((payslip) => payslip.employment_id === employmentId);
      const last = mine.at(-1)!;
      const year = mine.filter((payslip) => payslip.pay_date.slice(0, 4) === last.pay_date.slice(0, 4));
      const gross = year.reduce((sum, payslip) => sum + Number(payslip.gross_ore), 0);
      expect(last.result.yearToDate.grossOre, employmentId).toBe(gross);
    }
  });

  it('stops at a month with a blocking check, left calculated, instead of failing the company', async () => {
    const admin = await signUpUser(testApp.app, testApp.db);
    const company = await createCompany(
      testApp.app,
      admin,
      buildNewCompany({
        orgNumber: makeOrgNumber(Math.floor(Math.random() * 90_000)),
        packagingId: HR_KOMPLETT.id,
        demoData: { demo: false },
      }),
    );
    const client = employerClient(testApp.app, admin, company.employerId, company.adminRoleId);
    // No bank account: NO_BANK_ACCOUNT blocks the first approval.
    const created = await client('POST', '/employees', {
      ...buildEmployee({ firstName: 'Utan', lastName: 'Konto' }),
      employment: buildEmployment({
        startDate: '2020-01-01',
        salaryRows: [{ validFrom: '2020-01-01', amountOre: SALARY_ORE }],
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    await testApp.db
      .transaction()
      .execute((trx) => insertDemoData(trx, company.employerId, { extraEmployees: 2, monthsBack: 3 }));
    const history = await buildDemoPayrollHistory(testApp.db, company.employerId, 3, { asOf: new Date() });
    expect(history).toMatchObject({ completed: 0, made: 0, months: 3 });
    expect(history.stoppedAt).not.toBeNull();
    // A retry stops at the same run: it neither completes it nor makes the months after it.
    expect(await buildDemoPayrollHistory(testApp.db, company.employerId, 3, { asOf: new Date() })).toEqual(
      history,
    );
    const runs = await testApp.db
      .selectFrom('payroll_run')
      .select(['period', 'status', 'blocking_count'])
      .where('employer_id', '=', company.employerId)
      .execute();
    expect(runs).toHaveLength(1);
    expect(runs[0]!.status).toBe('calculated');
    expect(Number(runs[0]!.blocking_count)).toBe(1);
  });

  it('leaves the months before the first income year the engine knows (2025) without a run', async () => {
    const admin = await signUpUser(testApp.app, testApp.db);
    const company = await createCompany(
      testApp.app,
      admin,
      buildNewCompany({
        orgNumber: '',
        packagingId: HR_KOMPLETT.id,
        demoData: { demo: true, extraEmployees: 2, monthsBack: 24 },
      }),
    );
    const client = employerClient(testApp.app, admin, company.employerId, company.adminRoleId);
    await waitForSampleHistory(client);
    const runs = await testApp.db
      .selectFrom('payroll_run')
      .select(['period', 'status'])
      .where('employer_id', '=', company.employerId)
      .orderBy('period')
      .execute();
    // The 24 months before this one, paid on the 25th of the same month: those of 2025 or later.
    const [year, month] = thisMonth.split('-').map(Number) as [number, number];
    const expected: string[] = [];
    for (let back = 24; back >= 1; back -= 1) {
      const index = year * 12 + month - 1 - back;
      const period = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
      if (period >= '2025-01') expected.push(period);
    }
    expect(runs.map((run) => run.period)).toEqual(expected);
    expect(runs.every((run) => run.status === 'completed')).toBe(true);
  }, 180_000);
});
