import { z } from 'zod';

/** GET /employer/customer-admin: the employers the caller administers, with packaging and role counts. */
export const listAdministeredEmployersResponse = z.object({
  employers: z.array(
    z.object({
      employerId: z.string(),
      publicId: z.string(),
      name: z.string(),
      orgNumber: z.string().nullable(),
      isTestCompany: z.boolean(),
      packaging: z.object({ id: z.string(), name: z.string() }).nullable(),
      roleCounts: z.object({ admin: z.number(), manager: z.number(), user: z.number() }),
    }),
  ),
});
