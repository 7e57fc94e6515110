import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgPool } from './create-database.ts';
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
