import type {
  CheckView,
  PayrollRunView,
  RunEmployeeView,
} from '@lonsam/domain/contracts/payroll-runs/payroll-run-shapes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BasisEmployee } from './run-basis.ts';
import {
  listRunPayslips,
  type PayrollRun,
  type RunApproval,
  readApprovals,
  readRunOrThrow,
} from './run-store.ts';

export function toRunView(run: PayrollRun, approvals: readonly RunApproval[]): PayrollRunView {
  const { taxableOre: _taxable, ...totals } = run.totals;
  return {
    id: run.id,
    kind: run.kind,
    period: run.period,
    payDate: run.payDate,
    label: run.label,
    status: run.status,
    progress: run.status === 'calculating' ? { done: run.progressDone, total: run.progressTotal } : null,
    employeeCount: run.employeeCount,
    blockingCount: run.blockingCount,
    warningCount: run.warningCount,
    totals,
    approvals: approvals.map((approval) => ({
      step: approval.step,
      byName: approval.userName,
      at: approval.at.toISOString(),
    })),
    abortReason: run.abortReason,
    correctsRunId: run.correctsRunId,
    createdByName: run.createdByName,
    createdAt: run.createdAt.toISOString(),
    completedAt: run.completedAt?.toISOString() ?? null,
    version: run.version,
  };
}

/** The run as the API shows it, read in `db` (a transaction sees its own changes). */
export async function loadRunView(
  db: Kysely<Database>,
  input: { employerId: string; runId: string },
): Promise<PayrollRunView> {
  const run = await readRunOrThrow(db, input);
  const approvals = await readApprovals(db, [run.id]);
  return toRunView(run, approvals.get(run.id) ?? []);
}

/** What the audit keeps of a run: enough to read the history without the run. */
export function auditedRun(view: PayrollRunView): Record<string, unknown> {
  return {
    kind: view.kind,
    period: view.period,
    payDate: view.payDate,
    label: view.label,
    status: view.status,
    version: view.version,
  };
}

type PayslipRow = Awaited<ReturnType<typeof listRunPayslips>>[number];

function toEmployeeView(row: PayslipRow): RunEmployeeView {
  return {
    employmentId: row.employment_id,
    employeeId: row.employee_id,
    employeeName: row.employee_name,
    payslipId: row.id,
    totals: {
      grossOre: Number(row.gross_ore),
      benefitsOre: Number(row.benefits_ore),
      taxOre: Number(row.tax_ore),
      netDeductionsOre: Number(row.net_deductions_ore),
      taxFreeOre: Number(row.tax_free_ore),
      netOre: Number(row.net_ore),
      employerContributionsOre: Number(row.employer_contributions_ore),
    },
    checks: (Array.isArray(row.checks) ? row.checks : []) as CheckView[],
  };
}

/** One employee's row of the run, from the stored payslip (after a recalculation). */
export async function loadRunEmployee(
  db: Kysely<Database>,
  runId: string,
  employmentId: string,
): Promise<RunEmployeeView | undefined> {
  const rows = await listRunPayslips(db, runId, employmentId);
  return rows[0] && toEmployeeView(rows[0]);
}

/**
 * One row per employee: the stored payslip's totals and checks; before the calculation (or for
 * someone the calculation has not reached), the basis's employee without totals.
 */
export async function loadRunEmployees(
  db: Kysely<Database>,
  run: PayrollRun,
  included: readonly BasisEmployee[],
): Promise<RunEmployeeView[]> {
  const payslips = await listRunPayslips(db, run.id);
  const views = payslips.map(toEmployeeView);
  // A completed run shows what it paid; an open one also who is still to be calculated.
  if (run.status === 'completed') return views;
  const calculated = new Set(views.map((view) => view.employmentId));
  for (const employee of included)
    if (!calculated.has(employee.employmentId))
      views.push({ ...employee, payslipId: null, totals: null, checks: [] });
  return views.sort((left, right) => left.employeeName.localeCompare(right.employeeName, 'sv'));
}
