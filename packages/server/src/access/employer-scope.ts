import { EMPLOYER_IDENTITY_ROLE_HEADER } from '@lonsam/domain/constants/client-limits';
import {
  hasPrivilege,
  listMissingPrivileges,
  type PrivilegeSourceEntry,
} from '@lonsam/domain/privileges/access-check';
import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { toPackagingEntries } from '@lonsam/domain/privileges/packaging-access';
import { combineGroupPrivileges } from '@lonsam/domain/privileges/privilege-groups';
import { limitToEndedEmployment } from '@lonsam/domain/users/user-rules';
import { isUuid } from '@lonsam/domain/validation/identifier';
import type { Kysely } from 'kysely';
import type { ReadCache } from '../cache/read-cache.ts';
import type { Database } from '../db/schema.ts';
import type { EmployerRole } from '../db/tables/employer-tables.ts';
import { AppError } from '../errors/app-error.ts';
import { type CallerScope, loadCallerScope } from './load-caller-scope.ts';
import { loadGroupPrivileges } from './privilege-group-entries.ts';

/**
 * What an employer-scoped use case needs of its caller:
 * - `{ privilege, access }`: the caller's role must hold the privilege (or any one of a list), with
 *   write access for `access: 'write'`;
 * - `'role'`: any role of the employer will do (e.g. the role's own privilege list).
 */
export type EmployerAccess =
  | { privilege: PrivilegeId | readonly PrivilegeId[]; access: 'read' | 'write' }
  | 'role';

/** Who the caller is at one employer: what every employer-scoped use case takes, in a request or not. */
export type EmployerScope = {
  employerId: string;
  roleId: string;
  role: EmployerRole;
  employmentId: string | null;
  /** The employer's active packaging (latest validFrom before now), null if none has started. */
  packagingId: string | null;
  /** The role's privileges: packaging mode `{id}`, or privilege-group mode `{id, type, writeAccess}`. */
  privileges: PrivilegeSourceEntry[];
};

export type LoadPrivileges = (
  db: Kysely<Database>,
  scope: Omit<EmployerScope, 'privileges'>,
) => Promise<PrivilegeSourceEntry[]>;

export type ResolveEmployerScopeInput = {
  /** As the caller wrote it; lower-cased here, as PostgreSQL writes uuids (cache keys must agree). */
  employerId: string;
  identityId: string;
  roleId: string;
  now: Date;
  /** Privilege-group mode plugs in here; packaging mode (in the caller-scope statement) otherwise. */
  loadPrivileges?: LoadPrivileges;
  cache?: ReadCache;
};

/**
 * The caller's scope at an employer: its role there (403 `EMPLOYER_ROLE_FORBIDDEN` when the role id is
 * not one of the identity's roles at that employer) and the role's privileges. Free of HTTP, so a job
 * or a script acting for a person can build the same scope the request guard does.
 */
export async function resolveEmployerScope(
  db: Kysely<Database>,
  input: ResolveEmployerScopeInput,
): Promise<EmployerScope> {
  const employerId = input.employerId.toLowerCase();
  const { identityId, roleId, now, loadPrivileges, cache } = input;
  if (!isUuid(employerId) || !isUuid(roleId)) throw roleForbidden();
  // Role, active packaging and (packaging mode) the role's privileges in one statement.
  const query = { employerId, identityId, roleId, now, withPrivileges: loadPrivileges === undefined };
  // The scope's privilege entries are built once per load: a cached scope is shared by its requests.
  // A role in a privilege group is judged by its groups within the packaging (privilege-group mode,
  // migration 0069, whose tables notify `access` like roles and packagings do).
  const load = async (): Promise<(CallerScope & { privileges: PrivilegeSourceEntry[] }) | undefined> => {
    const caller = await loadCallerScope(db, query);
    if (!caller) return caller;
    const groups = query.withPrivileges ? await loadGroupPrivileges(db, caller.roleId) : null;
    const privileges: PrivilegeSourceEntry[] = groups
      ? combineGroupPrivileges(caller.privilegeIds, groups)
      : toPackagingEntries(caller.role, caller.privilegeIds);
    return {
      ...caller,
      privileges: caller.employmentEnded ? limitToEndedEmployment(privileges) : privileges,
    };
  };
  // A plugged-in privilege loader reads tables the cache hears nothing of: no caching then.
  const caller =
    cache && query.withPrivileges
      ? await cache.read(`caller:${identityId}:${employerId}:${roleId}`, 'access', load, {
          expiresAt: (found) => found?.nextChangeAt?.getTime() ?? null,
        })
      : await load();
  if (!caller) throw roleForbidden();
  const base = {
    employerId,
    roleId: caller.roleId,
    role: caller.role,
    employmentId: caller.employmentId,
    packagingId: caller.packagingId,
  };
  // A user role whose employment has ended reads its own payslips and balances only, whatever the
  // privileges would say (issue 22; the months it lasts are in the caller-scope statement).
  const privileges = loadPrivileges ? await loadPrivileges(db, base) : caller.privileges;
  return {
    ...base,
    privileges: loadPrivileges && caller.employmentEnded ? limitToEndedEmployment(privileges) : privileges,
  };
}

/** Throws the 403 of a failed declaration; exported for use cases that check more inside. */
export function checkEmployerAccess(scope: EmployerScope, access: EmployerAccess | undefined): void {
  if (access === undefined) throw new Error('Employer-scoped route without employerAccess');
  if (access === 'role') return;
  const options = { requiresWrite: access.access === 'write' };
  if (hasPrivilege(scope.privileges, access.privilege, options)) return;
  const missing = listMissingPrivileges(scope.privileges, access.privilege, options);
  throw new AppError({
    status: 403,
    code: 'PRIVILEGE_MISSING',
    detail: `The role lacks ${access.access} access to ${missing.join(', ')}.`,
  });
}

function roleForbidden(): AppError {
  return new AppError({
    status: 403,
    code: 'EMPLOYER_ROLE_FORBIDDEN',
    detail: `The ${EMPLOYER_IDENTITY_ROLE_HEADER} header does not name a role of yours for this employer.`,
  });
}
