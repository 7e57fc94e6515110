import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findIdentityById } from './identity-store.ts';

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
 * The landing data. Companies, roles and tenant management come with the employer and tenant
 * modules; until they exist an identity has none.
 */
export async function getEntry(db: Kysely<Database>, identityId: string): Promise<Entry> {
  const identity = await findIdentityById(db, identityId);
  if (!identity) throw new Error(`Identity ${identityId} of a live session is missing`);
  return {
    identity: {
      id: identity.id,
      email: identity.email,
      firstName: identity.first_name,
      lastName: identity.last_name,
      hasPassword: identity.password_hash !== null,
      hasBankId: identity.personnummer !== null,
    },
    companies: [],
    isTenantManager: false,
    tenantManagerIds: [],
  };
}
