import { ROLE_GRANT_PRIVILEGES, type UserRole } from '@lonsam/domain/users/user-rules';
import type { Kysely } from 'kysely';
import { checkEmployerAccess, type EmployerScope } from '../../access/employer-scope.ts';
import { type AuditContext, recordAuditEvent } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { employmentsNotFound, lastAdmin, roleExists, roleNotFound, userNotFound } from './user-errors.ts';

/** 403 PRIVILEGE_MISSING unless the caller may give (and take) this role: nobody grants above that. */
export function checkMayGrant(scope: EmployerScope, role: UserRole): void {
  checkEmployerAccess(scope, { privilege: ROLE_GRANT_PRIVILEGES[role] as never, access: 'write' });
}

export type GrantInput = {
  employerId: string;
  identityId: string;
  role: UserRole;
  employmentId: string | null;
  /** Employments that will name a new manager role (its team). */
  teamEmploymentIds?: readonly string[];
};

/** Refuses employments that are not this employer's (a 400 on the named field). */
export async function checkEmployments(
  db: Kysely<Database>,
  employerId: string,
  ids: readonly string[],
  field: string,
): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .selectFrom('employment')
    .select('id')
    .where('employer_id', '=', employerId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  if (found.length !== new Set(ids).size) throw employmentsNotFound(field);
}

/**
 * Gives the identity a role (audited as `user-role.granted`). `reuse`: an identical role already held is
 * returned instead of refused (accepting an invitation to a role one has). A user role is named after
 * its employee, others after the identity, as employer_identity_role records the name it was given to.
 */
export async function insertRole(
  trx: Kysely<Database>,
  audit: AuditContext,
  input: GrantInput,
  options: { reuse: boolean },
): Promise<{ roleId: string; created: boolean }> {
  let existing = trx
    .selectFrom('employer_identity_role')
    .select('id')
    .where('employer_id', '=', input.employerId)
    .where('identity_id', '=', input.identityId)
    .where('role', '=', input.role);
  if (input.role === 'user') existing = existing.where('employment_id', '=', input.employmentId);
  const held = await existing.executeTakeFirst();
  if (held) {
    if (!options.reuse) throw roleExists();
    await assignTeam(trx, input.employerId, held.id, input.teamEmploymentIds ?? []);
    return { roleId: held.id, created: false };
  }
  const identity = await trx
    .selectFrom('identity')
    .select(['first_name', 'last_name', 'personnummer'])
    .where('id', '=', input.identityId)
    .executeTakeFirstOrThrow();
  const employee =
    input.role === 'user' && input.employmentId
      ? await trx
          .selectFrom('employment')
          .innerJoin('employee', 'employee.id', 'employment.employee_id')
          .select(['employee.first_name', 'employee.last_name', 'employee.personnummer'])
          .where('employment.id', '=', input.employmentId)
          .executeTakeFirst()
      : undefined;
  const named = employee ?? identity;
  const role = await trx
    .insertInto('employer_identity_role')
    .values({
      employer_id: input.employerId,
      identity_id: input.identityId,
      role: input.role,
      employment_id: input.role === 'user' ? input.employmentId : null,
      first_name: named.first_name,
      last_name: named.last_name,
      personnummer: named.personnummer,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await assignTeam(trx, input.employerId, role.id, input.teamEmploymentIds ?? []);
  await recordAuditEvent(trx, audit, {
    action: 'user-role.granted',
    entityType: 'employer_identity_role',
    entityId: role.id,
    employerId: input.employerId,
    before: null,
    after: {
      role: input.role,
      identityId: input.identityId,
      employmentId: input.role === 'user' ? input.employmentId : null,
      teamSize: input.teamEmploymentIds?.length ?? 0,
    },
  });
  return { roleId: role.id, created: true };
}

// The team is the employments that name the manager role (migration 0040's manager_role_id).
async function assignTeam(trx: Kysely<Database>, employerId: string, roleId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  await trx
    .updateTable('employment')
    .set((eb) => ({ manager_role_id: roleId, version: eb('version', '+', 1) }))
    .where('employer_id', '=', employerId)
    .where('id', 'in', [...ids])
    .execute();
}

/** POST …/users/roles: another role for a person the company already knows (a role now or before). */
export async function grantRole(
  db: Kysely<Database>,
  scope: EmployerScope,
  audit: AuditContext,
  input: { identityId: string; role: UserRole; employmentId: string | null },
): Promise<{ roleId: string }> {
  checkMayGrant(scope, input.role);
  return withTransaction(db, async (trx) => {
    const known = await trx
      .selectFrom('employer_identity_role')
      .select('identity_id')
      .where('employer_id', '=', scope.employerId)
      .where('identity_id', '=', input.identityId)
      .union(
        trx
          .selectFrom('user_role_revocation')
          .select('identity_id')
          .where('employer_id', '=', scope.employerId)
          .where('identity_id', '=', input.identityId),
      )
      .executeTakeFirst();
    if (!known) throw userNotFound();
    if (input.employmentId)
      await checkEmployments(trx, scope.employerId, [input.employmentId], 'employmentId');
    const { roleId } = await insertRole(
      trx,
      audit,
      { employerId: scope.employerId, ...input },
      { reuse: false },
    );
    return { roleId };
  });
}

/**
 * DELETE …/users/roles/{roleId}: the row goes, so the guard (and the read cache, emptied by the
 * trigger's notification and by this process's own write) refuses it on the holder's next request.
 * The company's admin rows are locked first, so two admins removing each other cannot both succeed.
 */
export async function revokeRole(
  db: Kysely<Database>,
  scope: EmployerScope,
  audit: AuditContext,
  roleId: string,
): Promise<void> {
  await withTransaction(db, async (trx) => {
    const role = await trx
      .selectFrom('employer_identity_role')
      .select(['id', 'identity_id', 'role', 'employment_id'])
      .where('id', '=', roleId)
      .where('employer_id', '=', scope.employerId)
      .executeTakeFirst();
    if (!role) throw roleNotFound();
    checkMayGrant(scope, role.role);
    if (role.role === 'admin') {
      const admins = await trx
        .selectFrom('employer_identity_role')
        .select('id')
        .where('employer_id', '=', scope.employerId)
        .where('role', '=', 'admin')
        .forUpdate()
        .execute();
      if (!admins.some((admin) => admin.id === roleId)) throw roleNotFound();
      if (admins.length <= 1) throw lastAdmin();
    }
    const deleted = await trx
      .deleteFrom('employer_identity_role')
      .where('id', '=', roleId)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) throw roleNotFound();
    await trx
      .insertInto('user_role_revocation')
      .values({
        employer_id: scope.employerId,
        identity_id: role.identity_id,
        role: role.role,
        employment_id: role.employment_id,
        revoked_by: audit.actorIdentityId,
      })
      .execute();
    await recordAuditEvent(trx, audit, {
      action: 'user-role.revoked',
      entityType: 'employer_identity_role',
      entityId: role.id,
      employerId: scope.employerId,
      before: { role: role.role, identityId: role.identity_id, employmentId: role.employment_id },
      after: null,
    });
  });
}
