import { describe, expect, it } from 'vitest';
import { readMonthParam, shiftMonth, todayInSweden } from './month-param.ts';

describe('readMonthParam', () => {
  it('takes a month from the address and today’s month for a missing or broken one', () => {
    expect(readMonthParam('2026-02', '2026-04-15')).toBe('2026-02');
    expect(readMonthParam(null, '2026-04-15')).toBe('2026-04');
    expect(readMonthParam('2026-13', '2026-04-15')).toBe('2026-04');
    expect(readMonthParam('2026-4', '2026-04-15')).toBe('2026-04');
  });
});

describe('shiftMonth', () => {
  it('steps over year ends both ways', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-04', 0)).toBe('2026-04');
  });
});

describe('todayInSweden', () => {
  it('is the Swedish date: 23:30 UTC on 30 April is already 1 May in Stockholm (summer time, UTC+2)', () => {
    expect(todayInSweden(new Date('2026-04-30T23:30:00Z'))).toBe('2026-05-01');
    expect(todayInSweden(new Date('2026-04-30T21:30:00Z'))).toBe('2026-04-30');
  });
});
