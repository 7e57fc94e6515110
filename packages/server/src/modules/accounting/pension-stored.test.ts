import type { Voucher } from '@lonsam/domain/accounting/salary-voucher-types';
import type { PensionSettings } from '@lonsam/domain/settings/pension-settings';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployerScope } from '../../access/employer-scope.ts';
import type { Database } from '../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../db/test-db.ts';
import {
  completeNewRun,
  createPayrollCompany,
  type InsertedEmployment,
  insertPayrollEmployee,
  TABLE_33,
} from '../payroll-runs/calculation/testing/calculation-test-setup.ts';
import { pensionByMonth } from '../reports/pension-query.ts';
import { buildRunVouchers } from './run-vouchers.ts';

/*
 * The pension premium and its särskild löneskatt are stored in the payslip at calculation (issue
 * 21), so a completed run's salary voucher and the Pension report do not change when the company's
 * pension plan (or the employment's pension) is changed afterwards. Kim: S01, 35 000 kr a month,
 * ITP 1 under the company's Collectum plan, 4,5 % below 7,5 IBB / 12 (2026: 7,5 × 83 400 / 12 =
 * 52 125 kr, so all of it): 4,5 % × 35 000 = 1 575,00 kr; särskild löneskatt 24,26 % × 1 575 =
 * 382,095 → 382,10 kr, booked monthly.
 * Then the plan becomes 6 % below the limit and särskild löneskatt is booked at year end. The
 * March run, completed before, keeps 1 575,00 and 382,10; an April run calculated after gets
 * 6 % × 35 000 = 2 100,00 kr and no särskild löneskatt row.
 */

let testDb: TestDatabase;
let db: Kysely<Database>;
let employerId: string;
let kim: InsertedEmployment;
let march: string;

function plan(percentBelow: number, bookSpecialPayrollTaxMonthly: boolean): PensionSettings {
  return {
    bookSpecialPayrollTaxMonthly,
    plans: [
      {
        id: '5b0c3c1e-7d4e-4f59-9d43-2f7c9a3b1a01',
        name: 'ITP 1',
        provider: 'collectum',
        rules: [
          {
            validFrom: '2025-01-01',
            validTo: null,
            percentBelow,
            percentAbove: 30,
            limitIbb: 7.5,
            capIbb: 30,
            fixedAmountOre: 0,
          },
        ],
      },
    ],
  } as PensionSettings;
}

async function savePension(value: PensionSettings) {
  await db
    .deleteFrom('employer_setting')
    .where('employer_id', '=', employerId)
    .where('section', '=', 'pension')
    .execute();
  await db
    .insertInto('employer_setting')
    .values({
      employer_id: employerId,
      section: 'pension',
      version: 1,
      value: JSON.stringify(value),
      updated_by: null,
    })
    .execute();
}

async function setEmploymentPension(pension: { plan: string; percent: number | null }) {
  await db
    .updateTable('employment')
    .set({ pension: JSON.stringify(pension) })
    .where('id', '=', kim.employmentId)
    .execute();
}

async function voucherOf(runId: string): Promise<Voucher> {
  const [entry] = await buildRunVouchers(db, employerId, { runId });
  return entry!.voucher;
}

const on = (voucher: Voucher, account: string) =>
  voucher.rows.filter((row) => row.account === account).reduce((sum, row) => sum + row.amountOre, 0);

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
  await setEmploymentPension({ plan: 'itp1', percent: null });
  await savePension(plan(4.5, true));
  march = await completeNewRun(db, employerId, { period: '2026-03', payDate: '2026-03-25' });
}, 120_000);

afterAll(async () => {
  await testDb.close();
});

describe('the pension stored with the payslip', () => {
  it('stores the premium and särskild löneskatt counted at calculation', async () => {
    const payslip = await db
      .selectFrom('payslip')
      .select(['gross_ore', 'result'])
      .where('run_id', '=', march)
      .executeTakeFirstOrThrow();
    expect(Number(payslip.gross_ore)).toBe(3_500_000);
    const result = (typeof payslip.result === 'string' ? JSON.parse(payslip.result) : payslip.result) as {
      pension: unknown;
    };
    // 4,5 % × 35 000 = 1 575,00 kr; 24,26 % × 1 575 = 382,095 → 382,10 kr.
    expect(result.pension).toEqual({
      kind: 'plan',
      planName: 'ITP 1',
      premiumOre: 157_500,
      specialPayrollTaxOre: 38_210,
      bookSpecialPayrollTaxMonthly: true,
    });
  });

  it('keeps the completed run’s voucher and the Pension report when the plan is changed later', async () => {
    const before = await voucherOf(march);
    // 7410 1 575,00 against 2930; 7533 382,10 against 2514.
    expect([on(before, '7410'), on(before, '2930'), on(before, '7533'), on(before, '2514')]).toEqual([
      157_500, -157_500, 38_210, -38_210,
    ]);

    await savePension(plan(6, false));
    await setEmploymentPension({ plan: 'none', percent: null });
    expect(await voucherOf(march)).toEqual(before);
    const scope: EmployerScope = {
      employerId,
      roleId: crypto.randomUUID(),
      role: 'admin',
      employmentId: null,
      packagingId: null,
      privileges: [],
    };
    const report = await pensionByMonth(db, scope, '2026');
    expect(report.rows).toEqual([
      {
        employmentId: kim.employmentId,
        employeeName: expect.any(String),
        period: '2026-03',
        planName: 'ITP 1',
        basisOre: 3_500_000,
        premiumOre: 157_500,
        specialPayrollTaxOre: 38_210,
      },
    ]);
    expect(report.withoutPlan).toEqual([]);
  });

  it('counts a run calculated after the change by the new plan', async () => {
    await setEmploymentPension({ plan: 'itp1', percent: null });
    const april = await completeNewRun(db, employerId, { period: '2026-04', payDate: '2026-04-24' });
    const voucher = await voucherOf(april);
    // 6 % × 35 000 = 2 100,00 kr; särskild löneskatt left to the year-end booking: no 7533 row.
    expect([on(voucher, '7410'), on(voucher, '2930'), on(voucher, '7533'), on(voucher, '2514')]).toEqual([
      210_000, -210_000, 0, 0,
    ]);
    // March is still as calculated.
    expect(on(await voucherOf(march), '7533')).toBe(38_210);
  });
});
