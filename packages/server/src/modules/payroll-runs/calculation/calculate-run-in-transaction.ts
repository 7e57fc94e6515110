import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { loadRunChecker } from '../checks.ts';
import { loadRunBasis } from '../run-basis.ts';
import { runNotFound, runWrongStatus } from '../run-errors.ts';
import { periodDays } from '../run-period.ts';
import { type PayrollRun, readRun, refreshRunTotals, setRunStatus } from '../run-store.ts';
import { calculateEmployees } from './calculate-employees.ts';
import { loadCompanyContext } from './company-context.ts';
import { loadPayslipInputs } from './load-payslip-inputs.ts';
import { replacePayslips } from './persist-payslips.ts';

/**
 * A draft run calculated at once in the caller's transaction, without the job: the same load,
 * calculation, checks and persistence as a job's batch, for every included employee in one batch.
 * For small runs made by the server itself (a test company's payroll history, created with the
 * company): the job exists so that a large run does not hold a request open, which does not apply.
 */
export async function calculateRunInTransaction(
  trx: Kysely<Database>,
  input: { employerId: string; runId: string },
): Promise<PayrollRun> {
  const { employerId, runId } = input;
  const run = await readRun(trx, { employerId, runId, forUpdate: true });
  if (!run) throw runNotFound();
  if (run.status !== 'draft') throw runWrongStatus(run.status, run);
  const basis = await loadRunBasis(trx, run);
  const employmentIds = basis.included.map((employee) => employee.employmentId).sort();
  if (employmentIds.length > 0) {
    const company = await loadCompanyContext(trx, { employerId, date: periodDays(run.period).lastDay });
    const loaded = await loadPayslipInputs(trx, {
      employerId,
      period: run.period,
      payDate: run.payDate,
      employmentIds,
      company,
      runId,
      runKind: run.kind,
      ...(run.correctsRunId ? { correctsRunId: run.correctsRunId } : {}),
    });
    const checker = await loadRunChecker(trx, { run, employmentIds });
    const payslips = calculateEmployees(loaded, checker);
    await replacePayslips(trx, { employerId, runId, period: run.period, payDate: run.payDate, payslips });
  }
  await refreshRunTotals(trx, { runId });
  const total = employmentIds.length;
  const updated = await setRunStatus(trx, {
    employerId,
    runId,
    from: ['draft'],
    to: 'calculated',
    changes: { progressDone: total, progressTotal: total },
  });
  if (!updated) throw runWrongStatus(run.status, run);
  return updated;
}
