import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { buildEventWorld, type EventWorld } from '../events/testing/event-test-setup.ts';
import { completeNewRun } from '../payroll-runs/calculation/testing/calculation-test-setup.ts';
import { monthlyPayslip } from '../payslips/testing/payslip-test-setup.ts';

/*
 * A year end's payout event corrected before a run pays it (docs/balances.md *Corrections*): the
 * correction is the event's new version and carries the payout. Calendar vacation year 2025,
 * earned in the preceding year; Anna 35 000 kr a month from 2025-01-01, sammalöneregeln with a
 * tillägg of 0.8 %, 25 paid days. Worked by hand:
 * - Opening balance 25 paid days on 2025-01-01; a completed July 2025 run took 18. Ledger on
 *   2025-12-31: 7 paid days. The year end: above 20 → 5 saved, 7 − 5 = 2 to pay out (the payout
 *   event: vacation-days −2 on 2026-01-01), +25 earned for 2026.
 * - Before any run, the admin corrects the payout event: a new version, vacation-days −1 on
 *   2026-01-01 naming it (`correctsEventId`), attested. Only one day is to be paid out.
 * - Saldon on 2026-01-01: 7 − 5 − 1 + 25 = 26 paid days (the −2 is replaced, not added), 5 saved.
 * - January 2026 run: semesterersättning for 1 day at 2025's salary: (4.6 + 0.8) % × 35 000 =
 *   1 890,00 kr (420, 189 000 öre), beside 35 000 kr (100). Both versions are then paid.
 * - February 2026 run: no 420.
 */

let testApp: TestApp;
let world: EventWorld;

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

/** Calculates, approves and completes an ordinary run; Anna's lines as [code, quantity, öre]. */
async function payMonth(period: string, payDate: string) {
  const db = testApp.db;
  const employerId = world.employerId;
  const runId = await completeNewRun(db, employerId, { period, payDate });
  const lines = await db
    .selectFrom('payslip_line as l')
    .innerJoin('payslip as p', 'p.id', 'l.payslip_id')
    .select(['l.code', 'l.quantity', 'l.amount_ore'])
    .where('p.run_id', '=', runId)
    .where('p.employment_id', '=', world.anna.employmentId)
    .orderBy('l.code')
    .execute();
  return lines.map((line) => [line.code, Number(line.quantity), Number(line.amount_ore)]);
}

const annaVacation = async (date: string) =>
  (await world.asAdmin('GET', `/employments/${world.anna.employmentId}/balances?date=${date}`)).json()
    .vacation;

beforeAll(async () => {
  testApp = await buildTestApp();
  world = await buildEventWorld(testApp, 2361);
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
  await sql`update employee set opening_balances = ${JSON.stringify(opening)}::jsonb
    where id = ${world.anna.employeeId}`.execute(db);
  await insertCompletedJulyRun();
  await testApp.settle();
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

describe('a year end payout corrected before it is paid', () => {
  it('the new version carries the payout: the next run pays its days once, Saldon counts it alone', async () => {
    expect(await runYearEnd2025()).toMatchObject({ state: 'succeeded', daysSaved: 5, daysToPayOut: 2 });
    const row = await testApp.db
      .selectFrom('vacation_year_end')
      .select('result')
      .where('employment_id', '=', world.anna.employmentId)
      .where('year', '=', 2025)
      .executeTakeFirstOrThrow();
    const stored = (typeof row.result === 'string' ? JSON.parse(row.result) : row.result) as {
      payoutEventId: string;
    };

    const reported = await world.asAdmin('POST', '/events', {
      employmentId: world.anna.employmentId,
      correctsEventId: stored.payoutEventId,
      payload: {
        kind: 'balance',
        balance: 'vacation-days',
        date: '2026-01-01',
        change: -1,
        reason: 'Rättelse: en dag ska betalas ut',
      },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const correction = reported.json();
    const attested = await world.asAdmin('POST', '/events/decisions', {
      decision: 'attest',
      events: [{ eventId: correction.id, version: correction.version }],
    });
    expect(attested.statusCode, attested.body).toBe(200);

    const after = await annaVacation('2026-01-01');
    expect([after.paidDays, after.savedDays]).toEqual([26, 5]); // 7 − 5 − 1 + 25; 0 + 5
    const adjustments = after.history.filter(
      (change: { cause: string; part: string }) => change.cause === 'adjusted' && change.part === 'paid',
    );
    expect(adjustments.map((change: { amount: number }) => change.amount)).not.toContain(-2);
    expect(adjustments.map((change: { amount: number }) => change.amount)).toContain(-1);

    expect(await payMonth('2026-01', '2026-01-23')).toEqual([
      ['100', 1, 3_500_000],
      ['420', 1, 189_000], // 1 × (4,6 + 0,8) % × 35 000 = 1 890 kr
    ]);
    const versions = await testApp.db
      .selectFrom('event')
      .select(['id', 'state'])
      .where('id', 'in', [stored.payoutEventId, correction.id])
      .execute();
    expect(versions.map((version) => version.state)).toEqual(['paid', 'paid']);
    expect((await payMonth('2026-02', '2026-02-25')).map(([code]) => code)).toEqual(['100']);
    expect((await annaVacation('2026-01-01')).paidDays).toBe(26);
  });
});
