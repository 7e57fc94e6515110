import { afterEach, describe, expect, it } from 'vitest';
import { formatLocalDateTimeWithOffset } from './local-time.ts';

const originalTimeZone = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalTimeZone;
});

describe('formatLocalDateTimeWithOffset', () => {
  it('writes Swedish winter time with +01:00', () => {
    process.env.TZ = 'Europe/Stockholm';
    expect(formatLocalDateTimeWithOffset(new Date('2026-11-22T13:03:00Z'))).toBe('2026-11-22T14:03:00+01:00');
  });

  it('writes Swedish summer time with +02:00', () => {
    process.env.TZ = 'Europe/Stockholm';
    expect(formatLocalDateTimeWithOffset(new Date('2025-06-29T23:00:05Z'))).toBe('2025-06-30T01:00:05+02:00');
  });

  it('writes negative and half-hour offsets', () => {
    process.env.TZ = 'America/St_Johns';
    expect(formatLocalDateTimeWithOffset(new Date('2026-01-10T12:00:00Z'))).toBe('2026-01-10T08:30:00-03:30');
  });

  it('writes UTC as +00:00', () => {
    process.env.TZ = 'UTC';
    expect(formatLocalDateTimeWithOffset(new Date('2026-03-01T00:00:00Z'))).toBe('2026-03-01T00:00:00+00:00');
  });
});
