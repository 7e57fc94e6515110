import { getRoleSupportError, type PrivilegeId } from './catalogue.ts';
import {
  type ActivePrivilegeEntry,
  isAvailableForRole,
  isEnabledForRole,
  type PrivilegeEntry,
} from './privilege-status.ts';
import { ROLES, type Role } from './roles.ts';

/** The body of POST /tenant-manager/{id}/packaging/{packagingId}; null = not activated. */
export interface PrivilegeUpdate {
  id: string;
  enabledAdmin: boolean | null;
  enabledManager: boolean | null;
  enabledUser: boolean | null;
}

/** Activation needs the privilege enabled for the role and available in the packaging. */
export function canActivatePrivilege(
  role: Role,
  systemEntry: PrivilegeEntry | undefined,
  packagingEntry: ActivePrivilegeEntry | undefined,
): boolean {
  return isEnabledForRole(systemEntry, role) && isAvailableForRole(packagingEntry, role);
}

export interface RoleActivationState {
  isActivated: boolean;
  isEnabled: boolean;
}

export function buildPrivilegeUpdate(
  id: PrivilegeId,
  states: Readonly<Record<Role, RoleActivationState>>,
): PrivilegeUpdate {
  const toUpdateValue = (state: RoleActivationState) => (state.isActivated ? state.isEnabled : null);
  return {
    id,
    enabledAdmin: toUpdateValue(states.admin),
    enabledManager: toUpdateValue(states.manager),
    enabledUser: toUpdateValue(states.user),
  };
}

export interface PrivilegeUpdateError {
  field: 'enabledUser' | 'enabledManager' | 'enabledAdmin';
  message: string;
}

/** Errors for every role the update sets (non-null) but the system privilege does not support. */
export function listPrivilegeUpdateErrors(update: PrivilegeUpdate): PrivilegeUpdateError[] {
  const fields = { user: 'enabledUser', manager: 'enabledManager', admin: 'enabledAdmin' } as const;
  return ROLES.filter((role) => update[fields[role]] !== null).flatMap((role) => {
    const message = getRoleSupportError(update.id, role);
    return message ? [{ field: fields[role], message }] : [];
  });
}

export function validatePrivilegeUpdate(update: PrivilegeUpdate): string[] {
  return listPrivilegeUpdateErrors(update).map((error) => error.message);
}
