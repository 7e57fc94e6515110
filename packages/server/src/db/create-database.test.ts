import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, createPgPool } from './create-database.ts';
import { runMigrations } from './migrate.ts';
import type { Database } from './schema.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

let testDb: TestDatabase;
/** One connection, so that pg_prepared_statements (per session) sees what the earlier calls left. */
let db: Kysely<Database>;

beforeAll(async () => {
  testDb = await createTestDatabase({ migrate: false });
  db =
    testDb.engine === 'postgres'
      ? new Kysely<Database>({
          dialect: new PostgresDialect({ pool: createPgPool(testDb.url!, { max: 1 }) }),
        })
      : testDb.db;
});
afterAll(async () => {
  if (db !== testDb.db) await db.destroy();
  await testDb.close();
});

describe('statements marked /* prepared:<name> */', () => {
  it('answer like any other statement, with their parameters', async () => {
    for (const value of [1, 2, 3]) {
      const { rows } = await sql<{
        doubled: number;
      }>`/* prepared:test-double */ select ${value}::int * 2 as doubled`.execute(db);
      expect(rows).toEqual([{ doubled: value * 2 }]);
    }
  });

  it('are prepared once per PostgreSQL connection; unmarked statements are not', async () => {
    await sql`select 1 as unmarked`.execute(db);
    if (testDb.engine !== 'postgres') {
      // PGlite runs the same text; the marker is an ordinary comment there.
      expect((await sql<{ n: number }>`/* prepared:test-pglite */ select 7 as n`.execute(db)).rows).toEqual([
        { n: 7 },
      ]);
      return;
    }
    const { rows } = await sql<{ name: string; statement: string }>`
      select name, statement from pg_prepared_statements order by name`.execute(db);
    expect(rows.map((row) => row.name)).toEqual([expect.stringMatching(/^test-double-[0-9a-f]{12}$/)]);
    expect(rows[0]!.statement).toContain('/* prepared:test-double */');
  });
});

describe('the embedded database (PGlite under DATA_DIR)', () => {
  it('has pg_trgm, so the employee search has its trigram indexes, and hears its own changes', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lonsam-embedded-'));
    const handle = await createDatabase({ databaseUrl: undefined, dataDir });
    try {
      await runMigrations(handle.db);
      const { rows } = await sql<{ indexname: string }>`
        select indexname from pg_indexes where tablename = 'employee' and indexname like 'employee_search_%'
        order by indexname`.execute(handle.db);
      expect(rows.map((row) => row.indexname)).toEqual([
        'employee_search_email',
        'employee_search_name',
        'employee_search_personnummer',
        'employee_search_position',
      ]);
      const feed = await handle.openChangeFeed();
      const heard: string[] = [];
      feed.subscribe((payload) => heard.push(payload));
      await sql`update privilege set enabled_user = enabled_user where false`.execute(handle.db);
      await feed.sync();
      expect(heard).toEqual(['access']);
      await feed.close();
    } finally {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
