import { z } from 'zod';
import { APPROVAL_STEPS, payrollRunParams, payrollRunView, runStepBody } from './payroll-run-shapes.ts';

export const ABORT_REASON_MESSAGE = 'Ange varför godkännandet avbryts';

/**
 * POST /api/employer/:employerId/payroll-runs/:runId/approvals/:step — first (PayrollBasis.Approve.First),
 * second (…Second), complete (…Complete). Refused with blocking checks, out of order, or — when the
 * company requires it — by the person who gave the first approval giving the second.
 */
export const approvePayrollRunParams = payrollRunParams.extend({ step: z.enum(APPROVAL_STEPS) });
export const approvePayrollRunBody = runStepBody;
export const approvePayrollRunResponse = payrollRunView;

/**
 * POST /api/employer/:employerId/payroll-runs/:runId/approvals/:step/abort — PayrollBasis.Abort.<Step>:
 * undo that step (and those after it) with a reason; the run goes back to the state before it.
 */
export const abortPayrollRunParams = approvePayrollRunParams;
export const abortPayrollRunBody = runStepBody.extend({
  reason: z.string({ error: ABORT_REASON_MESSAGE }).trim().min(1, { error: ABORT_REASON_MESSAGE }).max(500),
});
export const abortPayrollRunResponse = payrollRunView;
