import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import type { EventWorld } from '../events/testing/event-test-setup.ts';
import { buildReportWorld } from './testing/report-world.ts';

/*
 * Semesterskuld and Löneskuld worked by hand. Every payslip is reference scenario S01: gross
 * 35 000 kr, tax 7 134 kr, net 27 866 kr, contributions 10 997 kr, and the month's calendar days ×
 * 25 / 365 vacation days earned (January 31 × 25 / 365 = 2.12, February 28 × 25 / 365 = 1.92).
 * Anna and Bo earn 35 000 kr a month (sammalöneregeln, tillägg 0.8 %: a day is 5.4 % × 35 000 =
 * 1 890 kr); Maja has no salary row, so her days are worth nothing. Anna opened with 10 paid and
 * 2 saved days on 31 Dec 2025 and is in cost centre 100. January's run (25 Jan) paid Anna and Bo,
 * February's (25 Feb) Anna; a calculated run for Bo counts nowhere. Contributions on the liability
 * at the settings' default, 31.42 %, accrued monthly.
 * At 28 Feb: Anna 10 + 2 + 2.12 + 1.92 = 16.04 days → 16.04 × 1 890 = 30 315.60 kr, contributions
 * 9 525.161… → 9 525.16 kr; Bo 2.12 days → 4 006.80 kr, contributions 1 258.936… → 1 258.94 kr.
 * At 31 Jan: Anna 14.12 days → 26 686.80 kr (contributions 8 384.992… → 8 384.99 kr), Bo as at 28 Feb.
 */

let testApp: TestApp;
let world: EventWorld;
const S01 = 3_500_000;

beforeAll(async () => {
  testApp = await buildTestApp();
  ({ world } = await buildReportWorld(testApp, {
    orgSeed: 2181,
    vacation: true,
    calculatedExtraPayDate: '2026-03-05',
  }));
});
afterAll(async () => {
  await testApp.close();
});

describe('Semesterskuld', () => {
  it('values each employee’s days at the date and totals them, by hand', async () => {
    const response = await world.asAdmin('GET', '/reports/vacation-liability?date=2026-02-28');
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report.contributionRateBasisPoints).toBe(3142);
    expect(report.rows.map((row: { employeeName: string }) => row.employeeName)).toEqual([
      'Anna Ek',
      'Bo Gran',
      'Maja Chef',
    ]);
    expect(report.rows[0]).toMatchObject({
      costCentre: '100',
      rule: 'sammaloneregeln',
      days: 16.04,
      dayValueOre: 189_000,
      amountOre: 3_031_560,
      contributionsOre: 952_516,
      totalOre: 3_984_076,
    });
    expect(report.rows[1]).toMatchObject({ days: 2.12, amountOre: 400_680, contributionsOre: 125_894 });
    expect(report.rows[2]).toMatchObject({ amountOre: 0, contributionsOre: 0 });
    // 30 315.60 + 4 006.80 = 34 322.40 kr; 9 525.16 + 1 258.94 = 10 784.10 kr.
    expect(report.totals).toEqual({
      days: 18.16,
      amountOre: 3_432_240,
      contributionsOre: 1_078_410,
      totalOre: 4_510_650,
    });
  });

  it('equals the liability a month before plus the month’s accrual voucher', async () => {
    const report = (await world.asAdmin('GET', '/reports/vacation-liability?date=2026-02-28')).json();
    // 31 Jan: 26 686.80 + 4 006.80 = 30 693.60 kr, 8 384.99 + 1 258.94 = 9 643.93 kr. Only Anna's
    // changed: 30 315.60 − 26 686.80 = 3 628.80 kr, contributions 9 525.16 − 8 384.99 = 1 140.17 kr.
    expect(report.accrual).toEqual({
      previousDate: '2026-01-31',
      previousTotals: { days: 16.24, amountOre: 3_069_360, contributionsOre: 964_393, totalOre: 4_033_753 },
      text: 'Förändring semesterlöneskuld 2026-02',
      rows: [
        { account: '2920', costCentre: null, project: null, amountOre: -362_880 },
        { account: '2941', costCentre: null, project: null, amountOre: -114_017 },
        { account: '7290', costCentre: '100', project: null, amountOre: 362_880 },
        { account: '7519', costCentre: '100', project: null, amountOre: 114_017 },
      ],
    });
    const on = (account: string) =>
      report.accrual.rows
        .filter((row: { account: string }) => row.account === account)
        .reduce((sum: number, row: { amountOre: number }) => sum + row.amountOre, 0);
    expect(report.accrual.previousTotals.amountOre - on('2920')).toBe(report.totals.amountOre);
    expect(report.accrual.previousTotals.contributionsOre - on('2941')).toBe(report.totals.contributionsOre);
  });

  it('shows a manager only the team (Anna and Maja)', async () => {
    const response = await world.asManager('GET', '/reports/vacation-liability?date=2026-02-28');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().rows.map((row: { employeeName: string }) => row.employeeName)).toEqual([
      'Anna Ek',
      'Maja Chef',
    ]);
    expect(response.json().totals.amountOre).toBe(3_031_560);
  });
});

describe('Löneskuld', () => {
  it('owes February’s tax and contributions until 12 March and the vacation liability, by hand', async () => {
    const response = await world.asAdmin('GET', '/reports/pay-debt?date=2026-02-28');
    expect(response.statusCode, response.body).toBe(200);
    // January's were due 12 Feb 2026 (a Thursday) and are paid; February's are due 12 Mar.
    expect(response.json()).toEqual({
      date: '2026-02-28',
      rows: [
        { kind: 'tax-to-pay', amountOre: 713_400, dueDate: '2026-03-12', runLabels: ['Lön februari 2026'] },
        {
          kind: 'contributions-to-pay',
          amountOre: 1_099_700,
          dueDate: '2026-03-12',
          runLabels: ['Lön februari 2026'],
        },
        { kind: 'vacation-liability', amountOre: 3_432_240, dueDate: null, runLabels: [] },
        { kind: 'vacation-contributions', amountOre: 1_078_410, dueDate: null, runLabels: [] },
      ],
      // 7 134 + 10 997 + 34 322.40 + 10 784.10 = 63 237.50 kr.
      totalOre: 6_323_750,
    });
  });

  it('counts February’s pay as earned and unpaid before its pay day', async () => {
    const response = await world.asAdmin('GET', '/reports/pay-debt?date=2026-02-11');
    const rows = response
      .json()
      .rows.map((row: { kind: string; amountOre: number }) => [row.kind, row.amountOre]);
    expect(rows).toEqual([
      ['net-pay-unpaid', 2_786_600],
      ['tax-unpaid', 713_400],
      ['contributions-unpaid', 1_099_700],
      // January's two payslips: 2 × 7 134 kr and 2 × 10 997 kr, due 12 February.
      ['tax-to-pay', 1_426_800],
      ['contributions-to-pay', 2_199_400],
      // 31 Jan's liability: 26 686.80 + 4 006.80 = 30 693.60 kr; 8 384.99 + 1 258.94 = 9 643.93 kr.
      ['vacation-liability', 3_069_360],
      ['vacation-contributions', 964_393],
    ]);
  });
});

describe('Pension', () => {
  it('gives the premiums of the year per employee and month under the company plan, by hand', async () => {
    // Anna has ITP 1 (the company's Collectum plan, 4.5 % up to 7.5 IBB / 12 = 52 125 kr in 2026),
    // Bo SAF-LO without a Fora plan and his own 2 %, Maja ITP 1 without payslips.
    const db = testApp.db;
    await db
      .updateTable('employment')
      .set({ pension: JSON.stringify({ plan: 'itp1', percent: null }) })
      .where('id', 'in', [world.anna.employmentId, world.maja.employmentId])
      .execute();
    await db
      .updateTable('employment')
      .set({ pension: JSON.stringify({ plan: 'saf-lo', percent: 2 }) })
      .where('id', '=', world.bo.employmentId)
      .execute();
    const settings = await world.asAdmin('GET', '/settings/pension');
    const saved = await world.asAdmin('PUT', '/settings/pension', {
      version: settings.json().version,
      value: {
        bookSpecialPayrollTaxMonthly: true,
        plans: [
          {
            id: '5b0c3c1e-7d4e-4f59-9d43-2f7c9a3b1a01',
            name: 'ITP 1',
            provider: 'collectum',
            rules: [
              {
                validFrom: '2025-01-01',
                validTo: null,
                percentBelow: 4.5,
                percentAbove: 30,
                limitIbb: 7.5,
                capIbb: 30,
                fixedAmountOre: 0,
              },
            ],
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await world.asAdmin('GET', '/reports/pension?year=2026');
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    // Anna: 4.5 % × 35 000 = 1 575 kr a month; särskild löneskatt 24.26 % → 382.095 → 382.10 kr.
    // Bo: 2 % × 35 000 = 700 kr; 24.26 % → 169.82 kr. The calculated run for Bo counts not.
    expect(report.rows).toEqual([
      {
        employmentId: world.anna.employmentId,
        employeeName: 'Anna Ek',
        period: '2026-01',
        planName: 'ITP 1',
        basisOre: S01,
        premiumOre: 157_500,
        specialPayrollTaxOre: 38_210,
      },
      {
        employmentId: world.anna.employmentId,
        employeeName: 'Anna Ek',
        period: '2026-02',
        planName: 'ITP 1',
        basisOre: S01,
        premiumOre: 157_500,
        specialPayrollTaxOre: 38_210,
      },
      {
        employmentId: world.bo.employmentId,
        employeeName: 'Bo Gran',
        period: '2026-01',
        planName: null,
        basisOre: S01,
        premiumOre: 70_000,
        specialPayrollTaxOre: 16_982,
      },
    ]);
    // 1 575 + 1 575 + 700 = 3 850 kr; 382.10 + 382.10 + 169.82 = 934.02 kr.
    expect(report.totals).toEqual({ basisOre: 3 * S01, premiumOre: 385_000, specialPayrollTaxOre: 93_402 });
    expect(report.withoutPlan).toEqual([]);
    const team = await world.asManager('GET', '/reports/pension?year=2026');
    if (team.statusCode === 200)
      expect(team.json().rows.map((row: { employeeName: string }) => row.employeeName)).toEqual([
        'Anna Ek',
        'Anna Ek',
      ]);
    else expect(team.statusCode).toBe(403);
  });
});

describe('who may read them', () => {
  it('refuses the employee, another company’s admin and a bad date', async () => {
    for (const path of [
      '/reports/vacation-liability?date=2026-02-28',
      '/reports/pay-debt?date=2026-02-28',
      '/reports/pension?year=2026',
    ]) {
      expect((await world.asAnna('GET', path)).statusCode).toBe(403);
      expect((await world.asOtherAdmin('GET', path)).statusCode).toBe(403);
    }
    expect((await world.asAdmin('GET', '/reports/pension?year=0000')).statusCode).toBe(400);
    for (const date of ['2026-02-30', '0000-01-01', 'igår', '']) {
      const response = await world.asAdmin('GET', `/reports/pay-debt?date=${encodeURIComponent(date)}`);
      expect(response.statusCode, date).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('changes nothing: the audit log has no row from reading them', async () => {
    const count = async () =>
      Number(
        (
          await testApp.db
            .selectFrom('audit_event')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await world.asAdmin('GET', '/reports/vacation-liability?date=2026-02-28');
    await world.asAdmin('GET', '/reports/pay-debt?date=2026-02-28');
    expect(await count()).toBe(before);
  });
});
