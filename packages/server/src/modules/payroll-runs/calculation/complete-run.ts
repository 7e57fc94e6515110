import { type Kysely, sql } from 'kysely';
import type { AuditContext } from '../../../audit/record-audit-event.ts';
import type { Database } from '../../../db/schema.ts';
import { markEventsPaid } from '../../events/index.ts';
import { runNotFound, runWrongStatus } from '../run-errors.ts';
import { type PayrollRun, readRun, setRunStatus } from '../run-store.ts';

/**
 * The complete step's work, in the caller's transaction (`trx`, the approve step's): marks the
 * events the run's payslips took in as paid by this run, then sets the run completed with its
 * time. From second-approved only. Insert the step's approval row before calling this: once the
 * run is completed the database refuses any row of it (migration 0067). If the process dies in
 * between, the transaction rolls back whole: no event is paid and the run is not completed.
 */
export async function completeRun(
  trx: Kysely<Database>,
  input: { employerId: string; runId: string; userId: string | null; audit?: AuditContext; now?: Date },
): Promise<PayrollRun> {
  const { employerId, runId } = input;
  const run = await readRun(trx, { employerId, runId, forUpdate: true });
  if (!run) throw runNotFound();
  if (run.status !== 'second-approved') throw runWrongStatus(run.status, run);
  const { rows } = await sql<{ id: string }>`
    select distinct jsonb_array_elements_text(result->'eventIds') as id
    from payslip where run_id = ${runId} and employer_id = ${employerId}`.execute(trx);
  await markEventsPaid(trx, {
    employerId,
    eventIds: rows.map((row) => row.id),
    runId,
    runLabel: run.label,
    audit: input.audit ?? { actorIdentityId: input.userId, requestId: null },
  });
  const completed = await setRunStatus(trx, {
    employerId,
    runId,
    from: ['second-approved'],
    to: 'completed',
    changes: { completedAt: input.now ?? new Date() },
  });
  if (!completed) throw runWrongStatus(run.status, run);
  return completed;
}
