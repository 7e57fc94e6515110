import { Kysely, PostgresDialect } from 'kysely';
import { createPgPool } from '../../../../db/create-database.ts';
import { openPGlite, PGliteDialect } from '../../../../db/pglite-dialect.ts';
import type { Database } from '../../../../db/schema.ts';
import { calculateRun } from '../calculate-run.ts';

/**
 * Another process calculating a run (the crash and two-process tests), on PostgreSQL (CALC_URL) or on
 * a PGlite directory (CALC_PGLITE_DIR): prints `batch <done>` after each committed batch and
 * `outcome <json>` at the end. Runs until done or killed.
 */
const env = process.env;
const db = new Kysely<Database>({
  dialect: env.CALC_PGLITE_DIR
    ? new PGliteDialect({ pglite: await openPGlite(env.CALC_PGLITE_DIR), closeOnDestroy: true })
    : new PostgresDialect({ pool: createPgPool(env.CALC_URL!, { max: 3 }) }),
});
const outcome = await calculateRun(db, {
  employerId: env.CALC_EMPLOYER_ID!,
  runId: env.CALC_RUN_ID!,
  jobId: env.CALC_JOB_ID!,
  batchSize: Number(env.CALC_BATCH_SIZE ?? 50),
  onBatch: (done) => {
    console.log(`batch ${done}`);
  },
});
console.log(`outcome ${JSON.stringify(outcome)}`);
await db.destroy();
