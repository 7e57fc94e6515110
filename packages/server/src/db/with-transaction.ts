import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Runs `work` in the caller's transaction when there is one, else in a new one. On PGlite the one
 * connection is locked by an open transaction, so nested work must use the handle it is given.
 */
export async function withTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(work);
}
