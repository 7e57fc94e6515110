import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDatabase } from './create-database.ts';
import { countSessionWaiters, PGliteDialect } from './pglite-dialect.ts';
import { createTestDatabase, getSharedPGlite, type TestDatabase } from './test-db.ts';

type ItemTable = { id: number; name: string; qty: number };
type TestSchema = { item: ItemTable };

let testDb: TestDatabase;
let db: Kysely<TestSchema>;

beforeAll(async () => {
  testDb = await createTestDatabase({ migrate: false });
  db = testDb.db as unknown as Kysely<TestSchema>;
  await db.schema
    .createTable('item')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('qty', 'integer', (col) => col.notNull())
    .execute();
});

afterAll(async () => {
  await testDb.close();
});

beforeEach(async () => {
  await db.deleteFrom('item').execute();
  await db
    .insertInto('item')
    .values([
      { id: 1, name: 'a', qty: 1 },
      { id: 2, name: 'b', qty: 1 },
      { id: 3, name: 'c', qty: 2 },
    ])
    .execute();
});

async function countItems(): Promise<string> {
  const row = await db
    .selectFrom('item')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return row.n as string;
}

describe(`database dialect (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it('reports affected rows for insert, update and delete', async () => {
    const inserted = await db
      .insertInto('item')
      .values([
        { id: 4, name: 'd', qty: 5 },
        { id: 5, name: 'e', qty: 5 },
      ])
      .executeTakeFirstOrThrow();
    expect(inserted.numInsertedOrUpdatedRows).toBe(2n);

    const updated = await db
      .updateTable('item')
      .set({ qty: 9 })
      .where('qty', '=', 1)
      .executeTakeFirstOrThrow();
    expect(updated.numUpdatedRows).toBe(2n);

    const noneUpdated = await db
      .updateTable('item')
      .set({ qty: 9 })
      .where('id', '=', 999)
      .executeTakeFirstOrThrow();
    expect(noneUpdated.numUpdatedRows).toBe(0n);

    const deleted = await db.deleteFrom('item').where('id', '=', 3).executeTakeFirstOrThrow();
    expect(deleted.numDeletedRows).toBe(1n);

    // Without parameters PGlite takes the simple protocol: the counts must be the same.
    const unparameterised = await sql`update item set qty = qty + 1`.execute(db);
    expect(unparameterised.numAffectedRows).toBe(4n);
    const emptied = await db.deleteFrom('item').executeTakeFirstOrThrow();
    expect(emptied.numDeletedRows).toBe(4n);
  });

  it('returns int8 as a string and date as YYYY-MM-DD text, like pg', async () => {
    const { rows } = await sql<{ big: unknown; total: unknown; day: unknown; small: unknown }>`
      select 9007199254740993::int8 as big, count(*) as total, '2025-01-31'::date as day, 7::int4 as small
      from item`.execute(db);
    expect(rows[0]).toEqual({ big: '9007199254740993', total: '3', day: '2025-01-31', small: 7 });
  });

  it("does not run a query inside another caller's open transaction (setup-notes G4)", async () => {
    let seenOutside: string | undefined;
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('item').values({ id: 4, name: 'd', qty: 1 }).execute();
      // Another caller asks while the transaction is open; it must see the committed state only.
      const outside = countItems().then((n) => {
        seenOutside = n;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const inside = await trx
        .selectFrom('item')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(inside.n).toBe('4');
      throw Object.assign(new Error('roll back'), { outside });
    });
    const error = (await transaction.catch((caught: unknown) => caught)) as Error & {
      outside: Promise<void>;
    };
    expect(error.message).toBe('roll back');
    await error.outside;
    expect(seenOutside).toBe('3');
    expect(await countItems()).toBe('3');
  });

  it('rolls back every statement of a transaction that throws', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('item').set({ qty: 100 }).execute();
        await trx.insertInto('item').values({ id: 10, name: 'x', qty: 1 }).execute();
        await trx.insertInto('item').values({ id: 10, name: 'duplicate', qty: 1 }).execute();
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await countItems()).toBe('3');
    const quantities = await db.selectFrom('item').select('qty').orderBy('id').execute();
    expect(quantities.map((row) => row.qty)).toEqual([1, 1, 2]);
  });

  it('commits a transaction and serves queries after it', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('item').values({ id: 4, name: 'd', qty: 1 }).execute();
    });
    expect(await countItems()).toBe('4');
  });

  it('runs concurrent queries without mixing their results', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sql<{ v: number }>`select ${i}::int4 as v`.execute(db)),
    );
    expect(results.map((result) => result.rows[0]!.v)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
});

describe('PGlite under DATA_DIR', () => {
  it('keeps data after close and reopen of the same directory', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lonsam-pglite-'));
    try {
      const first = await createDatabase({ dataDir, databaseUrl: undefined });
      expect(first.engine).toBe('pglite');
      await sql`create table kept (v text)`.execute(first.db);
      await sql`insert into kept values ('still here')`.execute(first.db);
      await first.close();

      const second = await createDatabase({ dataDir, databaseUrl: undefined });
      const { rows } = await sql<{ v: string }>`select v from kept`.execute(second.db);
      await second.close();
      expect(rows).toEqual([{ v: 'still here' }]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('PGlite shared by several Kysely instances', () => {
  it("keeps each instance out of the other's transaction and in its own schema", async () => {
    const pglite = await getSharedPGlite();
    const suffix = Math.random().toString(16).slice(2, 10);
    const [schemaA, schemaB] = [`lonsam_t_a${suffix}`, `lonsam_t_b${suffix}`];
    const a = new Kysely<any>({ dialect: new PGliteDialect({ pglite, schema: schemaA }) });
    const b = new Kysely<any>({ dialect: new PGliteDialect({ pglite, schema: schemaB }) });
    try {
      for (const [db, schema, rows] of [
        [a, schemaA, 1],
        [b, schemaB, 5],
      ] as const) {
        await sql`create schema ${sql.id(schema)}`.execute(db);
        await sql`create table thing (id int)`.execute(db);
        await sql`insert into thing select generate_series(1, ${rows}::int)`.execute(db);
      }
      const count = async (db: Kysely<any>) =>
        (await sql<{ n: string }>`select count(*) as n from thing`.execute(db)).rows[0]!.n;
      const failed = await a
        .transaction()
        .execute(async (trx) => {
          await sql`insert into thing values (99)`.execute(trx);
          // B writes while A's transaction is open: its row must not be rolled back with A.
          const outside = sql`insert into thing values (7)`.execute(b);
          await new Promise((resolve) => setTimeout(resolve, 50));
          expect(await count(trx)).toBe('2');
          throw Object.assign(new Error('roll back'), { outside });
        })
        .catch((error: Error & { outside: Promise<unknown> }) => error);
      await failed.outside;
      expect(await count(a)).toBe('1');
      expect(await count(b)).toBe('6');
    } finally {
      await sql`drop schema if exists ${sql.id(schemaA)} cascade`.execute(a);
      await sql`drop schema if exists ${sql.id(schemaB)} cascade`.execute(b);
      await a.destroy();
      await b.destroy();
    }
  });
});

describe('PGlite and the event loop', () => {
  it('lets the event loop turn while a queue of callers hands the session on', async () => {
    // PGlite runs in this thread and resolves as microtasks: 200 queued requests once answered
    // nothing else for seconds (bench/import-isolation.ts). Timer ticks count the turns.
    const pglite = await getSharedPGlite();
    const queued = new Kysely<any>({ dialect: new PGliteDialect({ pglite }) });
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 0);
    try {
      await Promise.all(
        Array.from({ length: 100 }, () =>
          sql`select count(*) from generate_series(1, 20000)`.execute(queued),
        ),
      );
    } finally {
      clearInterval(timer);
      await queued.destroy();
    }
    expect(ticks).toBeGreaterThanOrEqual(5);
  });

  it('refuses a caller beyond maxWaiting with 503 DATABASE_BUSY instead of queueing it', async () => {
    const pglite = await getSharedPGlite();
    const bounded = new Kysely<any>({ dialect: new PGliteDialect({ pglite, maxWaiting: 2 }) });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let isHeld = false;
    const holder = bounded.connection().execute(async () => {
      isHeld = true;
      await gate;
    });
    try {
      await vi.waitFor(() => expect(isHeld).toBe(true));
      const waiting = [sql`select 1 as v`.execute(bounded), sql`select 2 as v`.execute(bounded)];
      await vi.waitFor(() => expect(countSessionWaiters(pglite)).toBe(2));
      await expect(sql`select 3`.execute(bounded)).rejects.toMatchObject({
        status: 503,
        code: 'DATABASE_BUSY',
        headers: { 'retry-after': '1' },
      });
      release();
      expect((await Promise.all(waiting)).map((result) => result.rows)).toEqual([[{ v: 1 }], [{ v: 2 }]]);
    } finally {
      release();
      await holder;
      await bounded.destroy();
    }
  });
});
