import { z } from 'zod';

export { tenantActivationSchema as activateTenantPackagingBody } from '../../schemas/tenant-manager.ts';
export { tenantManagerParams as activateTenantPackagingParams } from './tenant-manager-shapes.ts';

export const activateTenantPackagingResponse = z.object({
  employerPublicId: z.string(),
  packagingId: z.string(),
  validFrom: z.string(),
});
