import { expect, it } from 'vitest';
import { batchBounds, CALCULATION_BATCH_SIZE, CALCULATION_FIRST_BATCH_SIZE } from './calculate-run.ts';

it('splits a run into a small first batch, then whole batches, every employee once', () => {
  // 10 000 employees: 250, then nine of 1 000 (250–9 250), then the last 750.
  const bounds = batchBounds(10_000, CALCULATION_BATCH_SIZE, CALCULATION_FIRST_BATCH_SIZE);
  expect(bounds).toHaveLength(11);
  expect(bounds[0]).toEqual([0, 250]);
  expect(bounds[1]).toEqual([250, 1250]);
  expect(bounds.at(-1)).toEqual([9250, 10_000]);
  for (let i = 1; i < bounds.length; i++) expect(bounds[i]![0]).toBe(bounds[i - 1]![1]);
  // A size given by the caller: every batch that size but the last.
  expect(batchBounds(5, 2)).toEqual([
    [0, 2],
    [2, 4],
    [4, 5],
  ]);
  expect(batchBounds(100, 1000, 250)).toEqual([[0, 100]]);
  expect(batchBounds(0, 1000, 250)).toEqual([]);
});
