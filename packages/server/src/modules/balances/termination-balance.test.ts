import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { buildEventWorld, type EventWorld } from '../events/testing/event-test-setup.ts';
import { calculateRun, completeRun, startRunCalculation } from '../payroll-runs/calculation/index.ts';
import { approveTwice, insertRun } from '../payroll-runs/calculation/testing/calculation-test-setup.ts';
import { monthlyPayslip } from '../payslips/testing/payslip-test-setup.ts';

/*
 * Semesterersättning at a termination counts the balance Saldon shows (docs/balances.md *Payroll*):
 * manual adjustments and the year end's saved and paid-out days, not only the payslips' days.
 * Calendar vacation year, earned in the preceding year; 35 000 kr a month, sammalöneregeln with a
 * tillägg of 0.8 %, employed since 2025-01-01. Worked by hand for Anna:
 * - Opening balance 25 paid days on 2025-01-01; a completed July 2025 run took 15 days, earned none.
 *   Ledger on 2025-12-31: 25 − 15 = 10.
 * - Year end 2025: 25 paid, 15 taken, above 20: 5, at most 5 a year → 5 saved; 10 − 5 = 5 days to
 *   pay out. 2026 earns 25 (all of 2025 employed) against 0 accrued: +25. On 2026-01-01:
 *   paid 10 − 5 − 5 + 25 = 25, saved 5.
 * - Adjustment −3 paid days on 2026-01-15 (attested): paid 22, saved 5.
 * - Employment ends 2026-01-31. The January 2026 run pays 35 000 kr (100), the year end's 5 days
 *   (420: 5 × (4.6 + 0.8) % × 35 000 = 5 × 1 890 = 9 450,00 kr) and semesterersättning for the
 *   22 + 5 = 27 days left plus January's own earned days, 25 × 31/365 = 2,123… → 2,12
 *   (420: 29,12 × 1 890 = 55 036,80 kr). The payslips' days alone would have said 25 − 15 = 10
 *   days and no saved days.
 */

let testApp: TestApp;
let world: EventWorld;
const jobs = { enqueue: async () => crypto.randomUUID() };

async function insertCompletedJulyRun() {
  const db = testApp.db;
  const { id: runId } = await db
    .insertInto('payroll_run')
    .values({
      employer_id: world.employerId,
      kind: 'ordinary',
      period: '2025-07',
      pay_date: '2025-07-25',
      label: 'Lön juli 2025',
      status: 'calculated',
      created_by_name: 'Test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const result = {
    ...monthlyPayslip('2025-07', '2025-07-25', 3_500_000),
    vacation: { daysEarned: 0, daysTaken: 15 },
  };
  await db
    .insertInto('payslip')
    .values({
      employer_id: world.employerId,
      run_id: runId,
      employment_id: world.anna.employmentId,
      employee_id: world.anna.employeeId,
      employee_name: 'Anna Ek',
      period: '2025-07',
      pay_date: '2025-07-25',
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
    .execute();
  await db
    .updateTable('payroll_run')
    .set({ status: 'completed', completed_at: new Date() })
    .where('id', '=', runId)
    .execute();
}

async function runYearEnd2025() {
  const started = await world.asAdmin('POST', '/balances/year-end', { year: 2025 });
  expect(started.statusCode, started.body).toBe(202);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const body = (await world.asAdmin('GET', '/balances/year-end/2025')).json();
    if (body.state === 'succeeded' || body.state === 'failed') return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the year end did not finish');
}

/** Calculates, approves and completes an ordinary run; Anna's payslip lines as [code, quantity, öre]. */
async function payMonth(period: string, payDate: string) {
  const db = testApp.db;
  const employerId = world.employerId;
  const runId = await insertRun(db, employerId, { period, payDate });
  const { jobId } = await startRunCalculation(db, jobs, { employerId, runId, userId: null });
  expect(await calculateRun(db, { employerId, runId, jobId })).toMatchObject({ outcome: 'calculated' });
  await approveTwice(db, employerId, runId);
  await db.transaction().execute((trx) => completeRun(trx, { employerId, runId, userId: null }));
  const payslip = await db
    .selectFrom('payslip')
    .select('id')
    .where('run_id', '=', runId)
    .where('employment_id', '=', world.anna.employmentId)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('payslip_line')
    .select(['code', 'quantity', 'amount_ore'])
    .where('payslip_id', '=', payslip.id)
    .orderBy('code')
    .execute();
  return lines.map((line) => [line.code, Number(line.quantity), Number(line.amount_ore)]);
}

const annaVacation = async (date: string) =>
  (await world.asAdmin('GET', `/employments/${world.anna.employmentId}/balances?date=${date}`)).json()
    .vacation;

beforeAll(async () => {
  testApp = await buildTestApp();
  world = await buildEventWorld(testApp, 2333);
  const db = testApp.db;
  const settings = (await world.asAdmin('GET', '/settings/vacation')).json();
  const saved = await world.asAdmin('PUT', '/settings/vacation', {
    version: settings.version,
    value: { ...settings.value, vacationYear: 'calendar', earningYear: 'preceding' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  for (const who of [world.anna, world.bo, world.maja]) {
    await sql`update employee set birth_date = '1985-04-12',
        tax_settings = '{"method":"table","table":33,"column":1}'::jsonb,
        clearing_number = '3300', account_number = '8503120076'
      where id = ${who.employeeId}`.execute(db);
    await sql`update employment
        set vacation = '{"rule":"sammaloneregeln","paidDaysPerYear":25,"supplementPercent":0.8}'::jsonb
      where id = ${who.employmentId}`.execute(db);
    await db
      .insertInto('salary_row')
      .values({ employment_id: who.employmentId, valid_from: '2025-01-01', amount_ore: 3_500_000 })
      .execute();
  }
  const opening = {
    version: 1,
    asOf: '2025-01-01',
    vacation: { paidDays: 25, savedDays: 0, advanceDays: 0 },
    yearToDate: { grossOre: 0, taxOre: 0, benefitsOre: 0 },
  };
  await sql`update employee set opening_balances = ${JSON.stringify(opening)}::jsonb where id = ${world.anna.employeeId}`.execute(
    db,
  );
  await insertCompletedJulyRun();
  await testApp.settle();
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

describe('vacation compensation at a termination', () => {
  it('pays the days the ledger has left after the adjustment and the year end', async () => {
    expect(await runYearEnd2025()).toMatchObject({ state: 'succeeded', daysSaved: 5, daysToPayOut: 5 });
    const adjusted = await world.asAdmin(
      'POST',
      `/employments/${world.anna.employmentId}/balances/adjustments`,
      {
        balance: 'vacation-days',
        date: '2026-01-15',
        change: -3,
        reason: 'Rättelse: tre dagar för mycket',
      },
    );
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    await sql`update employment set end_date = '2026-01-31' where id = ${world.anna.employmentId}`.execute(
      testApp.db,
    );
    const before = await annaVacation('2026-01-31');
    expect([before.paidDays, before.savedDays]).toEqual([22, 5]); // 25 − 3; 5

    const lines = await payMonth('2026-01', '2026-01-23');
    expect(lines.sort((a, b) => Number(a[2]) - Number(b[2]))).toEqual([
      ['420', 5, 945_000], // the year end's payout: 5 × 1 890
      ['100', 1, 3_500_000],
      ['420', 29.12, 5_503_680], // termination: (22 + 5 + 2,12) × (4,6 + 0,8) % × 35 000 = 29,12 × 1 890
    ]);
    // Saldon after the final payslip: nothing left. It earned 2,12 and paid out 29,12 days, the 5
    // saved first: paid 22 + 2,12 − 24,12 = 0, saved 5 − 5 = 0.
    const after = await annaVacation('2026-01-31');
    expect([after.paidDays, after.savedDays]).toEqual([0, 0]);
    expect(
      after.history
        .filter((change: { cause: string }) => change.cause === 'paidOut')
        .map((change: { part: string; amount: number }) => [change.part, change.amount]),
    ).toEqual([
      ['paid', -24.12],
      ['saved', -5],
    ]);
  });
});
