import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { withTransaction } from '../../../db/with-transaction.ts';
import { loadRunChecker } from '../checks.ts';
import { loadRunBasis } from '../run-basis.ts';
import { runNotFound, runWrongStatus, withCompletedLock } from '../run-errors.ts';
import { periodDays } from '../run-period.ts';
import { type PayrollRun, readRun, refreshRunTotals, setRunStatus } from '../run-store.ts';
import { calculateEmployees } from './calculate-employees.ts';
import { employeeNotInRun } from './calculation-errors.ts';
import { loadCompanyContext } from './company-context.ts';
import { loadPayslipInput } from './load-payslip-inputs.ts';
import type { CalculatedPayslip } from './persist-payslips.ts';
import { replacePayslips } from './persist-payslips.ts';

/**
 * One employee of a calculated run again, in the request (after their data was fixed): the same
 * load, calculation and checks as the job, the payslip replaced and the run's totals refreshed in
 * one transaction that holds the run's row lock. Only while the run is `calculated`: an approved
 * run is sent back first (abort), a calculating one is being rewritten by its job. The run's version
 * goes up (its totals changed). Not audited here: the route records it with its request.
 */
export async function recalculateEmployee(
  db: Kysely<Database>,
  input: { employerId: string; runId: string; employmentId: string },
): Promise<{ run: PayrollRun; payslip: CalculatedPayslip }> {
  const { employerId, runId, employmentId } = input;
  return withCompletedLock(() =>
    withTransaction(db, async (trx) => {
      const run = await readRun(trx, { employerId, runId, forUpdate: true });
      if (!run) throw runNotFound();
      if (run.status !== 'calculated') throw runWrongStatus(run.status, run);
      const basis = await loadRunBasis(trx, run);
      if (!basis.included.some((employee) => employee.employmentId === employmentId))
        throw employeeNotInRun();
      const company = await loadCompanyContext(trx, { employerId, date: periodDays(run.period).lastDay });
      const loaded = await loadPayslipInput(trx, {
        employerId,
        period: run.period,
        payDate: run.payDate,
        employmentId,
        company,
        runId,
        runKind: run.kind,
        ...(run.correctsRunId ? { correctsRunId: run.correctsRunId } : {}),
      });
      if (!loaded) throw employeeNotInRun();
      const checker = await loadRunChecker(trx, { run, employmentIds: [employmentId] });
      const [payslip] = calculateEmployees([loaded], checker);
      await replacePayslips(trx, {
        employerId,
        runId,
        period: run.period,
        payDate: run.payDate,
        payslips: [payslip!],
      });
      await refreshRunTotals(trx, { runId });
      const updated = await setRunStatus(trx, { employerId, runId, from: ['calculated'], to: 'calculated' });
      if (!updated) throw runWrongStatus(run.status, run);
      return { run: updated, payslip: payslip! };
    }),
  );
}
