import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  assertOre,
  divideRounded,
  isOre,
  kronorToOre,
  oreToKronor,
  percentOfOre,
  roundOre,
  roundScaled,
  roundToWholeKronor,
} from './ore.ts';

describe('kronorToOre', () => {
  test('kronor become whole öre', () => {
    expect(kronorToOre(1.5)).toBe(150);
    expect(kronorToOre(0.1 + 0.2)).toBe(30);
    expect(kronorToOre(-12.34)).toBe(-1234);
    expect(kronorToOre(0)).toBe(0);
  });

  test('a decimal half öre rounds by mode, not by its binary neighbour', () => {
    expect(kronorToOre(1.005)).toBe(101);
    expect(kronorToOre(1.005, 'down')).toBe(100);
    expect(kronorToOre(1.001, 'up')).toBe(101);
    expect(kronorToOre(1.004)).toBe(100);
    expect(kronorToOre(-1.005)).toBe(-101);
    expect(kronorToOre(-0.001)).toBe(0);
    expect(Object.is(kronorToOre(-0.001), -0)).toBe(false);
  });

  test('non-finite and huge values throw', () => {
    expect(() => kronorToOre(Number.NaN)).toThrow('finite');
    expect(() => kronorToOre(Number.POSITIVE_INFINITY)).toThrow('finite');
    expect(() => kronorToOre(1e16)).toThrow('safe integer');
  });

  test('round trip of whole öre through kronor is exact', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (ore) => {
        expect(kronorToOre(oreToKronor(ore))).toBe(ore);
      }),
    );
  });
});

describe('rounding helpers', () => {
  test('roundOre rounds fractional öre', () => {
    expect(roundOre(10.5)).toBe(11);
    expect(roundOre(10.49)).toBe(10);
    expect(roundOre(10.01, 'up')).toBe(11);
    expect(roundOre(10.99, 'down')).toBe(10);
  });

  test('roundToWholeKronor for each mode, both signs', () => {
    expect(roundToWholeKronor(12_350)).toBe(12_400);
    expect(roundToWholeKronor(12_349)).toBe(12_300);
    expect(roundToWholeKronor(12_399, 'down')).toBe(12_300);
    expect(roundToWholeKronor(12_301, 'up')).toBe(12_400);
    expect(roundToWholeKronor(12_300, 'up')).toBe(12_300);
    expect(roundToWholeKronor(-12_350)).toBe(-12_400);
    expect(roundToWholeKronor(-12_399, 'down')).toBe(-12_300);
    expect(roundToWholeKronor(-1, 'down')).toBe(0);
  });

  test('roundToWholeKronor: multiple of 100 within 100 öre, down never grows, up never shrinks', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (ore) => {
        for (const mode of ['half-up', 'down', 'up'] as const) {
          const rounded = roundToWholeKronor(ore, mode);
          expect(rounded % 100 === 0).toBe(true);
          expect(Math.abs(rounded - ore)).toBeLessThan(100);
        }
        expect(Math.abs(roundToWholeKronor(ore, 'down'))).toBeLessThanOrEqual(Math.abs(ore));
        expect(Math.abs(roundToWholeKronor(ore, 'up'))).toBeGreaterThanOrEqual(Math.abs(ore));
        expect(Math.abs(roundToWholeKronor(ore) - ore)).toBeLessThanOrEqual(50);
      }),
    );
  });

  test('roundToWholeKronor rejects fractional öre', () => {
    expect(() => roundToWholeKronor(1.5)).toThrow('Not a whole öre amount');
  });

  test('divideRounded needs a positive denominator', () => {
    expect(() => divideRounded(1n, 0n)).toThrow('positive');
    expect(divideRounded(-7n, 2n)).toBe(-4n);
    expect(divideRounded(7n, 2n, 'down')).toBe(3n);
  });

  test('roundScaled keeps decimals', () => {
    expect(roundScaled(31.42, 2)).toBe(3142);
    expect(roundScaled(0.000001, 6)).toBe(1);
  });
});

describe('percentOfOre', () => {
  test('employer contribution 31.42 % of 30 000 kr', () => {
    expect(percentOfOre(3_000_000, 31.42)).toBe(942_600);
  });

  test('exact half öre rounds by mode', () => {
    // 12.5 % of 1 öre = 0.125 öre; 50 % of 1 öre = 0.5 öre
    expect(percentOfOre(1, 50)).toBe(1);
    expect(percentOfOre(1, 50, 'down')).toBe(0);
    expect(percentOfOre(1, 12.5, 'up')).toBe(1);
    expect(percentOfOre(-1, 50)).toBe(-1);
    expect(percentOfOre(10_001, 10.5)).toBe(1050);
  });

  test('0 % and 100 % are identities', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e10, max: 1e10 }), (ore) => {
        expect(percentOfOre(ore, 100)).toBe(ore);
        expect(percentOfOre(ore, 0)).toBe(0);
      }),
    );
  });

  test('is within one öre of the float product', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 10_000 }),
        (ore, hundredths) => {
          const percent = hundredths / 100;
          expect(Math.abs(percentOfOre(ore, percent) - (ore * percent) / 100)).toBeLessThanOrEqual(
            0.5 + 1e-6,
          );
        },
      ),
    );
  });
});

test('isOre and assertOre accept only safe integers', () => {
  expect(isOre(5)).toBe(true);
  expect(isOre(5.5)).toBe(false);
  expect(isOre('5')).toBe(false);
  expect(isOre(2 ** 53)).toBe(false);
  expect(() => assertOre(0.1)).toThrow();
  expect(() => oreToKronor(Number.NaN)).toThrow();
  expect(oreToKronor(12_345)).toBe(123.45);
});
