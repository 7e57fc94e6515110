import { expect, test } from 'vitest';
import { requestIdGenerator } from './request-id.ts';

test('request ids are unique in a process and between processes', () => {
  const first = requestIdGenerator();
  const second = requestIdGenerator(); // another process, or this one after a restart
  const ids = [...Array.from({ length: 5000 }, first), ...Array.from({ length: 5000 }, second)];
  expect(new Set(ids).size).toBe(10_000);
  // A 12-character random prefix (72 bits) and the counter in base 36.
  expect(ids[0]).toMatch(/^[\w-]{12}-0$/);
  expect(ids[36]).toMatch(/-10$/);
});
