import { z } from 'zod';
import { payrollRunsParams, payrollRunView } from './payroll-run-shapes.ts';
/** GET /api/employer/:employerId/payroll-runs — newest period first (PayrollBasis.View.Preliminary or .Completed). */
export const listPayrollRunsParams = payrollRunsParams;
export const listPayrollRunsResponse = z.object({
  runs: z.array(payrollRunView),
  /** Suggested next ordinary run: the month after the latest completed one, and its pay date from the settings. */
  next: z.object({ period: z.string(), payDate: z.string() }),
});
export type ListPayrollRunsResponse = z.output<typeof listPayrollRunsResponse>;
