import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestApp } from '../../../db/test-db.ts';
import { buildEventWorld, type EventWorld } from '../../events/testing/event-test-setup.ts';
import { completeNewRun } from '../../payroll-runs/calculation/testing/calculation-test-setup.ts';
import { monthlyPayslip } from '../../payslips/testing/payslip-test-setup.ts';

/*
 * A company closing the vacation year 2025 (termination-balance.test.ts,
 * vacation-year-end-payout.test.ts): calendar vacation year, earned in the preceding year; Anna, Bo
 * and Maja each 35 000 kr a month from 2025-01-01, sammalöneregeln with a tillägg of 0.8 %, 25 paid
 * days a year, tax table 33. Anna opened with 25 paid days on 2025-01-01, and a completed July 2025
 * run took `julyDaysTaken` of them and earned none.
 */

async function insertCompletedJulyRun(testApp: TestApp, world: EventWorld, daysTaken: number) {
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
    vacation: { daysEarned: 0, daysTaken },
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

/** The event world of `orgSeed` set up as above, settled. */
export async function buildVacationYearWorld(
  testApp: TestApp,
  options: { orgSeed: number; julyDaysTaken: number },
): Promise<EventWorld> {
  const world = await buildEventWorld(testApp, options.orgSeed);
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
  await insertCompletedJulyRun(testApp, world, options.julyDaysTaken);
  await testApp.settle();
  return world;
}

/** Starts the year end 2025 through the API and waits for its job; the year end's view when it is done. */
export async function runYearEnd2025(world: EventWorld) {
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
export async function payMonth(testApp: TestApp, world: EventWorld, period: string, payDate: string) {
  const db = testApp.db;
  const employerId = world.employerId;
  const runId = await completeNewRun(db, employerId, { period, payDate });
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

/** Anna's vacation balance in Saldon at `date`. */
export const annaVacation = async (world: EventWorld, date: string) =>
  (await world.asAdmin('GET', `/employments/${world.anna.employmentId}/balances?date=${date}`)).json()
    .vacation;
