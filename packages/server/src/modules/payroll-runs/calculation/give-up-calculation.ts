import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { withTransaction } from '../../../db/with-transaction.ts';
import { refreshRunTotals } from '../run-store.ts';

/**
 * After the job's last failed attempt: the run goes back to draft without payslips, so the admin
 * sees it can be started again instead of a calculation that never ends. Only if the run is still
 * calculating for this job.
 */
export async function giveUpCalculation(
  db: Kysely<Database>,
  input: { employerId: string; runId: string; jobId: string },
): Promise<void> {
  await withTransaction(db, async (trx) => {
    const reset = await trx
      .updateTable('payroll_run')
      .set((eb) => ({
        status: 'draft',
        progress_done: 0,
        version: eb('version', '+', 1),
        updated_at: new Date(),
      }))
      .where('id', '=', input.runId)
      .where('employer_id', '=', input.employerId)
      .where('status', '=', 'calculating')
      .where('job_id', '=', input.jobId)
      .returning('id')
      .executeTakeFirst();
    if (!reset) return;
    await trx.deleteFrom('payslip').where('run_id', '=', input.runId).execute();
    await refreshRunTotals(trx, { runId: input.runId });
  });
}
