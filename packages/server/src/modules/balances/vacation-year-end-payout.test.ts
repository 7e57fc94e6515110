import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { buildEventWorld, type EventWorld } from '../events/testing/event-test-setup.ts';
import { calculateRun, completeRun, startRunCalculation } from '../payroll-runs/calculation/index.ts';
import { approveTwice, insertRun } from '../payroll-runs/calculation/testing/calculation-test-setup.ts';
import { monthlyPayslip } from '../payslips/testing/payslip-test-setup.ts';

/*
 * The year end's days to pay out, paid by the next payroll run (docs/balances.md *Year end*).
 * Calendar vacation year 2025, earned in the preceding year; everyone 35 000 kr a month,
 * sammalöneregeln with a tillägg of 0.8 %, employed since 2025-01-01. Worked by hand:
 * - Anna: opening balance 25 paid days as of 2025-01-01; a completed July 2025 run took 18 days and
 *   earned none. Ledger on 2025-12-31: 25 − 18 = 7 paid days. The year end: 25 paid, 18 taken,
 *   above 20: 5, at most 5 a year → 5 saved; 7 − 5 = 2 days to pay out. 2026 earns 25 (all of
 *   2025 employed) against 0 accrued: +25. On 2026-01-01: paid 7 − 5 − 2 + 25 = 25, saved 5.
 * - Bo and Maja: nothing left, nothing to pay out (+25 earned each).
 * January 2026 run: Anna's payslip pays semesterersättning for the 2 days at 2025's salary:
 * (4.6 + 0.8) % × 35 000 = 1 890 kr a day, 2 × 1 890 = 3 780,00 kr (420), beside 35 000 kr (100).
 * February 2026 run: no 420 line (the event is paid). A second year end writes nothing, and the
 * March run has no 420 line either. Anna's paid days stay 25 (the year end's adjustment took them
 * off once; the three runs then earn their monthly days).
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
    vacation: { daysEarned: 0, daysTaken: 18 },
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
  world = await buildEventWorld(testApp, 2311);
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

describe('paying out the year end’s days', () => {
  it('the next run pays them as semesterersättning once, and the balance loses them once', async () => {
    expect((await annaVacation('2025-12-31')).paidDays).toBe(7);
    expect(await runYearEnd2025()).toMatchObject({ state: 'succeeded', daysSaved: 5, daysToPayOut: 2 });
    const after = await annaVacation('2026-01-01');
    expect([after.paidDays, after.savedDays]).toEqual([25, 5]); // 7 − 5 − 2 + 25; 0 + 5

    expect(await payMonth('2026-01', '2026-01-23')).toEqual([
      ['100', 1, 3_500_000],
      ['420', 2, 378_000], // 2 × (4,6 + 0,8) % × 35 000 = 2 × 1 890
    ]);
    expect((await payMonth('2026-02', '2026-02-25')).map(([code]) => code)).toEqual(['100']);

    const again = await runYearEnd2025();
    expect(again).toMatchObject({ state: 'succeeded', eventsWritten: 0, daysToPayOut: 2 });
    expect((await payMonth('2026-03', '2026-03-25')).map(([code]) => code)).toEqual(['100']);
    const later = await annaVacation('2026-03-31');
    // 25 + the three runs' daysEarned, 25 × days of the month / 365 each: January and March
    // 25 × 31 / 365 = 2.12, February 25 × 28 / 365 = 1.92; 25 + 2.12 + 1.92 + 2.12 = 31.16.
    expect(later.paidDays).toBe(31.16);
    expect(later.savedDays).toBe(5);
  });
});
