import { describe, expect, it } from 'vitest';
import { agiDueDate, agiPaymentDueDate } from './agi-due-date.ts';

describe('agiDueDate', () => {
  it('is the 12th of the month after the period', () => {
    expect(agiDueDate('2026-01')).toBe('2026-02-12'); // Thursday
    expect(agiDueDate('2026-05')).toBe('2026-06-12'); // Friday
  });

  it('is the 17th in January and August, moved past a weekend', () => {
    expect(agiDueDate('2026-07')).toBe('2026-08-17'); // Monday
    expect(agiDueDate('2025-12')).toBe('2026-01-19'); // the 17th is a Saturday
  });

  it('moves past a Sunday and then a holiday', () => {
    // 12 April 2020 was Easter Sunday, 13 April Easter Monday.
    expect(agiDueDate('2020-03')).toBe('2020-04-14');
    expect(agiDueDate('2026-11')).toBe('2026-12-14'); // the 12th is a Saturday
  });

  it('is the 26th for large employers, who still pay on the 12th', () => {
    expect(agiDueDate('2026-01', { largeEmployer: true })).toBe('2026-02-26');
    expect(agiDueDate('2026-03', { largeEmployer: true })).toBe('2026-04-27'); // the 26th is a Sunday
    expect(agiPaymentDueDate('2026-03')).toBe('2026-04-13'); // the 12th is a Sunday
    expect(agiPaymentDueDate('2025-12')).toBe('2026-01-19');
  });

  it('refuses what is not a period', () => {
    expect(() => agiDueDate('2026-13')).toThrow(RangeError);
  });
});
