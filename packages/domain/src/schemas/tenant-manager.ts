import { z } from 'zod';
import { listPrivilegeUpdateErrors } from '../privileges/activation.ts';
import { isPrivilegeId } from '../privileges/catalogue.ts';
import { INVALID_IDENTIFIER_MESSAGE, UUID_PATTERN } from '../validation/identifier.ts';

/** Request bodies of the tenant-manager calls (spec §7). */

export const UNKNOWN_PRIVILEGE_MESSAGE = 'Okänd behörighet';
export const PACKAGING_REQUIRED_MESSAGE = 'Välj en paketering';

/** POST /tenant-manager/{id}/packaging/{packagingId}: null means "not activated" for that role. */
export const privilegeUpdateSchema = z
  .object({
    id: z.string().refine(isPrivilegeId, { error: UNKNOWN_PRIVILEGE_MESSAGE }),
    enabledAdmin: z.boolean().nullable(),
    enabledManager: z.boolean().nullable(),
    enabledUser: z.boolean().nullable(),
  })
  .superRefine((update, context) => {
    if (!isPrivilegeId(update.id)) return;
    for (const error of listPrivilegeUpdateErrors(update)) {
      context.addIssue({ code: 'custom', path: [error.field], message: error.message });
    }
  });
export type PrivilegeUpdateRequest = z.infer<typeof privilegeUpdateSchema>;

/** POST /tenant-manager/{id}/tenants: activate a packaging for a tenant. */
export const tenantActivationSchema = z.object({
  employerPublicId: z.string().regex(UUID_PATTERN, { error: INVALID_IDENTIFIER_MESSAGE }),
  packagingId: z.string().trim().min(1, { error: PACKAGING_REQUIRED_MESSAGE }),
});
export type TenantActivationRequest = z.infer<typeof tenantActivationSchema>;
