import fc from 'fast-check';
import { expect, test } from 'vitest';
import { formatSecondsAsTime, parseTimeToSeconds } from './time-of-day.ts';

test('hh:mm and hh:mm:ss, empty is 0', () => {
  expect(parseTimeToSeconds('')).toBe(0);
  expect(parseTimeToSeconds('08:30')).toBe(30_600);
  expect(parseTimeToSeconds('08:30:15')).toBe(30_615);
  expect(parseTimeToSeconds('23:59:59')).toBe(86_399);
  expect(parseTimeToSeconds('24:00')).toBe(86_400);
});

test('anything else throws Invalid time format', () => {
  for (const text of ['8:30', '08:60', '24:01', '25:00', '08:30:60', 'abc', ' 08:30', '08:30:1', '08.30']) {
    expect(() => parseTimeToSeconds(text), text).toThrow('Invalid time format');
  }
});

test('formatting round-trips', () => {
  expect(formatSecondsAsTime(30_615)).toBe('08:30:15');
  expect(formatSecondsAsTime(30_600, false)).toBe('08:30');
  expect(formatSecondsAsTime(100 * 3600)).toBe('100:00:00');
  expect(() => formatSecondsAsTime(-1)).toThrow();
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 86_399 }), (seconds) => {
      expect(parseTimeToSeconds(formatSecondsAsTime(seconds))).toBe(seconds);
    }),
  );
});
