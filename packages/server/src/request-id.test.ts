import { expect, test } from 'vitest';
import { requestIdGenerator } from './request-id.ts';

test('request ids are random, unique in a process and between processes, also past a pool refill', () => {
  const first = requestIdGenerator();
  const second = requestIdGenerator(); // another process, or this one after a restart
  // 5 000 ids each: more than the 4 096 of one pool, so each generator refills once.
  const ids = [...Array.from({ length: 5000 }, first), ...Array.from({ length: 5000 }, second)];
  expect(new Set(ids).size).toBe(10_000);
  for (const id of ids.slice(4090, 4100)) expect(id).toMatch(/^[\w-]{12}$/);
});
