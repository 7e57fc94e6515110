import { z } from 'zod';
import { payrollRunParams, payrollRunView, runStepBody } from './payroll-run-shapes.ts';

/**
 * POST /api/employer/:employerId/payroll-runs/:runId/calculate (PayrollBasis.Run) — (re)calculate
 * every employee as a background job; 202 with the run (status calculating, progress) and the job id.
 * Allowed from draft and calculated; an approved run must be sent back first.
 */
export const calculatePayrollRunParams = payrollRunParams;
export const calculatePayrollRunBody = runStepBody;
export const calculatePayrollRunResponse = z.object({ run: payrollRunView, jobId: z.string() });
