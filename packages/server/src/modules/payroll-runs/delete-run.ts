import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { auditRun, type RunContext } from './run-context.ts';
import { runVersionConflict, runWrongStatus, withCompletedLock } from './run-errors.ts';
import { readRunOrThrow } from './run-store.ts';
import { auditedRun, loadRunView } from './run-views.ts';

const DELETABLE = new Set(['draft', 'calculated']);

/**
 * Removes a draft or calculated run with its preliminary payslips. An approved run is sent back
 * first; a calculating one waits for its job; a completed one never goes (the database refuses).
 */
export async function deletePayrollRun(
  db: Kysely<Database>,
  context: RunContext,
  input: { runId: string; version: number },
): Promise<void> {
  const { employerId } = context.scope;
  await withCompletedLock(() =>
    withTransaction(db, async (trx) => {
      const run = await readRunOrThrow(trx, { employerId, runId: input.runId, forUpdate: true });
      const before = await loadRunView(trx, { employerId, runId: run.id });
      if (run.version !== input.version) throw runVersionConflict(before);
      if (!DELETABLE.has(run.status)) throw runWrongStatus(run.status, before);
      await trx.deleteFrom('payroll_run').where('id', '=', run.id).execute();
      await auditRun(trx, context, 'payroll-run.deleted', run.id, auditedRun(before), null);
    }),
  );
}
