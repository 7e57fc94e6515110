import { z } from 'zod';

/** `packaging` is `active` or the active packaging's id (404 for any other). */
export const getPackagingPrivilegesParams = z.object({ employerId: z.string(), packaging: z.string() });

/** The caller's role's privileges: packaging entries with their access, and privilege-group entries. */
export const getPackagingPrivilegesResponse = z.array(
  z.union([
    z.object({ id: z.string(), type: z.enum(['NotEnabled', 'Enabled']), writeAccess: z.boolean() }),
    // Packaging mode: the role decides write (packaging-access.ts); absent only in old answers.
    z.object({ id: z.string(), writeAccess: z.boolean().optional() }),
  ]),
);
