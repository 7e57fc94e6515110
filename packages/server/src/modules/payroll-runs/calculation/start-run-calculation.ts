import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { withTransaction } from '../../../db/with-transaction.ts';
import type { Enqueue } from '../../../jobs/job-runner.ts';
import { loadRunBasis } from '../run-basis.ts';
import { runNotFound, runVersionConflict, runWrongStatus } from '../run-errors.ts';
import { type PayrollRun, readRun, setRunStatus } from '../run-store.ts';
import { payrollRunCalculationJob } from './calculation-job.ts';

/**
 * Starts (or restarts) a run's calculation: enqueues the job and sets the run `calculating` with
 * progress 0 of the employees included, in one transaction — `db` must be the transaction the
 * `enqueue` belongs to (`jobRunner.transaction((trx, enqueue) => startRunCalculation(trx,
 * { enqueue }, …))`), so the job exists exactly when the run says it is calculating. From draft or
 * calculated only; `version`, when given, must be the run's. Not audited here: the route records
 * the step with its request.
 */
export async function startRunCalculation(
  db: Kysely<Database>,
  jobs: { enqueue: Enqueue },
  input: { employerId: string; runId: string; userId: string | null; version?: number },
): Promise<{ jobId: string; run: PayrollRun }> {
  return withTransaction(db, async (trx) => {
    const { employerId, runId } = input;
    const run = await readRun(trx, { employerId, runId, forUpdate: true });
    if (!run) throw runNotFound();
    if (input.version !== undefined && input.version !== run.version) throw runVersionConflict(run);
    if (run.status !== 'draft' && run.status !== 'calculated') throw runWrongStatus(run.status, run);
    const basis = await loadRunBasis(trx, run);
    const jobId = await jobs.enqueue(
      payrollRunCalculationJob,
      { employerId, runId },
      { ownerIdentityId: input.userId },
    );
    const updated = await setRunStatus(trx, {
      employerId,
      runId,
      from: ['draft', 'calculated'],
      to: 'calculating',
      changes: { jobId, progressDone: 0, progressTotal: basis.included.length, abortReason: null },
    });
    if (!updated) throw runWrongStatus(run.status, run);
    return { jobId, run: updated };
  });
}
