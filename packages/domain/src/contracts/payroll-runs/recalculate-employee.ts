import { z } from 'zod';
import { payrollRunEmploymentParams, payrollRunView, runEmployeeView } from './payroll-run-shapes.ts';

/**
 * POST /api/employer/:employerId/payroll-runs/:runId/employees/:employmentId/recalculate
 * (PayrollBasis.Run) — one employee again after their data was fixed, in the request (well under a
 * second). Only in a draft or calculated run: an approved run must be sent back by its abort step first.
 */
export const recalculateEmployeeParams = payrollRunEmploymentParams;
export const recalculateEmployeeResponse = z.object({ run: payrollRunView, employee: runEmployeeView });
