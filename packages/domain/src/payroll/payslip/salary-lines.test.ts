import { describe, expect, it } from 'vitest';
import { calculatePayslip } from './calculate-payslip.ts';
import { monthlyInput } from './test-input.ts';

const line = (code: string, input: Parameters<typeof calculatePayslip>[0]) =>
  calculatePayslip(input).lines.filter((candidate) => candidate.code === code);

describe('monthly salary for part of a month', () => {
  it('pays M × 12/365 per calendar day from a start on 15 June (swedish-payroll.md §9.7)', () => {
    // 27 000 kr × 12 / 365 = 887,6712… kr a day; 15–30 June = 16 days → 14 202,739… → 14 202,74 kr.
    const input = monthlyInput(2_700_000, { period: '2026-06', payDate: '2026-06-25' });
    input.employment = {
      ...input.employment,
      startDate: '2026-06-15',
      salaryRows: [{ validFrom: '2026-06-15', amountOre: 2_700_000 }],
    };
    const [salary] = line('100', input);
    expect(salary?.amountOre).toBe(1_420_274);
    expect(salary?.quantity).toBe(16);
  });

  it('pays M/21 per workday when at most five workdays are employed', () => {
    // Ends Wednesday 4 March 2026 (1 March is a Sunday): Mon 2, Tue 3, Wed 4 = 3 workdays.
    // 21 000 kr / 21 = 1 000 kr a workday → 3 000 kr.
    const input = monthlyInput(2_100_000);
    input.employment = { ...input.employment, endDate: '2026-03-04' };
    const [salary] = line('100', input);
    expect(salary?.amountOre).toBe(300_000);
    expect(salary?.quantity).toBe(3);
  });

  it('splits a whole month at a salary change by calendar days', () => {
    // 30 000 kr 1–15 March, 31 000 kr 16–31 March: 15/31 × 30 000 = 14 516,129… → 14 516,13;
    // 16/31 × 31 000 = 16 000,00. Together 30 516,13 kr.
    const input = monthlyInput(0);
    input.employment = {
      ...input.employment,
      salaryRows: [
        { validFrom: '2020-01-01', validTo: '2026-03-15', amountOre: 3_000_000 },
        { validFrom: '2026-03-16', validTo: null, amountOre: 3_100_000 },
      ],
    };
    expect(line('100', input).map((salary) => salary.amountOre)).toEqual([1_451_613, 1_600_000]);
  });

  it('gives one retro line per month already paid at the old salary', () => {
    // Raise 30 000 → 32 500 from 1 January, paid at 30 000 in January and February: 2 × 2 500 kr.
    const input = monthlyInput(0, {
      alreadyPaid: [
        { period: '2026-01', monthlySalaryOre: 3_000_000 },
        { period: '2026-02', monthlySalaryOre: 3_000_000 },
      ],
    });
    input.employment = {
      ...input.employment,
      salaryRows: [
        { validFrom: '2020-01-01', validTo: '2025-12-31', amountOre: 3_000_000 },
        { validFrom: '2026-01-01', validTo: null, amountOre: 3_250_000 },
      ],
    };
    const retro = line('520', input);
    expect(retro.map((row) => [row.periodFrom, row.amountOre])).toEqual([
      ['2026-01-01', 250_000],
      ['2026-02-01', 250_000],
    ]);
    // Retro pay is an engångsbelopp: outside the table amount.
    const payslip = calculatePayslip(input);
    expect(payslip.oneOffOre).toBe(500_000);
    expect(payslip.taxableOre).toBe(3_250_000);
  });
});

describe('a month already paid (an extra run in it)', () => {
  it('pays no salary again, only the raise registered since, and earns no vacation days twice', () => {
    // March paid at 30 000; a raise to 31 000 from 1 March registered after: 31 000 − 30 000 = 1 000 kr
    // as 520 of March, an engångsbelopp. No 100 line and no days earned: March's payslip had them.
    const input = monthlyInput(3_100_000, {
      alreadyPaid: [{ period: '2026-03', monthlySalaryOre: 3_000_000 }],
    });
    const payslip = calculatePayslip(input);
    expect(payslip.lines.map((row) => [row.code, row.periodFrom, row.amountOre])).toEqual([
      ['520', '2026-03-01', 100_000],
    ]);
    expect(payslip.grossOre).toBe(100_000);
    expect(payslip.oneOffOre).toBe(100_000);
    expect(payslip.vacation.daysEarned).toBe(0);
    // Paid at the salary the rows still hold: nothing more for March.
    const same = calculatePayslip(
      monthlyInput(3_000_000, { alreadyPaid: [{ period: '2026-03', monthlySalaryOre: 3_000_000 }] }),
    );
    expect(same.lines).toEqual([]);
    expect(same.grossOre).toBe(0);
  });
});

describe('missing salary', () => {
  it('reports days of the month without a salary row', () => {
    // The only row starts 10 March while the employment runs all month.
    const input = monthlyInput(0);
    input.employment = {
      ...input.employment,
      salaryRows: [{ validFrom: '2026-03-10', amountOre: 3_000_000 }],
    };
    expect(calculatePayslip(input).problems.map((problem) => problem.code)).toContain('NO_SALARY');
  });
});
