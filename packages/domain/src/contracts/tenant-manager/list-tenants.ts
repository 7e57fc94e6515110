import { z } from 'zod';
import { packagingSummary } from './tenant-manager-shapes.ts';

export { tenantManagerParams as listTenantsParams } from './tenant-manager-shapes.ts';

export const tenant = z.object({
  name: z.string(),
  orgNumber: z.string().nullable(),
  employerPublicId: z.string(),
  packaging: z.array(z.object({ packagingId: z.string(), validFrom: z.string() })),
});

export const listTenantsResponse = z.object({
  tenants: z.array(tenant),
  packaging: z.array(packagingSummary),
});
