import { z } from 'zod';

/** DELETE /api/employer/:employerId/payroll-runs/:runId?version=N — a draft or calculated run only (PayrollBasis.Run); 204. */
export { payrollRunParams as deletePayrollRunParams } from './payroll-run-shapes.ts';
export const deletePayrollRunQuery = z.object({ version: z.coerce.number().int().min(1) });
