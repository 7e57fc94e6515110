import { z } from 'zod';
import { payrollRunsParams, payrollRunView } from './payroll-run-shapes.ts';
/** GET /api/employer/:employerId/payroll-runs — newest period first (PayrollBasis.View.Preliminary or .Completed). */
export const listPayrollRunsParams = payrollRunsParams;
export const listPayrollRunsResponse = z.object({
  runs: z.array(payrollRunView),
  /** Suggested next ordinary run: the month after the latest completed one, and its pay date from the settings. */
  next: z.object({ period: z.string(), payDate: z.string() }),
  /**
   * A test company's payroll history, made by a job after the company was created (issue 18): its
   * state and progress (0–100 %) and the months back asked for; null when the company has none.
   */
  sampleHistory: z
    .object({
      state: z.enum(['queued', 'running', 'succeeded', 'failed']),
      progress: z.number(),
      monthsBack: z.number().int(),
    })
    .nullable(),
});
export type ListPayrollRunsResponse = z.output<typeof listPayrollRunsResponse>;
