import { z } from 'zod';

/** GET /entry: who is signed in, their companies and roles there, and the tenant managers they operate. */
export const getEntryResponse = z.object({
  identity: z.object({
    id: z.string(),
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    hasPassword: z.boolean(),
    hasBankId: z.boolean(),
  }),
  companies: z.array(
    z.object({
      employerId: z.string(),
      name: z.string(),
      roles: z.array(z.enum(['admin', 'manager', 'user'])),
    }),
  ),
  isTenantManager: z.boolean(),
  tenantManagerIds: z.array(z.string()),
});
