import { describe, expect, it } from 'vitest';
import { compileTaxYear, computeAnnualTax, computeGrundavdrag, computePensionFee } from './annual-tax.ts';
import {
  ceilDiv,
  floorDiv,
  floorMulDiv,
  roundHalfDownToMultiple,
  toScaledInteger,
} from './exact-arithmetic.ts';
import { TAX_YEAR_2025, TAX_YEAR_2026 } from './tax-year-parameters.ts';

const y2026 = compileTaxYear(TAX_YEAR_2026);
const y2025 = compileTaxYear(TAX_YEAR_2025);

describe('exact arithmetic', () => {
  it('divides exactly where a float quotient would round up to the next integer', () => {
    const b = 3;
    const a = 3 * 2 ** 50 - 1; // a / b is just below 2^50
    expect(floorDiv(a, b)).toBe(2 ** 50 - 1);
    expect(ceilDiv(7, 2)).toBe(4);
    expect(floorDiv(-7, 2)).toBe(-4);
  });
  it('multiplies past 2^53 without losing the floor', () => {
    const n = 2 ** 40 + 12345;
    expect(floorMulDiv(n, 4000, 1e12)).toBe(Number((BigInt(n) * 4000n) / 1000000000000n));
  });
  it('rounds halves down to the step', () => {
    expect(roundHalfDownToMultiple(150, 100)).toBe(100);
    expect(roundHalfDownToMultiple(151, 100)).toBe(200);
    expect(roundHalfDownToMultiple(149, 100)).toBe(100);
  });
  it('refuses decimals beyond the scale', () => {
    expect(toScaledInteger(0.3874, 1e4)).toBe(3874);
    expect(() => toScaledInteger(0.38745, 1e4)).toThrow(RangeError);
  });
});

describe('grundavdrag 2026 (Skatteverket: 25 100 / 45 600 / 17 400; 66+: 65 800 / 179 100 / 117 500)', () => {
  it('ordinary', () => {
    expect(computeGrundavdrag(y2026, 30_000, false)).toBe(25_100);
    expect(computeGrundavdrag(y2026, 180_000, false)).toBe(45_600);
    expect(computeGrundavdrag(y2026, 1_000_000, false)).toBe(17_400);
    expect(computeGrundavdrag(y2026, 10_000, false)).toBe(10_000);
  });
  it('förhöjt for 66+', () => {
    // Never above the income; at 70 000: (0.423 P + 20 % × (70 000 − 0.99 P)) + (0.6 P + 5.7 % × 70 000) = 66 830 → 66 900.
    expect(computeGrundavdrag(y2026, 50_000, true)).toBe(50_000);
    expect(computeGrundavdrag(y2026, 70_000, true)).toBe(66_900);
    expect(computeGrundavdrag(y2026, 1_000_000, true)).toBe(117_500);
    let max = 0;
    for (let income = 100_000; income <= 800_000; income += 100)
      max = Math.max(max, computeGrundavdrag(y2026, income, true));
    expect(max).toBe(179_100);
  });
});

describe('allmän pensionsavgift', () => {
  it('SKV 433 example: 181 200 kr gives 12 700 kr', () => {
    expect(computePensionFee(y2026, 181_200)).toBe(12_700);
  });
  it('is capped at 8.07 IBB: 47 100 kr in 2026, 45 500 kr in 2025', () => {
    expect(computePensionFee(y2026, 2_000_000)).toBe(47_100);
    expect(computePensionFee(y2025, 2_000_000)).toBe(45_500);
  });
  it('rounds an exact half down, and is 0 below 42.3 % of PBB', () => {
    // 7 % of 25 000 = 1 750 → 1 700 (the 50 goes down); 7 % of 25 800 = 1 806 → 1 800.
    expect(computePensionFee(y2026, 25_000)).toBe(0); // below 25 041.6
    expect(computePensionFee(y2026, 25_100)).toBe(1_800); // 1 757 → 1 800
    expect(computePensionFee(y2025, 25_000)).toBe(1_700); // 1 750 exactly → down
  });
});

describe('annual tax', () => {
  it('is zero while income stays under the grundavdrag', () => {
    for (const column of [1, 2, 3, 4, 5, 6] as const)
      expect(computeAnnualTax(y2026, 32, column, 24_000)).toBe(0);
  });
  it('rejects incomes outside the exact-arithmetic range', () => {
    expect(() => computeAnnualTax(y2026, 32, 1, -1)).toThrow(RangeError);
    expect(() => computeAnnualTax(y2026, 32, 1, 1.5)).toThrow(RangeError);
    expect(() => computeAnnualTax(y2026, 32, 1, 200_000_000)).toThrow(RangeError);
  });
  it('applies state tax on any excess over the skiktgräns (no 200-kr minimum)', () => {
    // BFI just over the skiktgräns: high income, GA 17 400, so income = 643 000 + 17 400 + 100.
    const atLimit = 643_000 + 17_400;
    const step = (income: number) =>
      computeAnnualTax(y2026, 32, 6, income + 100) - computeAnnualTax(y2026, 32, 6, income);
    // 100 kr more: 32 % municipal + church (±1 kr of flooring) below the limit, plus 20 kr state tax above it.
    expect(step(atLimit - 100)).toBeLessThanOrEqual(33);
    expect(step(atLimit)).toBeGreaterThanOrEqual(51);
  });
});
