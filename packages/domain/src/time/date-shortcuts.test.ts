import { expect, test } from 'vitest';
import { DATE_SHORTCUTS, resolveDateShortcut } from './date-shortcuts.ts';

test('each shortcut resolves against today', () => {
  expect(resolveDateShortcut('startOfYear', '2024-02-29')).toBe('2024-01-01');
  expect(resolveDateShortcut('today', '2024-02-29')).toBe('2024-02-29');
  expect(resolveDateShortcut('startOfMonth', '2024-02-29')).toBe('2024-02-01');
  expect(resolveDateShortcut('beginningOfTime', '2024-02-29')).toBe('1970-01-01');
  expect(DATE_SHORTCUTS.map((shortcut) => shortcut.key)).toEqual([
    'startOfYear',
    'today',
    'startOfMonth',
    'beginningOfTime',
  ]);
});
