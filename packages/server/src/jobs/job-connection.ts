import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import { type Db, fromKysely, fromPglite } from 'pg-boss';
import type { Database } from '../db/schema.ts';

/**
 * Where the job queue keeps its tables (pg-boss, in a schema of its own). PostgreSQL: pg-boss opens a
 * small pool of its own on `url`. PGlite: statements go through the same session lock as every other
 * caller of that PGlite (`db`), so a job statement never runs inside someone else's transaction.
 */
export type JobConnection =
  | { engine: 'postgres'; url: string; schema: string }
  | { engine: 'pglite'; pglite: PGlite; db: Kysely<Database>; schema: string };

/** The schema of the job tables beside the app's tables. */
export const JOB_SCHEMA = 'lonsam_jobs';

/** Connections of pg-boss's own pool per process on PostgreSQL (a claim, a heartbeat, a status read). */
export const JOB_POOL_SIZE = 3;

/**
 * pg-boss's statements on PGlite, each holding our session lock while it runs. pg-boss's own
 * `fromPglite` adapter talks to PGlite directly: on the single session a job statement would then run
 * inside whatever transaction a request has open (and be rolled back with it). A plain Kysely
 * adapter (`fromKysely`) is not enough either: pg-boss sends multi-statement blocks (`BEGIN; lock;
 * UPDATE … RETURNING; COMMIT`) whose rows it needs, and Kysely hands back only the last statement's
 * (tried: pg-boss stops with "a custom db must return the rows of every statement").
 */
export function pgliteJobDatabase(pglite: PGlite, db: Kysely<Database>): Db {
  const direct = fromPglite(pglite);
  return {
    executeSql: (text, values) => db.connection().execute(() => direct.executeSql(text, values)),
  };
}

/** Runs pg-boss statements inside the caller's Kysely transaction (enqueue with the data it belongs to). */
export function jobDatabaseOfTransaction(trx: Kysely<Database>): Db {
  return fromKysely(trx);
}
