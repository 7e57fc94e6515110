import { openKillPointDatabase } from '../../../../db/testing/kill-point.ts';
import { completeRun } from '../complete-run.ts';

/**
 * Another process completing a run (completion-kill.test.ts) on the database and kill point of
 * `openKillPointDatabase`: `CALC_EMPLOYER_ID`, `CALC_RUN_ID`. Prints `outcome <status>` if it ends.
 */
const env = process.env;
const db = await openKillPointDatabase(env);
const run = await db
  .transaction()
  .execute((trx) =>
    completeRun(trx, { employerId: env.CALC_EMPLOYER_ID!, runId: env.CALC_RUN_ID!, userId: null }),
  );
console.log(`outcome ${run.status}`);
await db.destroy();
