import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { buildEventWorld, type EventWorld } from '../events/testing/event-test-setup.ts';
import { monthlyPayslip } from '../payslips/testing/payslip-test-setup.ts';

/*
 * The year end of the calendar vacation year 2025 (earned in the preceding year), worked by hand:
 * - Anna: opening balance as of 2025-01-01 25 paid days; 3 days saved from 2020 (a balance event
 *   dated 2021-01-01, so the ledger files them under 2020; last day 2025-12-31); twelve completed
 *   runs of 2025 each earned 2.08 days (12 × 2.08 = 24.96) and the July run paid 20 days taken.
 *   Ledger on 2025-12-31: paid 25 + 24.96 − 20 = 29.96, saved 3.
 *   The plan: the 24.96 accrued belong to 2026, so 29.96 − 24.96 = 5 are left of 2025 (25 − 20).
 *   The 3 days from 2020 expire (−3 saved); the 5 days above 20 are saved (−5 paid, +5 saved),
 *   nothing to pay out; 2026 earns the law's 25 days against 24.96 accrued: +0.04 paid. 4 events.
 *   On 2026-01-01: paid 29.96 − 5 + 0.04 = 25; saved 3 − 3 + 5 = 5.
 * - Maja (employed since 2025-01-01, no payslips): 0 left, nothing saved, 25 earned against 0
 *   accrued: +25 paid, 1 event.
 * - Bo, the same but on unpaid leave of absence all of March 2025 (31 full days, attested): 7 §
 *   earns (365 − 31) × 25 / 365 = 8 350 / 365 = 22.88, rounded up to 23: +23 paid, 1 event.
 * First run: 3 employments, 4 + 1 + 1 = 6 events, saved 5, expired 3, to pay out 0.
 * Second run: nothing new (0 events), the balances as before.
 */

let testApp: TestApp;
let world: EventWorld;

const MONTHS = 12;

async function insertCompletedRun(month: number, vacation: { daysEarned: number; daysTaken: number }) {
  const db = testApp.db;
  const period = `2025-${String(month).padStart(2, '0')}`;
  const payDate = `${period}-25`;
  const { id: runId } = await db
    .insertInto('payroll_run')
    .values({
      employer_id: world.employerId,
      kind: 'ordinary',
      period,
      pay_date: payDate,
      label: `Lön ${period}`,
      status: 'calculated',
      created_by_name: 'Test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const result = { ...monthlyPayslip(period, payDate, 3_500_000), vacation };
  await db
    .insertInto('payslip')
    .values({
      employer_id: world.employerId,
      run_id: runId,
      employment_id: world.anna.employmentId,
      employee_id: world.anna.employeeId,
      employee_name: 'Anna Ek',
      period,
      pay_date: payDate,
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

async function waitForYearEnd(year: number) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const response = await world.asAdmin('GET', `/balances/year-end/${year}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    if (body.state === 'succeeded' || body.state === 'failed') return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the year end did not finish');
}

const balancesOn = async (employmentId: string, date: string) =>
  (await world.asAdmin('GET', `/employments/${employmentId}/balances?date=${date}`)).json().vacation;

const countBalanceEvents = async () =>
  Number(
    (
      await sql<{ count: string }>`select count(*) as count from event
        where employer_id = ${world.employerId} and kind = 'balance'`.execute(testApp.db)
    ).rows[0]!.count,
  );

beforeAll(async () => {
  testApp = await buildTestApp();
  world = await buildEventWorld(testApp, 2301);
  const db = testApp.db;
  const settings = (await world.asAdmin('GET', '/settings/vacation')).json();
  const saved = await world.asAdmin('PUT', '/settings/vacation', {
    version: settings.version,
    value: { ...settings.value, vacationYear: 'calendar', earningYear: 'preceding' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const opening = {
    version: 1,
    asOf: '2025-01-01',
    vacation: { paidDays: 25, savedDays: 0, advanceDays: 0 },
    yearToDate: { grossOre: 0, taxOre: 0, benefitsOre: 0 },
  };
  await sql`update employee set opening_balances = ${JSON.stringify(opening)}::jsonb where id = ${world.anna.employeeId}`.execute(
    db,
  );
  await db
    .insertInto('event')
    .values({
      employer_id: world.employerId,
      employment_id: world.anna.employmentId,
      employee_id: world.anna.employeeId,
      kind: 'balance',
      state: 'attested',
      payload: JSON.stringify({
        kind: 'balance',
        balance: 'saved-vacation-days',
        change: 3,
        date: '2021-01-01',
        reason: 'Sparade från 2020',
      }),
      from_date: '2021-01-01',
      to_date: '2021-01-01',
      reported_by_role: 'admin',
    })
    .execute();
  await db
    .insertInto('event')
    .values({
      employer_id: world.employerId,
      employment_id: world.bo.employmentId,
      employee_id: world.bo.employeeId,
      kind: 'absence',
      state: 'attested',
      payload: JSON.stringify({
        kind: 'absence',
        absenceType: 'leave-of-absence',
        fromDate: '2025-03-01',
        toDate: '2025-03-31',
        extent: { mode: 'whole-days' },
      }),
      from_date: '2025-03-01',
      to_date: '2025-03-31',
      reported_by_role: 'admin',
    })
    .execute();
  for (let month = 1; month <= MONTHS; month += 1)
    await insertCompletedRun(month, { daysEarned: 2.08, daysTaken: month === 7 ? 20 : 0 });
  await testApp.settle();
});

afterAll(async () => {
  await testApp?.close();
});

describe('vacation year end', () => {
  it('before: Anna has 29.96 paid and 3 saved days on 2025-12-31', async () => {
    const before = await balancesOn(world.anna.employmentId, '2025-12-31');
    expect(before.paidDays).toBe(29.96);
    expect(before.savedDays).toBe(3);
    expect((await world.asAdmin('GET', '/balances/year-end/2025')).json()).toMatchObject({
      state: 'not-started',
      employments: 0,
    });
  });

  it('closes 2025 for every employment, audited, and a second run changes nothing', async () => {
    const eventsBefore = await countBalanceEvents();
    const started = await world.asAdmin('POST', '/balances/year-end', { year: 2025 });
    expect(started.statusCode, started.body).toBe(202);
    const done = await waitForYearEnd(2025);
    expect(done).toMatchObject({
      state: 'succeeded',
      progress: 100,
      employments: 3,
      eventsWritten: 6,
      daysSaved: 5,
      daysExpired: 3,
      daysToPayOut: 0,
      errorCode: null,
    });
    expect((await countBalanceEvents()) - eventsBefore).toBe(6);

    const anna = await balancesOn(world.anna.employmentId, '2026-01-01');
    expect(anna.paidDays).toBe(25); // 29.96 − 5 + 0.04
    expect(anna.savedDays).toBe(5); // 3 − 3 + 5
    // The expired days leave the 2020 lot; the 5 saved are filed under 2025, the closing year.
    expect(anna.savedByYear).toEqual([{ year: 2025, days: 5 }]);
    const reasons = anna.history
      .filter((change: { date: string }) => change.date === '2026-01-01')
      .map((change: { part: string; amount: number }) => [change.part, change.amount]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        ['saved', -3],
        ['paid', -5],
        ['saved', 5],
        ['paid', 0.04],
      ]),
    );
    expect(reasons).toHaveLength(4);
    expect((await balancesOn(world.bo.employmentId, '2026-01-01')).paidDays).toBe(23);
    expect((await balancesOn(world.maja.employmentId, '2026-01-01')).paidDays).toBe(25);
    // Unpaid leave days (4 §): the group's 25 days, Bo's 23 paid → 2 unpaid left in 2026; Maja's
    // 25 paid fill them all. Before the year end that opened 2026 (i.e. in 2025) they are not known.
    expect((await balancesOn(world.bo.employmentId, '2026-02-01')).unpaidDaysLeft).toBe(2);
    expect((await balancesOn(world.maja.employmentId, '2026-02-01')).unpaidDaysLeft).toBe(0);
    expect((await balancesOn(world.bo.employmentId, '2025-12-31')).unpaidDaysLeft).toBeNull();

    const audit = await testApp.db
      .selectFrom('audit_event')
      .select(['entity_id', 'action'])
      .where('employer_id', '=', world.employerId)
      .where('action', '=', 'employee.vacation-year-closed')
      .execute();
    expect(audit.map((row) => row.entity_id).sort()).toEqual(
      [world.anna.employmentId, world.bo.employmentId, world.maja.employmentId].sort(),
    );

    const again = await world.asAdmin('POST', '/balances/year-end', { year: 2025 });
    expect(again.statusCode, again.body).toBe(202);
    const second = await waitForYearEnd(2025);
    expect(second).toMatchObject({ state: 'succeeded', employments: 3, eventsWritten: 0, daysSaved: 5 });
    expect((await countBalanceEvents()) - eventsBefore).toBe(6);
    const annaAgain = await balancesOn(world.anna.employmentId, '2026-01-01');
    expect([annaAgain.paidDays, annaAgain.savedDays]).toEqual([25, 5]);
    expect(annaAgain.savedByYear).toEqual([{ year: 2025, days: 5 }]);
  });

  it('is for the company’s admins only', async () => {
    for (const client of [world.asManager, world.asAnna, world.asOtherAdmin]) {
      expect((await client('POST', '/balances/year-end', { year: 2025 })).statusCode).toBe(403);
      expect((await client('GET', '/balances/year-end/2025')).statusCode).toBe(403);
    }
  });

  it('refuses a year that is not a year with a Swedish message', async () => {
    const response = await world.asAdmin('POST', '/balances/year-end', { year: 'förra' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Ange semesteråret som ett årtal');
  });
});
