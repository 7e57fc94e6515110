import { describe, expect, it } from 'vitest';
import { formatPersonnummer } from './personnummer.ts';

describe('formatPersonnummer', () => {
  it('writes 12 stored digits as YYYYMMDD-NNNN', () => {
    expect(formatPersonnummer('198112189876')).toBe('19811218-9876');
    expect(formatPersonnummer('199405170029')).toBe('19940517-0029');
  });

  it('leaves anything that is not 12 digits as it is, and empty as empty', () => {
    expect(formatPersonnummer('19811218-9876')).toBe('19811218-9876');
    expect(formatPersonnummer('8112189876')).toBe('8112189876');
    expect(formatPersonnummer('')).toBe('');
    expect(formatPersonnummer(null)).toBe('');
    expect(formatPersonnummer(undefined)).toBe('');
  });
});
