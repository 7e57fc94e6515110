import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache } from '../../cache/read-cache.ts';
import { createTestDatabase, type TestDatabase } from '../../db/test-db.ts';
import { createSession, deleteSession, findLiveSession, peekLiveSession } from './session-store.ts';

const lifetimes = { idleMinutes: 60, absoluteHours: 12 };
const info = { ip: '127.0.0.1', userAgent: 'vitest' };
let testDb: TestDatabase;
let identityId: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  const identity = await testDb.db
    .insertInto('identity')
    .values({ email: 'sessions@exempel.se', first_name: 'Sara', last_name: 'Lind', personnummer: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  identityId = identity.id;
});
afterAll(async () => {
  await testDb.close();
});

async function readLastSeen(sessionId: string): Promise<number> {
  const row = await testDb.db
    .selectFrom('session')
    .select('last_seen_at')
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return new Date(row.last_seen_at).getTime();
}

describe('findLiveSession', () => {
  it('returns the session with its identity in one lookup', async () => {
    const start = new Date('2026-03-02T08:00:00Z');
    const created = await createSession(testDb.db, identityId, info, lifetimes, start);
    const found = await findLiveSession(testDb.db, created.cookieValue, lifetimes, start);
    expect(found).toMatchObject({
      id: created.sessionId,
      identityId,
      csrfToken: created.csrfToken,
      identity: { id: identityId, email: 'sessions@exempel.se', firstName: 'Sara', lastName: 'Lind' },
    });
    expect(await findLiveSession(testDb.db, 'not-a-cookie', lifetimes, start)).toBeUndefined();
  });

  it('writes last_seen_at only when it is a minute or more old', async () => {
    const start = new Date('2026-03-02T09:00:00Z');
    const created = await createSession(testDb.db, identityId, info, lifetimes, start);
    await findLiveSession(testDb.db, created.cookieValue, lifetimes, new Date(start.getTime() + 59_000));
    expect(await readLastSeen(created.sessionId)).toBe(start.getTime());
    const later = new Date(start.getTime() + 60_000);
    await findLiveSession(testDb.db, created.cookieValue, lifetimes, later);
    expect(await readLastSeen(created.sessionId)).toBe(later.getTime());
  });

  it('ends a session idle for the idle time, counted from the last written last_seen_at', async () => {
    const start = new Date('2026-03-02T10:00:00Z');
    const created = await createSession(testDb.db, identityId, info, lifetimes, start);
    // A request 30 s in is not written down, so the idle time still runs from the start.
    await findLiveSession(testDb.db, created.cookieValue, lifetimes, new Date(start.getTime() + 30_000));
    const justBefore = new Date(start.getTime() + 60 * 60_000 - 1);
    expect(await findLiveSession(testDb.db, created.cookieValue, lifetimes, justBefore)).toBeDefined();
    // That request was written (it came 60 min after the last write); an hour after it, the session is gone.
    const anHourLater = new Date(justBefore.getTime() + 60 * 60_000);
    expect(await findLiveSession(testDb.db, created.cookieValue, lifetimes, anHourLater)).toBeUndefined();
    const left = await testDb.db
      .selectFrom('session')
      .select('id')
      .where('id', '=', created.sessionId)
      .execute();
    expect(left).toEqual([]);
  });

  it('ends a session at its absolute expiry however busy', async () => {
    const start = new Date('2026-03-02T11:00:00Z');
    const created = await createSession(testDb.db, identityId, info, lifetimes, start);
    for (let halfHour = 1; halfHour < 24; halfHour += 1) {
      const now = new Date(start.getTime() + halfHour * 1_800_000);
      expect(await findLiveSession(testDb.db, created.cookieValue, lifetimes, now)).toBeDefined();
    }
    const expiry = new Date(start.getTime() + 12 * 3_600_000);
    expect(await findLiveSession(testDb.db, created.cookieValue, lifetimes, expiry)).toBeUndefined();
  });
});

describe('findLiveSession with the read cache', () => {
  it('serves a live session from memory, and asks the database before ending one that looks idle', async () => {
    const feed = await testDb.openChangeFeed();
    const cache = new ReadCache({ feed });
    try {
      const start = new Date();
      const created = await createSession(testDb.db, identityId, info, lifetimes, start);
      expect(await findLiveSession(testDb.db, created.cookieValue, lifetimes, start, cache)).toBeDefined();
      expect(cache.size).toBe(1);
      // Another process's requests kept it alive: its touch is in the database, not in our memory
      // (a touch notifies nobody).
      const touched = new Date(start.getTime() + 50 * 60_000);
      await testDb.db
        .updateTable('session')
        .set({ last_seen_at: touched })
        .where('id', '=', created.sessionId)
        .execute();
      const afterIdleTime = new Date(start.getTime() + 61 * 60_000);
      const found = await findLiveSession(testDb.db, created.cookieValue, lifetimes, afterIdleTime, cache);
      expect(found?.id).toBe(created.sessionId);
      expect(await readLastSeen(created.sessionId)).toBe(afterIdleTime.getTime());
      // Idle for real (nobody touched it): ended and deleted.
      const idle = new Date(afterIdleTime.getTime() + 61 * 60_000);
      expect(await findLiveSession(testDb.db, created.cookieValue, lifetimes, idle, cache)).toBeUndefined();
      expect(
        await testDb.db
          .selectFrom('session')
          .select('id')
          .where('id', '=', created.sessionId)
          .executeTakeFirst(),
      ).toBeUndefined();
    } finally {
      cache.close();
      await feed.close();
    }
  });

  it('peeks at a cached live session without a promise, and leaves every decision to findLiveSession', async () => {
    const feed = await testDb.openChangeFeed();
    const cache = new ReadCache({ feed });
    try {
      const start = new Date();
      const created = await createSession(testDb.db, identityId, info, lifetimes, start);
      expect(peekLiveSession(created.cookieValue, lifetimes, start, cache)).toBeUndefined();
      const found = await findLiveSession(testDb.db, created.cookieValue, lifetimes, start, cache);
      expect(peekLiveSession(created.cookieValue, lifetimes, start, cache)).toEqual(found);
      expect(peekLiveSession('another cookie', lifetimes, start, cache)).toBeUndefined();
      // Due for a touch a minute on, and idle after an hour: the stored row decides.
      const aMinuteLater = new Date(start.getTime() + 60_000);
      expect(peekLiveSession(created.cookieValue, lifetimes, aMinuteLater, cache)).toBeUndefined();
      const shortLived = { idleMinutes: 0, absoluteHours: 12 };
      expect(peekLiveSession(created.cookieValue, shortLived, start, cache)).toBeUndefined();
      // Ended (signed out, here or in another process): gone from memory once the change is heard.
      await deleteSession(testDb.db, created.sessionId);
      await feed.sync();
      expect(peekLiveSession(created.cookieValue, lifetimes, start, cache)).toBeUndefined();
    } finally {
      cache.close();
      await feed.close();
    }
  });
});
