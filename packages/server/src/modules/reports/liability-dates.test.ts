import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployerScope } from '../../access/employer-scope.ts';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { insertCompletedRun } from '../agi/testing/agi-test-setup.ts';
import { type EventWorld, insertEmployment } from '../events/testing/event-test-setup.ts';
import { payDebt } from './liability-queries.ts';
import { buildReportWorld } from './testing/report-world.ts';

/*
 * Semesterskuld reads its date (28 Feb 2026) and the end of the month before (31 Jan) in one pass
 * (issue 21): each date must still get its own employments, salaries, events and earning-year base.
 * The report world of liability-routes.test.ts (Anna and Bo at 35 000 kr, sammalöneregeln 5.4 %:
 * 1 890 kr a day; Anna 14.12 days on 31 Jan and 16.04 on 28 Feb, Bo 2.12 on both), and:
 * - Bo's salary is 40 000 kr from 1 Feb: 5.4 % × 40 000 = 2 160 kr a day on 28 Feb, 1 890 on 31 Jan.
 * - Maja (30 000 kr: 5.4 % × 30 000 = 1 620 kr a day) gets 3 days on 10 Feb: 0 days on 31 Jan.
 * - Cilla, procentregeln 12 % over 25 days, no salary, was paid 35 000 kr on 15 Feb 2025 (period
 *   February 2025: 28 × 25 / 365 = 1.92 days). 31 Jan: the year after 31 Jan 2025 holds that pay,
 *   a day is 12 % × 35 000 / 25 = 168 kr, 1.92 × 168 = 322.56 kr. 28 Feb: the year after
 *   28 Feb 2025 holds none, a day is worth 0.
 * - Dan (30 000 kr, 2 days on 1 Dec 2025) ended on 15 Feb: on 31 Jan only, 2 × 1 620 = 3 240 kr.
 * - Eva (30 000 kr from 10 Feb) started on 10 Feb and got 1 day on 20 Feb: on 28 Feb only, 1 620 kr.
 * Contributions at 31.42 %, each row rounded to the öre.
 * 31 Jan: 26 686.80 + 4 006.80 + 322.56 + 3 240 + 0 = 34 256.16 kr; 8 384.99 + 1 258.94 +
 *   101.35 (101.348…) + 1 018.01 (1 018.008) = 10 763.29 kr; days 14.12 + 2.12 + 1.92 + 2 + 0 = 20.16.
 * 28 Feb: 30 315.60 + 4 579.20 (2.12 × 2 160) + 0 + 1 620 + 4 860 (3 × 1 620) = 41 374.80 kr;
 *   9 525.16 + 1 438.78 (1 438.784…) + 0 + 509.00 (509.004) + 1 527.01 (1 527.012) = 12 999.95 kr;
 *   days 16.04 + 2.12 + 1.92 + 1 + 3 = 24.08.
 */

let testApp: TestApp;
let world: EventWorld;
const S01 = 3_500_000;
const SALARY = 3_000_000;

beforeAll(async () => {
  testApp = await buildTestApp();
  ({ world } = await buildReportWorld(testApp, { orgSeed: 2437, vacation: true }));
  const db = testApp.db;
  const { employerId } = world;
  await db
    .updateTable('salary_row')
    .set({ valid_to: '2026-01-31' })
    .where('employment_id', '=', world.bo.employmentId)
    .execute();
  const cilla = await insertEmployment(db, employerId, { firstName: 'Cilla', lastName: 'Dahl' }, null);
  const dan = await insertEmployment(db, employerId, { firstName: 'Dan', lastName: 'Ås' }, null);
  const eva = await insertEmployment(db, employerId, { firstName: 'Eva', lastName: 'Fors' }, null);
  await db
    .insertInto('salary_row')
    .values([
      { employment_id: world.bo.employmentId, valid_from: '2026-02-01', amount_ore: 4_000_000 },
      { employment_id: world.maja.employmentId, valid_from: '2025-01-01', amount_ore: SALARY },
      { employment_id: dan.employmentId, valid_from: '2025-01-01', amount_ore: SALARY },
      { employment_id: eva.employmentId, valid_from: '2026-02-10', amount_ore: SALARY },
    ])
    .execute();
  await sql`update employment set vacation = ${JSON.stringify({ rule: 'procentregeln', paidDaysPerYear: 25, percent: 12 })}
            where id = ${cilla.employmentId}`.execute(db);
  await sql`update employment set end_date = '2026-02-15' where id = ${dan.employmentId}`.execute(db);
  await sql`update employment set start_date = '2026-02-10' where id = ${eva.employmentId}`.execute(db);
  await insertCompletedRun(
    db,
    employerId,
    { period: '2025-02', payDate: '2025-02-15', label: 'Lön februari 2025', kind: 'ordinary' },
    [{ ...cilla, employeeName: 'Cilla Dahl', monthlySalaryOre: S01 }],
  );
  for (const [employmentId, date, change] of [
    [world.maja.employmentId, '2026-02-10', 3],
    [dan.employmentId, '2025-12-01', 2],
    [eva.employmentId, '2026-02-20', 1],
  ] as const) {
    const response = await world.asAdmin('POST', `/employments/${employmentId}/balances/adjustments`, {
      balance: 'vacation-days',
      date,
      change,
      reason: 'Överförda dagar',
    });
    expect(response.statusCode, response.body).toBe(201);
  }
});
afterAll(async () => {
  await testApp.close();
});

type Row = {
  employeeName: string;
  days: number;
  dayValueOre: number;
  amountOre: number;
  contributionsOre: number;
};
const figures = (rows: Row[]) =>
  rows.map((row) => [row.employeeName, row.days, row.dayValueOre, row.amountOre, row.contributionsOre]);

describe('Semesterskuld at its date and at the end of the month before', () => {
  it('gives each date its own employments, salaries, adjustments and earning year, by hand', async () => {
    const response = await world.asAdmin('GET', '/reports/vacation-liability?date=2026-02-28');
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(figures(report.rows)).toEqual([
      ['Anna Ek', 16.04, 189_000, 3_031_560, 952_516],
      ['Bo Gran', 2.12, 216_000, 457_920, 143_878],
      ['Cilla Dahl', 1.92, 0, 0, 0],
      ['Eva Fors', 1, 162_000, 162_000, 50_900],
      ['Maja Chef', 3, 162_000, 486_000, 152_701],
    ]);
    expect(report.totals).toEqual({
      days: 24.08,
      amountOre: 4_137_480,
      contributionsOre: 1_299_995,
      totalOre: 5_437_475,
    });
    expect(report.accrual.previousDate).toBe('2026-01-31');
    expect(report.accrual.previousTotals).toEqual({
      days: 20.16,
      amountOre: 3_425_616,
      contributionsOre: 1_076_329,
      totalOre: 4_501_945,
    });
    const on = (account: string) =>
      report.accrual.rows
        .filter((row: { account: string }) => row.account === account)
        .reduce((sum: number, row: { amountOre: number }) => sum + row.amountOre, 0);
    // 34 256.16 − 41 374.80 = −7 118.64 kr more owed on 2920; 10 763.29 − 12 999.95 = −2 236.66 kr.
    expect(on('2920')).toBe(-711_864);
    expect(on('2941')).toBe(-223_666);
  });

  it('gives the month before as the report read at that date does', async () => {
    const response = await world.asAdmin('GET', '/reports/vacation-liability?date=2026-01-31');
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(figures(report.rows)).toEqual([
      ['Anna Ek', 14.12, 189_000, 2_668_680, 838_499],
      ['Bo Gran', 2.12, 189_000, 400_680, 125_894],
      ['Cilla Dahl', 1.92, 16_800, 32_256, 10_135],
      ['Dan Ås', 2, 162_000, 324_000, 101_801],
      ['Maja Chef', 0, 162_000, 0, 0],
    ]);
    expect(report.totals).toEqual({
      days: 20.16,
      amountOre: 3_425_616,
      contributionsOre: 1_076_329,
      totalOre: 4_501_945,
    });
  });

  it('reads a month before ending on 29 February (the year before it ends on 28 February)', async () => {
    // 31 Mar 2028: the month before ends 29 Feb 2028, whose earning year starts after 28 Feb 2027.
    const response = await world.asAdmin('GET', '/reports/vacation-liability?date=2028-03-31');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().accrual.previousDate).toBe('2028-02-29');
  });

  it('gives Löneskuld the same vacation liability at its date', async () => {
    const rows = (await world.asAdmin('GET', '/reports/pay-debt?date=2026-02-28')).json().rows;
    expect(rows.filter((row: { kind: string }) => row.kind.startsWith('vacation-'))).toEqual([
      { kind: 'vacation-liability', amountOre: 4_137_480, dueDate: null, runLabels: [] },
      { kind: 'vacation-contributions', amountOre: 1_299_995, dueDate: null, runLabels: [] },
    ]);
  });

  it('sums only a manager’s team in Löneskuld’s runs', async () => {
    // No packaging gives a manager Löneskuld yet; the service still keeps to the team.
    const { manager_role_id: roleId } = await testApp.db
      .selectFrom('employment')
      .select('manager_role_id')
      .where('id', '=', world.anna.employmentId)
      .executeTakeFirstOrThrow();
    const scope: EmployerScope = {
      employerId: world.employerId,
      roleId: roleId!,
      role: 'manager',
      employmentId: null,
      packagingId: null,
      privileges: [],
    };
    const report = await payDebt(testApp.db, scope, '2026-02-11');
    // January's run paid Anna and Bo; the manager sees Anna's payslip only: 7 134 and 10 997 kr.
    expect(
      report.rows.filter((row) => row.kind.endsWith('-to-pay')).map((row) => [row.kind, row.amountOre]),
    ).toEqual([
      ['tax-to-pay', 713_400],
      ['contributions-to-pay', 1_099_700],
    ]);
  });
});
