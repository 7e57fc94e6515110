import type { PrivilegeUpdate } from '@lonsam/domain/privileges/activation';
import { canActivatePrivilege } from '@lonsam/domain/privileges/activation';
import type { ActivePrivilegeEntry, PrivilegeEntry } from '@lonsam/domain/privileges/privilege-status';
import { activatedAtFieldName, ROLES, type Role, roleFieldName } from '@lonsam/domain/privileges/roles';

export type RoleSetting = { isEnabled: boolean; activatedAt: string | null };
export type PackagingPrivilegeSettings = Record<Role, RoleSetting>;

export type PrivilegeUpdatePlan =
  | { kind: 'ok'; next: PackagingPrivilegeSettings; hasChanges: boolean }
  | { kind: 'rejected'; fieldErrors: Record<string, string[]> };

export const NOT_ACTIVATABLE_MESSAGE: Readonly<Record<Role, string>> = {
  user: 'Privilege can not be activated for user-role in this packaging',
  manager: 'Privilege can not be activated for manager-role in this packaging',
  admin: 'Privilege can not be activated for admin-role in this packaging',
};

/** The per-role settings of a packaging entry as the update works on them. */
export function readRoleSettings(entry: ActivePrivilegeEntry | undefined): PackagingPrivilegeSettings {
  const read = (role: Role): RoleSetting => ({
    isEnabled: entry?.[roleFieldName('enabled', role)] === true,
    activatedAt: entry?.[activatedAtFieldName(role)] ?? null,
  });
  return { user: read('user'), manager: read('manager'), admin: read('admin') };
}

/**
 * What an update does to one packaging entry, per role (spec §4):
 * - `null`: the role is not activated (activation time cleared, switch off);
 * - `true`/`false`: activation needs the privilege enabled for the role in the system entry and
 *   available in the packaging; the first activation stamps `now`, later toggles keep that time.
 * Role support of the system privilege is checked by the request schema before this.
 */
export function planPrivilegeUpdate(
  systemEntry: PrivilegeEntry | undefined,
  packagingEntry: ActivePrivilegeEntry | undefined,
  update: PrivilegeUpdate,
  now: Date,
): PrivilegeUpdatePlan {
  const current = readRoleSettings(packagingEntry);
  const fieldErrors: Record<string, string[]> = {};
  const next = { ...current };
  for (const role of ROLES) {
    const field = roleFieldName('enabled', role);
    const requested = update[field];
    if (requested === null) {
      next[role] = { isEnabled: false, activatedAt: null };
      continue;
    }
    if (!canActivatePrivilege(role, systemEntry, packagingEntry)) {
      fieldErrors[field] = [NOT_ACTIVATABLE_MESSAGE[role]];
      continue;
    }
    next[role] = { isEnabled: requested, activatedAt: current[role].activatedAt ?? now.toISOString() };
  }
  if (Object.keys(fieldErrors).length > 0) return { kind: 'rejected', fieldErrors };
  const hasChanges = ROLES.some(
    (role) =>
      next[role].isEnabled !== current[role].isEnabled ||
      next[role].activatedAt !== current[role].activatedAt,
  );
  return { kind: 'ok', next, hasChanges };
}
