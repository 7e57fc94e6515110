import { describe, expect, it } from 'vitest';
import { itp1LikeRule, type PensionPlan } from '../settings/pension-settings.ts';
import { buildPensionReport, calculatePayslipPension, readStoredPension } from './pension-report.ts';

/*
 * The pension stored with a payslip at calculation (issue 21). ITP 1 under the company's Collectum
 * plan: 4,5 % below 7,5 IBB / 12 (2026: 7,5 × 83 400 / 12 = 52 125 kr), 30 % above; särskild
 * löneskatt 24,26 % of the rounded premium, half up.
 */

const itp: PensionPlan = {
  id: '5b0c3c1e-7d4e-4f59-9d43-2f7c9a3b1a01',
  name: 'ITP 1',
  provider: 'collectum',
  rules: [itp1LikeRule('2025-01-01')],
};

describe('the pension counted at calculation', () => {
  it('gives the month’s first payslip the whole premium, by hand', () => {
    // 4,5 % × 35 000 = 1 575,00 kr; 24,26 % × 1 575 = 382,095 → 382,10 kr.
    expect(
      calculatePayslipPension({
        plans: [itp],
        pension: { plan: 'itp1', percent: null },
        payDate: '2026-01-25',
        basisOre: 3_500_000,
        bookSpecialPayrollTaxMonthly: true,
      }),
    ).toEqual({
      kind: 'plan',
      planName: 'ITP 1',
      premiumOre: 157_500,
      specialPayrollTaxOre: 38_210,
      bookSpecialPayrollTaxMonthly: true,
    });
  });

  it('gives a second payslip of the month what its pay adds', () => {
    // Month 55 000 kr: 4,5 % × 52 125 + 30 % × 2 875 = 2 345,625 + 862,50 = 3 208,125 → 3 208,13;
    // särskild löneskatt 24,26 % → 778,292338 → 778,29. Adds 3 208,13 − 1 575 = 1 633,13 and
    // 778,29 − 382,10 = 396,19.
    expect(
      calculatePayslipPension({
        plans: [itp],
        pension: { plan: 'itp1', percent: null },
        payDate: '2026-01-30',
        basisOre: 2_000_000,
        earlierBasisOre: 3_500_000,
        bookSpecialPayrollTaxMonthly: false,
      }),
    ).toMatchObject({
      premiumOre: 163_313,
      specialPayrollTaxOre: 39_619,
      bookSpecialPayrollTaxMonthly: false,
    });
  });

  it('uses the employment’s own percentage without a company plan, and says when there is neither', () => {
    // SAF-LO without a Fora plan, 2 % × 35 000 = 700,00 kr; 24,26 % → 169,82 kr.
    expect(
      calculatePayslipPension({
        plans: [itp],
        pension: { plan: 'saf-lo', percent: 2 },
        payDate: '2026-01-25',
        basisOre: 3_500_000,
        bookSpecialPayrollTaxMonthly: true,
      }),
    ).toMatchObject({ kind: 'percent', planName: null, premiumOre: 70_000, specialPayrollTaxOre: 16_982 });
    const base = {
      plans: [],
      payDate: '2026-01-25',
      basisOre: 3_500_000,
      bookSpecialPayrollTaxMonthly: true,
    };
    expect(calculatePayslipPension({ ...base, pension: { plan: 'saf-lo', percent: null } })).toMatchObject({
      kind: 'without-plan',
      premiumOre: 0,
    });
    expect(calculatePayslipPension({ ...base, pension: { plan: 'none', percent: 3 } })).toMatchObject({
      kind: 'none',
      premiumOre: 0,
    });
  });

  it('reads a stored pension back, and nothing from a payslip calculated before', () => {
    expect(readStoredPension(undefined)).toBeUndefined();
    expect(readStoredPension({ premiumOre: 1 })).toBeUndefined();
    expect(
      readStoredPension(
        '{"kind":"percent","planName":null,"premiumOre":70000,"specialPayrollTaxOre":16982,"bookSpecialPayrollTaxMonthly":false}',
      ),
    ).toEqual({
      kind: 'percent',
      planName: null,
      premiumOre: 70_000,
      specialPayrollTaxOre: 16_982,
      bookSpecialPayrollTaxMonthly: false,
    });
  });
});

describe('the Pension report with stored pensions', () => {
  it('sums what the payslips stored, not what today’s plan would give', () => {
    // Stored: 1 575,00 and 382,10 under ITP 1 at 4,5 %. Today the company has no plan and the
    // employment none: the month is still 1 575,00 and 382,10.
    const report = buildPensionReport({
      plans: [],
      employees: [
        {
          employmentId: 'kim',
          employeeName: 'Kim',
          pension: { plan: 'none', percent: null },
          payslips: [
            {
              period: '2026-03',
              payDate: '2026-03-25',
              basisOre: 3_500_000,
              stored: {
                kind: 'plan',
                planName: 'ITP 1',
                premiumOre: 157_500,
                specialPayrollTaxOre: 38_210,
                bookSpecialPayrollTaxMonthly: true,
              },
            },
          ],
        },
      ],
    });
    expect(report.rows).toEqual([
      {
        employmentId: 'kim',
        employeeName: 'Kim',
        period: '2026-03',
        planName: 'ITP 1',
        basisOre: 3_500_000,
        premiumOre: 157_500,
        specialPayrollTaxOre: 38_210,
      },
    ]);
    expect(report.totals).toEqual({ basisOre: 3_500_000, premiumOre: 157_500, specialPayrollTaxOre: 38_210 });
  });

  it('adds a payslip calculated before as today’s plan counts its share of the month', () => {
    // The ordinary payslip (35 000, before pensions were stored) counts 1 575,00 and 382,10 under
    // today's ITP 1; the extra one stored 1 633,13 and 396,19: 3 208,13 and 778,29 for the month.
    const report = buildPensionReport({
      plans: [itp],
      employees: [
        {
          employmentId: 'anna',
          employeeName: 'Anna',
          pension: { plan: 'itp1', percent: null },
          payslips: [
            { period: '2026-01', payDate: '2026-01-25', basisOre: 3_500_000 },
            {
              period: '2026-01',
              payDate: '2026-01-30',
              basisOre: 2_000_000,
              stored: {
                kind: 'plan',
                planName: 'ITP 1',
                premiumOre: 163_313,
                specialPayrollTaxOre: 39_619,
                bookSpecialPayrollTaxMonthly: true,
              },
            },
          ],
        },
      ],
    });
    expect(report.rows).toMatchObject([
      { basisOre: 5_500_000, premiumOre: 320_813, specialPayrollTaxOre: 77_829 },
    ]);
  });
});
