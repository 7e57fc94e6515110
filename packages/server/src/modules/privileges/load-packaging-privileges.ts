import { getPrivilegeRoleStatus } from '@lonsam/domain/privileges/privilege-status';
import type { Role } from '@lonsam/domain/privileges/roles';
import { isValueStream } from '@lonsam/domain/privileges/value-streams';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The privilege ids a role holds in a packaging: those whose status for the role is `enabled`
 * (available in the packaging, supported by the system privilege, activated, switched on).
 */
export async function loadPackagingPrivileges(
  db: Kysely<Database>,
  packagingId: string,
  role: Role,
): Promise<string[]> {
  const rows = await db
    .selectFrom('packaging_privilege')
    .innerJoin('privilege', 'privilege.id', 'packaging_privilege.privilege_id')
    .select([
      'privilege.id',
      'privilege.value_stream',
      'privilege.enabled_user as system_user',
      'privilege.enabled_manager as system_manager',
      'privilege.enabled_admin as system_admin',
      'packaging_privilege.available_user',
      'packaging_privilege.available_manager',
      'packaging_privilege.available_admin',
      'packaging_privilege.enabled_user',
      'packaging_privilege.enabled_manager',
      'packaging_privilege.enabled_admin',
      'packaging_privilege.activated_user_at',
      'packaging_privilege.activated_manager_at',
      'packaging_privilege.activated_admin_at',
    ])
    .where('packaging_privilege.packaging_id', '=', packagingId)
    .orderBy('privilege.id')
    .execute();
  return rows
    .filter((row) => {
      if (!isValueStream(row.value_stream)) return false;
      const system = {
        id: row.id,
        valueStream: row.value_stream,
        enabledUser: row.system_user,
        enabledManager: row.system_manager,
        enabledAdmin: row.system_admin,
      };
      const packaging = {
        ...system,
        enabledUser: row.enabled_user,
        enabledManager: row.enabled_manager,
        enabledAdmin: row.enabled_admin,
        availableUser: row.available_user,
        availableManager: row.available_manager,
        availableAdmin: row.available_admin,
        activatedUserAt: row.activated_user_at?.toISOString() ?? null,
        activatedManagerAt: row.activated_manager_at?.toISOString() ?? null,
        activatedAdminAt: row.activated_admin_at?.toISOString() ?? null,
      };
      return getPrivilegeRoleStatus(role, system, packaging) === 'enabled';
    })
    .map((row) => row.id);
}
