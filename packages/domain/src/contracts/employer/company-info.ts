import { z } from 'zod';

export const companyInfoParams = z.object({ employerId: z.string() });

/** GET and PUT …/company-info answer the company as stored. */
export const companyInfoResponse = z.object({
  employerId: z.string(),
  publicId: z.string(),
  name: z.string(),
  orgNumber: z.string().nullable(),
  isTestCompany: z.boolean(),
  packaging: z.object({ id: z.string(), name: z.string() }).nullable(),
  demoData: z.object({ extraEmployees: z.number().nullable(), monthsBack: z.number().nullable() }),
});
