import { describe, expect, it } from 'vitest';
import { isStillEmployed } from './archive-rule.ts';

describe('isStillEmployed', () => {
  const today = '2026-11-25';

  it('is employed while an employment has no end date', () => {
    expect(isStillEmployed([{ endDate: '2020-01-31' }, { endDate: null }], today)).toBe(true);
  });

  it('is employed up to and including the end date', () => {
    expect(isStillEmployed([{ endDate: '2026-11-25' }], today)).toBe(true);
    expect(isStillEmployed([{ endDate: '2027-01-31' }], today)).toBe(true);
  });

  it('has ended from the day after the last end date, or with no employment', () => {
    expect(isStillEmployed([{ endDate: '2026-11-24' }, { endDate: '2025-06-30' }], today)).toBe(false);
    expect(isStillEmployed([], today)).toBe(false);
  });
});
