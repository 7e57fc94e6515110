import { describe, expect, it } from 'vitest';
import { listSelectFilterOptions, maxSelectFilterOptions, selectFilterFn } from './select-filter.ts';

describe('listSelectFilterOptions', () => {
  it('lists distinct non-empty values in Swedish order, numbers by value', () => {
    const unique = new Map<unknown, number>([
      ['Örebro', 1],
      ['Arvika', 2],
      ['Åre', 1],
      ['', 3],
      [undefined, 1],
      [null, 1],
      ['Ängelholm', 1],
    ]);
    expect(listSelectFilterOptions(unique)).toEqual(['Arvika', 'Åre', 'Ängelholm', 'Örebro']);
    expect(
      listSelectFilterOptions(
        new Map([
          [10, 1],
          [9, 1],
          [100, 1],
        ]),
      ),
    ).toEqual(['9', '10', '100']);
  });

  it('lists at most 5000 values', () => {
    const unique = new Map<unknown, number>(Array.from({ length: 6000 }, (_, index) => [`v${index}`, 1]));
    const options = listSelectFilterOptions(unique);
    expect(maxSelectFilterOptions).toBe(5000);
    expect(options).toHaveLength(5000);
    expect(new Set(options).size).toBe(5000);
  });
});

describe('selectFilterFn', () => {
  const row = (value: unknown) => ({ getValue: () => value }) as never;

  it('keeps rows whose value as text is the chosen option', () => {
    expect(selectFilterFn(row('Stockholm'), 'city', 'Stockholm')).toBe(true);
    expect(selectFilterFn(row(25), 'age', '25')).toBe(true);
    expect(selectFilterFn(row('Stockholms län'), 'city', 'Stockholm')).toBe(false);
    expect(selectFilterFn(row(undefined), 'city', 'Stockholm')).toBe(false);
  });

  it('is removed when the choice is cleared', () => {
    expect(selectFilterFn.autoRemove?.(undefined)).toBe(true);
    expect(selectFilterFn.autoRemove?.('')).toBe(true);
    expect(selectFilterFn.autoRemove?.('x')).toBe(false);
  });
});
