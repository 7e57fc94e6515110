import { expect, test } from 'vitest';
import { findActivePackaging } from './tenant-packaging.ts';

const periods = [
  { packagingId: 'basic', validFrom: '2024-01-01T00:00:00Z' },
  { packagingId: 'plus', validFrom: '2025-01-01T00:00:00Z' },
  { packagingId: 'future', validFrom: Date.parse('2026-01-01T00:00:00Z') },
];

test('the latest validFrom before now', () => {
  expect(findActivePackaging(periods, new Date('2025-06-30T00:00:00Z'))?.packagingId).toBe('plus');
  expect(findActivePackaging([...periods].reverse(), new Date('2025-06-30T00:00:00Z'))?.packagingId).toBe(
    'plus',
  );
  expect(findActivePackaging(periods, new Date('2026-01-01T00:00:00.001Z'))?.packagingId).toBe('future');
});

test('boundary: a packaging valid from exactly now is not yet active', () => {
  expect(findActivePackaging(periods, new Date('2025-01-01T00:00:00Z'))?.packagingId).toBe('basic');
});

test('none before the first, none for an empty list, bad timestamps throw', () => {
  expect(findActivePackaging(periods, new Date('2023-01-01T00:00:00Z'))).toBeUndefined();
  expect(findActivePackaging([], new Date())).toBeUndefined();
  expect(() => findActivePackaging([{ packagingId: 'x', validFrom: 'soon' }], new Date())).toThrow(
    'Invalid timestamp',
  );
});
