import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import type { EmployerScope } from './employer-scope.ts';

/** The role id of the system's scope: no role of any person (every real role id is a random uuid). */
export const SYSTEM_ROLE_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The scope the system acts in at a company when no person started the work (a scheduled job):
 * an admin's view of the company's data with write access to exactly the privileges given, no role
 * and no employment. Its changes are audited with no actor (`actorIdentityId: null`), which the
 * process history shows as "Systemet".
 */
export function systemEmployerScope(employerId: string, privileges: readonly PrivilegeId[]): EmployerScope {
  return {
    employerId: employerId.toLowerCase(),
    roleId: SYSTEM_ROLE_ID,
    role: 'admin',
    employmentId: null,
    packagingId: null,
    privileges: privileges.map((id) => ({ id, writeAccess: true })),
  };
}
