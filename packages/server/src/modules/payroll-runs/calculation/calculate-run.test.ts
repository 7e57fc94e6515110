import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../../db/test-db.ts';
import { readRun } from '../run-store.ts';
import { calculateRun } from './calculate-run.ts';
import { loadCompanyContext } from './company-context.ts';
import { completeRun } from './complete-run.ts';
import { loadPayslipInput } from './load-payslip-inputs.ts';
import { recalculateEmployee } from './recalculate-employee.ts';
import { startRunCalculation } from './start-run-calculation.ts';
import {
  approveTwice,
  createPayrollCompany,
  type InsertedEmployment,
  insertAttestedEvent,
  insertPayrollEmployee,
  insertRun,
  TABLE_33,
} from './testing/calculation-test-setup.ts';

// Expected figures are the hand-worked reference payslips of docs/payroll-calculation.md
// (S01, S02, S06, S07, all March 2026, paid 2026-03-25), here built from database rows.

let testDb: TestDatabase;
let db: Kysely<Database>;
let employerId: string;
let s01: InsertedEmployment;
let s02: InsertedEmployment;
let s06: InsertedEmployment;
let s07: InsertedEmployment;
let archived: InsertedEmployment;
let startsInApril: InsertedEmployment;
let sickEventId: string;
let lateOutlayId: string;
let runId: string;
const enqueued: { kind: string; payload: unknown }[] = [];
const fakeJobs = {
  enqueue: async (definition: { kind: string }, payload: unknown) => {
    enqueued.push({ kind: definition.kind, payload });
    return `job-${enqueued.length}`;
  },
};

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  employerId = await createPayrollCompany(db);
  s01 = await insertPayrollEmployee(db, employerId, {
    firstName: 'Sara',
    birthDate: '1985-04-12',
    tax: TABLE_33,
    salary: 3_500_000,
  });
  s02 = await insertPayrollEmployee(db, employerId, {
    firstName: 'Sixten',
    birthDate: '1990-09-03',
    tax: TABLE_33,
    salary: 3_200_000,
  });
  s06 = await insertPayrollEmployee(db, employerId, {
    firstName: 'Siv',
    birthDate: '1958-06-10',
    tax: { method: 'table', table: 33, column: 3 },
    salary: 3_000_000,
  });
  s07 = await insertPayrollEmployee(db, employerId, {
    firstName: 'Sam',
    birthDate: '1988-01-15',
    tax: { method: 'sink' },
    salary: 4_000_000,
  });
  archived = await insertPayrollEmployee(db, employerId, {
    firstName: 'Arkiv',
    birthDate: '1980-01-01',
    tax: TABLE_33,
    salary: 3_000_000,
    archived: true,
  });
  startsInApril = await insertPayrollEmployee(db, employerId, {
    firstName: 'April',
    birthDate: '1980-01-01',
    tax: TABLE_33,
    salary: 3_000_000,
    startDate: '2026-04-01',
  });
  // S02: sick Tue 10 – Thu 12 March 2026, whole days.
  sickEventId = await insertAttestedEvent(
    db,
    employerId,
    s02,
    {
      kind: 'absence',
      absenceType: 'sick',
      fromDate: '2026-03-10',
      toDate: '2026-03-12',
      extent: { mode: 'whole-days' },
      certificate: false,
    },
    { fromDate: '2026-03-10', toDate: '2026-03-12' },
  );
  // An outlay of February attested only now: the March payslip cannot pay it (lines are of March).
  lateOutlayId = await insertAttestedEvent(
    db,
    employerId,
    s01,
    { kind: 'transaction', salaryTypeCode: '720', date: '2026-02-20', amountOre: 50_000 },
    { fromDate: '2026-02-20', toDate: '2026-02-20' },
  );
  runId = await insertRun(db, employerId, { period: '2026-03', payDate: '2026-03-25' });
});

afterAll(async () => {
  await testDb.close();
});

async function payslipOf(employmentId: string) {
  return db
    .selectFrom('payslip')
    .selectAll()
    .where('run_id', '=', runId)
    .where('employment_id', '=', employmentId)
    .executeTakeFirstOrThrow();
}

describe('loadPayslipInput', () => {
  it('builds the payslip input from the employee, employment, salary rows, events and settings', async () => {
    const company = await loadCompanyContext(db, { employerId, date: '2026-03-31' });
    const loaded = await loadPayslipInput(db, {
      employerId,
      period: '2026-03',
      payDate: '2026-03-25',
      employmentId: s02.employmentId,
      company,
    });
    expect(loaded).toMatchObject({
      employmentId: s02.employmentId,
      employeeId: s02.employeeId,
      employeeName: 'Sixten Test',
      eventIds: [sickEventId],
      vacationDaysLeft: null,
      input: {
        period: '2026-03',
        payDate: '2026-03-25',
        employee: { birthDate: '1990-09-03', tax: TABLE_33, hasVaxaStod: false },
        employment: {
          salaryForm: 'monthly',
          startDate: '2020-01-01',
          endDate: null,
          employmentRate: 100,
          weeklyHours: 40,
          schedule: [8, 8, 8, 8, 8, 0, 0],
          salaryRows: [{ validFrom: '2020-01-01', validTo: null, amountOre: 3_200_000 }],
          vacation: { rule: 'sammaloneregeln', paidDaysPerYear: 25, supplementPercent: 0.8 },
        },
        alreadyPaid: [],
        yearToDateBefore: { grossOre: 0, taxOre: 0, benefitsOre: 0 },
        events: [{ kind: 'absence', absenceType: 'sick', fromDate: '2026-03-10', toDate: '2026-03-12' }],
      },
    });
    // The company's catalogue (standard types seeded) and its default accounts (BAS).
    expect(loaded!.input.salaryTypes!.map((type) => type.code)).toEqual(
      expect.arrayContaining(['100', '310', '312']),
    );
    expect(loaded!.input.settings!.accounts).toEqual({
      taxWithheld: '2710',
      netPay: '1930',
      employerContributionsCost: '7510',
      employerContributionsLiability: '2731',
    });
  });

  it('knows nothing of another company’s employment', async () => {
    const other = await createPayrollCompany(db, 'Annat AB');
    const company = await loadCompanyContext(db, { employerId: other, date: '2026-03-31' });
    const loaded = await loadPayslipInput(db, {
      employerId: other,
      period: '2026-03',
      payDate: '2026-03-25',
      employmentId: s01.employmentId,
      company,
    });
    expect(loaded).toBeUndefined();
  });
});

describe('calculating a run', () => {
  it('starts: the job is enqueued and the run is calculating with 0 of the 4 included', async () => {
    const { jobId, run } = await startRunCalculation(db, fakeJobs, { employerId, runId, userId: null });
    expect(jobId).toBe('job-1');
    expect(enqueued).toEqual([{ kind: 'payroll.run-calculation', payload: { employerId, runId } }]);
    expect(run).toMatchObject({ status: 'calculating', jobId: 'job-1', progressDone: 0, progressTotal: 4 });
    await expect(
      startRunCalculation(db, fakeJobs, { employerId, runId, userId: null }),
    ).rejects.toMatchObject({
      code: 'PAYROLL_RUN_WRONG_STATUS',
    });
  });

  it('ignores an attempt of another job', async () => {
    expect(await calculateRun(db, { employerId, runId, jobId: 'job-old' })).toEqual({
      outcome: 'superseded',
    });
    expect(await db.selectFrom('payslip').select('id').where('run_id', '=', runId).execute()).toEqual([]);
  });

  it('calculates every included employee with the hand-worked figures and the run’s totals', async () => {
    const progress: [number, number][] = [];
    const outcome = await calculateRun(db, {
      employerId,
      runId,
      jobId: 'job-1',
      batchSize: 3,
      onBatch: (done, total) => {
        progress.push([done, total]);
      },
    });
    expect(outcome).toEqual({ outcome: 'calculated', employees: 4 });
    expect(progress).toEqual([
      [0, 4],
      [3, 4],
      [4, 4],
    ]);

    // S01: 35 000, table 33 col 1 → 7 134; net 27 866,00; 35 000 × 31,42 % = 10 997. February's
    // outlay is not paid here (no tax-free 500 kr in the net) and is flagged instead.
    const sara = await payslipOf(s01.employmentId);
    expect(sara).toMatchObject({
      gross_ore: '3500000',
      tax_ore: '713400',
      tax_free_ore: '0',
      net_ore: '2786600',
      employer_contributions_ore: '1099700',
      employee_name: 'Sara Test',
    });
    expect(sara.checks).toContainEqual({
      code: 'EVENTS_FROM_EARLIER_MONTHS',
      severity: 'warning',
      message: 'En attesterad händelse från en tidigare månad betalas inte i den här lönekörningen',
    });
    expect((sara.result as { eventIds: string[] }).eventIds).toEqual([]);
    // S02: 32 000 − 886,15 − 1 181,54 = 29 932,31; tax 5 878; net 24 054,31; 29 932 × 31,42 % → 9 404.
    const sick = await payslipOf(s02.employmentId);
    expect(sick).toMatchObject({
      gross_ore: '2993231',
      tax_ore: '587800',
      net_ore: '2405431',
      employer_contributions_ore: '940400',
    });
    const lines = await db
      .selectFrom('payslip_line')
      .select(['line_no', 'code', 'amount_ore'])
      .where('payslip_id', '=', sick.id)
      .orderBy('line_no')
      .execute();
    expect(lines.filter((line) => ['100', '310', '312'].includes(line.code))).toEqual([
      { line_no: 1, code: '100', amount_ore: '3200000' },
      { line_no: 2, code: '310', amount_ore: '-88615' },
      { line_no: 3, code: '312', amount_ore: '-118154' },
    ]);
    expect((sick.result as { eventIds: string[] }).eventIds).toEqual([sickEventId]);
    // S06: column 3 → 2 644; net 27 356; 10,21 % → 3 063.
    expect(await payslipOf(s06.employmentId)).toMatchObject({
      gross_ore: '3000000',
      tax_ore: '264400',
      net_ore: '2735600',
      employer_contributions_ore: '306300',
    });
    // S07: SINK 22,5 % → 9 000; net 31 000; 12 568.
    expect(await payslipOf(s07.employmentId)).toMatchObject({
      gross_ore: '4000000',
      tax_ore: '900000',
      net_ore: '3100000',
      employer_contributions_ore: '1256800',
    });
    expect(
      await db
        .selectFrom('payslip')
        .select('employment_id')
        .where('employment_id', 'in', [archived.employmentId, startsInApril.employmentId])
        .execute(),
    ).toEqual([]);

    const run = await readRun(db, { employerId, runId });
    expect(run).toMatchObject({
      status: 'calculated',
      progressDone: 4,
      progressTotal: 4,
      employeeCount: 4,
      // Everyone has a tax table and a valid bank account, and no net is negative.
      blockingCount: 0,
      // 3 500 000 + 2 993 231 + 3 000 000 + 4 000 000; tax 713 400 + 587 800 + 264 400 + 900 000;
      // net 2 786 600 + 2 405 431 + 2 735 600 + 3 100 000; contributions 1 099 700 + 940 400 + 306 300 + 1 256 800.
      totals: {
        grossOre: 13_493_231,
        taxOre: 2_465_600,
        netOre: 11_027_631,
        employerContributionsOre: 3_603_200,
        benefitsOre: 0,
        netDeductionsOre: 0,
        taxFreeOre: 0,
      },
    });
  });

  it('calculates again from calculated with the same result, replacing the payslips', async () => {
    const read = async () => ({
      payslips: await db
        .selectFrom('payslip')
        .select(['employment_id', 'net_ore', 'tax_ore', 'result'])
        .where('run_id', '=', runId)
        .orderBy('employment_id')
        .execute(),
      lines: (await db.selectFrom('payslip_line').select('code').where('run_id', '=', runId).execute())
        .length,
    });
    const before = await read();
    const { jobId } = await startRunCalculation(db, fakeJobs, { employerId, runId, userId: null });
    expect(await calculateRun(db, { employerId, runId, jobId })).toEqual({
      outcome: 'calculated',
      employees: 4,
    });
    expect(await read()).toEqual(before);
  });

  it('leaves events another open run has taken in to that run (an extra run of the same month)', async () => {
    const extraId = await insertRun(db, employerId, {
      period: '2026-03',
      payDate: '2026-03-25',
      kind: 'extra',
      employmentIds: [s02.employmentId],
    });
    const { jobId } = await startRunCalculation(db, fakeJobs, { employerId, runId: extraId, userId: null });
    expect(await calculateRun(db, { employerId, runId: extraId, jobId })).toEqual({
      outcome: 'calculated',
      employees: 1,
    });
    const extra = await db
      .selectFrom('payslip')
      .select(['id', 'result'])
      .where('run_id', '=', extraId)
      .executeTakeFirstOrThrow();
    expect((extra.result as { eventIds: string[] }).eventIds).toEqual([]);
    const codes = await db
      .selectFrom('payslip_line')
      .select('code')
      .where('payslip_id', '=', extra.id)
      .execute();
    expect(codes.map((line) => line.code)).not.toContain('312');
    await db.deleteFrom('payroll_run').where('id', '=', extraId).execute();
  });

  it('recalculates one employee after a fix, in the request, with the run’s totals', async () => {
    await db
      .updateTable('salary_row')
      .set({ amount_ore: 3_200_000 })
      .where('employment_id', '=', s01.employmentId)
      .execute();
    const started = performance.now();
    const { run, payslip } = await recalculateEmployee(db, {
      employerId,
      runId,
      employmentId: s01.employmentId,
    });
    expect(performance.now() - started).toBeLessThan(1000);
    // 32 000 in table 33 col 1: row 31801–32000 → 6 381; net 25 619; 32 000 × 31,42 % = 10 054,40 → 10 054.
    expect(payslip.payslip).toMatchObject({ grossOre: 3_200_000, taxOre: 638_100, netOre: 2_561_900 });
    expect(payslip.payslip.contributions.totalOre).toBe(1_005_400);
    expect(run.totals).toMatchObject({
      grossOre: 13_493_231 - 3_500_000 + 3_200_000,
      taxOre: 2_465_600 - 713_400 + 638_100,
      netOre: 11_027_631 - 2_786_600 + 2_561_900,
      employerContributionsOre: 3_603_200 - 1_099_700 + 1_005_400,
    });
    expect(await db.selectFrom('payslip').select('id').where('run_id', '=', runId).execute()).toHaveLength(4);
    await expect(
      recalculateEmployee(db, { employerId, runId, employmentId: archived.employmentId }),
    ).rejects.toMatchObject({ code: 'PAYROLL_RUN_EMPLOYEE_NOT_IN_RUN', status: 404 });
  });

  it('completes: the events taken in are paid by the run, the run is completed', async () => {
    await expect(completeRun(db, { employerId, runId, userId: null })).rejects.toMatchObject({
      code: 'PAYROLL_RUN_WRONG_STATUS',
    });
    await approveTwice(db, employerId, runId);
    const completed = await db
      .transaction()
      .execute((trx) => completeRun(trx, { employerId, runId, userId: null }));
    expect(completed).toMatchObject({ status: 'completed' });
    expect(completed.completedAt).toBeInstanceOf(Date);
    expect(
      await db
        .selectFrom('event')
        .select(['state', 'paid_in_run_id', 'paid_in_run_label'])
        .where('id', '=', sickEventId)
        .executeTakeFirst(),
    ).toEqual({ state: 'paid', paid_in_run_id: runId, paid_in_run_label: 'Lön 2026-03' });
    expect(
      await db
        .selectFrom('event')
        .select(['state', 'paid_in_run_id'])
        .where('id', '=', lateOutlayId)
        .executeTakeFirst(),
    ).toEqual({ state: 'attested', paid_in_run_id: null });
    await expect(
      recalculateEmployee(db, { employerId, runId, employmentId: s01.employmentId }),
    ).rejects.toMatchObject({ code: 'PAYROLL_RUN_WRONG_STATUS' });
  });
});
