import { expect, test } from 'vitest';
import {
  carriesClientTime,
  DEFAULT_TABLE_PAGE_SIZE,
  endsWithKeySequence,
  formatClientTime,
  KEY_SEQUENCE,
  TABLE_PAGE_SIZES,
} from './client-limits.ts';

test('the key sequence has 11 keys and is recognised at the end of the key log', () => {
  expect(KEY_SEQUENCE).toHaveLength(11);
  expect(endsWithKeySequence(['x', ...KEY_SEQUENCE])).toBe(true);
  expect(endsWithKeySequence([...KEY_SEQUENCE.slice(0, -3), 'B', 'A', 'Enter'])).toBe(true);
  expect(endsWithKeySequence(KEY_SEQUENCE.slice(1))).toBe(false);
  expect(endsWithKeySequence([...KEY_SEQUENCE, 'x'])).toBe(false);
});

test('every path except /signup* and /poke carries the client time', () => {
  expect(carriesClientTime('/signup/start')).toBe(false);
  expect(carriesClientTime('/poke')).toBe(false);
  expect(carriesClientTime('/entry')).toBe(true);
});

test('client time with offset, across the DST change', () => {
  expect(formatClientTime(new Date('2025-06-29T23:00:00Z'), 120)).toBe('2025-06-30T01:00:00+02:00');
  expect(formatClientTime(new Date('2026-10-25T01:30:00Z'), 60)).toBe('2026-10-25T02:30:00+01:00');
  expect(formatClientTime(new Date('2026-01-01T12:00:00Z'), -330)).toBe('2026-01-01T06:30:00-05:30');
});

test('table page sizes', () => {
  expect(TABLE_PAGE_SIZES).toContain(DEFAULT_TABLE_PAGE_SIZE);
});
