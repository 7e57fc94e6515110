import { describe, expect, it } from 'vitest';
import { calculatePayslip } from './calculate-payslip.ts';
import type { PayslipInput } from './payslip-types.ts';
import { absence, hourlyInput, monthlyInput } from './test-input.ts';

const amounts = (input: PayslipInput) =>
  Object.fromEntries(
    calculatePayslip(input).lines.map((line) => [line.code, [line.quantity, line.amountOre]]),
  );

describe('absence deductions, monthly pay (swedish-payroll.md §9.1)', () => {
  it('deducts VAB at r per hour', () => {
    // r = 30 000 × 12 / (52 × 40) = 173,0769… kr; 4 h → 692,3077 → 692,31 kr (unionen.se: 692 kr).
    const input = monthlyInput(3_000_000, {
      events: [absence('vab', '2026-03-10', '2026-03-10', { mode: 'hours', hoursPerDay: 4 })],
    });
    expect(amounts(input)['330']).toEqual([4, -69_231]);
  });

  it('deducts three parental-leave workdays at M/21', () => {
    // 31 500 / 21 = 1 500 kr × 3 days (Mon 9 – Wed 11 March) = 4 500 kr.
    const input = monthlyInput(3_150_000, {
      events: [absence('parental-leave', '2026-03-09', '2026-03-11')],
    });
    expect(amounts(input)['320']).toEqual([3, -450_000]);
  });

  it('deducts a leave of absence over five workdays per calendar day', () => {
    // Mon 9 – Fri 20 March: 10 workdays > 5, so 12 calendar days × 36 500 × 12/365 (= 1 200 kr) = 14 400 kr.
    const input = monthlyInput(3_650_000, {
      events: [absence('leave-of-absence', '2026-03-09', '2026-03-20')],
    });
    expect(amounts(input)['341']).toEqual([12, -1_440_000]);
  });

  it('does not count work-free days that open or close a long leave', () => {
    // Sat 7 – Sun 22 March: the absent workdays run Mon 9 – Fri 20, so again 12 calendar days.
    const input = monthlyInput(3_650_000, {
      events: [absence('leave-of-absence', '2026-03-07', '2026-03-22')],
    });
    expect(amounts(input)['341']).toEqual([12, -1_440_000]);
  });

  it('deducts sickness days 1–14 at 20 % of r, one karensavdrag, and days 15 on per calendar day', () => {
    // M 36 500, r = 36 500 × 12 / 2 080 = 210,5769… kr. Sick Mon 2 – Fri 20 March (19 calendar days).
    // Days 1–14 = 2–15 March: 10 workdays × 8 h = 80 h × 0,2 × r = 3 369,2308 → 3 369,23 kr.
    // Karens: 0,16 × 36 500 × 12/52 = 1 347,6923 → 1 347,69 kr (below the sjuklön 0,8 × r × 80 h).
    // Days 15–19 = 16–20 March: 5 calendar days × 1 200 kr = 6 000 kr.
    const input = monthlyInput(3_650_000, { events: [absence('sick', '2026-03-02', '2026-03-20')] });
    const result = amounts(input);
    expect(result['310']).toEqual([80, -336_923]);
    expect(result['312']).toEqual([1, -134_769]);
    expect(result['311']).toEqual([5, -600_000]);
    expect(calculatePayslip(input).problems.map((problem) => problem.code)).toContain('SICK_PAST_DAY_14');
  });

  it('takes no new karensavdrag when sick again within five days', () => {
    // Sick Mon 2 March, then again Fri 6 March (4 days later): one period, one karensavdrag.
    const input = monthlyInput(3_000_000, {
      events: [absence('sick', '2026-03-02', '2026-03-02'), absence('sick', '2026-03-06', '2026-03-06')],
    });
    const karens = calculatePayslip(input).lines.filter((line) => line.code === '312');
    expect(karens).toHaveLength(1);
  });

  it('caps the karensavdrag at the sick pay of a short period', () => {
    // 2 sick hours: sjuklön 0,8 × r × 2 = 0,8 × 173,0769… × 2 = 276,92 kr < 0,16 × a week (1 107,69 kr).
    const input = monthlyInput(3_000_000, {
      events: [absence('sick', '2026-03-10', '2026-03-10', { mode: 'hours', hoursPerDay: 2 })],
    });
    expect(amounts(input)['312']).toEqual([1, -27_692]);
  });

  it('deducts unpaid vacation at 4.6 % of M a day', () => {
    // 30 000 × 4,6 % = 1 380 kr × 2 days = 2 760 kr.
    const input = monthlyInput(3_000_000, {
      events: [absence('vacation-unpaid', '2026-03-12', '2026-03-13')],
    });
    expect(amounts(input)['410']).toEqual([2, -276_000]);
  });
});

describe('sickness, hourly pay', () => {
  it('pays 80 % sjuklön for scheduled hours lost and takes the karensavdrag from it', () => {
    // 150 kr/h, V 40. Sick Mon 9 – Tue 10 March = 16 h: sjuklön 0,8 × 150 × 16 = 1 920 kr;
    // karens 0,16 × 150 × 40 = 960 kr. Hours worked: 22 workdays × 8 = 176 − 16 = 160 h × 150 = 24 000 kr.
    const input = hourlyInput(15_000, { events: [absence('sick', '2026-03-09', '2026-03-10')] });
    const result = amounts(input);
    expect(result['300']).toEqual([16, 192_000]);
    expect(result['313']).toEqual([1, -96_000]);
    expect(result['110']).toEqual([160, 2_400_000]);
  });
});

describe('information lines', () => {
  it('counts sick hours, parental-leave days and VAB hours without money', () => {
    // Sick Tue 10 March (8 h), parental leave Mon 16 – Tue 17 (2 days), VAB Thu 19 half day (4 h).
    const input = monthlyInput(3_000_000, {
      events: [
        absence('sick', '2026-03-10', '2026-03-10'),
        absence('parental-leave', '2026-03-16', '2026-03-17'),
        absence('vab', '2026-03-19', '2026-03-19', { mode: 'percent', percent: 50 }),
      ],
    });
    const info = calculatePayslip(input).lines.filter((line) => line.code.startsWith('9'));
    expect(info.map((line) => [line.code, line.quantity, line.amountOre])).toEqual([
      ['920', 8, 0],
      ['930', 2, 0],
      ['931', 4, 0],
    ]);
  });
});
