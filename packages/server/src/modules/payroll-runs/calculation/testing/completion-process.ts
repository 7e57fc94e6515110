import { Kysely, PostgresDialect } from 'kysely';
import { createPgPool } from '../../../../db/create-database.ts';
import type { Database } from '../../../../db/schema.ts';
import { completeRun } from '../complete-run.ts';

/**
 * Another process completing a run on PostgreSQL (CALC_URL, CALC_EMPLOYER_ID, CALC_RUN_ID) that
 * dies before its commit: it does the whole completion in its transaction, prints `completed` and
 * then waits, holding the transaction open, until the test kills it.
 */
const env = process.env;
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool: createPgPool(env.CALC_URL!, { max: 1 }) }),
});
// Keeps the process alive while the transaction waits.
setInterval(() => {}, 1000);
await db.transaction().execute(async (trx) => {
  await completeRun(trx, { employerId: env.CALC_EMPLOYER_ID!, runId: env.CALC_RUN_ID!, userId: null });
  console.log('completed');
  await new Promise(() => {});
});
