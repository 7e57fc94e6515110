import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { buildEventWorld, type EventWorld } from '../events/testing/event-test-setup.ts';
import { monthlyPayslip } from '../payslips/testing/payslip-test-setup.ts';

/*
 * The bulk balance list sums the payslips in SQL (payslip_vacation_sum, migration 0085); the
 * single employment's ledger adds them one by one in hundredths. Bo's payslips, worked by hand:
 * - January (completed, paid 2026-01-25): 0.125 earned, 0.125 taken. 0.125 × 100 = 12.5 rounds
 *   half up to 13 hundredths; the taken change −12.5 rounds half towards +∞ to −12. Net +0.01.
 * - February (calculated with 5 earned, then recalculated to 0.125 earned and 0.125 taken before it
 *   was completed, paid 2026-02-25): again +0.01, not 5.
 * - March (completed, paid 2026-04-25, after the date): counts for nothing on 2026-03-31.
 * On 2026-03-31: 0.01 + 0.01 = 0.02 paid days (summed unrounded, 0.25 − 0.25 would be 0).
 */

let testApp: TestApp;
let world: EventWorld;

async function insertRun(
  db: Kysely<Database>,
  run: { period: string; payDate: string },
  vacation: { daysEarned: number; daysTaken: number },
) {
  const { id: runId } = await db
    .insertInto('payroll_run')
    .values({
      employer_id: world.employerId,
      kind: 'ordinary',
      period: run.period,
      pay_date: run.payDate,
      label: `Lön ${run.period}`,
      status: 'calculated',
      created_by_name: 'Test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const result = { ...monthlyPayslip(run.period, run.payDate, 3_000_000), vacation };
  const { id: payslipId } = await db
    .insertInto('payslip')
    .values({
      employer_id: world.employerId,
      run_id: runId,
      employment_id: world.bo.employmentId,
      employee_id: world.bo.employeeId,
      employee_name: 'Bo Gran',
      period: run.period,
      pay_date: run.payDate,
      gross_ore: result.grossOre,
      benefits_ore: result.benefitsOre,
      taxable_ore: result.taxableOre,
      tax_ore: result.taxOre,
      net_deductions_ore: result.netDeductionsOre,
      tax_free_ore: result.taxFreeOre,
      net_ore: result.netOre,
      employer_contributions_ore: result.contributions.totalOre,
      result: JSON.stringify(result),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { runId, payslipId, result };
}

async function complete(db: Kysely<Database>, runId: string) {
  await db
    .updateTable('payroll_run')
    .set({ status: 'completed', completed_at: new Date() })
    .where('id', '=', runId)
    .execute();
}

beforeAll(async () => {
  testApp = await buildTestApp();
  world = await buildEventWorld(testApp, 2215);
  const db = testApp.db;
  const half = { daysEarned: 0.125, daysTaken: 0.125 };
  await complete(db, (await insertRun(db, { period: '2026-01', payDate: '2026-01-25' }, half)).runId);
  const february = await insertRun(
    db,
    { period: '2026-02', payDate: '2026-02-25' },
    { daysEarned: 5, daysTaken: 0 },
  );
  await db
    .updateTable('payslip')
    .set({ result: JSON.stringify({ ...february.result, vacation: half }) })
    .where('id', '=', february.payslipId)
    .execute();
  await complete(db, february.runId);
  await complete(db, (await insertRun(db, { period: '2026-03', payDate: '2026-04-25' }, half)).runId);
});

afterAll(async () => {
  await testApp?.close();
});

describe('vacation days summed in SQL', () => {
  it('round each payslip to hundredths as the ledger does, follow a recalculation, stop at the date', async () => {
    const list = (await world.asAdmin('GET', '/balances/vacation?date=2026-03-31')).json();
    const bo = list.rows.find((row: { employeeName: string }) => row.employeeName === 'Bo Gran');
    expect(bo).toMatchObject({ paidDays: 0.02, savedDays: 0, unpaidDaysTaken: 0, advanceDays: 0 });
    const ledger = (
      await world.asAdmin('GET', `/employments/${world.bo.employmentId}/balances?date=2026-03-31`)
    ).json();
    expect(ledger.vacation.paidDays).toBe(0.02);
  });
});

describe('the payslips’ narrow copy (migration 0091)', () => {
  const copies = (db: Kysely<Database>, runId: string) =>
    db
      .selectFrom('payslip_vacation_sum')
      .select(['days_earned_hundredths', 'days_taken_hundredths', 'gross_ore'])
      .where('run_id', '=', runId)
      .execute();

  it('is made when the run is completed, not while it is calculated or recalculated', async () => {
    const db = testApp.db;
    // 1.5 earned → 150 hundredths; 0.5 taken → −50; gross 30 000 kr = 3 000 000 öre.
    const run = await insertRun(
      db,
      { period: '2026-05', payDate: '2026-05-25' },
      { daysEarned: 1.5, daysTaken: 0.5 },
    );
    expect(await copies(db, run.runId)).toEqual([]);
    await db
      .updateTable('payslip')
      .set({ result: JSON.stringify({ ...run.result, vacation: { daysEarned: 2.5, daysTaken: 0.5 } }) })
      .where('id', '=', run.payslipId)
      .execute();
    expect(await copies(db, run.runId)).toEqual([]);
    await complete(db, run.runId);
    expect(await copies(db, run.runId)).toEqual([
      { days_earned_hundredths: '250', days_taken_hundredths: '-50', gross_ore: '3000000' },
    ]);
  });
});
