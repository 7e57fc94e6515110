import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findIdentityById } from '../auth/index.ts';
import { listIdentityCompanies } from '../employer/index.ts';
import { listTenantManagerIdsOf } from '../tenant-manager/index.ts';

export type Entry = {
  identity: {
    id: string;
    email: string | null;
    firstName: string | null;
    lastName: string | null;
    hasPassword: boolean;
    hasBankId: boolean;
  };
  companies: { employerId: string; name: string; roles: ('admin' | 'manager' | 'user')[] }[];
  isTenantManager: boolean;
  tenantManagerIds: string[];
};

/**
 * The landing data. Companies and roles come from the employer module; the tenant managers the
 * identity operates from the tenant-manager module.
 */
export async function getEntry(db: Kysely<Database>, identityId: string): Promise<Entry> {
  const identity = await findIdentityById(db, identityId);
  if (!identity) throw new Error(`Identity ${identityId} of a live session is missing`);
  const tenantManagerIds = await listTenantManagerIdsOf(db, identityId);
  return {
    identity: {
      id: identity.id,
      email: identity.email,
      firstName: identity.first_name,
      lastName: identity.last_name,
      hasPassword: identity.password_hash !== null,
      hasBankId: identity.personnummer !== null,
    },
    companies: (await listIdentityCompanies(db, identityId)).map(({ employerId, name, roles }) => ({
      employerId,
      name,
      roles,
    })),
    isTenantManager: tenantManagerIds.length > 0,
    tenantManagerIds,
  };
}
