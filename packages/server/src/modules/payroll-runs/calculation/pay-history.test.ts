import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../../db/test-db.ts';
import { loadCompanyContext } from './company-context.ts';
import { loadPayslipInput } from './load-payslip-inputs.ts';
import {
  completeNewRun,
  createPayrollCompany,
  type InsertedEmployment,
  insertPayrollEmployee,
  TABLE_33,
} from './testing/calculation-test-setup.ts';

// docs/payroll-calculation.md S03: 30 000 kr paid in January–March 2026 (each 5 878 kr tax, row
// 29801–30000), then a raise to 32 000 from 1 February registered in April. The April payslip takes
// the months already paid and the year to date from the completed runs in the database.

let testDb: TestDatabase;
let db: Kysely<Database>;
let employerId: string;
let anna: InsertedEmployment;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  employerId = await createPayrollCompany(db);
  anna = await insertPayrollEmployee(db, employerId, {
    firstName: 'Anna',
    birthDate: '1979-11-20',
    tax: TABLE_33,
    salary: 3_000_000,
  });
  await completeNewRun(db, employerId, { period: '2026-01', payDate: '2026-01-23' });
  await completeNewRun(db, employerId, { period: '2026-02', payDate: '2026-02-25' });
  await completeNewRun(db, employerId, { period: '2026-03', payDate: '2026-03-25' });
  // The raise, registered in April with a valid-from in February.
  await db
    .updateTable('salary_row')
    .set({ valid_to: '2026-01-31' })
    .where('employment_id', '=', anna.employmentId)
    .execute();
  await db
    .insertInto('salary_row')
    .values({
      employment_id: anna.employmentId,
      valid_from: '2026-02-01',
      valid_to: null,
      amount_ore: 3_200_000,
    })
    .execute();
});

afterAll(async () => {
  await testDb.close();
});

describe('the pay history of completed runs', () => {
  it('gives the next payslip the months already paid and the year to date', async () => {
    const company = await loadCompanyContext(db, { employerId, date: '2026-04-30' });
    const loaded = await loadPayslipInput(db, {
      employerId,
      period: '2026-04',
      payDate: '2026-04-24',
      employmentId: anna.employmentId,
      company,
    });
    expect(loaded!.input.alreadyPaid).toEqual([
      { period: '2026-01', monthlySalaryOre: 3_000_000 },
      { period: '2026-02', monthlySalaryOre: 3_000_000 },
      { period: '2026-03', monthlySalaryOre: 3_000_000 },
    ]);
    // 3 × 30 000 gross; 3 × 5 878 tax.
    expect(loaded!.input.yearToDateBefore).toEqual({
      grossOre: 9_000_000,
      taxOre: 1_763_400,
      benefitsOre: 0,
    });
    // Three months of 25 days a year earned (25 × 31/365 + 25 × 28/365 + 25 × 31/365 ≈ 6,16), none taken.
    expect(loaded!.vacationDaysLeft).toBeCloseTo((25 * 90) / 365, 1);
  });

  it('pays the raise for February and March as retro lines in April (S03)', async () => {
    const runId = await completeNewRun(db, employerId, {
      period: '2026-04',
      payDate: '2026-04-24',
      calculateOnly: true,
    });
    const payslip = await db
      .selectFrom('payslip')
      .selectAll()
      .where('run_id', '=', runId)
      .executeTakeFirstOrThrow();
    const lines = await db
      .selectFrom('payslip_line')
      .select(['code', 'amount_ore', 'period_from'])
      .where('payslip_id', '=', payslip.id)
      .orderBy('line_no')
      .execute();
    expect(lines).toEqual([
      { code: '100', amount_ore: '3200000', period_from: '2026-04-01' },
      { code: '520', amount_ore: '200000', period_from: '2026-02-01' },
      { code: '520', amount_ore: '200000', period_from: '2026-03-01' },
    ]);
    // Gross 36 000; tax 6 381 (table on 32 000) + 26 % of the 4 000 one-off = 1 040 → 7 421;
    // net 28 579; contributions 36 000 × 31,42 % = 11 311,20 → 11 311.
    expect(payslip).toMatchObject({
      gross_ore: '3600000',
      tax_ore: '742100',
      net_ore: '2857900',
      employer_contributions_ore: '1131100',
    });
    // Year to date after April: 90 000 + 36 000 gross, 17 634 + 7 421 tax.
    expect((payslip.result as { yearToDate: unknown }).yearToDate).toEqual({
      grossOre: 12_600_000,
      taxOre: 2_505_500,
      benefitsOre: 0,
    });
  });
});
