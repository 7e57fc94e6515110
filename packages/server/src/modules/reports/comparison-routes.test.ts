import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { insertCompletedRun } from '../agi/testing/agi-test-setup.ts';
import { buildEventWorld, type EventWorld } from '../events/testing/event-test-setup.ts';
import { LON_KOMPLETT } from '../privileges/standard-packagings.ts';

/*
 * Analys' 12-month comparisons, to = 2026-02: March 2025 – February 2026 against March 2024 –
 * February 2025, worked by hand. Cost per payslip: S01 35 000 kr + 31,42 % = 45 997 kr
 * (4 599 700 öre); a 40 000 kr salary + 12 568 kr (40 000 × 31,42 %) = 5 256 800 öre.
 * - February 2025 (paid 25 Feb): Anna S01, Bo S01.
 * - January 2026: Anna S01, Bo S01. February 2026: Anna 40 000 kr, Bo S01.
 * Employments (Anna, Bo and Maja, the manager's own) from 2025-01-01; the manager's team is Anna
 * and Maja. Absence: Anna sick 2–6 Feb 2026 (5 weekdays), Bo sick 3–7 Feb 2025 (5 weekdays).
 * February has 20 weekdays in both years.
 */

let testApp: TestApp;
let world: EventWorld;
const S01 = 3_500_000;

async function sick(who: { employmentId: string; employeeId: string }, from: string, to: string) {
  await testApp.db
    .insertInto('event')
    .values({
      employer_id: world.employerId,
      employment_id: who.employmentId,
      employee_id: who.employeeId,
      kind: 'absence',
      state: 'attested',
      payload: JSON.stringify({
        kind: 'absence',
        absenceType: 'sick',
        fromDate: from,
        toDate: to,
        extent: { mode: 'whole-days' },
        certificate: false,
      }),
      from_date: from,
      to_date: to,
      reported_by_role: 'admin',
    })
    .execute();
}

beforeAll(async () => {
  testApp = await buildTestApp();
  world = await buildEventWorld(testApp, 2191);
  const db = testApp.db;
  const anna = { ...world.anna, employeeName: 'Anna Ek', monthlySalaryOre: S01 };
  const bo = { ...world.bo, employeeName: 'Bo Gran', monthlySalaryOre: S01 };
  const run = (period: string, payDate: string) =>
    ({ period, payDate, label: `Lön ${period}`, kind: 'ordinary' }) as const;
  await insertCompletedRun(db, world.employerId, run('2025-02', '2025-02-25'), [anna, bo]);
  await insertCompletedRun(db, world.employerId, run('2026-01', '2026-01-23'), [anna, bo]);
  await insertCompletedRun(db, world.employerId, run('2026-02', '2026-02-25'), [
    { ...anna, monthlySalaryOre: 4_000_000 },
    bo,
  ]);
  await sick(world.anna, '2026-02-02', '2026-02-06');
  await sick(world.bo, '2025-02-03', '2025-02-07');
});
afterAll(async () => {
  await testApp.close();
});

type Metric = {
  metric: string;
  months: { period: string; previousPeriod: string }[];
  total: unknown;
};
const metric = (body: { metrics: Metric[] }, name: string) =>
  body.metrics.find((entry) => entry.metric === name) as Metric;
const month = (entry: Metric, period: string) => entry.months.find((row) => row.period === period);

describe('GET /reports/comparison', () => {
  it('compares the whole company’s 12 months with the 12 before for an admin', async () => {
    const response = await world.asAdmin('GET', '/reports/comparison?to=2026-02');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const cost = metric(body, 'cost');
    expect(cost.months.map((row) => row.period)).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(cost.months[0]?.previousPeriod).toBe('2024-03');
    // February: 5 256 800 + 4 599 700 = 9 856 500 against 2 × 4 599 700 = 9 199 400:
    // +657 100, 657 100 / 9 199 400 = 7,14 % → 7,1.
    expect(month(cost, '2026-02')).toEqual({
      period: '2026-02',
      previousPeriod: '2025-02',
      current: 9_856_500,
      previous: 9_199_400,
      difference: 657_100,
      changePercent: 7.1,
    });
    // The year: 9 199 400 + 9 856 500 = 19 055 900 against 9 199 400: +9 856 500, +107,1 %.
    expect(cost.total).toEqual({
      current: 19_055_900,
      previous: 9_199_400,
      difference: 9_856_500,
      changePercent: 107.1,
    });
    // February absence: 5 days of 3 × 20 = 60 both years, 8,33 %: no change.
    expect(month(metric(body, 'absence-rate'), '2026-02')).toMatchObject({
      current: 8.33,
      previous: 8.33,
      difference: 0,
      changePercent: 0,
    });
    expect(month(metric(body, 'headcount'), '2026-02')).toMatchObject({ current: 3, previous: 3 });
  });

  it('gives a manager the team only: never Bo’s pay or absence', async () => {
    const response = await world.asManager('GET', '/reports/comparison?to=2026-02');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const cost = metric(body, 'cost');
    // February: Anna's 5 256 800 against her 4 599 700: +657 100, 14,29 % → 14,3.
    expect(month(cost, '2026-02')).toMatchObject({
      current: 5_256_800,
      previous: 4_599_700,
      difference: 657_100,
      changePercent: 14.3,
    });
    // January 2026 against nothing in January 2025: no per cent change.
    expect(month(cost, '2026-01')).toMatchObject({ current: 4_599_700, previous: 0, changePercent: null });
    // 4 599 700 + 5 256 800 = 9 856 500 against 4 599 700: +5 256 800, 114,29 % → 114,3.
    expect(cost.total).toEqual({
      current: 9_856_500,
      previous: 4_599_700,
      difference: 5_256_800,
      changePercent: 114.3,
    });
    const absence = metric(body, 'absence-rate');
    // February 2026: Anna's 5 days of 2 × 20 = 12,50 %; February 2025: Bo's days are not the team's.
    expect(month(absence, '2026-02')).toMatchObject({
      current: 12.5,
      previous: 0,
      difference: 12.5,
      changePercent: null,
    });
    // The year: 5 of 2 × 260 weekdays (21+22+22+21+23+21+22+23+20+23+22+20) = 0,96 %; the year
    // before 0 of 2 × (23 + 20).
    expect(absence.total).toEqual({ current: 0.96, previous: 0, difference: 0.96, changePercent: null });
    const headcount = metric(body, 'headcount');
    // 2 at every month end; the year before 0 until December 2024, 2 in January and February 2025.
    expect(month(headcount, '2025-03')).toMatchObject({ current: 2, previous: 0, changePercent: null });
    expect(month(headcount, '2026-02')).toMatchObject({
      current: 2,
      previous: 2,
      difference: 0,
      changePercent: 0,
    });
    // Average 2,0 against 4/12 = 0,33 → 0,3: +1,7, 1,7/0,3 = 566,7 %.
    expect(headcount.total).toEqual({ current: 2, previous: 0.3, difference: 1.7, changePercent: 566.7 });
  });

  it('refuses an employee, another company and a bad month, and writes nothing', async () => {
    const audits = await testApp.db
      .selectFrom('audit_event')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirst();
    expect((await world.asAnna('GET', '/reports/comparison?to=2026-02')).statusCode).toBe(403);
    expect((await world.asOtherAdmin('GET', '/reports/comparison?to=2026-02')).statusCode).toBe(403);
    expect((await world.asAdmin('GET', '/reports/comparison?to=2026-13')).statusCode).toBe(400);
    expect((await world.asAdmin('GET', '/reports/comparison')).statusCode).toBe(400);
    const after = await testApp.db
      .selectFrom('audit_event')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after).toEqual(audits);
  });

  it('refuses 403 a manager with Analytics.Standard but not Analytics.Advanced', async () => {
    await testApp.db
      .updateTable('packaging_privilege')
      .set({ enabled_manager: false })
      .where('packaging_id', '=', LON_KOMPLETT.id)
      .where('privilege_id', '=', 'Analytics.Advanced')
      .execute();
    await testApp.settle();
    const refused = await world.asManager('GET', '/reports/comparison?to=2026-02');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PRIVILEGE_MISSING');
    // The standard views stay open to the same manager.
    expect((await world.asManager('GET', '/reports/cost?to=2026-02')).statusCode).toBe(200);
  });
});
