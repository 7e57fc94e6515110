import { z } from 'zod';
import { packagingSummary } from './tenant-manager-shapes.ts';

export { tenantManagerParams as listPackagingsParams } from './tenant-manager-shapes.ts';

export const listPackagingsResponse = z.object({ data: z.array(packagingSummary) });
