import type { Kysely } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployerScope } from '../../../access/employer-scope.ts';
import type { Database } from '../../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../../db/test-db.ts';
import { renderPayslipPdf } from '../../payslips/payslip-pdf.ts';
import { findVisiblePayslip } from '../../payslips/payslip-store.ts';
import { calculateRun } from './calculate-run.ts';
import { completeRun } from './complete-run.ts';
import { recalculateEmployee } from './recalculate-employee.ts';
import { startRunCalculation } from './start-run-calculation.ts';
import {
  approveTwice,
  completeNewRun,
  createPayrollCompany,
  type InsertedEmployment,
  insertAttestedEvent,
  insertPayrollEmployee,
  insertRun,
  TABLE_33,
} from './testing/calculation-test-setup.ts';

// A correction run's lines refer to what they correct (docs/payroll-runs.md *Correction runs*).
// Kim (S01, 35 000 kr) is paid for March by "Lön mars 2026" (its payslip: line 1 100 Månadslön).
// Afterwards a raise to 36 000 kr from 1 March is registered and an outlay of 500 kr of 20 March
// attested. The correction run of March (pay date 30 March) pays 520 Retroaktiv lön
// 36 000 − 35 000 = 1 000 kr and 720 Utlägg 500 kr, both of March: the 520 corrects the
// ordinary payslip's salary line 1, the outlay the payslip (it had no outlay line).

let testDb: TestDatabase;
let db: Kysely<Database>;
let employerId: string;
let kim: InsertedEmployment;
let ordinary: string;
let correction: string;
const jobs = { enqueue: async () => crypto.randomUUID() };

async function calculate(runId: string) {
  const { jobId } = await startRunCalculation(db, jobs, { employerId, runId, userId: null });
  expect(await calculateRun(db, { employerId, runId, jobId })).toMatchObject({ outcome: 'calculated' });
}

async function payslipOf(runId: string) {
  return db.selectFrom('payslip').selectAll().where('run_id', '=', runId).executeTakeFirstOrThrow();
}

async function linesOf(payslipId: string) {
  return db
    .selectFrom('payslip_line')
    .select(['line_no', 'code', 'amount_ore', 'corrects_run_id', 'corrects_payslip_id', 'corrects_line_no'])
    .where('payslip_id', '=', payslipId)
    .orderBy('line_no')
    .execute();
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  employerId = await createPayrollCompany(db);
  kim = await insertPayrollEmployee(db, employerId, {
    firstName: 'Kim',
    birthDate: '1985-04-12',
    tax: TABLE_33,
    salary: 3_500_000,
  });
  ordinary = await completeNewRun(db, employerId, {
    period: '2026-03',
    payDate: '2026-03-25',
    label: 'Lön mars 2026',
  });
  await db
    .updateTable('salary_row')
    .set({ valid_to: '2026-02-28' })
    .where('employment_id', '=', kim.employmentId)
    .execute();
  await db
    .insertInto('salary_row')
    .values({
      employment_id: kim.employmentId,
      valid_from: '2026-03-01',
      valid_to: null,
      amount_ore: 3_600_000,
    })
    .execute();
  await insertAttestedEvent(
    db,
    employerId,
    kim,
    { kind: 'transaction', salaryTypeCode: '720', date: '2026-03-20', amountOre: 50_000 },
    { fromDate: '2026-03-20', toDate: '2026-03-20' },
  );
  correction = await insertRun(db, employerId, {
    period: '2026-03',
    payDate: '2026-03-30',
    kind: 'correction',
    correctsRunId: ordinary,
    label: 'Korrigering mars 2026',
  });
  await calculate(correction);
}, 120_000);

afterAll(async () => {
  await testDb.close();
});

describe('a correction run', () => {
  it('stores on each line the run, payslip and line it corrects', async () => {
    const corrected = await payslipOf(ordinary);
    expect((await linesOf(corrected.id)).map((line) => [line.line_no, line.code])).toEqual([[1, '100']]);
    const payslip = await payslipOf(correction);
    expect(await linesOf(payslip.id)).toEqual([
      {
        line_no: 1,
        code: '520',
        amount_ore: '100000',
        corrects_run_id: ordinary,
        corrects_payslip_id: corrected.id,
        corrects_line_no: 1,
      },
      {
        line_no: 2,
        code: '720',
        amount_ore: '50000',
        corrects_run_id: ordinary,
        corrects_payslip_id: corrected.id,
        corrects_line_no: null,
      },
    ]);
    // The retro 1 000 kr is an engångsbelopp and the only taxable pay (table part 0 → 0 kr). The
    // year's income (§9.6: paid + expected for the rest of the year): YTD 35 000 (March's payslip)
    // + this payslip's table-taxed pay 0 + April–December 9 × 36 000 (the salary now) + 1 000 =
    // 360 000 kr → 2026 column 1, 192 001–477 600: 26 % → 260 kr. Net 1 000 − 260 + 500
    // (tax-free outlay) = 1 240 kr. Contributions 1 000 × 31,42 % = 314,20 → 314 kr.
    expect(payslip).toMatchObject({
      gross_ore: '100000',
      tax_ore: '26000',
      net_ore: '124000',
      employer_contributions_ore: '31400',
    });
  });

  it('keeps the references when one employee is calculated again', async () => {
    const { payslip } = await recalculateEmployee(db, {
      employerId,
      runId: correction,
      employmentId: kim.employmentId,
    });
    expect(payslip.payslip.lines.map((line) => [line.code, line.corrects?.lineNo])).toEqual([
      ['520', 1],
      ['720', null],
    ]);
  });

  it('shows the employee “Rättelse av Lön mars 2026” on the payslip and in its PDF', async () => {
    await approveTwice(db, employerId, correction);
    await db
      .transaction()
      .execute((trx) => completeRun(trx, { employerId, runId: correction, userId: null }));
    const corrected = await payslipOf(ordinary);
    const own = await payslipOf(correction);
    const scope: EmployerScope = {
      employerId,
      roleId: crypto.randomUUID(),
      role: 'user',
      employmentId: kim.employmentId,
      packagingId: null,
      privileges: [],
    };
    const detail = await findVisiblePayslip(db, scope, own.id);
    const reference = {
      runId: ordinary,
      runLabel: 'Lön mars 2026',
      payslipId: corrected.id,
      period: '2026-03',
      payDate: '2026-03-25',
    };
    expect(detail.lines.map((line) => [line.code, line.corrects])).toEqual([
      ['520', { ...reference, lineNo: 1 }],
      ['720', { ...reference, lineNo: null }],
    ]);
    const pdf = await renderPayslipPdf(detail);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text.match(/Rättelse av Lön mars 2026/g)).toHaveLength(2);
  });
});
