import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EmployerRole } from '../../db/tables/employer-tables.ts';

/**
 * The identity's role of that kind for the employer; for `user`, the one of `employmentId` when
 * given. Undefined when the identity has no such role (another company's roles are never found).
 */
export async function lookupRole(
  db: Kysely<Database>,
  input: { identityId: string; employerId: string; role: EmployerRole; employmentId?: string },
): Promise<{ employerIdentityRoleId: string; employmentId: string | null } | undefined> {
  let query = db
    .selectFrom('employer_identity_role')
    .select(['id', 'employment_id'])
    .where('identity_id', '=', input.identityId)
    .where('employer_id', '=', input.employerId)
    .where('role', '=', input.role);
  if (input.employmentId) query = query.where('employment_id', '=', input.employmentId);
  const row = await query.orderBy('created_at').orderBy('id').executeTakeFirst();
  return row ? { employerIdentityRoleId: row.id, employmentId: row.employment_id } : undefined;
}
