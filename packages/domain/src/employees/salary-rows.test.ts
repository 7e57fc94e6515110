import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkSalaryRows,
  END_BEFORE_START_MESSAGE,
  findEffectiveEnds,
  findSalaryAt,
  isOverlapping,
  SALARY_ROWS_OVERLAP_MESSAGE,
} from './salary-rows.ts';

const rows = [
  { validFrom: '2024-01-01', amountOre: 3_000_000 },
  { validFrom: '2025-04-01', amountOre: 3_200_000 },
  // A raise registered after April was paid, applying from its own (earlier) date.
  { validFrom: '2025-03-15', amountOre: 3_100_000 },
];

describe('findSalaryAt', () => {
  it.each([
    ['2023-12-31', undefined],
    ['2024-01-01', 3_000_000],
    ['2025-03-14', 3_000_000],
    ['2025-03-15', 3_100_000],
    ['2025-03-31', 3_100_000],
    ['2025-04-01', 3_200_000],
    ['2030-01-01', 3_200_000],
  ])('on %s gives %s', (date, expected) => {
    expect(findSalaryAt(rows, date)?.amountOre).toBe(expected);
  });

  it('gives nothing after a closed last row ends', () => {
    const closed = [{ validFrom: '2024-01-01', validTo: '2024-06-30', amountOre: 1 }];
    expect(findSalaryAt(closed, '2024-06-30')?.amountOre).toBe(1);
    expect(findSalaryAt(closed, '2024-07-01')).toBeUndefined();
  });

  it('always picks the latest start on or before the date (property)', () => {
    const day = fc
      .integer({ min: 0, max: 3000 })
      .map((n) => new Date(Date.UTC(2020, 0, 1 + n)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.uniqueArray(day, { minLength: 1, maxLength: 8 }), day, (starts, date) => {
        const list = starts.map((validFrom, index) => ({ validFrom, amountOre: index }));
        const found = findSalaryAt(list, date);
        const candidates = starts.filter((start) => start <= date).sort();
        expect(found?.validFrom).toBe(candidates.at(-1));
      }),
    );
  });
});

describe('checkSalaryRows', () => {
  it('accepts rows that follow each other in any order', () => {
    expect(checkSalaryRows(rows)).toEqual({});
  });

  it('refuses two rows from the same date', () => {
    expect(
      checkSalaryRows([
        { validFrom: '2025-01-01', amountOre: 1 },
        { validFrom: '2025-01-01', amountOre: 2 },
      ]),
    ).toEqual({ '1.validFrom': [SALARY_ROWS_OVERLAP_MESSAGE] });
  });

  it('refuses a row whose end runs into the next row', () => {
    expect(
      checkSalaryRows([
        { validFrom: '2025-06-01', amountOre: 2 },
        { validFrom: '2025-01-01', validTo: '2025-06-01', amountOre: 1 },
      ]),
    ).toEqual({ '0.validFrom': [SALARY_ROWS_OVERLAP_MESSAGE] });
    expect(
      checkSalaryRows([
        { validFrom: '2025-01-01', validTo: '2025-05-31', amountOre: 1 },
        { validFrom: '2025-06-01', amountOre: 2 },
      ]),
    ).toEqual({});
  });

  it('refuses an end before the start', () => {
    expect(checkSalaryRows([{ validFrom: '2025-02-01', validTo: '2025-01-31', amountOre: 1 }])).toEqual({
      '0.validTo': [END_BEFORE_START_MESSAGE],
    });
  });
});

describe('isOverlapping', () => {
  it.each([
    [{ from: '2025-01-01', to: '2025-01-31' }, { from: '2025-02-01' }, false],
    [{ from: '2025-01-01', to: '2025-02-01' }, { from: '2025-02-01' }, true],
    [{ from: '2025-01-01' }, { from: '2024-01-01', to: '2024-12-31' }, false],
    [{ from: '2025-01-01' }, { from: '2030-01-01' }, true],
  ])('%o and %o: %s', (a, b, expected) => {
    expect(isOverlapping(a, b)).toBe(expected);
    expect(isOverlapping(b, a)).toBe(expected);
  });
});

describe('findEffectiveEnds', () => {
  it('ends an open row the day before the next row starts, whatever the order of the rows', () => {
    const rows = [
      { validFrom: '2026-04-01', amountOre: 3_650_000 },
      { validFrom: '2026-01-01', amountOre: 3_400_000 },
      { validFrom: '2027-03-01', amountOre: 3_800_000 },
    ];
    expect(findEffectiveEnds(rows)).toEqual(['2027-02-28', '2026-03-31', null]);
  });

  it('keeps a row’s own earlier end and stops the last row at the employment’s end', () => {
    const rows = [
      { validFrom: '2026-01-01', validTo: '2026-02-15', amountOre: 3_400_000 },
      { validFrom: '2026-04-01', validTo: null, amountOre: 3_650_000 },
    ];
    expect(findEffectiveEnds(rows, '2026-12-31')).toEqual(['2026-02-15', '2026-12-31']);
    expect(
      findEffectiveEnds([
        { validFrom: '2024-02-01', amountOre: 1 },
        { validFrom: '2024-03-01', amountOre: 2 },
      ]),
    ).toEqual(['2024-02-29', null]);
  });
});
