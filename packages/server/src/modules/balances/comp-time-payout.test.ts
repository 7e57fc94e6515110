import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { buildEventWorld, type EventWorld } from '../events/testing/event-test-setup.ts';
import { calculateRun, completeRun, startRunCalculation } from '../payroll-runs/calculation/index.ts';
import { approveTwice, insertRun } from '../payroll-runs/calculation/testing/calculation-test-setup.ts';

/*
 * Banked comp hours that expire, or are above the cap at the year end, are paid on 222 by the
 * ordinary run whose period covers the date, once (docs/balances.md *Comp time paid out*). Comp
 * bank on: simple overtime × 1.5, cap 12 h, hours expire after 2 months, the hours above the cap
 * paid out at the year end. Anna earns 35 000 kr a month, 40 h a week: the hourly wage of M is
 * 35 000 × 12 / (52 × 40) = 201,923… kr (kept exact, each line rounded once to öre). By hand:
 * - 220, 4 h on 12 Jan 2026, paid by the completed January run: 4 × 1.5 = 6 h banked; they expire
 *   2 months later, on 12 Mar 2026.
 * - March run: 222 6 h × 201,923… = 1 211,54 kr (121 154 öre); calculated twice, still once. Saldon
 *   on 31 Mar: 6 − 6 = 0 h, the 6 h "paid out" in Lön mars 2026. A correction run of March and the
 *   April run: no 222.
 * - An adjustment of +15 h on 1 Dec 2026 (banked whatever the cap; expires 1 Feb 2027). At the year
 *   end, 31 Dec: 15 − 12 = 3 h above the cap. December run: 222 3 h × 201,923… = 605,77 kr
 *   (60 577 öre). Saldon on 31 Dec: 15 − 3 = 12 h. January 2027 run: no 222; Saldon still 12 h.
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

/** Anna's lines of a run as [code, quantity, öre]. */
async function annaLines(runId: string): Promise<Line[]> {
  const lines = await testApp.db
    .selectFrom('payslip_line as l')
    .innerJoin('payslip as p', 'p.id', 'l.payslip_id')
    .select(['l.code', 'l.quantity', 'l.amount_ore'])
    .where('p.run_id', '=', runId)
    .where('p.employment_id', '=', world.anna.employmentId)
    .orderBy('l.code')
    .orderBy('l.period_from')
    .execute();
  return lines.map((line) => [line.code, Number(line.quantity), Number(line.amount_ore)]);
}

async function annaComp(date: string) {
  const response = await world.asAdmin(
    'GET',
    `/employments/${world.anna.employmentId}/balances?date=${date}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().compTime as {
    hours: number;
    history: { date: string; cause: string; amount: number; runLabel: string | null }[];
  };
}

const comp222 = (lines: Line[]) => lines.filter(([code]) => code === '222');

beforeAll(async () => {
  testApp = await buildTestApp();
  world = await buildEventWorld(testApp, 2351);
  const db = testApp.db;
  const settings = (await world.asAdmin('GET', '/settings/time-banks')).json();
  const saved = await world.asAdmin('PUT', '/settings/time-banks', {
    version: settings.version,
    value: {
      ...settings.value,
      compBank: {
        ...settings.value.compBank,
        isEnabled: true,
        maxHours: 12,
        simpleOvertimeFactor: 1.5,
        isPayoutAboveMaxAtYearEnd: true,
        expiryMonths: 2,
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
  const january = await db
    .insertInto('payroll_run')
    .values({
      employer_id: world.employerId,
      kind: 'ordinary',
      period: '2026-01',
      pay_date: '2026-01-25',
      label: 'Lön januari 2026',
      status: 'completed',
      created_by_name: 'Test',
      completed_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('event')
    .values({
      employer_id: world.employerId,
      employment_id: world.anna.employmentId,
      employee_id: world.anna.employeeId,
      kind: 'transaction',
      state: 'paid',
      payload: JSON.stringify({
        kind: 'transaction',
        salaryTypeCode: '220',
        date: '2026-01-12',
        quantity: 4,
      }),
      from_date: '2026-01-12',
      to_date: '2026-01-12',
      reported_by_role: 'user',
      paid_in_run_id: january.id,
      paid_in_run_label: 'Lön januari 2026',
    })
    .execute();
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

describe('comp hours expired or above the cap at the year end', () => {
  it('the run covering the expiry pays them once, and Saldon shows them paid out by it', async () => {
    // Before any run pays them: expired on 12 March, no run named.
    const before = await annaComp('2026-03-31');
    expect(before.hours).toBe(0);
    expect(before.history).toContainEqual(
      expect.objectContaining({ date: '2026-03-12', cause: 'expired', amount: -6, runLabel: null }),
    );

    const db = testApp.db;
    const employerId = world.employerId;
    const march = await insertRun(db, employerId, {
      period: '2026-03',
      payDate: '2026-03-25',
      label: 'Lön mars 2026',
    });
    await calculate(march);
    expect(comp222(await annaLines(march))).toEqual([['222', 6, 121_154]]); // 6 × 201,923… kr
    // Calculated again: the run's own payslip is not a payment, so the hours are paid once, here.
    await calculate(march);
    expect(await annaLines(march)).toEqual([
      ['100', 1, 3_500_000],
      ['222', 6, 121_154],
    ]);
    expect(comp222(await annaLines(march))).toHaveLength(1);
    await complete(march);

    const after = await annaComp('2026-03-31');
    expect(after.hours).toBe(0);
    expect(after.history).toEqual([
      expect.objectContaining({
        date: '2026-01-12',
        cause: 'earned',
        amount: 6,
        runLabel: 'Lön januari 2026',
      }),
      expect.objectContaining({
        date: '2026-03-12',
        cause: 'paidOut',
        amount: -6,
        runLabel: 'Lön mars 2026',
      }),
    ]);

    // A correction run of March and the April run pay nothing more.
    const correction = await insertRun(db, employerId, {
      period: '2026-03',
      payDate: '2026-03-30',
      kind: 'correction',
      correctsRunId: march,
      employmentIds: [world.anna.employmentId],
      label: 'Korrigering mars 2026',
    });
    await calculate(correction);
    expect(comp222(await annaLines(correction))).toEqual([]);
    await complete(correction);
    const april = await insertRun(db, employerId, {
      period: '2026-04',
      payDate: '2026-04-24',
      label: 'Lön april 2026',
    });
    await calculate(april);
    expect(comp222(await annaLines(april))).toEqual([]);
    await complete(april);
  });

  it('the December run pays the hours above the cap at the year end once', async () => {
    const adjusted = await world.asAdmin(
      'POST',
      `/employments/${world.anna.employmentId}/balances/adjustments`,
      {
        balance: 'comp-time',
        date: '2026-12-01',
        change: 15,
        reason: 'Flyttad från förra systemet',
      },
    );
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    expect((await annaComp('2026-12-30')).hours).toBe(15);
    // On the year's last day the 3 h above the cap are to be paid, by no run yet.
    const due = await annaComp('2026-12-31');
    expect(due.hours).toBe(12);
    expect(due.history.at(-1)).toMatchObject({
      date: '2026-12-31',
      cause: 'paidOut',
      amount: -3,
      runLabel: null,
    });

    const db = testApp.db;
    const employerId = world.employerId;
    const december = await insertRun(db, employerId, {
      period: '2026-12',
      payDate: '2026-12-23',
      label: 'Lön december 2026',
    });
    await calculate(december);
    expect(comp222(await annaLines(december))).toEqual([['222', 3, 60_577]]); // 3 × 201,923… kr
    await complete(december);
    const paid = await annaComp('2026-12-31');
    expect(paid.hours).toBe(12); // 15 − 3
    expect(paid.history.at(-1)).toMatchObject({
      date: '2026-12-31',
      cause: 'paidOut',
      amount: -3,
      runLabel: 'Lön december 2026',
    });

    const january = await insertRun(db, employerId, {
      period: '2027-01',
      payDate: '2027-01-25',
      label: 'Lön januari 2027',
    });
    await calculate(january);
    expect(comp222(await annaLines(january))).toEqual([]);
    await complete(january);
    expect((await annaComp('2027-01-31')).hours).toBe(12); // the 15 h lot expires 1 Feb 2027
  });
});
