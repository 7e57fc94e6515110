import { z } from 'zod';
import { PAYROLL_RUN_KINDS, payrollRunsParams, payrollRunView } from './payroll-run-shapes.ts';

export const PERIOD_MESSAGE = 'Ange en period som ÅÅÅÅ-MM';
export const PAY_DATE_MESSAGE = 'Ange ett giltigt utbetalningsdatum';

/**
 * POST /api/employer/:employerId/payroll-runs (PayrollBasis.Run) — a draft run for a period. One
 * open (not completed) run per period and kind; a correction names the completed run it corrects.
 */
export const createPayrollRunParams = payrollRunsParams;
export const createPayrollRunBody = z.object({
  kind: z.enum(PAYROLL_RUN_KINDS),
  period: z.string({ error: PERIOD_MESSAGE }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: PERIOD_MESSAGE }),
  payDate: z.string({ error: PAY_DATE_MESSAGE }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: PAY_DATE_MESSAGE }),
  correctsRunId: z.uuid().optional(),
  /** Extra and correction runs: only these employments (empty: everyone in the period). */
  employmentIds: z.array(z.uuid()).max(10_000).optional(),
});
export const createPayrollRunResponse = payrollRunView;
