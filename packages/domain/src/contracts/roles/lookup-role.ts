import { z } from 'zod';

/** `companyId`, not `employerId`: an employer in the path would put the route in the employer tree. */
export const lookupRoleParams = z.object({
  companyId: z.string(),
  role: z.enum(['admin', 'manager', 'user']),
});
export const lookupRoleQuery = z.object({ employmentId: z.string().optional() });

export const lookupRoleResponse = z.object({
  employerIdentityRoleId: z.string(),
  employmentId: z.string().nullable(),
});
