import { z } from 'zod';
import { activePrivilegeEntry, systemPrivilegeEntry } from './tenant-manager-shapes.ts';

export { packagingParams as getPackagingPrivilegesParams } from './tenant-manager-shapes.ts';

/** The packaging's entries (`active`) and the whole catalogue (`all`). */
export const getPackagingPrivilegesResponse = z.object({
  active: z.array(activePrivilegeEntry),
  all: z.array(systemPrivilegeEntry),
});
