// What other modules (and the calculation in ./calculation, helper R1b) may use of the payroll
// runs (biome.json's server import rules); docs/payroll-runs.md.

export { approvePayrollRun } from './approve-step.ts';
export { calculateRunInTransaction } from './calculation/index.ts';
export { loadRunChecker, type RunChecker } from './checks.ts';
export { createPayrollRun } from './create-run.ts';
export { payrollRunRoutes } from './payroll-run-routes.ts';
export { type BasisEmployee, type ExcludedEmployee, loadRunBasis, type RunBasis } from './run-basis.ts';
export type { RunContext } from './run-context.ts';
export { runCompletedByDatabase, withCompletedLock } from './run-errors.ts';
export { periodDays, runLabel } from './run-period.ts';
export {
  type PayrollRun,
  type RunApproval,
  type RunChanges,
  type RunTotals,
  readApprovals,
  readRun,
  readRunOrThrow,
  refreshRunTotals,
  setRunProgress,
  setRunStatus,
  ZERO_TOTALS,
} from './run-store.ts';
