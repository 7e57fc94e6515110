import type {
  ApprovalStep,
  PayrollRunStatus,
  PayrollRunView,
} from '@lonsam/domain/contracts/payroll-runs/payroll-run-shapes';
import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { type Kysely, sql } from 'kysely';
import { checkEmployerAccess } from '../../access/employer-scope.ts';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { readPayoutSettings } from '../payout-settings/index.ts';
import { completeRun } from './calculation/index.ts';
import { auditRun, type RunContext, readPersonName } from './run-context.ts';
import {
  runHasBlockingChecks,
  runVersionConflict,
  runWrongStatus,
  sameApprover,
  withCompletedLock,
} from './run-errors.ts';
import { readApprovals, readRunOrThrow, setRunStatus } from './run-store.ts';
import { auditedRun, loadRunView } from './run-views.ts';

export const APPROVE_PRIVILEGES: Record<ApprovalStep, PrivilegeId> = {
  first: 'PayrollBasis.Approve.First',
  second: 'PayrollBasis.Approve.Second',
  complete: 'PayrollBasis.Approve.Complete',
};

/** Each step from the status before it to the status it gives. */
const STEPS: Record<ApprovalStep, { from: PayrollRunStatus; to: PayrollRunStatus }> = {
  first: { from: 'calculated', to: 'first-approved' },
  second: { from: 'first-approved', to: 'second-approved' },
  complete: { from: 'second-approved', to: 'completed' },
};

async function countBlocking(trx: Kysely<Database>, runId: string): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from payslip
    where run_id = ${runId} and checks @> '[{"severity":"blocking"}]'`.execute(trx);
  return rows[0]?.count ?? 0;
}

/**
 * One approval step, in one transaction holding the run's row lock: the step's privilege, the
 * version the caller read, the status before it; first only without blocking checks; second by
 * another person than the first when the company requires it (payout settings); complete marks the
 * run's events paid and the run completed (the calculation's `completeRun`), after which the
 * database refuses any change. The approval row is written before completing: once completed, the
 * run takes no new rows.
 */
export async function approvePayrollRun(
  db: Kysely<Database>,
  context: RunContext,
  input: {
    runId: string;
    step: ApprovalStep;
    version: number;
    /** Only for a test company's payroll history, which its creator, alone there, approves in full. */
    sampleHistory?: boolean;
  },
): Promise<PayrollRunView> {
  checkEmployerAccess(context.scope, { privilege: APPROVE_PRIVILEGES[input.step], access: 'write' });
  const { employerId } = context.scope;
  const step = STEPS[input.step];
  return withCompletedLock(() =>
    withTransaction(db, async (trx) => {
      const run = await readRunOrThrow(trx, { employerId, runId: input.runId, forUpdate: true });
      const before = await loadRunView(trx, { employerId, runId: run.id });
      if (run.version !== input.version) throw runVersionConflict(before);
      if (run.status !== step.from) throw runWrongStatus(run.status, before);
      if (input.step === 'first' && (await countBlocking(trx, run.id)) > 0) throw runHasBlockingChecks();
      if (input.step === 'second') {
        const { value: payout } = await readPayoutSettings(trx, employerId);
        const first = (await readApprovals(trx, [run.id])).get(run.id)?.find((a) => a.step === 'first');
        if (payout.requireDifferentApprovers && !input.sampleHistory && first?.userId === context.userId)
          throw sameApprover();
      }
      await trx
        .insertInto('payroll_run_approval')
        .values({
          run_id: run.id,
          employer_id: employerId,
          step: input.step,
          user_id: context.userId,
          user_name: await readPersonName(trx, context.userId),
          at: context.now,
        })
        .execute();
      if (input.step === 'complete') {
        await completeRun(trx, {
          employerId,
          runId: run.id,
          userId: context.userId,
          audit: context.audit,
          now: context.now,
        });
      } else {
        const moved = await setRunStatus(trx, {
          employerId,
          runId: run.id,
          from: [step.from],
          to: step.to,
          changes: { abortReason: null },
        });
        if (!moved) throw runWrongStatus(run.status, before);
      }
      const after = await loadRunView(trx, { employerId, runId: run.id });
      await auditRun(
        trx,
        context,
        input.step === 'complete' ? 'payroll-run.completed' : 'payroll-run.approved',
        run.id,
        auditedRun(before),
        { ...auditedRun(after), step: input.step },
      );
      return after;
    }),
  );
}
