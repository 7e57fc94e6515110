import { describe, expect, it } from 'vitest';
import { defaultChartOfAccounts } from './chart-of-accounts.ts';
import {
  buildPayDebtReport,
  buildVacationLiabilityReport,
  type VacationLiabilityEmployee,
  vacationLiabilityChanges,
} from './liability-reports.ts';
import { buildVacationAccrualVoucher } from './vacation-accrual-voucher.ts';

const anna: VacationLiabilityEmployee = {
  employmentId: 'a',
  employeeName: 'Anna Ek',
  costCentre: '100',
  project: null,
  terms: { rule: 'sammaloneregeln', paidDaysPerYear: 25, supplementPercent: 0.8 },
  monthlySalaryOre: 3_000_000,
  earningBaseOre: 0,
  paidDays: 10.5,
  savedDays: 2,
};
const bo: VacationLiabilityEmployee = {
  employmentId: 'b',
  employeeName: 'Bo Gran',
  costCentre: null,
  project: null,
  terms: { rule: 'procentregeln', paidDaysPerYear: 25, percent: 12 },
  monthlySalaryOre: 0,
  earningBaseOre: 36_000_000,
  paidDays: 5.25,
  savedDays: 0,
};
// Took three days in advance: owes them, the company owes nothing.
const cia: VacationLiabilityEmployee = {
  ...anna,
  employmentId: 'c',
  employeeName: 'Cia Lund',
  paidDays: -3,
  savedDays: 0,
};

const report = () =>
  buildVacationLiabilityReport({ employees: [anna, bo, cia], contributionRateBasisPoints: 3142 });

describe('Semesterskuld', () => {
  it('values each employee’s days, by hand', () => {
    const { rows, totals } = report();
    // Anna, sammalöneregeln: a day is (4.6 % + 0.8 %) × 30 000 kr = 1 620 kr; 10.5 + 2 = 12.5 days
    // → 20 250 kr; contributions 31.42 % → 6 362.55 kr; together 26 612.55 kr.
    expect(rows[0]).toMatchObject({
      days: 12.5,
      dayValueOre: 162_000,
      amountOre: 2_025_000,
      contributionsOre: 636_255,
      totalOre: 2_661_255,
    });
    // Bo, procentregeln: 12 % × 360 000 kr / 25 days = 1 728 kr a day; 5.25 days → 9 072 kr;
    // contributions 9 072 × 31.42 % = 2 850.4224 → 2 850.42 kr; together 11 922.42 kr.
    expect(rows[1]).toMatchObject({
      days: 5.25,
      dayValueOre: 172_800,
      amountOre: 907_200,
      contributionsOre: 285_042,
      totalOre: 1_192_242,
    });
    expect(rows[2]).toMatchObject({ days: 0, amountOre: 0, contributionsOre: 0 });
    // 20 250 + 9 072 = 29 322 kr; 6 362.55 + 2 850.42 = 9 212.97 kr; 38 534.97 kr.
    expect(totals).toEqual({
      days: 17.75,
      amountOre: 2_932_200,
      contributionsOre: 921_297,
      totalOre: 3_853_497,
    });
  });

  it('equals what the accrual vouchers leave on 2920 and 2941', () => {
    // At the end of February Anna had 12.35 days and Bo none.
    const previous = buildVacationLiabilityReport({
      employees: [{ ...anna, paidDays: 10.35, savedDays: 2 }],
      contributionRateBasisPoints: 3142,
    });
    // 12.35 × 1 620 kr = 20 007 kr: the figure is computed, not assumed.
    expect(previous.totals.amountOre).toBe(2_000_700);
    const voucher = buildVacationAccrualVoucher({
      period: '2026-03',
      date: '2026-03-31',
      changes: vacationLiabilityChanges(previous.rows, report().rows),
      roleAccounts: defaultChartOfAccounts().roleAccounts,
      socialFees: { accrueMonthly: true, rateBasisPoints: 3142 },
    });
    const on = (account: string) =>
      (voucher?.rows ?? [])
        .filter((row) => row.account === account)
        .reduce((sum, row) => sum + row.amountOre, 0);
    // Change: Anna 20 250 − 20 007 = 243 kr, Bo 9 072 kr: 9 315 kr credited to 2920.
    expect(on('2920')).toBe(-931_500);
    // 2920 before (20 007 kr) plus the month's change equals this month's report.
    expect(previous.totals.amountOre - on('2920')).toBe(report().totals.amountOre);
    // Contributions: Anna 6 362.55 − 6 286.20 (20 007 × 31.42 % = 6 286.1994) = 76.35, Bo 2 850.42.
    expect(on('2941')).toBe(-(7_635 + 285_042));
    expect(previous.totals.contributionsOre - on('2941')).toBe(report().totals.contributionsOre);
  });

  it('counts an employment that ended as falling to nothing', () => {
    const changes = vacationLiabilityChanges(report().rows, []);
    expect(changes.map((change) => change.currentLiabilityOre)).toEqual([0, 0, 0]);
    expect(changes.map((change) => change.previousLiabilityOre)).toEqual([2_025_000, 907_200, 0]);
  });
});

describe('Löneskuld', () => {
  const runs = [
    // Paid in February: its tax and contributions were due 12 March, before the date.
    {
      runId: '1',
      label: 'Lön februari',
      period: '2026-02',
      payDate: '2026-02-25',
      netOre: 2_786_600,
      taxOre: 713_400,
      contributionsOre: 1_099_700,
    },
    // Paid 25 March: due 12 April 2026, a Sunday → Monday 13 April.
    {
      runId: '2',
      label: 'Lön mars',
      period: '2026-03',
      payDate: '2026-03-25',
      netOre: 2_786_600,
      taxOre: 713_400,
      contributionsOre: 1_099_700,
    },
    // Hours of March paid 10 April: earned by the date, not yet paid.
    {
      runId: '3',
      label: 'Timlön mars',
      period: '2026-03',
      payDate: '2026-04-10',
      netOre: 1_000_000,
      taxOre: 300_000,
      contributionsOre: 400_000,
    },
    // April's pay is not earned at 31 March.
    {
      runId: '4',
      label: 'Lön april',
      period: '2026-04',
      payDate: '2026-04-24',
      netOre: 2_786_600,
      taxOre: 713_400,
      contributionsOre: 1_099_700,
    },
  ];

  it('lists unpaid pay, tax and contributions to pay and the vacation liability, by hand', () => {
    const debt = buildPayDebtReport({ date: '2026-03-31', runs, vacation: report().totals });
    expect(debt.rows).toEqual([
      { kind: 'net-pay-unpaid', amountOre: 1_000_000, dueDate: '2026-04-10', runLabels: ['Timlön mars'] },
      { kind: 'tax-unpaid', amountOre: 300_000, dueDate: '2026-04-10', runLabels: ['Timlön mars'] },
      { kind: 'contributions-unpaid', amountOre: 400_000, dueDate: '2026-04-10', runLabels: ['Timlön mars'] },
      { kind: 'tax-to-pay', amountOre: 713_400, dueDate: '2026-04-13', runLabels: ['Lön mars'] },
      { kind: 'contributions-to-pay', amountOre: 1_099_700, dueDate: '2026-04-13', runLabels: ['Lön mars'] },
      { kind: 'vacation-liability', amountOre: 2_932_200, dueDate: null, runLabels: [] },
      { kind: 'vacation-contributions', amountOre: 921_297, dueDate: null, runLabels: [] },
    ]);
    // 10 000 + 3 000 + 4 000 + 7 134 + 10 997 + 29 322 + 9 212.97 = 73 665.97 kr.
    expect(debt.totalOre).toBe(7_366_597);
  });

  it('owes February’s tax on 11 March and nothing of it on 12 March', () => {
    const noVacation = { days: 0, amountOre: 0, contributionsOre: 0, totalOre: 0 };
    const before = buildPayDebtReport({ date: '2026-03-11', runs: runs.slice(0, 1), vacation: noVacation });
    expect(before.totalOre).toBe(713_400 + 1_099_700);
    const on = buildPayDebtReport({ date: '2026-03-12', runs: runs.slice(0, 1), vacation: noVacation });
    expect(on.rows).toEqual([]);
  });
});
