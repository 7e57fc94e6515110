import { randomBytes } from 'node:crypto';
import { Kysely, sql } from 'kysely';
import type { Db } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect } from '../db/pglite-dialect.ts';
import type { Database } from '../db/schema.ts';
import { getSharedPGlite } from '../db/test-db.ts';
import { pgliteJobDatabase } from './job-connection.ts';
import { createExecutionTable, readExecutions } from './testing/test-jobs.ts';

// The PGlite adapter is tested on PGlite in both projects (on PostgreSQL pg-boss has its own pool).
const schema = `lonsam_t_${randomBytes(6).toString('hex')}`;
let db: Kysely<Database>;
let jobDb: Db;

beforeAll(async () => {
  const pglite = await getSharedPGlite();
  db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite, schema }) });
  await sql`create schema ${sql.id(schema)}`.execute(db);
  await createExecutionTable(db);
  jobDb = pgliteJobDatabase(pglite, db);
});

afterAll(async () => {
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
  await db.destroy();
});

const insert = (runner: string) =>
  `insert into ${schema}.job_test_execution (job_id, runner, attempt) values (gen_random_uuid(), '${runner}', 0)`;

describe('pg-boss statements on PGlite', () => {
  it('wait for a transaction a request has open instead of running inside it and being rolled back', async () => {
    let queued: Promise<unknown> | undefined;
    await expect(
      db.transaction().execute(async (trx) => {
        await sql.raw(insert('request')).execute(trx);
        // A job statement (a claim, a completion) issued meanwhile, as pg-boss does from its timers.
        queued = jobDb.executeSql(insert('job-queue'));
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('the request fails');
      }),
    ).rejects.toThrow('the request fails');
    await queued;
    expect((await readExecutions(db)).map((row) => row.runner)).toEqual(['job-queue']);
  });

  it('hand back the rows of every statement of a multi-statement block', async () => {
    const { rows } = await jobDb.executeSql(
      `begin; ${insert('block')} returning runner; select 'second' as runner; commit`,
    );
    expect(rows).toEqual([{ runner: 'block' }, { runner: 'second' }]);
  });

  it('leave no transaction open when a statement of a block fails', async () => {
    await expect(jobDb.executeSql(`begin; ${insert('failed')}; select 1/0; commit`)).rejects.toThrow();
    // The session is usable, and the failed block's insert was rolled back.
    const runners = (await readExecutions(db)).map((row) => row.runner);
    expect(runners).not.toContain('failed');
  });
});
