import type { ListPayrollRunsResponse } from '@lonsam/domain/contracts/payroll-runs/list-payroll-runs';
import { hasPrivilege } from '@lonsam/domain/privileges/access-check';
import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import { addMonths, formatMonthValue, monthValueOf, parseMonthValue } from '@lonsam/domain/time/month-value';
import { calculateBankPayDate } from '@lonsam/domain/time/pay-date';
import type { Kysely } from 'kysely';
import type { EmployerScope } from '../../access/employer-scope.ts';
import type { Database } from '../../db/schema.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { readPayoutSettings } from '../payout-settings/index.ts';
import { listRuns, type PayrollRun, readApprovals } from './run-store.ts';
import { toRunView } from './run-views.ts';

/** A completed run needs View.Completed, any other View.Preliminary (admins hold both). */
export function mayView(scope: EmployerScope, run: Pick<PayrollRun, 'status'>): boolean {
  const privilege =
    run.status === 'completed' ? 'PayrollBasis.View.Completed' : 'PayrollBasis.View.Preliminary';
  return hasPrivilege(scope.privileges, privilege);
}

/**
 * The runs the caller may see, newest period first, and the next ordinary run to suggest: the
 * month after the latest completed ordinary run (or this month when there is none), with its pay
 * date from the payout settings (a salary paid for the previous month is paid the month after).
 */
export async function listPayrollRuns(
  db: Kysely<Database>,
  scope: EmployerScope,
  now: Date,
  jobs?: Pick<JobRunner, 'getStatus'>,
): Promise<ListPayrollRunsResponse> {
  const runs = (await listRuns(db, scope.employerId)).filter((run) => mayView(scope, run));
  const approvals = await readApprovals(
    db,
    runs.map((run) => run.id),
  );
  const latest = runs.find((run) => run.kind === 'ordinary' && run.status === 'completed');
  const month = latest ? addMonths(parseMonthValue(latest.period), 1) : monthValueOf(toDateOnly(now));
  const { value: payout } = await readPayoutSettings(db, scope.employerId);
  const payMonth = payout.salaryPeriod === 'previous-month' ? addMonths(month, 1) : month;
  return {
    runs: runs.map((run) => toRunView(run, approvals.get(run.id) ?? [])),
    next: { period: formatMonthValue(month), payDate: calculateBankPayDate(payMonth, payout.payDay) },
    sampleHistory: jobs ? await readSampleHistory(db, jobs, scope.employerId) : null,
  };
}

/**
 * A test company's payroll history job (demo-data, migration 0087) as the payroll page shows it, to
 * every role that sees the runs (the job belongs to the creator). A job gone from the queue (its
 * progress is kept 30 days) has long finished.
 */
async function readSampleHistory(
  db: Kysely<Database>,
  jobs: Pick<JobRunner, 'getStatus'>,
  employerId: string,
): Promise<ListPayrollRunsResponse['sampleHistory']> {
  const employer = await db
    .selectFrom('employer')
    .select(['demo_history_job_id', 'demo_months_back', 'created_by_identity_id'])
    .where('id', '=', employerId)
    .executeTakeFirst();
  if (!employer?.demo_history_job_id) return null;
  const status = await jobs.getStatus(employer.demo_history_job_id, employer.created_by_identity_id);
  const state = !status ? 'succeeded' : status.state === 'retrying' ? 'running' : status.state;
  return {
    state,
    progress: status ? status.progress : 100,
    monthsBack: employer.demo_months_back ?? 0,
  };
}
