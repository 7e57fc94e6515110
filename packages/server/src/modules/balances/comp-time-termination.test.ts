import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { buildEventWorld, type EventWorld } from '../events/testing/event-test-setup.ts';
import { calculateRun, completeRun, startRunCalculation } from '../payroll-runs/calculation/index.ts';
import { approveTwice, insertRun } from '../payroll-runs/calculation/testing/calculation-test-setup.ts';

/*
 * The comp hours left when an employment ends are paid on 222 by the final payslip (the ordinary
 * run whose period holds the end date), once (docs/balances.md *Comp time paid out*). Comp bank on:
 * cap 40 h, hours expire after 12 months, no payout at the year end. Anna and Bo earn 35 000 kr a
 * month, 40 h a week: the hourly wage of M is 35 000 × 12 / (52 × 40) = 201,923 076… kr (kept
 * exact, the line rounded once to öre). Both employments end on 20 March 2026. By hand:
 * - Anna: +7,5 h adjusted on 2 Feb 2026. March run: 222 7,5 h × 201,923 076… = 1 514,423… →
 *   1 514,42 kr (151 442 öre); calculated twice, still once. Saldon on 31 Mar: 7,5 − 7,5 = 0 h, the
 *   7,5 h "paid out" in Lön mars 2026 on 20 Mar. The April run pays nothing more.
 * - Bo: −2 h adjusted on 2 Feb 2026 with nothing banked: the comp bank's lots never go below 0 h
 *   (the hours it cannot take are only warned of), so Saldon reads 0 h and the final payslip has no
 *   222, neither a payout nor a deduction.
 */

let testApp: TestApp;
let world: EventWorld;
const jobs = { enqueue: async () => crypto.randomUUID() };

type Line = [string, number, number];

async function calculate(runId: string) {
  const { db } = testApp;
  const employerId = world.employerId;
  const { jobId } = await startRunCalculation(db, jobs, { employerId, runId, userId: null });
  expect(await calculateRun(db, { employerId, runId, jobId })).toMatchObject({ outcome: 'calculated' });
}

async function complete(runId: string) {
  const { db } = testApp;
  const employerId = world.employerId;
  await approveTwice(db, employerId, runId);
  await db.transaction().execute((trx) => completeRun(trx, { employerId, runId, userId: null }));
}

/** An employment's 222 lines in a run as [code, quantity, öre]. */
async function compLines(runId: string, employmentId: string): Promise<Line[]> {
  const lines = await testApp.db
    .selectFrom('payslip_line as l')
    .innerJoin('payslip as p', 'p.id', 'l.payslip_id')
    .select(['l.code', 'l.quantity', 'l.amount_ore'])
    .where('p.run_id', '=', runId)
    .where('p.employment_id', '=', employmentId)
    .where('l.code', '=', '222')
    .orderBy('l.period_from')
    .execute();
  return lines.map((line) => [line.code, Number(line.quantity), Number(line.amount_ore)]);
}

async function comp(employmentId: string, date: string) {
  const response = await world.asAdmin('GET', `/employments/${employmentId}/balances?date=${date}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().compTime as {
    hours: number;
    history: { date: string; cause: string; amount: number; runLabel: string | null }[];
  };
}

async function adjust(employmentId: string, change: number) {
  const adjusted = await world.asAdmin('POST', `/employments/${employmentId}/balances/adjustments`, {
    balance: 'comp-time',
    date: '2026-02-02',
    change,
    reason: 'Flyttad från förra systemet',
  });
  expect(adjusted.statusCode, adjusted.body).toBe(201);
}

beforeAll(async () => {
  testApp = await buildTestApp();
  world = await buildEventWorld(testApp, 2352);
  const db = testApp.db;
  const settings = (await world.asAdmin('GET', '/settings/time-banks')).json();
  const saved = await world.asAdmin('PUT', '/settings/time-banks', {
    version: settings.version,
    value: {
      ...settings.value,
      compBank: {
        ...settings.value.compBank,
        isEnabled: true,
        maxHours: 40,
        simpleOvertimeFactor: 1.5,
        isPayoutAboveMaxAtYearEnd: false,
        expiryMonths: 12,
      },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  for (const who of [world.anna, world.bo, world.maja]) {
    await sql`update employee set birth_date = '1985-04-12',
        tax_settings = '{"method":"table","table":33,"column":1}'::jsonb,
        clearing_number = '3300', account_number = '8503120076'
      where id = ${who.employeeId}`.execute(db);
    await db
      .insertInto('salary_row')
      .values({ employment_id: who.employmentId, valid_from: '2025-01-01', amount_ore: 3_500_000 })
      .execute();
  }
  await adjust(world.anna.employmentId, 7.5);
  await adjust(world.bo.employmentId, -2);
  for (const who of [world.anna, world.bo])
    await sql`update employment set end_date = '2026-03-20' where id = ${who.employmentId}`.execute(db);
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

describe('comp hours left at the end of the employment', () => {
  it('the final payslip pays them once, and Saldon reads zero after it', async () => {
    expect((await comp(world.anna.employmentId, '2026-03-19')).hours).toBe(7.5);
    // From the end date the hours are to be paid out, by no run yet.
    const due = await comp(world.anna.employmentId, '2026-03-31');
    expect(due.hours).toBe(0);
    expect(due.history.at(-1)).toMatchObject({
      date: '2026-03-20',
      cause: 'paidOut',
      amount: -7.5,
      runLabel: null,
    });

    const db = testApp.db;
    const employerId = world.employerId;
    const march = await insertRun(db, employerId, {
      period: '2026-03',
      payDate: '2026-03-25',
      label: 'Lön mars 2026',
    });
    await calculate(march);
    // 7,5 × 201,923 076… kr = 1 514,42 kr
    expect(await compLines(march, world.anna.employmentId)).toEqual([['222', 7.5, 151_442]]);
    // Calculated again: the run's own payslip is not a payment, so the hours are paid once, here.
    await calculate(march);
    expect(await compLines(march, world.anna.employmentId)).toEqual([['222', 7.5, 151_442]]);
    // Bo's −2 h: nothing paid, nothing deducted.
    expect(await compLines(march, world.bo.employmentId)).toEqual([]);
    await complete(march);

    const after = await comp(world.anna.employmentId, '2026-03-31');
    expect(after.hours).toBe(0);
    expect(after.history).toEqual([
      expect.objectContaining({ date: '2026-02-02', cause: 'adjusted', amount: 7.5 }),
      expect.objectContaining({
        date: '2026-03-20',
        cause: 'paidOut',
        amount: -7.5,
        runLabel: 'Lön mars 2026',
      }),
    ]);
    const bo = await comp(world.bo.employmentId, '2026-03-31');
    expect(bo.hours).toBe(0);
    expect(bo.history.filter((row) => row.cause === 'paidOut')).toEqual([]);

    // A later run pays nothing.
    const april = await insertRun(db, employerId, {
      period: '2026-04',
      payDate: '2026-04-24',
      label: 'Lön april 2026',
    });
    await calculate(april);
    expect(await compLines(april, world.anna.employmentId)).toEqual([]);
    await complete(april);
    expect((await comp(world.anna.employmentId, '2026-04-30')).hours).toBe(0);
  });
});
