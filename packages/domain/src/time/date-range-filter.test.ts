import { expect, test } from 'vitest';
import { isInDateRange } from './date-range-filter.ts';

test('inclusive ends, empty ends ignored', () => {
  const range = { from: '2024-02-01', to: '2024-02-29' };
  expect(isInDateRange('2024-02-01', range)).toBe(true);
  expect(isInDateRange('2024-02-29T23:59:59', range)).toBe(true);
  expect(isInDateRange('2024-03-01', range)).toBe(false);
  expect(isInDateRange('2024-01-31', range)).toBe(false);
  expect(isInDateRange('1999-01-01', { from: '', to: '2024-01-01' })).toBe(true);
  expect(isInDateRange('2999-01-01', { from: '2024-01-01', to: null })).toBe(true);
  expect(isInDateRange('2999-01-01', {})).toBe(true);
});

test('unparsable values follow the include-undefined flag', () => {
  for (const value of [undefined, null, '', 'snart', '2023-02-29']) {
    expect(isInDateRange(value, { from: '2024-01-01' })).toBe(false);
    expect(isInDateRange(value, { from: '2024-01-01' }, true)).toBe(true);
  }
});
