import { z } from 'zod';
import { activePrivilegeEntry } from './tenant-manager-shapes.ts';

export { privilegeUpdateSchema as updatePackagingPrivilegeBody } from '../../schemas/tenant-manager.ts';
export { packagingParams as updatePackagingPrivilegeParams } from './tenant-manager-shapes.ts';

/** The entry as saved; null when no role has the privilege activated any more. */
export const updatePackagingPrivilegeResponse = z.object({ entry: activePrivilegeEntry.nullable() });
