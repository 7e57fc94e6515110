// The payroll run's calculation (docs/payroll-runs.md, "Calculation job"): what the run's routes
// and steps call, and the job the app registers (jobs/app-jobs.ts).
export { type CalculateRunOutcome, calculateRun } from './calculate-run.ts';
export { calculateRunInTransaction } from './calculate-run-in-transaction.ts';
export { employeeNotInRun } from './calculation-errors.ts';
export { payrollRunCalculationJob } from './calculation-job.ts';
export { type CompanyContext, loadCompanyContext } from './company-context.ts';
export { completeRun } from './complete-run.ts';
export { type LoadedPayslipInput, loadPayslipInput, loadPayslipInputs } from './load-payslip-inputs.ts';
export type { CalculatedPayslip } from './persist-payslips.ts';
export { recalculateEmployee } from './recalculate-employee.ts';
export { startRunCalculation } from './start-run-calculation.ts';
