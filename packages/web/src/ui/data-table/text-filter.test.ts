import { describe, expect, it } from 'vitest';
import { textFilterDebounceMs, textFilterFn } from './text-filter.ts';

const row = (value: unknown) => ({ getValue: () => value }) as never;

describe('textFilterFn', () => {
  it('matches a part of the value regardless of case, also Å/Ä/Ö', () => {
    expect(textFilterFn(row('Åsa Öberg'), 'name', 'öBERG')).toBe(true);
    expect(textFilterFn(row('Åsa Öberg'), 'name', 'åsa')).toBe(true);
    expect(textFilterFn(row('Åsa Öberg'), 'name', 'Asa')).toBe(false);
    expect(textFilterFn(row(4711), 'id', '71')).toBe(true);
    expect(textFilterFn(row(null), 'name', 'a')).toBe(false);
  });

  it('is removed when the text is blank', () => {
    expect(textFilterFn.autoRemove?.('  ')).toBe(true);
    expect(textFilterFn.autoRemove?.('a')).toBe(false);
  });

  it('waits 500 ms', () => {
    expect(textFilterDebounceMs).toBe(500);
  });
});
