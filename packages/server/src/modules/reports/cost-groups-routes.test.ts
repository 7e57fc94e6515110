import type { Payslip, PayslipLine } from '@lonsam/domain/payroll/payslip/payslip-types';
import type { SalaryTypeEffect } from '@lonsam/domain/salary-types/salary-type-enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import type { EventWorld } from '../events/testing/event-test-setup.ts';
import { monthlyPayslip } from '../payslips/testing/payslip-test-setup.ts';
import { buildReportWorld } from './testing/report-world.ts';

/*
 * Lönekostnad per salary-type group, worked by hand (öre). The January payslips are stored with
 * these lines (the report reads what a completed run stored):
 * - Anna (the manager's team, cost centre 100): 100 Månadslön 3 500 000, 211 Övertid 80 770,
 *   710 Milersättning (tax-free) 25 000, 600 Bilförmån 400 000 (a benefit: not a cost here).
 *   Gross 3 580 770, tax-free 25 000; contributions (3 580 770 + 400 000) × 31,42 %
 *   = 1 250 757,93 → 1 250 758. Cost 3 580 770 + 25 000 + 1 250 758 = 4 856 528.
 * - Bo (no cost centre): 100 3 500 000, 311 Sjukavdrag −129 231, 402 Semestertillägg 28 000.
 *   Gross 3 398 769; contributions × 31,42 % = 1 067 893,22 → 1 067 893. Cost 4 466 662.
 * January, the company: Lön 7 000 000, Övertid och tillägg 80 770, Frånvaro −129 231, Semester
 * 28 000, Ersättningar 25 000, Arbetsgivaravgifter 1 250 758 + 1 067 893 = 2 318 651; sum
 * 9 323 190 = 4 856 528 + 4 466 662, the cost-centre rows' total.
 * February: Anna's S01 payslip from the engine (Månadslön 3 500 000, contributions 1 099 700).
 * Bo's calculated February run is in no report.
 */

let testApp: TestApp;
let world: EventWorld;

function stored(
  base: Payslip,
  lines: [string, SalaryTypeEffect, number][],
  contributionsOre: number,
): Payslip {
  const template = base.lines.find((line) => line.code === '100') as PayslipLine;
  const built = lines.map(([code, effect, amountOre]) => ({ ...template, code, effect, amountOre }));
  const sum = (effects: SalaryTypeEffect[]) =>
    built.filter((line) => effects.includes(line.effect)).reduce((total, line) => total + line.amountOre, 0);
  return {
    ...base,
    lines: built,
    grossOre: sum(['adds-to-gross', 'reduces-gross']),
    benefitsOre: sum(['adds-to-taxable']),
    taxFreeOre: sum(['adds-to-net']),
    contributions: { ...base.contributions, totalOre: contributionsOre },
  };
}

beforeAll(async () => {
  testApp = await buildTestApp();
  const base = monthlyPayslip('2026-01', '2026-01-25', 3_500_000);
  const annaJanuary = stored(
    base,
    [
      ['100', 'adds-to-gross', 3_500_000],
      ['211', 'adds-to-gross', 80_770],
      ['710', 'adds-to-net', 25_000],
      ['600', 'adds-to-taxable', 400_000],
    ],
    1_250_758,
  );
  const boJanuary = stored(
    base,
    [
      ['100', 'adds-to-gross', 3_500_000],
      ['311', 'reduces-gross', -129_231],
      ['402', 'adds-to-gross', 28_000],
    ],
    1_067_893,
  );
  ({ world } = await buildReportWorld(testApp, {
    orgSeed: 2181,
    januaryPayslips: { anna: annaJanuary, bo: boJanuary },
    calculatedExtraPayDate: '2026-02-26',
  }));
});
afterAll(async () => {
  await testApp.close();
});

type Group = { period: string; group: string; amountOre: number };
type Row = { period: string; totalOre: number };
const total = (rows: { amountOre?: number; totalOre?: number }[]) =>
  rows.reduce((sum, row) => sum + (row.amountOre ?? row.totalOre ?? 0), 0);

describe('Lönekostnad per salary-type group', () => {
  it('splits each month’s cost into the groups, adding up to the cost-centre rows', async () => {
    const response = await world.asAdmin('GET', '/reports/cost?to=2026-02&groupBy=salary-type-group');
    expect(response.statusCode, response.body).toBe(200);
    const cost = response.json();
    expect(cost.groups).toEqual([
      { period: '2026-01', group: 'salary', amountOre: 7_000_000 },
      { period: '2026-01', group: 'overtime-and-supplements', amountOre: 80_770 },
      { period: '2026-01', group: 'absence', amountOre: -129_231 },
      { period: '2026-01', group: 'vacation', amountOre: 28_000 },
      { period: '2026-01', group: 'allowances', amountOre: 25_000 },
      { period: '2026-01', group: 'contributions', amountOre: 2_318_651 },
      { period: '2026-02', group: 'salary', amountOre: 3_500_000 },
      { period: '2026-02', group: 'contributions', amountOre: 1_099_700 },
    ]);
    const january = <T extends { period: string }>(list: T[]) =>
      list.filter((row) => row.period === '2026-01');
    expect(total(january(cost.groups as Group[]))).toBe(9_323_190);
    expect(total(january(cost.rows as Row[]))).toBe(9_323_190);
  });

  it('filters a cost centre and shows a manager only the team', async () => {
    const expected = [
      { period: '2026-01', group: 'salary', amountOre: 3_500_000 },
      { period: '2026-01', group: 'overtime-and-supplements', amountOre: 80_770 },
      { period: '2026-01', group: 'allowances', amountOre: 25_000 },
      { period: '2026-01', group: 'contributions', amountOre: 1_250_758 },
      { period: '2026-02', group: 'salary', amountOre: 3_500_000 },
      { period: '2026-02', group: 'contributions', amountOre: 1_099_700 },
    ];
    const filtered = await world.asAdmin(
      'GET',
      '/reports/cost?to=2026-02&costCentre=100&groupBy=salary-type-group',
    );
    expect(filtered.json().groups).toEqual(expected);
    const team = await world.asManager('GET', '/reports/cost?to=2026-02&groupBy=salary-type-group');
    expect(team.statusCode, team.body).toBe(200);
    expect(team.json().groups).toEqual(expected);
  });

  it('gives no groups unless asked, and refuses an unknown grouping with 400', async () => {
    const plain = await world.asAdmin('GET', '/reports/cost?to=2026-02');
    expect(plain.json().groups).toBeUndefined();
    expect(total(plain.json().rows as Row[])).toBe(9_323_190 + 3_500_000 + 1_099_700);
    const bad = await world.asAdmin('GET', '/reports/cost?to=2026-02&groupBy=account');
    expect(bad.statusCode).toBe(400);
    expect((await world.asAnna('GET', '/reports/cost?to=2026-02&groupBy=salary-type-group')).statusCode).toBe(
      403,
    );
  });
});
