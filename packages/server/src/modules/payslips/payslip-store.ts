import type { PayslipDetailView, PayslipSummaryView } from '@lonsam/domain/contracts/payslips/payslip-shapes';
import { buildPayslipDetail } from '@lonsam/domain/documents/payslip-detail';
import type { Payslip } from '@lonsam/domain/payroll/payslip/payslip-types';
import { hasPrivilege } from '@lonsam/domain/privileges/access-check';
import type { Kysely } from 'kysely';
import type { EmployerScope } from '../../access/employer-scope.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { readBalances, readVacationDaysLeft } from './payslip-balances.ts';

/*
 * Who sees which payslip (docs/payroll-runs.md "## Payslips"): a user their own employment's, a
 * manager those of employments naming their role as manager, an admin everyone's; a payslip of a
 * run not yet completed only with PayrollBasis.View.Preliminary (never a user), and only once the
 * run is calculated (while it calculates, its payslips are being replaced). Anything else is 404,
 * never 403: someone else's payslip must not be told apart from a missing one.
 */

/** Runs whose payslips stand still: calculated and on their way to approval. */
const PRELIMINARY_STATUSES = ['calculated', 'first-approved', 'second-approved'];
/** A list answers at most this many payslips, newest first. */
export const PAYSLIP_LIST_LIMIT = 5000;
const NO_ID = '00000000-0000-0000-0000-000000000000';

export function maySeePreliminary(scope: EmployerScope): boolean {
  return scope.role !== 'user' && hasPrivilege(scope.privileges, 'PayrollBasis.View.Preliminary');
}

export function payslipNotFound(): AppError {
  return new AppError({
    status: 404,
    code: 'PAYSLIP_NOT_FOUND',
    detail: 'No such payslip that you may see.',
  });
}

export function runNotFound(): AppError {
  return new AppError({ status: 404, code: 'PAYROLL_RUN_NOT_FOUND', detail: 'No such payroll run.' });
}

function visiblePayslips(db: Kysely<Database>, scope: EmployerScope) {
  let query = db
    .selectFrom('payslip')
    .innerJoin('payroll_run', 'payroll_run.id', 'payslip.run_id')
    .innerJoin('employment', 'employment.id', 'payslip.employment_id')
    .where('payslip.employer_id', '=', scope.employerId);
  if (scope.role === 'user') query = query.where('payslip.employment_id', '=', scope.employmentId ?? NO_ID);
  if (scope.role === 'manager') query = query.where('employment.manager_role_id', '=', scope.roleId);
  query = maySeePreliminary(scope)
    ? query.where('payroll_run.status', 'in', ['completed', ...PRELIMINARY_STATUSES])
    : query.where('payroll_run.status', '=', 'completed');
  return query;
}

function visibleSummaries(db: Kysely<Database>, scope: EmployerScope) {
  return visiblePayslips(db, scope).select([
    'payslip.id',
    'payslip.run_id',
    'payroll_run.label as run_label',
    'payroll_run.kind as run_kind',
    'payroll_run.status as run_status',
    'payslip.period',
    'payslip.pay_date',
    'payslip.employment_id',
    'payslip.employee_id',
    'payslip.employee_name',
    'payslip.gross_ore',
    'payslip.tax_ore',
    'payslip.net_ore',
  ]);
}

type SummaryRow = {
  id: string;
  run_id: string;
  run_label: string;
  run_kind: string;
  run_status: string;
  period: string;
  pay_date: string;
  employment_id: string;
  employee_id: string;
  employee_name: string;
  gross_ore: string;
  tax_ore: string;
  net_ore: string;
};

function toSummary(row: SummaryRow): PayslipSummaryView {
  return {
    id: row.id,
    runId: row.run_id,
    runLabel: row.run_label,
    runKind: row.run_kind,
    period: row.period,
    payDate: row.pay_date,
    employmentId: row.employment_id,
    employeeId: row.employee_id,
    employeeName: row.employee_name,
    grossOre: Number(row.gross_ore),
    taxOre: Number(row.tax_ore),
    netOre: Number(row.net_ore),
    completed: row.run_status === 'completed',
  };
}

export async function listVisiblePayslips(
  db: Kysely<Database>,
  scope: EmployerScope,
  filters: { employmentId?: string; runId?: string },
): Promise<PayslipSummaryView[]> {
  let query = visibleSummaries(db, scope);
  if (filters.employmentId) query = query.where('payslip.employment_id', '=', filters.employmentId);
  if (filters.runId) query = query.where('payslip.run_id', '=', filters.runId);
  const rows = (await query
    .orderBy('payslip.pay_date', 'desc')
    .orderBy('payroll_run.created_at', 'desc')
    .orderBy('payslip.employee_name')
    .orderBy('payslip.id')
    .limit(PAYSLIP_LIST_LIMIT)
    .execute()) as SummaryRow[];
  return rows.map(toSummary);
}

type DetailRow = SummaryRow & {
  result: unknown;
  employer_name: string;
  org_number: string | null;
  personnummer: string;
  clearing_number: string | null;
  account_number: string | null;
  schedule: number[];
  opening_balances: unknown;
};

async function loadDetails(
  db: Kysely<Database>,
  scope: EmployerScope,
  where: { payslipId?: string; runId?: string },
): Promise<PayslipDetailView[]> {
  let query = visibleSummaries(db, scope)
    .innerJoin('employer', 'employer.id', 'payslip.employer_id')
    .innerJoin('employee', 'employee.id', 'payslip.employee_id')
    .select([
      'payslip.result',
      'employer.name as employer_name',
      'employer.org_number',
      'employee.personnummer',
      'employee.clearing_number',
      'employee.account_number',
      'employment.schedule',
      'employee.opening_balances',
    ]);
  if (where.payslipId) query = query.where('payslip.id', '=', where.payslipId);
  if (where.runId) query = query.where('payslip.run_id', '=', where.runId);
  const rows = (await query.orderBy('payslip.employee_name').orderBy('payslip.id').execute()) as DetailRow[];
  const balances = await readBalances(
    db,
    scope.employerId,
    rows.map((row) => ({ employmentId: row.employment_id, period: row.period, schedule: row.schedule })),
  );
  const vacationDaysLeft = await readVacationDaysLeft(
    db,
    scope.employerId,
    rows.map((row) => ({
      payslipId: row.id,
      employmentId: row.employment_id,
      payDate: row.pay_date,
      openingBalances: row.opening_balances,
    })),
  );
  return rows.map((row, index) => {
    const result = (typeof row.result === 'string' ? JSON.parse(row.result) : row.result) as Payslip;
    return buildPayslipDetail({
      summary: toSummary(row),
      result,
      employer: { name: row.employer_name, organisationNumber: row.org_number ?? '' },
      employee: { name: row.employee_name, personnummer: row.personnummer, employeeNumber: null },
      bankAccount: { clearingNumber: row.clearing_number, accountNumber: row.account_number },
      paidDaysLeft: vacationDaysLeft[index] ?? null,
      balances: balances[index] ?? { compTimeHours: null, flexHours: null },
      includeEmployerContributions: scope.role === 'admin',
    });
  });
}

export async function findVisiblePayslip(
  db: Kysely<Database>,
  scope: EmployerScope,
  payslipId: string,
): Promise<PayslipDetailView> {
  const [detail] = await loadDetails(db, scope, { payslipId });
  if (!detail) throw payslipNotFound();
  return detail;
}

/** Every payslip of a run the caller may see, by employee name; 404 for a run they may not see. */
export async function listRunPayslipDetails(
  db: Kysely<Database>,
  scope: EmployerScope,
  runId: string,
): Promise<{ label: string; payslips: PayslipDetailView[] }> {
  const run = await db
    .selectFrom('payroll_run')
    .select(['label', 'status'])
    .where('id', '=', runId)
    .where('employer_id', '=', scope.employerId)
    .executeTakeFirst();
  const visible =
    run &&
    (run.status === 'completed' || (PRELIMINARY_STATUSES.includes(run.status) && maySeePreliminary(scope)));
  if (!run || !visible) throw runNotFound();
  return { label: run.label, payslips: await loadDetails(db, scope, { runId }) };
}
