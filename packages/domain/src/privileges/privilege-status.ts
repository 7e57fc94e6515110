import { activatedAtFieldName, type Role, roleFieldName } from './roles.ts';
import type { ValueStream } from './value-streams.ts';

/** An entry of the packaging's `all` list: whether the system privilege is enabled per role. */
export interface PrivilegeEntry {
  id: string;
  valueStream: ValueStream;
  enabledUser: boolean;
  enabledManager: boolean;
  enabledAdmin: boolean;
}

/**
 * An entry of the packaging's `active` list: `enabled*` is the packaging's own switch,
 * `available*` whether the packaging offers it to the role, `activated*At` when it was first
 * activated (null: never).
 */
export interface ActivePrivilegeEntry extends PrivilegeEntry {
  availableUser: boolean;
  availableManager: boolean;
  availableAdmin: boolean;
  activatedUserAt: string | null;
  activatedManagerAt: string | null;
  activatedAdminAt: string | null;
}

export type PrivilegeRoleStatus =
  | 'not-available'
  | 'privilege-not-enabled-for-role'
  | 'not-activated'
  | 'enabled'
  | 'packaging-disabled';

export function isEnabledForRole(entry: PrivilegeEntry | undefined, role: Role): boolean {
  return entry?.[roleFieldName('enabled', role)] === true;
}

export function isAvailableForRole(entry: ActivePrivilegeEntry | undefined, role: Role): boolean {
  return entry?.[roleFieldName('available', role)] === true;
}

export function isActivatedForRole(entry: ActivePrivilegeEntry | undefined, role: Role): boolean {
  const activatedAt = entry?.[activatedAtFieldName(role)];
  return activatedAt !== undefined && activatedAt !== null && activatedAt !== '';
}

/**
 * Status of one privilege for one role, checked in the spec's order: not available in the
 * packaging → not enabled for the role generally → never activated → the packaging's switch.
 */
export function getPrivilegeRoleStatus(
  role: Role,
  systemEntry: PrivilegeEntry | undefined,
  packagingEntry: ActivePrivilegeEntry | undefined,
): PrivilegeRoleStatus {
  if (!isAvailableForRole(packagingEntry, role)) return 'not-available';
  if (!isEnabledForRole(systemEntry, role)) return 'privilege-not-enabled-for-role';
  if (!isActivatedForRole(packagingEntry, role)) return 'not-activated';
  return isEnabledForRole(packagingEntry, role) ? 'enabled' : 'packaging-disabled';
}
