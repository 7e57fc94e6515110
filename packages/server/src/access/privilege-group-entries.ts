import type { GrantedPrivilege } from '@lonsam/domain/privileges/privilege-groups';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The privileges a role's privilege groups give (one row per group and privilege), or null when the
 * role is in no group and keeps packaging mode. One statement; a group without privileges still puts
 * its members in privilege-group mode (they hold nothing).
 */
export async function loadGroupPrivileges(
  db: Kysely<Database>,
  roleId: string,
): Promise<GrantedPrivilege[] | null> {
  const rows = await db
    .selectFrom('privilege_group_member as m')
    .leftJoin('privilege_group_privilege as p', 'p.group_id', 'm.group_id')
    .select(['p.privilege_id', 'p.write_access'])
    .where('m.employer_identity_role_id', '=', roleId)
    .execute();
  if (rows.length === 0) return null;
  return rows.flatMap((row) =>
    row.privilege_id === null ? [] : [{ id: row.privilege_id, writeAccess: row.write_access === true }],
  );
}
