import { expect, test } from 'vitest';
import { formatBytes } from './bytes.ts';

test('Bytes, KB, MB, GB in base 1024', () => {
  expect(formatBytes(0)).toBe('0 Bytes');
  expect(formatBytes(1)).toBe('1 Bytes');
  expect(formatBytes(1023)).toBe('1023 Bytes');
  expect(formatBytes(1024)).toBe('1 KB');
  expect(formatBytes(1536)).toBe('1,5 KB');
  expect(formatBytes(1024 ** 2 * 2.255)).toBe('2,26 MB');
  expect(formatBytes(1024 ** 3)).toBe('1 GB');
  expect(formatBytes(1024 ** 4)).toBe('1024 GB');
  expect(formatBytes(0.5)).toBe('0,5 Bytes');
  expect(formatBytes(1536, 0)).toBe('2 KB');
  expect(() => formatBytes(-1)).toThrow();
});
