import { z } from 'zod';
import { VALUE_STREAMS } from '../../privileges/value-streams.ts';

/** Shapes several operator-area (tenant-manager) endpoints share. */

export const tenantManagerParams = z.object({ tenantManagerId: z.string() });
export const packagingParams = tenantManagerParams.extend({ packagingId: z.string() });

export const packagingSummary = z.object({ id: z.string(), name: z.string(), description: z.string() });

const timestamp = z.string().nullable();

/** A privilege entry of a packaging: switched on per role, and when each role got it. */
export const activePrivilegeEntry = z.object({
  id: z.string(),
  valueStream: z.enum(VALUE_STREAMS),
  enabledUser: z.boolean(),
  enabledManager: z.boolean(),
  enabledAdmin: z.boolean(),
  availableUser: z.boolean(),
  availableManager: z.boolean(),
  availableAdmin: z.boolean(),
  activatedUserAt: timestamp,
  activatedManagerAt: timestamp,
  activatedAdminAt: timestamp,
});

/** A privilege of the whole catalogue, with the roles it can be given to. */
export const systemPrivilegeEntry = z.object({
  id: z.string(),
  valueStream: z.enum(VALUE_STREAMS),
  description: z.string(),
  enabledUser: z.boolean(),
  enabledManager: z.boolean(),
  enabledAdmin: z.boolean(),
});
