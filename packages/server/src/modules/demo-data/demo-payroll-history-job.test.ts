import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import type { JobContext } from '../../jobs/job-definition.ts';
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
import { demoPayrollHistoryJob } from './demo-payroll-history-job.ts';
import { insertDemoData } from './insert-demo-data.ts';
import { buildDemoPayrollHistory } from './insert-demo-payroll-history.ts';

/*
 * Issue 18: a test company's payroll history is a background job. Creating the company answers
 * before any run of the history exists, the payroll page shows the job's progress while the
 * company's other pages answer, and the job makes one completed run per month back. A retry of the
 * job makes nothing new, and a month that fails leaves no run of that month behind (one
 * transaction per run), so the next attempt makes it from the start.
 */

const MONTHS_BACK = 3;
/**
 * The history made through the company's creation: the longest the form allows, so the job's 22
 * runs take far longer than the answer does (the months before 2025 get none).
 */
const LONG_MONTHS_BACK = 24;
const LONG_EMPLOYEES = 3;

/** The periods of the `monthsBack` months before this one that the engine has a tax year for (≥ 2025). */
function historyPeriods(monthsBack: number): string[] {
  const today = toDateOnly(new Date());
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const periods: string[] = [];
  for (let back = monthsBack; back >= 1; back -= 1) {
    const index = year * 12 + month - 1 - back;
    const period = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    // Paid on the 25th of the same month (the sample payout settings), so the period's year is the pay year.
    if (period >= '2025-01') periods.push(period);
  }
  return periods;
}

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

type SampleHistory = { state: string; progress: number; monthsBack: number } | null;

async function readSampleHistory(client: EmployerClient): Promise<SampleHistory> {
  const response = await client('GET', '/payroll-runs');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().sampleHistory;
}

const runsOf = (employerId: string) =>
  testApp.db
    .selectFrom('payroll_run')
    .select(['id', 'period', 'kind', 'status'])
    .where('employer_id', '=', employerId)
    .orderBy('period')
    .execute();

async function countRows(table: 'payslip' | 'audit_event', employerId: string): Promise<number> {
  const row = await testApp.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('employer_id', '=', employerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A job context for running the job's own `run` as a retry would (attempt 1). */
function retryContext(): JobContext {
  return {
    jobId: '00000000-0000-4000-8000-000000000001',
    attempt: 1,
    db: testApp.db,
    mailer: { kind: 'log', send: async () => {}, close: () => {} } as unknown as JobContext['mailer'],
    signal: new AbortController().signal,
    progress: async () => {},
    transaction: async () => {
      throw new Error('the history job starts no other job');
    },
  } as JobContext;
}

describe('a test company’s payroll history as a background job', () => {
  let employerId: string;
  let client: EmployerClient;

  it('answers the creation before the history exists, shows its progress, and then has a completed run per month', async () => {
    const periods = historyPeriods(LONG_MONTHS_BACK);
    const admin = await signUpUser(testApp.app, testApp.db);
    const company = await createCompany(
      testApp.app,
      admin,
      buildNewCompany({
        orgNumber: '',
        packagingId: HR_KOMPLETT.id,
        demoData: { demo: true, extraEmployees: LONG_EMPLOYEES, monthsBack: LONG_MONTHS_BACK },
      }),
    );
    employerId = company.employerId;
    client = employerClient(testApp.app, admin, employerId, company.adminRoleId);
    // At once after the answer: far from all months are made (the answer did not wait for them) …
    const completedEarly = (await runsOf(employerId)).filter((run) => run.status === 'completed');
    expect(completedEarly.length).toBeLessThan(periods.length);
    const employer = await testApp.db
      .selectFrom('employer')
      .select('demo_history_job_id')
      .where('id', '=', employerId)
      .executeTakeFirstOrThrow();
    expect(employer.demo_history_job_id).toMatch(/^[0-9a-f-]{36}$/);

    // … the payroll page shows the job waiting or running, and the company's other pages answer.
    const early = await readSampleHistory(client);
    expect(['queued', 'running']).toContain(early!.state);
    expect(early!.monthsBack).toBe(LONG_MONTHS_BACK);
    expect(early!.progress).toBeLessThan(100);
    const employees = await client('GET', '/employees');
    expect(employees.statusCode, employees.body).toBe(200);
    expect(employees.json().total).toBe(LONG_EMPLOYEES);

    let history = early;
    for (let attempt = 0; attempt < 1500 && !['succeeded', 'failed'].includes(history!.state); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      history = await readSampleHistory(client);
    }
    expect(history).toEqual({ state: 'succeeded', progress: 100, monthsBack: LONG_MONTHS_BACK });
    const runs = await runsOf(employerId);
    expect(runs.map((run) => run.period)).toEqual(periods);
    expect(runs.every((run) => run.kind === 'ordinary' && run.status === 'completed')).toBe(true);
    // One payslip per sample employee and month.
    expect(await countRows('payslip', employerId)).toBe(periods.length * LONG_EMPLOYEES);
  }, 240_000);

  it('makes nothing new when the job runs again (a retry after the history was made)', async () => {
    const months = historyPeriods(LONG_MONTHS_BACK).length;
    const before = {
      runs: await runsOf(employerId),
      payslips: await countRows('payslip', employerId),
      audit: await countRows('audit_event', employerId),
    };
    const { created_at: asOf } = await testApp.db
      .selectFrom('employer')
      .select('created_at')
      .where('id', '=', employerId)
      .executeTakeFirstOrThrow();
    const result = await demoPayrollHistoryJob.run(
      { employerId, monthsBack: LONG_MONTHS_BACK, asOf: asOf.toISOString() },
      retryContext(),
    );
    expect(result).toEqual({ completed: months, made: 0, months, stoppedAt: null });
    expect(await runsOf(employerId)).toEqual(before.runs);
    expect(await countRows('payslip', employerId)).toBe(before.payslips);
    expect(await countRows('audit_event', employerId)).toBe(before.audit);
  }, 120_000);

  it('leaves no run of a month that failed, and a retry makes the missing months once', async () => {
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
    const ownClient = employerClient(testApp.app, admin, company.employerId, company.adminRoleId);
    const created = await ownClient('POST', '/employees', {
      ...buildEmployee({
        firstName: 'Fasta',
        lastName: 'Lönen',
        clearingNumber: '3300',
        accountNumber: '8503120076',
      }),
      employment: buildEmployment({
        startDate: '2020-01-01',
        salaryRows: [{ validFrom: '2020-01-01', amountOre: 3_000_000 }],
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    await testApp.db
      .transaction()
      .execute((trx) =>
        insertDemoData(trx, company.employerId, { extraEmployees: 2, monthsBack: MONTHS_BACK }),
      );
    // No history job for a company made without sample data: the page shows none.
    expect(await readSampleHistory(ownClient)).toBeNull();
    const asOf = new Date();
    let failedPeriod: string | undefined;
    let calls = 0;
    await expect(
      buildDemoPayrollHistory(testApp.db, company.employerId, MONTHS_BACK, {
        asOf,
        // The second month fails just before its run is completed (its run, payslips and paid
        // events are written by then, in its transaction).
        beforeComplete: async (period) => {
          calls += 1;
          if (calls === 2) {
            failedPeriod = period;
            throw new Error('the process failed here');
          }
        },
      }),
    ).rejects.toThrow('the process failed here');
    const afterFailure = await runsOf(company.employerId);
    expect(afterFailure).toHaveLength(1);
    expect(afterFailure[0]!.status).toBe('completed');
    expect(afterFailure[0]!.period < failedPeriod!).toBe(true);
    const { rows: payslipPeriods } = await sql<{ period: string }>`select distinct period from payslip
      where employer_id = ${company.employerId}`.execute(testApp.db);
    expect(payslipPeriods.map((row) => row.period)).toEqual([afterFailure[0]!.period]);
    const { rows: paidInFailedMonth } = await sql<{ n: number }>`select count(*)::int as n from event
      where employer_id = ${company.employerId} and state = 'paid'
        and to_char(from_date, 'YYYY-MM') = ${failedPeriod!}`.execute(testApp.db);
    expect(paidInFailedMonth[0]!.n).toBe(0);

    // The retry: the first month is found, the other two are made.
    const progress: [number, number][] = [];
    const retried = await buildDemoPayrollHistory(testApp.db, company.employerId, MONTHS_BACK, {
      asOf,
      onProgress: async (done, total) => {
        progress.push([done, total]);
      },
    });
    expect(retried).toEqual({
      completed: MONTHS_BACK,
      made: MONTHS_BACK - 1,
      months: MONTHS_BACK,
      stoppedAt: null,
    });
    expect(progress).toEqual([
      [1, MONTHS_BACK],
      [2, MONTHS_BACK],
      [3, MONTHS_BACK],
    ]);
    const runs = await runsOf(company.employerId);
    expect(runs).toHaveLength(MONTHS_BACK);
    expect(runs[0]!.id).toBe(afterFailure[0]!.id);
    expect(runs.every((run) => run.status === 'completed')).toBe(true);
    // 3 employees (ours and 2 sample ones) × 3 months.
    expect(await countRows('payslip', company.employerId)).toBe(3 * MONTHS_BACK);
  }, 180_000);
});
