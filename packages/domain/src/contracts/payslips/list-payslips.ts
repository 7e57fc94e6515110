import { z } from 'zod';
import { payslipSummaryView, payslipsParams } from './payslip-shapes.ts';
/**
 * GET /api/employer/:employerId/payslips?employmentId&runId — ReportingAndCompliance.Payslip:
 * a user their own completed payslips, newest first; a manager the team's; an admin everyone's
 * (preliminary ones of a run only with PayrollBasis.View.Preliminary).
 */
export const listPayslipsParams = payslipsParams;
export const listPayslipsQuery = z.object({ employmentId: z.uuid().optional(), runId: z.uuid().optional() });
export const listPayslipsResponse = z.object({ payslips: z.array(payslipSummaryView) });
export type ListPayslipsResponse = z.output<typeof listPayslipsResponse>;
