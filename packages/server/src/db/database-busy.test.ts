import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createPgPool, limitWaiting } from './create-database.ts';
import { countSessionWaiters, PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';
import { createTestDatabase, getSharedPGlite, type TestDatabase } from './test-db.ts';

// One connection and room for one waiter: the next caller must be refused at once, not queued.
let testDb: TestDatabase;
let bounded: Kysely<Database>;
let countWaiting: () => number;
let app: App;
let dataDir: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  if (testDb.engine === 'pglite') {
    const pglite = await getSharedPGlite();
    bounded = new Kysely<Database>({
      dialect: new PGliteDialect({ pglite, schema: testDb.name, maxWaiting: 1 }),
    });
    countWaiting = () => countSessionWaiters(pglite);
  } else {
    const pool = createPgPool(testDb.url!, { max: 1 });
    bounded = new Kysely<Database>({ dialect: new PostgresDialect({ pool: limitWaiting(pool, 1) }) });
    countWaiting = () => pool.waitingCount;
  }
  dataDir = await mkdtemp(path.join(tmpdir(), 'lonsam-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'silent',
  });
  app = await buildApp({ config, db: bounded, logger: pino({ level: 'silent' }) });
  app.get('/api/test/database', async () => {
    await sql`select 1`.execute(bounded);
    return { ok: true };
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await bounded.destroy();
  await testDb.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe(`a saturated database (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it('answers 503 DATABASE_BUSY with Retry-After once the waiters are at the bound, and serves the waiter', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Someone holds the only connection (a long import, say).
    let isHeld = false;
    const holder = bounded.connection().execute(async () => {
      isHeld = true;
      await gate;
    });
    try {
      await vi.waitFor(() => expect(isHeld).toBe(true));
      const waiter = app.inject({ method: 'GET', url: '/api/test/database' });
      await vi.waitFor(() => expect(countWaiting()).toBe(1));

      const refused = await app.inject({ method: 'GET', url: '/api/test/database' });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.json()).toMatchObject({ status: 503, code: 'DATABASE_BUSY' });

      release();
      const served = await waiter;
      expect(served.statusCode).toBe(200);
      expect(served.json()).toEqual({ ok: true });
    } finally {
      release();
      await holder;
    }
  });
});
