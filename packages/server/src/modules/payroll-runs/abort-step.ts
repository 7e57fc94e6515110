import type {
  ApprovalStep,
  PayrollRunStatus,
  PayrollRunView,
} from '@lonsam/domain/contracts/payroll-runs/payroll-run-shapes';
import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import type { Kysely } from 'kysely';
import { checkEmployerAccess } from '../../access/employer-scope.ts';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { auditRun, type RunContext } from './run-context.ts';
import { runVersionConflict, runWrongStatus, withCompletedLock } from './run-errors.ts';
import { readRunOrThrow, setRunStatus } from './run-store.ts';
import { auditedRun, loadRunView } from './run-views.ts';

export const ABORT_PRIVILEGES: Record<ApprovalStep, PrivilegeId> = {
  first: 'PayrollBasis.Abort.First',
  second: 'PayrollBasis.Abort.Second',
  complete: 'PayrollBasis.Abort.Complete',
};

/**
 * What each abort undoes: the statuses it applies to, the status the run goes back to and the
 * approvals it removes. First undoes the first approval and the second after it; second undoes the
 * second. A completed run is final, so "complete" is the completer refusing the run before
 * completing it: from second-approved back to calculated, both approvals removed.
 */
const ABORTS: Record<
  ApprovalStep,
  { from: readonly PayrollRunStatus[]; to: PayrollRunStatus; removes: readonly ApprovalStep[] }
> = {
  first: { from: ['first-approved', 'second-approved'], to: 'calculated', removes: ['first', 'second'] },
  second: { from: ['second-approved'], to: 'first-approved', removes: ['second'] },
  complete: { from: ['second-approved'], to: 'calculated', removes: ['first', 'second'] },
};

/** Sends the run back with a reason, in one transaction holding its row lock; audited. */
export async function abortPayrollRunStep(
  db: Kysely<Database>,
  context: RunContext,
  input: { runId: string; step: ApprovalStep; version: number; reason: string },
): Promise<PayrollRunView> {
  checkEmployerAccess(context.scope, { privilege: ABORT_PRIVILEGES[input.step], access: 'write' });
  const { employerId } = context.scope;
  const abort = ABORTS[input.step];
  return withCompletedLock(() =>
    withTransaction(db, async (trx) => {
      const run = await readRunOrThrow(trx, { employerId, runId: input.runId, forUpdate: true });
      const before = await loadRunView(trx, { employerId, runId: run.id });
      if (run.version !== input.version) throw runVersionConflict(before);
      if (!abort.from.includes(run.status)) throw runWrongStatus(run.status, before);
      await trx
        .deleteFrom('payroll_run_approval')
        .where('run_id', '=', run.id)
        .where('step', 'in', [...abort.removes])
        .execute();
      const moved = await setRunStatus(trx, {
        employerId,
        runId: run.id,
        from: abort.from,
        to: abort.to,
        changes: { abortReason: input.reason },
      });
      if (!moved) throw runWrongStatus(run.status, before);
      const after = await loadRunView(trx, { employerId, runId: run.id });
      await auditRun(trx, context, 'payroll-run.aborted', run.id, auditedRun(before), {
        ...auditedRun(after),
        step: input.step,
        reason: input.reason,
      });
      return after;
    }),
  );
}
