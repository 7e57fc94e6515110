import { describe, expect, it } from 'vitest';
import { itp1LikeRule, type PensionPlan } from '../settings/pension-settings.ts';
import { buildPensionReport, findCompanyPlan } from './pension-report.ts';

const itp: PensionPlan = {
  id: '5b0c3c1e-7d4e-4f59-9d43-2f7c9a3b1a01',
  name: 'ITP 1',
  provider: 'collectum',
  rules: [itp1LikeRule('2025-01-01')],
};

describe('Pension', () => {
  it('gives the premium basis and premiums per employee and month, by hand', () => {
    const report = buildPensionReport({
      plans: [itp],
      employees: [
        {
          employmentId: 'a',
          employeeName: 'Anna Ek',
          pension: { plan: 'itp1', percent: null },
          payslips: [
            { period: '2026-02', payDate: '2026-02-25', basisOre: 6_000_000 },
            { period: '2026-01', payDate: '2026-01-25', basisOre: 3_500_000 },
            { period: '2026-01', payDate: '2026-01-30', basisOre: 500_000 },
          ],
        },
        // SAF-LO, but the company has no Fora plan: the employment's own 4.5 %.
        {
          employmentId: 'b',
          employeeName: 'Bo Gran',
          pension: { plan: 'saf-lo', percent: 4.5 },
          payslips: [{ period: '2026-01', payDate: '2026-01-25', basisOre: 3_000_000 }],
        },
        // KAP-KL with neither a company plan nor a percentage: listed apart, not guessed.
        {
          employmentId: 'c',
          employeeName: 'Cia Lund',
          pension: { plan: 'kap-kl', percent: null },
          payslips: [{ period: '2026-01', payDate: '2026-01-25', basisOre: 3_000_000 }],
        },
        {
          employmentId: 'd',
          employeeName: 'Dan Berg',
          pension: { plan: 'none', percent: null },
          payslips: [{ period: '2026-01', payDate: '2026-01-25', basisOre: 3_000_000 }],
        },
      ],
    });
    expect(report.rows).toEqual([
      // January: 35 000 + 5 000 = 40 000 kr, under 7.5 IBB / 12 = 7.5 × 83 400 / 12 = 52 125 kr:
      // 4.5 % → 1 800 kr; särskild löneskatt 24.26 % → 436.68 kr.
      {
        employmentId: 'a',
        employeeName: 'Anna Ek',
        period: '2026-01',
        planName: 'ITP 1',
        basisOre: 4_000_000,
        premiumOre: 180_000,
        specialPayrollTaxOre: 43_668,
      },
      // February: 4.5 % × 52 125 + 30 % × (60 000 − 52 125) = 2 345.625 + 2 362.50 = 4 708.125
      // → 4 708.13 kr; särskild löneskatt 1 142.192… → 1 142.19 kr.
      {
        employmentId: 'a',
        employeeName: 'Anna Ek',
        period: '2026-02',
        planName: 'ITP 1',
        basisOre: 6_000_000,
        premiumOre: 470_813,
        specialPayrollTaxOre: 114_219,
      },
      // 4.5 % × 30 000 = 1 350 kr; 24.26 % → 327.51 kr.
      {
        employmentId: 'b',
        employeeName: 'Bo Gran',
        period: '2026-01',
        planName: null,
        basisOre: 3_000_000,
        premiumOre: 135_000,
        specialPayrollTaxOre: 32_751,
      },
    ]);
    // 40 000 + 60 000 + 30 000 = 130 000 kr; 1 800 + 4 708.13 + 1 350 = 7 858.13 kr;
    // 436.68 + 1 142.19 + 327.51 = 1 906.38 kr.
    expect(report.totals).toEqual({
      basisOre: 13_000_000,
      premiumOre: 785_813,
      specialPayrollTaxOre: 190_638,
    });
    expect(report.byPlan).toEqual([
      { planName: 'ITP 1', basisOre: 10_000_000, premiumOre: 650_813, specialPayrollTaxOre: 157_887 },
      { planName: null, basisOre: 3_000_000, premiumOre: 135_000, specialPayrollTaxOre: 32_751 },
    ]);
    expect(report.withoutPlan).toEqual([{ employmentId: 'c', employeeName: 'Cia Lund' }]);
  });

  it('pays ITP through Collectum and SAF-LO through Fora, and nothing for no plan', () => {
    const fora: PensionPlan = {
      ...itp,
      id: '5b0c3c1e-7d4e-4f59-9d43-2f7c9a3b1a02',
      name: 'Avtalspension SAF-LO',
      provider: 'fora',
    };
    expect(findCompanyPlan([fora, itp], 'itp2')?.name).toBe('ITP 1');
    expect(findCompanyPlan([fora, itp], 'saf-lo')?.name).toBe('Avtalspension SAF-LO');
    expect(findCompanyPlan([fora, itp], 'none')).toBeUndefined();
    expect(findCompanyPlan([itp], 'other')).toBeUndefined();
  });
});
