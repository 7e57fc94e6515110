import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import type { EventWorld } from '../events/testing/event-test-setup.ts';
import { buildReportWorld } from './testing/report-world.ts';

/*
 * Every payslip is reference scenario S01 (docs/payroll-calculation.md): gross 35 000 kr, tax
 * 7 134 kr (table 33), net 35 000 − 7 134 = 27 866 kr, contributions 35 000 × 31,42 % = 10 997 kr,
 * no benefits, tax-free amounts or net deductions.
 * - January run, paid 25 Jan 2026: Anna (manager's team, cost centre 100) and Bo (no cost centre):
 *   gross 70 000, tax 14 268, net 55 732, contributions 21 994; to pay 14 268 + 21 994 = 36 262
 *   by 12 Feb 2026 (a Thursday).
 * - February run, paid 25 Feb: Anna: to pay 7 134 + 10 997 = 18 131 by 12 Mar 2026 (a Thursday).
 * - A calculated (not completed) February run for Bo: in no report.
 * Lönekostnad per payslip 35 000 + 10 997 = 45 997 kr.
 * Employments: Anna, Bo and Maja (the manager's own, in her team) from 2025-01-01: 3 at each month
 * end, the manager's team 2.
 */

let testApp: TestApp;
let world: EventWorld;
let januaryRunId: string;
const S01_COST = 4_599_700;

beforeAll(async () => {
  testApp = await buildTestApp();
  ({ world, januaryRunId } = await buildReportWorld(testApp, {
    orgSeed: 2141,
    calculatedExtraPayDate: '2026-02-26',
  }));
});
afterAll(async () => {
  await testApp.close();
});

describe('Lönejournal', () => {
  it('lists every payslip of the month with totals that equal the run', async () => {
    const response = await world.asAdmin('GET', '/reports/journal?period=2026-01');
    expect(response.statusCode, response.body).toBe(200);
    const journal = response.json();
    expect(journal.rows.map((row: { employeeName: string }) => row.employeeName)).toEqual([
      'Anna Ek',
      'Bo Gran',
    ]);
    expect(journal.rows[0]).toMatchObject({
      costCentre: '100',
      grossOre: 3_500_000,
      taxOre: 713_400,
      netOre: 2_786_600,
      contributionsOre: 1_099_700,
      benefitsOre: 0,
    });
    expect(journal.totals).toEqual({
      grossOre: 7_000_000,
      benefitsOre: 0,
      taxOre: 1_426_800,
      netDeductionsOre: 0,
      taxFreeOre: 0,
      netOre: 5_573_200,
      contributionsOre: 2_199_400,
    });
    expect(journal.runs).toHaveLength(1);
    expect(journal.runs[0].totals).toEqual(journal.totals);
    const run = await testApp.db
      .selectFrom('payroll_run')
      .select(['net_ore', 'employee_count'])
      .where('id', '=', januaryRunId)
      .executeTakeFirstOrThrow();
    expect(journal.totals.netOre).toBe(Number(run.net_ore));
    expect(journal.rows).toHaveLength(run.employee_count);
  });

  it('leaves out runs that are not completed, and answers one run by id', async () => {
    const february = await world.asAdmin('GET', '/reports/journal?period=2026-02');
    expect(february.json().rows.map((row: { employeeName: string }) => row.employeeName)).toEqual([
      'Anna Ek',
    ]);
    const one = await world.asAdmin('GET', `/reports/journal?runId=${januaryRunId}`);
    expect(one.json().totals.netOre).toBe(5_573_200);
    const none = await world.asAdmin('GET', '/reports/journal');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'REPORT_SELECTION_MISSING' });
  });
});

describe('Skatter och avgifter', () => {
  it('gives tax and contributions to pay per month with the due dates', async () => {
    const response = await world.asAdmin('GET', '/reports/taxes?year=2026');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().months).toEqual([
      {
        period: '2026-01',
        runCount: 1,
        taxOre: 1_426_800,
        contributionsOre: 2_199_400,
        toPayOre: 3_626_200,
        declarationDueDate: '2026-02-12',
        paymentDueDate: '2026-02-12',
      },
      {
        period: '2026-02',
        runCount: 1,
        taxOre: 713_400,
        contributionsOre: 1_099_700,
        toPayOre: 1_813_100,
        declarationDueDate: '2026-03-12',
        paymentDueDate: '2026-03-12',
      },
    ]);
  });
});

describe('Lönekostnad', () => {
  it('sums cost per month and cost centre over twelve months', async () => {
    const response = await world.asAdmin('GET', '/reports/cost?to=2026-02');
    expect(response.statusCode, response.body).toBe(200);
    const cost = response.json();
    expect(cost.months).toHaveLength(12);
    expect(cost.months[0]).toBe('2025-03');
    expect(cost.months[11]).toBe('2026-02');
    expect(cost.costCentres).toEqual([{ code: '100', name: 'Kök' }]);
    expect(
      cost.rows.map((row: { period: string; costCentre: string | null; totalOre: number }) => [
        row.period,
        row.costCentre,
        row.totalOre,
      ]),
    ).toEqual([
      ['2026-01', '100', S01_COST],
      ['2026-01', null, S01_COST],
      ['2026-02', '100', S01_COST],
    ]);
  });

  it('filters one cost centre', async () => {
    const response = await world.asAdmin('GET', '/reports/cost?to=2026-02&costCentre=100');
    expect(response.json().rows.map((row: { costCentre: string }) => row.costCentre)).toEqual(['100', '100']);
  });

  it('shows a manager only the team (Analys), and the team’s headcount', async () => {
    const cost = await world.asManager('GET', '/reports/cost?to=2026-02');
    expect(cost.statusCode, cost.body).toBe(200);
    expect(
      cost.json().rows.map((row: { period: string; totalOre: number }) => [row.period, row.totalOre]),
    ).toEqual([
      ['2026-01', S01_COST],
      ['2026-02', S01_COST],
    ]);
    const headcount = await world.asManager('GET', '/reports/headcount?to=2026-02');
    expect(headcount.statusCode, headcount.body).toBe(200);
    expect(headcount.json().months.every((month: { headcount: number }) => month.headcount === 2)).toBe(true);
  });
});

describe('Personalstatistik', () => {
  /*
   * February 2026 starts on a Sunday: 20 weekdays, so 3 employments give 60 workdays (the
   * manager's team of 2: 40). Anna sick Mon 2 – Fri 6 Feb, whole days: 5; Bo VAB Mon 9 – Tue 10
   * Feb at 50 %: 2 × 0,5 = 1; Bo's rejected leave 16–20 Feb counts nothing.
   */
  async function absence(
    who: { employmentId: string; employeeId: string },
    type: string,
    from: string,
    to: string,
    extent: object,
    state: string,
  ) {
    await testApp.db
      .insertInto('event')
      .values({
        employer_id: world.employerId,
        employment_id: who.employmentId,
        employee_id: who.employeeId,
        kind: 'absence',
        state,
        payload: JSON.stringify({
          kind: 'absence',
          absenceType: type,
          fromDate: from,
          toDate: to,
          extent,
          certificate: false,
        }),
        from_date: from,
        to_date: to,
        reported_by_role: 'admin',
      })
      .execute();
  }

  it('counts the employments at each month end, their workdays and the absence per type', async () => {
    await absence(world.anna, 'sick', '2026-02-02', '2026-02-06', { mode: 'whole-days' }, 'attested');
    await absence(world.bo, 'vab', '2026-02-09', '2026-02-10', { mode: 'percent', percent: 50 }, 'reported');
    await absence(
      world.bo,
      'leave-of-absence',
      '2026-02-16',
      '2026-02-20',
      { mode: 'whole-days' },
      'rejected',
    );
    const response = await world.asAdmin('GET', '/reports/headcount?to=2026-02');
    expect(response.statusCode, response.body).toBe(200);
    const months = response.json().months;
    expect(months).toHaveLength(12);
    expect(months[11]).toEqual({
      period: '2026-02',
      headcount: 3,
      starts: 0,
      ends: 0,
      workdays: 60,
      absenceDays: { sick: 5, vab: 1 },
    });
    const team = await world.asManager('GET', '/reports/headcount?to=2026-02');
    expect(team.json().months[11]).toMatchObject({ headcount: 2, workdays: 40, absenceDays: { sick: 5 } });
  });
});

describe('Dataexport', () => {
  it('gives the employments and the employees as CSV and audits each download', async () => {
    const response = await world.asAdmin(
      'GET',
      '/reports/export?dataset=employments&from=2026-01&to=2026-02',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'id;anstalld_id;namn;startdatum;slutdatum;anstallningsform;befattning;kostnadsstalle;loneform;sysselsattningsgrad',
    );
    // Anna, Bo and Maja of this company; not the other company's Olle.
    expect(lines.slice(1).map((line) => line.split(';')[2])).toEqual(['Anna Ek', 'Bo Gran', 'Maja Chef']);
    expect(lines[1]?.split(';').slice(3, 5)).toEqual(['2025-01-01', '']);
    expect(lines[1]?.split(';')[7]).toBe('100');
    const employees = await world.asAdmin('GET', '/reports/export?dataset=employees&from=2026-01&to=2026-01');
    expect(employees.body.split('\r\n')).toHaveLength(5);
    const audit = await testApp.db
      .selectFrom('audit_event')
      .select('after')
      .where('employer_id', '=', world.employerId)
      .where('action', '=', 'data-export.downloaded')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('is the admin’s only', async () => {
    for (const client of [world.asManager, world.asAnna, world.asOtherAdmin]) {
      const response = await client('GET', '/reports/export?dataset=employees&from=2026-01&to=2026-01');
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('odd months', () => {
  it('refuses a month outside 1900–2199 with 400, not an error', async () => {
    for (const path of [
      '/reports/cost?to=0000-01',
      '/reports/headcount?to=0001-01',
      '/reports/journal?period=0000-12',
    ]) {
      expect((await world.asAdmin('GET', path)).statusCode).toBe(400);
    }
  });
});

describe('who may read the reports', () => {
  it('refuses the employee every report and the manager the admin’s', async () => {
    for (const path of [
      '/reports/journal?period=2026-01',
      '/reports/taxes?year=2026',
      '/reports/cost?to=2026-02',
      '/reports/headcount?to=2026-02',
    ]) {
      expect((await world.asAnna('GET', path)).statusCode).toBe(403);
      expect((await world.asOtherAdmin('GET', path)).statusCode).toBe(403);
    }
    expect((await world.asManager('GET', '/reports/journal?period=2026-01')).statusCode).toBe(403);
    expect((await world.asManager('GET', '/reports/taxes?year=2026')).statusCode).toBe(403);
  });

  it('changes nothing: the audit log has no row from reading them', async () => {
    const before = await testApp.db
      .selectFrom('audit_event')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    await world.asAdmin('GET', '/reports/journal?period=2026-01');
    await world.asAdmin('GET', '/reports/cost?to=2026-02');
    const after = await testApp.db
      .selectFrom('audit_event')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
