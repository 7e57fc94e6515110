import { describe, expect, it } from 'vitest';
import { dateRangeFilterFn, isDateRangeEmpty, isInDateRange } from './date-range-filter.ts';

describe('isInDateRange', () => {
  it('includes both ends', () => {
    const range = { from: '2026-01-01', to: '2026-01-31' };
    expect(isInDateRange('2026-01-01', range)).toBe(true);
    expect(isInDateRange('2026-01-31T23:59:59Z', range)).toBe(true);
    expect(isInDateRange('2025-12-31', range)).toBe(false);
    expect(isInDateRange('2026-02-01', range)).toBe(false);
  });

  it('reads timestamps and Date objects by their date', () => {
    const range = { from: '2026-01-05', to: '2026-01-05' };
    expect(isInDateRange('2026-01-05T23:10:00+01:00', range)).toBe(true);
    expect(isInDateRange(new Date(2026, 0, 5, 12), range)).toBe(true);
    expect(isInDateRange(new Date(2026, 0, 6, 0, 1), range)).toBe(false);
  });

  it('ignores an empty end', () => {
    expect(isInDateRange('1999-01-01', { from: '', to: '2026-01-31' })).toBe(true);
    expect(isInDateRange('2030-01-01', { from: '2026-01-01', to: null })).toBe(true);
    expect(isInDateRange('2025-01-01', { from: '2026-01-01', to: '' })).toBe(false);
  });

  it('keeps every row, readable or not, when both ends are empty', () => {
    expect(isInDateRange('nonsense', { from: '', to: '' })).toBe(true);
    expect(isDateRangeEmpty({ from: '', to: '  ' })).toBe(true);
    expect(isDateRangeEmpty(undefined)).toBe(true);
    expect(isDateRangeEmpty({ from: '2026-01-01' })).toBe(false);
  });

  it('decides unreadable and missing dates by the include-undefined flag', () => {
    const range = { from: '2026-01-01', to: '2026-12-31' };
    for (const value of [undefined, null, '', 'okänt', '2026-02-30', '31/03/2026', 20260101, new Date('x')]) {
      expect(isInDateRange(value, range)).toBe(false);
      expect(isInDateRange(value, { ...range, includeUndefined: true })).toBe(true);
    }
  });

  it('is the table filter function, removed when the range is empty', () => {
    const row = { getValue: () => '2026-06-15' } as never;
    expect(dateRangeFilterFn(row, 'date', { from: '2026-06-01', to: '2026-06-30' })).toBe(true);
    expect(dateRangeFilterFn(row, 'date', { from: '2026-07-01' })).toBe(false);
    expect(dateRangeFilterFn.autoRemove?.({ from: '', to: '' })).toBe(true);
  });
});
