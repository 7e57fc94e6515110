import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ReadCache } from '../cache/read-cache.ts';
import type { ChangeFeed } from './change-feed.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

// PostgreSQL only (the server:postgres project): PGlite's feed lives in the same process and
// cannot lose a connection.
let testDb: TestDatabase;
let feed: ChangeFeed;

beforeAll(async () => {
  testDb = await createTestDatabase();
  feed = await testDb.openChangeFeed();
});
afterAll(async () => {
  await feed.close();
  await testDb.close();
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let tries = 0; tries < 200 && !condition(); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

it('serves nothing from memory while its connection is down, and listens again by itself', async () => {
  const cache = new ReadCache({ feed });
  let reads = 0;
  const load = async () => ++reads;
  await cache.read('k', 'access', load);
  await cache.read('k', 'access', load);
  expect(reads).toBe(1);

  // An administrator (or a failover) ends the listening backend.
  await sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike 'listen %'`.execute(testDb.db);
  await waitFor(() => !feed.isLive);
  expect(feed.isLive).toBe(false);
  await cache.read('k', 'access', load);
  await cache.read('k', 'access', load);
  expect(reads).toBe(3);

  await waitFor(() => feed.isLive);
  expect(feed.isLive).toBe(true);
  // Whatever was cached before the loss is gone; caching works again.
  await cache.read('k', 'access', load);
  await cache.read('k', 'access', load);
  expect(reads).toBe(4);
  await feed.sync();
  cache.close();
});
