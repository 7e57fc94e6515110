import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from './migrate.ts';
import { migrations } from './migrations/index.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase({ migrate: false });
});

afterAll(async () => {
  await testDb.close();
});

async function describeSchema(): Promise<unknown[]> {
  const { rows } = await sql`
    select table_name, column_name, data_type, is_nullable, column_default
    from information_schema.columns
    where table_schema = current_schema()
    order by table_name, ordinal_position`.execute(testDb.db);
  return rows;
}

describe('migrations', () => {
  it('apply every migration once, in order, in the current schema', async () => {
    const applied = await runMigrations(testDb.db);
    expect(applied).toEqual(Object.keys(migrations).sort());
    const meta = await testDb.db.selectFrom('app_meta').selectAll().execute();
    expect(meta).toHaveLength(1);
    expect(meta[0]!.installation_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(meta[0]!.created_at).toBeInstanceOf(Date);
  });

  it('are idempotent: a second run applies nothing and changes nothing', async () => {
    const before = await describeSchema();
    const metaBefore = await testDb.db.selectFrom('app_meta').selectAll().execute();
    expect(await runMigrations(testDb.db)).toEqual([]);
    expect(await describeSchema()).toEqual(before);
    expect(await testDb.db.selectFrom('app_meta').selectAll().execute()).toEqual(metaBefore);
  });

  it('are forward-only: no migration has a down step', () => {
    for (const [name, migration] of Object.entries(migrations)) {
      expect(name).toMatch(/^\d{4}-[a-z0-9-]+$/);
      expect(migration.down, name).toBeUndefined();
    }
  });

  it('allow only one installation row', async () => {
    await expect(
      testDb.db
        .insertInto('app_meta')
        .values({ id: 2 } as never)
        .execute(),
    ).rejects.toThrow();
  });

  it('do not see the migrations of another schema or database', async () => {
    const other = await createTestDatabase({ migrate: false });
    try {
      expect(await runMigrations(other.db)).toEqual(Object.keys(migrations).sort());
    } finally {
      await other.close();
    }
  });
});
