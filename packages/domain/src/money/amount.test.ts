import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type Amount,
  CurrencyMismatchError,
  calculateAmountRatio,
  compareAmounts,
  isUnknownCurrency,
  subtractAmounts,
  sumAllAmounts,
  sumAmounts,
} from './amount.ts';

const sek = (value: number): Amount => ({ currency: 'SEK', value });
const eur = (value: number): Amount => ({ currency: 'EUR', value });

describe('sum, subtract, compare', () => {
  test('same currency', () => {
    expect(sumAmounts(sek(10), sek(2.5))).toEqual(sek(12.5));
    expect(subtractAmounts(sek(10), sek(2.5))).toEqual(sek(7.5));
    expect(compareAmounts(sek(1), sek(2))).toBe(-1);
    expect(compareAmounts(sek(2), sek(1))).toBe(1);
    expect(compareAmounts(sek(2), sek(2))).toBe(0);
  });

  test('differing currencies throw', () => {
    expect(() => sumAmounts(sek(1), eur(1))).toThrow(CurrencyMismatchError);
    expect(() => subtractAmounts(sek(1), eur(1))).toThrow('Currency mismatch: SEK and EUR');
    expect(() => compareAmounts(eur(1), sek(1))).toThrow(CurrencyMismatchError);
  });

  test('an unknown amount takes the other currency as zero', () => {
    for (const unknown of ['UNKNOWN', 'UNK']) {
      expect(sumAmounts({ currency: unknown, value: 99 }, sek(5))).toEqual(sek(5));
      expect(sumAmounts(sek(5), { currency: unknown, value: 99 })).toEqual(sek(5));
      expect(subtractAmounts({ currency: unknown, value: 99 }, sek(5))).toEqual(sek(-5));
      expect(compareAmounts({ currency: unknown, value: 99 }, sek(5))).toBe(-1);
      expect(compareAmounts(sek(0), { currency: unknown, value: 99 })).toBe(0);
    }
  });

  test('two unknown amounts keep their values', () => {
    expect(sumAmounts({ currency: 'UNK', value: 1 }, { currency: 'UNKNOWN', value: 2 })).toEqual({
      currency: 'UNK',
      value: 3,
    });
  });

  test('isUnknownCurrency', () => {
    expect(isUnknownCurrency('UNK')).toBe(true);
    expect(isUnknownCurrency('UNKNOWN')).toBe(true);
    expect(isUnknownCurrency('SEK')).toBe(false);
  });

  test('sumAllAmounts', () => {
    expect(sumAllAmounts([])).toEqual(sek(0));
    expect(sumAllAmounts([], 'EUR')).toEqual(eur(0));
    expect(sumAllAmounts([sek(1), { currency: 'UNK', value: 7 }, sek(2)])).toEqual(sek(3));
  });

  const integerAmount = fc.integer({ min: -1e9, max: 1e9 }).map(sek);

  test('laws: sum commutes, subtracting undoes summing, compare is antisymmetric', () => {
    fc.assert(
      fc.property(integerAmount, integerAmount, (a, b) => {
        expect(sumAmounts(a, b)).toEqual(sumAmounts(b, a));
        expect(subtractAmounts(sumAmounts(a, b), b)).toEqual(a);
        expect(compareAmounts(a, b)).toBe(-compareAmounts(b, a) || 0);
      }),
    );
  });
});

describe('calculateAmountRatio', () => {
  test('same currency, same sign, non-zero', () => {
    expect(calculateAmountRatio(sek(50), sek(200))).toBe(0.25);
    expect(calculateAmountRatio(sek(-50), sek(-200))).toBe(0.25);
  });

  test('undefined otherwise', () => {
    expect(calculateAmountRatio(sek(50), eur(200))).toBeUndefined();
    expect(calculateAmountRatio(sek(0), sek(200))).toBeUndefined();
    expect(calculateAmountRatio(sek(50), sek(0))).toBeUndefined();
    expect(calculateAmountRatio(sek(-50), sek(200))).toBeUndefined();
    expect(calculateAmountRatio({ currency: 'UNK', value: 5 }, sek(5))).toBeUndefined();
  });

  test('law: a ratio, when defined, is positive', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (a, b) => {
        const ratio = calculateAmountRatio(sek(a), sek(b));
        if (ratio !== undefined) expect(ratio).toBeGreaterThan(0);
        else expect(a === 0 || b === 0 || Math.sign(a) !== Math.sign(b)).toBe(true);
      }),
    );
  });
});
