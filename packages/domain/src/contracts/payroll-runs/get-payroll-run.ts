import { z } from 'zod';
import { eventView } from '../events/event-shapes.ts';
import { payrollRunParams, payrollRunView, runEmployeeView } from './payroll-run-shapes.ts';

/**
 * GET /api/employer/:employerId/payroll-runs/:runId — the run, its basis (who is included and who
 * is not, with the reason in Swedish), the attested events taken in and the unattested ones left
 * out, and each included employee's totals and checks.
 */
export const getPayrollRunParams = payrollRunParams;
export const getPayrollRunResponse = z.object({
  run: payrollRunView,
  employees: z.array(runEmployeeView),
  excluded: z.array(z.object({ employmentId: z.string(), employeeName: z.string(), reason: z.string() })),
  eventsIncluded: z.array(eventView),
  eventsLeftOut: z.array(eventView),
});
export type GetPayrollRunResponse = z.output<typeof getPayrollRunResponse>;
