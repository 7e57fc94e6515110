import { describe, expect, it } from 'vitest';
import { defaultPageSize, hasFirstAndLastPageButtons, pageSizeOptions } from './paging-rules.ts';

describe('paging rules', () => {
  it('offers 5, 10, 25, 50 and 100 rows per page, 25 by default', () => {
    expect(pageSizeOptions).toEqual([5, 10, 25, 50, 100]);
    expect(defaultPageSize).toBe(25);
  });

  it.each([
    [0, false],
    [1, false],
    [4, false],
    [5, true],
    [40, true],
  ])('with %i pages, first/last buttons: %s', (pageCount, expected) => {
    expect(hasFirstAndLastPageButtons(pageCount)).toBe(expected);
  });
});
