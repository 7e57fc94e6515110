import { describe, expect, it } from 'vitest';
import { voucherTotals } from './salary-voucher.ts';
import { testRunAccrualInput } from './salary-voucher-test-run.ts';
import { buildVacationAccrualVoucher, contributionsOnLiabilityOre } from './vacation-accrual-voucher.ts';

describe('buildVacationAccrualVoucher', () => {
  it('books the change in liability and in contributions on it, by hand', () => {
    const voucher = buildVacationAccrualVoucher(testRunAccrualInput());
    expect(voucher?.date).toBe('2026-03-31');
    expect(voucher?.text).toBe('Förändring semesterlöneskuld 2026-03');
    expect(voucher?.rows).toEqual([
      // Liability: A rose 55 210.50 − 52 000 = 3 210.50, B fell 11 400 − 12 000 = −600.
      { account: '2920', dimensions: {}, amountOre: -261_050 },
      // Contributions 31.42 %, rounded on each liability: A 17 347.1391 → 17 347.14 less
      // 16 338.40 = 1 008.74; B 3 581.88 less 3 770.40 = −188.52; together 820.22.
      { account: '2941', dimensions: {}, amountOre: -82_022 },
      { account: '7090', dimensions: { 'cost-centre': '200' }, amountOre: -60_000 },
      { account: '7290', dimensions: { 'cost-centre': '100', project: 'P1' }, amountOre: 321_050 },
      { account: '7519', dimensions: { 'cost-centre': '100', project: 'P1' }, amountOre: 100_874 },
      { account: '7519', dimensions: { 'cost-centre': '200' }, amountOre: -18_852 },
    ]);
    expect(voucher && voucherTotals(voucher)).toEqual({ debitOre: 421_924, creditOre: 421_924 });
  });

  it('books no contributions when the settings do not accrue them', () => {
    const input = { ...testRunAccrualInput(), socialFees: { accrueMonthly: false, rateBasisPoints: 3142 } };
    const accounts = buildVacationAccrualVoucher(input)?.rows.map((row) => row.account);
    expect(accounts).toEqual(['2920', '7090', '7290']);
  });

  it("uses an employee's own contribution rate", () => {
    const input = testRunAccrualInput();
    // Born 1938–1958: only ålderspensionsavgift 10.21 %: 1 000 × 0.1021 = 102.10.
    input.changes = [
      {
        dimensions: {},
        staff: 'salaried',
        previousLiabilityOre: 0,
        currentLiabilityOre: 100_000,
        contributionRateBasisPoints: 1021,
      },
    ];
    const rows = buildVacationAccrualVoucher(input)?.rows;
    expect(rows?.find((row) => row.account === '7519')?.amountOre).toBe(10_210);
  });

  it('is null when nothing changed', () => {
    const input = testRunAccrualInput();
    input.changes = [
      { dimensions: {}, staff: 'workers', previousLiabilityOre: 500_000, currentLiabilityOre: 500_000 },
    ];
    expect(buildVacationAccrualVoucher(input)).toBeNull();
  });

  it('rounds contributions half away from zero to the öre', () => {
    // 0.5 öre: 1 591 öre × 31.42 % = 499.8922 → 500; 25 öre × 2 % = 0.5 → 1; −25 öre → −1.
    expect(contributionsOnLiabilityOre(1_591, 3142)).toBe(500);
    expect(contributionsOnLiabilityOre(25, 200)).toBe(1);
    expect(contributionsOnLiabilityOre(-25, 200)).toBe(-1);
  });
});
