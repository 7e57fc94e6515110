import { describe, expect, it } from 'vitest';
import { type CostLineSum, costBySalaryTypeGroup, salaryTypeGroup } from './salary-type-groups.ts';

describe('salaryTypeGroup', () => {
  it('groups by the plan’s code ranges and leaves out what is not a cost', () => {
    expect(salaryTypeGroup({ code: '100', effect: 'adds-to-gross' })).toBe('salary');
    expect(salaryTypeGroup({ code: '510', effect: 'adds-to-gross' })).toBe('salary');
    expect(salaryTypeGroup({ code: '232', effect: 'adds-to-gross' })).toBe('overtime-and-supplements');
    expect(salaryTypeGroup({ code: '300', effect: 'adds-to-gross' })).toBe('absence'); // sjuklön
    expect(salaryTypeGroup({ code: '410', effect: 'reduces-gross' })).toBe('vacation');
    expect(salaryTypeGroup({ code: '700', effect: 'adds-to-net' })).toBe('allowances');
    expect(salaryTypeGroup({ code: '600', effect: 'adds-to-taxable' })).toBeNull(); // bilförmån
    expect(salaryTypeGroup({ code: '811', effect: 'reduces-net' })).toBeNull();
    expect(salaryTypeGroup({ code: '900', effect: 'none' })).toBeNull();
    expect(salaryTypeGroup({ code: 'K1', effect: 'adds-to-gross' })).toBe('other');
    expect(salaryTypeGroup({ code: 'K2', effect: 'reduces-gross' })).toBe('absence');
  });
});

describe('costBySalaryTypeGroup', () => {
  /*
   * January 2026 (amounts in öre):
   *   salary      100 Månadslön 3 500 000 + 500 Bonus 500 000                = 4 000 000
   *   overtime    211 Övertid kvalificerad                                  =    80 770
   *   absence     310 −32 308 + 311 −129 231 + own deduction 9A −10 000     =  −171 539
   *   vacation    402 Semestertillägg 0,8 %                                 =    28 000
   *   allowances  710 Milersättning (tax-free) 25 000 + 711 taxable 5 000   =    30 000
   *   other       own earning X1                                            =     7 000
   *   contributions                                                         = 1 200 000
   *   not counted: 600 Bilförmån 400 000, 812 nettolöneavdrag −5 000, 900 hours.
   * Sum 5 174 231 = gross (cash lines 3 949 231) + tax-free 25 000 + contributions 1 200 000.
   * December 2025: 100 3 500 000, contributions 1 099 700; 401 +1 000 and 410 −1 000 give
   * vacation 0, left out.
   */
  const lines: CostLineSum[] = [
    { period: '2026-01', code: '100', effect: 'adds-to-gross', amountOre: 3_500_000 },
    { period: '2026-01', code: '211', effect: 'adds-to-gross', amountOre: 80_770 },
    { period: '2026-01', code: '310', effect: 'reduces-gross', amountOre: -32_308 },
    { period: '2026-01', code: '311', effect: 'reduces-gross', amountOre: -129_231 },
    { period: '2026-01', code: '402', effect: 'adds-to-gross', amountOre: 28_000 },
    { period: '2026-01', code: '500', effect: 'adds-to-gross', amountOre: 500_000 },
    { period: '2026-01', code: '600', effect: 'adds-to-taxable', amountOre: 400_000 },
    { period: '2026-01', code: '710', effect: 'adds-to-net', amountOre: 25_000 },
    { period: '2026-01', code: '711', effect: 'adds-to-gross', amountOre: 5_000 },
    { period: '2026-01', code: '812', effect: 'reduces-net', amountOre: -5_000 },
    { period: '2026-01', code: '900', effect: 'none', amountOre: 0 },
    { period: '2026-01', code: '9A', effect: 'reduces-gross', amountOre: -10_000 },
    { period: '2026-01', code: 'X1', effect: 'adds-to-gross', amountOre: 7_000 },
    { period: '2025-12', code: '100', effect: 'adds-to-gross', amountOre: 3_500_000 },
    { period: '2025-12', code: '401', effect: 'adds-to-gross', amountOre: 1_000 },
    { period: '2025-12', code: '410', effect: 'reduces-gross', amountOre: -1_000 },
  ];

  it('sums each month per group in order, contributions last', () => {
    const result = costBySalaryTypeGroup(lines, [
      { period: '2026-01', contributionsOre: 1_200_000 },
      { period: '2025-12', contributionsOre: 1_099_700 },
    ]);
    expect(result).toEqual([
      { period: '2025-12', group: 'salary', amountOre: 3_500_000 },
      { period: '2025-12', group: 'contributions', amountOre: 1_099_700 },
      { period: '2026-01', group: 'salary', amountOre: 4_000_000 },
      { period: '2026-01', group: 'overtime-and-supplements', amountOre: 80_770 },
      { period: '2026-01', group: 'absence', amountOre: -171_539 },
      { period: '2026-01', group: 'vacation', amountOre: 28_000 },
      { period: '2026-01', group: 'allowances', amountOre: 30_000 },
      { period: '2026-01', group: 'other', amountOre: 7_000 },
      { period: '2026-01', group: 'contributions', amountOre: 1_200_000 },
    ]);
    const january = result.filter((row) => row.period === '2026-01');
    expect(january.reduce((sum, row) => sum + row.amountOre, 0)).toBe(5_174_231);
  });
});
