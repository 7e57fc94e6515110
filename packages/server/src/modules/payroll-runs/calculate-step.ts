import type {
  PayrollRunView,
  RunEmployeeView,
} from '@lonsam/domain/contracts/payroll-runs/payroll-run-shapes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { recalculateEmployee, startRunCalculation } from './calculation/index.ts';
import { auditRun, type RunContext } from './run-context.ts';
import { runNotFound } from './run-errors.ts';
import { auditedRun, loadRunEmployee, loadRunView } from './run-views.ts';

/**
 * Starts the calculation as a background job (calculation/start-run-calculation.ts), the run set
 * calculating and the job enqueued in one transaction, audited in it too.
 */
export async function calculatePayrollRun(
  jobs: Pick<JobRunner, 'transaction'>,
  context: RunContext,
  input: { runId: string; version: number },
): Promise<{ run: PayrollRunView; jobId: string }> {
  const { employerId } = context.scope;
  return jobs.transaction(async (trx, enqueue) => {
    const before = await loadRunView(trx, { employerId, runId: input.runId });
    const { jobId } = await startRunCalculation(
      trx,
      { enqueue },
      { employerId, runId: input.runId, userId: context.userId, version: input.version },
    );
    const run = await loadRunView(trx, { employerId, runId: input.runId });
    await auditRun(trx, context, 'payroll-run.calculation-started', input.runId, auditedRun(before), {
      ...auditedRun(run),
      jobId,
      employees: run.progress?.total ?? 0,
    });
    return { run, jobId };
  });
}

/** One employee again, in the request; the run's new totals and the employee's row; audited. */
export async function recalculatePayrollRunEmployee(
  db: Kysely<Database>,
  context: RunContext,
  input: { runId: string; employmentId: string },
): Promise<{ run: PayrollRunView; employee: RunEmployeeView }> {
  const { employerId } = context.scope;
  return withTransaction(db, async (trx) => {
    const before = await loadRunView(trx, { employerId, runId: input.runId });
    await recalculateEmployee(trx, { employerId, runId: input.runId, employmentId: input.employmentId });
    const run = await loadRunView(trx, { employerId, runId: input.runId });
    const employee = await loadRunEmployee(trx, input.runId, input.employmentId);
    if (!employee) throw runNotFound();
    await auditRun(trx, context, 'payroll-run.employee-recalculated', input.runId, auditedRun(before), {
      ...auditedRun(run),
      employmentId: input.employmentId,
      netOre: employee.totals?.netOre ?? null,
      checks: employee.checks.map((check) => check.code),
    });
    return { run, employee };
  });
}
