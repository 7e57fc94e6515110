import { z } from 'zod';

/** GET /api/employer/:employerId/payslips/:payslipId — one payslip (same access as the list); `/pdf` gives it as A4 PDF. */
export {
  payslipDetailView as getPayslipResponse,
  payslipParams as getPayslipParams,
} from './payslip-shapes.ts';

/**
 * `/pdf`, and GET /api/employer/:employerId/payroll-runs/:runId/payslips.pdf (admin) — every payslip
 * of the run in one PDF: the bytes of an A4 PDF (application/pdf, not JSON).
 */
export const payslipPdfResponse = z.string().describe('application/pdf, A4');
