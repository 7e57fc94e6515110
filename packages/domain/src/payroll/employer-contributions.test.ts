import { describe, expect, it } from 'vitest';
import {
  classifyContribution,
  computeEmployerContributions,
  getContributionRates,
} from './employer-contributions.ts';

describe('rates', () => {
  it('full 31.42 % is the sum of the components in both years; youth 20.81 % in 2026', () => {
    expect(getContributionRates(2025)).toMatchObject({ full: 3142, olderPersonsOnlyPension: 1021, none: 0 });
    expect(getContributionRates(2026)).toMatchObject({
      full: 3142,
      olderPersonsOnlyPension: 1021,
      youthReduced: 2081,
    });
  });
});

describe('classes by birth year and payment date', () => {
  it('born 1937 or earlier pays nothing; 1938 only ålderspensionsavgift', () => {
    expect(classifyContribution(1937, '2026-05-25')).toBe('none');
    expect(classifyContribution(1938, '2026-05-25')).toBe('olderPersonsOnlyPension');
  });
  it('older-person limit: born 1958 reduced in 2025 and 2026; born 1959 full in 2026 (age 67)', () => {
    expect(classifyContribution(1958, '2025-05-25')).toBe('olderPersonsOnlyPension');
    expect(classifyContribution(1959, '2025-05-25')).toBe('full');
    expect(classifyContribution(1958, '2026-05-25')).toBe('olderPersonsOnlyPension');
    expect(classifyContribution(1959, '2026-05-25')).toBe('full');
  });
  it('youth reduction from 1 April 2026 for those born 2003–2007', () => {
    expect(classifyContribution(2005, '2026-03-31')).toBe('full');
    expect(classifyContribution(2005, '2026-04-01')).toBe('youthReduced');
    expect(classifyContribution(2003, '2026-04-25')).toBe('youthReduced');
    expect(classifyContribution(2007, '2026-04-25')).toBe('youthReduced');
    expect(classifyContribution(2002, '2026-04-25')).toBe('full');
    expect(classifyContribution(2008, '2026-04-25')).toBe('full');
    expect(classifyContribution(2005, '2025-12-25')).toBe('full');
  });
  it('refuses years without parameters and malformed dates', () => {
    expect(() => classifyContribution(1980, '2019-01-25')).toThrow(RangeError);
    expect(() => classifyContribution(1980, '25/01/2026')).toThrow(RangeError);
  });
});

describe('amounts, rounded down per class on the summed base', () => {
  it('full rate', () => {
    const result = computeEmployerContributions([{ birthYear: 1980, amountOre: 3_000_000 }], '2026-05-25');
    expect(result.contributionKronor).toEqual({ full: 9426 });
    expect(result.totalKronor).toBe(9426);
  });
  it('sums the base before rounding, and drops öre of the base', () => {
    // 2 × 100.99 kr → base 201 kr (öre summed first) → 31.42 % = 63.15 → 63.
    const result = computeEmployerContributions(
      [
        { birthYear: 1980, amountOre: 10_099 },
        { birthYear: 1981, amountOre: 10_099 },
      ],
      '2026-05-25',
    );
    expect(result.baseKronor).toEqual({ full: 201 });
    expect(result.contributionKronor).toEqual({ full: 63 });
  });
  it('youth: 20.81 % on the first 25 000 kr of the month, 31.42 % on the excess', () => {
    const result = computeEmployerContributions([{ birthYear: 2005, amountOre: 3_000_000 }], '2026-04-25');
    expect(result.baseKronor).toEqual({ youthReduced: 25_000, full: 5000 });
    expect(result.contributionKronor).toEqual({ youthReduced: 5202, full: 1571 });
    const second = computeEmployerContributions(
      [{ birthYear: 2005, amountOre: 1_000_000, paidEarlierThisMonthOre: 2_000_000 }],
      '2026-04-30',
    );
    expect(second.baseKronor).toEqual({ youthReduced: 5000, full: 5000 });
  });
  it('older persons and those born 1937 or earlier', () => {
    const result = computeEmployerContributions(
      [
        { birthYear: 1950, amountOre: 1_000_000 },
        { birthYear: 1930, amountOre: 1_000_000 },
      ],
      '2026-05-25',
    );
    expect(result.contributionKronor).toEqual({ olderPersonsOnlyPension: 1021, none: 0 });
  });
  it('växa-stöd 2025: only 10.21 % up to 35 000 kr a month, declared in the AGI', () => {
    const result = computeEmployerContributions(
      [{ birthYear: 1990, amountOre: 4_000_000, hasVaxaStod: true }],
      '2025-06-25',
    );
    expect(result.baseKronor).toEqual({ vaxaStod: 35_000, full: 5000 });
    expect(result.contributionKronor).toEqual({ vaxaStod: 3573, full: 1571 });
    expect(result.vaxaRefundKronor).toBe(0);
  });
  it('växa-stöd 2026: full contributions in the AGI and a refund to apply for', () => {
    const result = computeEmployerContributions(
      [{ birthYear: 1990, amountOre: 4_000_000, hasVaxaStod: true }],
      '2026-06-25',
    );
    expect(result.contributionKronor).toEqual({ full: 12_568 });
    expect(result.vaxaRefundKronor).toBe(7423); // 35 000 × 21.21 % = 7 423.50
  });
});
