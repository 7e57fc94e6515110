import fc from 'fast-check';
import { expect, test } from 'vitest';
import { formatSecondsAsTime } from './time-of-day.ts';
import { calculateGrossSeconds, calculateNetSeconds } from './time-span.ts';

test('a working day net of its lunch', () => {
  const span = {
    startTime: '08:00',
    endExclusiveTime: '17:00',
    breaks: [{ startTime: '12:00', endExclusiveTime: '13:00' }],
  };
  expect(calculateGrossSeconds(span)).toBe(9 * 3600);
  expect(calculateNetSeconds(span)).toBe(8 * 3600);
});

test('a night shift crosses midnight, with a break after midnight', () => {
  const span = {
    startTime: '22:00',
    endExclusiveTime: '06:00',
    breaks: [{ startTime: '02:00', endExclusiveTime: '02:30' }],
  };
  expect(calculateNetSeconds(span)).toBe(7.5 * 3600);
});

test('overlapping and outside breaks count once and only inside', () => {
  const span = {
    startTime: '08:00:00',
    endExclusiveTime: '12:00:00',
    breaks: [
      { startTime: '09:00', endExclusiveTime: '10:00' },
      { startTime: '09:30', endExclusiveTime: '10:30' },
      { startTime: '11:30', endExclusiveTime: '13:00' },
      { startTime: '07:00', endExclusiveTime: '07:30' },
    ],
  };
  expect(calculateNetSeconds(span)).toBe(4 * 3600 - 1.5 * 3600 - 0.5 * 3600);
});

test('date-time spans use wall-clock time, also across the DST change', () => {
  const span = { startTime: '2026-03-28T22:00:00', endExclusiveTime: '2026-03-29T06:00:00', breaks: [] };
  expect(calculateNetSeconds(span)).toBe(8 * 3600);
  expect(() =>
    calculateGrossSeconds({ startTime: '2026-03-29T06:00:00', endExclusiveTime: '2026-03-28T22:00:00' }),
  ).toThrow('cannot end before');
});

test('law: net is between 0 and gross', () => {
  const time = fc.integer({ min: 0, max: 86_399 }).map((seconds) => formatSecondsAsTime(seconds));
  fc.assert(
    fc.property(time, time, fc.array(fc.tuple(time, time), { maxLength: 4 }), (start, end, breaks) => {
      const span = {
        startTime: start,
        endExclusiveTime: end,
        breaks: breaks.map(([startTime, endExclusiveTime]) => ({ startTime, endExclusiveTime })),
      };
      const net = calculateNetSeconds(span);
      expect(net).toBeGreaterThanOrEqual(0);
      expect(net).toBeLessThanOrEqual(calculateGrossSeconds(span));
    }),
  );
});
