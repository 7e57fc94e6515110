import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  checkDatedRows,
  DATED_ROWS_OVERLAP_MESSAGE,
  findEffective,
  refineDatedRows,
  VALID_TO_BEFORE_FROM_MESSAGE,
} from './effective-dating.ts';

const rates = [
  { validFrom: '2024-01-01', validTo: '2024-12-31', rate: 250 },
  { validFrom: '2025-01-01', validTo: null, rate: 260 },
];

describe('findEffective', () => {
  test('picks the row whose period holds the date, both ends included', () => {
    expect(findEffective(rates, '2024-01-01')?.rate).toBe(250);
    expect(findEffective(rates, '2024-12-31')?.rate).toBe(250); // last day of the first row
    expect(findEffective(rates, '2025-01-01')?.rate).toBe(260); // first day of the second
    expect(findEffective(rates, '2040-06-15')?.rate).toBe(260); // open-ended
  });

  test('nothing before the first row or in a gap', () => {
    expect(findEffective(rates, '2023-12-31')).toBeUndefined();
    const gap = [{ validFrom: '2024-01-01', validTo: '2024-03-31' }, { validFrom: '2024-05-01' }];
    expect(findEffective(gap, '2024-04-15')).toBeUndefined();
  });

  test('rows in any order; with overlaps the latest start wins', () => {
    const shuffled = [rates[1]!, rates[0]!];
    expect(findEffective(shuffled, '2024-06-01')?.rate).toBe(250);
    const overlapping = [
      { validFrom: '2024-01-01', rate: 1 },
      { validFrom: '2024-07-01', rate: 2 },
    ];
    expect(findEffective(overlapping, '2024-08-01')?.rate).toBe(2);
  });
});

describe('checkDatedRows', () => {
  test('consecutive and gapped periods are fine', () => {
    expect(checkDatedRows(rates)).toEqual([]);
    expect(checkDatedRows([{ validFrom: '2024-01-01', validTo: '2024-01-01' }])).toEqual([]);
    expect(checkDatedRows([])).toEqual([]);
  });

  test('an end before its start is an error on validTo', () => {
    expect(checkDatedRows([{ validFrom: '2024-02-01', validTo: '2024-01-31' }])).toEqual([
      { path: [0, 'validTo'], message: VALID_TO_BEFORE_FROM_MESSAGE },
    ]);
  });

  test('a later row starting inside an earlier one is an overlap on its validFrom', () => {
    const rows = [
      { validFrom: '2025-01-01', validTo: null }, // index 0 starts later…
      { validFrom: '2024-01-01', validTo: '2025-01-01' }, // …on this row's last day
    ];
    expect(checkDatedRows(rows)).toEqual([{ path: [0, 'validFrom'], message: DATED_ROWS_OVERLAP_MESSAGE }]);
  });

  test('an open-ended row overlaps everything after it; equal starts overlap', () => {
    const rows = [{ validFrom: '2024-01-01' }, { validFrom: '2030-01-01', validTo: '2030-12-31' }];
    expect(checkDatedRows(rows).map((error) => error.path)).toEqual([[1, 'validFrom']]);
    const same = [{ validFrom: '2024-01-01' }, { validFrom: '2024-01-01' }];
    expect(checkDatedRows(same).map((error) => error.path)).toEqual([[1, 'validFrom']]);
  });

  test('a long row is remembered past a short one inside it', () => {
    // 2024 whole year, then March inside it, then June: June overlaps the long row, not March.
    const rows = [
      { validFrom: '2024-01-01', validTo: '2024-12-31' },
      { validFrom: '2024-03-01', validTo: '2024-03-31' },
      { validFrom: '2024-06-01', validTo: '2024-06-30' },
    ];
    expect(checkDatedRows(rows).map((error) => error.path)).toEqual([
      [1, 'validFrom'],
      [2, 'validFrom'],
    ]);
  });

  test('unreadable dates are left to the row schema', () => {
    expect(checkDatedRows([{ validFrom: '2024-13-01' }, { validFrom: '2024-01-01' }])).toEqual([]);
  });
});

test('refineDatedRows puts the errors on the row fields of a zod array', () => {
  const schema = z
    .array(z.object({ validFrom: z.string(), validTo: z.string().nullable().optional() }))
    .superRefine(refineDatedRows);
  const result = schema.safeParse([{ validFrom: '2024-01-01' }, { validFrom: '2024-06-01' }]);
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
    [[1, 'validFrom'], DATED_ROWS_OVERLAP_MESSAGE],
  ]);
  expect(schema.safeParse(rates).success).toBe(true);
});
