import { describe, expect, it } from 'vitest';
import { formatDecimal, formatOre, formatPercentValue } from './format-values.ts';

const nbsp = '\u00a0';

describe('employee screen formatting (sv-SE)', () => {
  it('writes decimals with a comma, only as many as the value has (at most two)', () => {
    expect(formatDecimal(0.8)).toBe('0,8');
    expect(formatDecimal(37.5)).toBe('37,5');
    expect(formatDecimal(40)).toBe('40');
    expect(formatDecimal(1234.567)).toBe(`1${nbsp}234,57`);
  });

  it('writes percent with a space before the sign and öre as kronor', () => {
    expect(formatPercentValue(0.8)).toBe(`0,8${nbsp}%`);
    expect(formatOre(123_450)).toBe(`1${nbsp}234,50${nbsp}kr`);
    expect(formatOre(null)).toBe('');
  });
});
