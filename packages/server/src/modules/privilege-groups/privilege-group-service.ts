import type {
  PrivilegeGroupList,
  PrivilegeGroupView,
} from '@lonsam/domain/contracts/privilege-groups/privilege-groups';
import { describeGrants } from '@lonsam/domain/privileges/privilege-groups';
import { ROLE_LABELS, ROLES } from '@lonsam/domain/privileges/roles';
import type { Kysely } from 'kysely';
import type { EmployerScope } from '../../access/employer-scope.ts';
import { type AuditContext, recordAuditEvent } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import { loadPackagingPrivileges } from '../privileges/index.ts';

export type PrivilegeGroupContext = { scope: EmployerScope; audit: AuditContext };

export type PrivilegeGroupInput = {
  name: string;
  description: string;
  privileges: { id: string; writeAccess: boolean }[];
  memberRoleIds: string[];
};

async function loadGroups(
  db: Kysely<Database>,
  employerId: string,
  groupId?: string,
): Promise<PrivilegeGroupView[]> {
  let query = db
    .selectFrom('privilege_group')
    .select(['id', 'name', 'description', 'version'])
    .where('employer_id', '=', employerId);
  if (groupId) query = query.where('id', '=', groupId);
  const groups = await query.orderBy('name').execute();
  if (groups.length === 0) return [];
  const ids = groups.map((group) => group.id);
  const [privileges, members] = await Promise.all([
    db
      .selectFrom('privilege_group_privilege')
      .select(['group_id', 'privilege_id', 'write_access'])
      .where('group_id', 'in', ids)
      .orderBy('privilege_id')
      .execute(),
    db
      .selectFrom('privilege_group_member')
      .select(['group_id', 'employer_identity_role_id'])
      .where('group_id', 'in', ids)
      .execute(),
  ]);
  return groups.map((group) => ({
    ...group,
    privileges: privileges
      .filter((row) => row.group_id === group.id)
      .map((row) => ({ id: row.privilege_id, writeAccess: row.write_access })),
    memberRoleIds: members
      .filter((row) => row.group_id === group.id)
      .map((row) => row.employer_identity_role_id),
  }));
}

export async function listPrivilegeGroups(
  db: Kysely<Database>,
  scope: EmployerScope,
): Promise<PrivilegeGroupList> {
  const groups = await loadGroups(db, scope.employerId);
  const roles = await db
    .selectFrom('employer_identity_role as r')
    .innerJoin('identity as i', 'i.id', 'r.identity_id')
    .select([
      'r.id',
      'r.role',
      'r.first_name',
      'r.last_name',
      'i.first_name as identity_first_name',
      'i.last_name as identity_last_name',
      'i.email',
    ])
    .where('r.employer_id', '=', scope.employerId)
    .orderBy('r.last_name')
    .orderBy('r.first_name')
    .execute();
  const packaging = { admin: [] as string[], manager: [] as string[], user: [] as string[] };
  if (scope.packagingId) {
    for (const role of ROLES) packaging[role] = await loadPackagingPrivileges(db, scope.packagingId, role);
  }
  return {
    groups,
    roles: roles.map((row) => ({
      roleId: row.id,
      role: row.role,
      name:
        [row.first_name ?? row.identity_first_name, row.last_name ?? row.identity_last_name]
          .filter(Boolean)
          .join(' ') ||
        row.email ||
        '',
    })),
    packaging,
  };
}

export async function createPrivilegeGroup(
  db: Kysely<Database>,
  context: PrivilegeGroupContext,
  input: PrivilegeGroupInput,
): Promise<PrivilegeGroupView> {
  return withTransaction(db, async (trx) => {
    await checkMembers(trx, context.scope.employerId, input.memberRoleIds);
    const inserted = await uniqueName(() =>
      trx
        .insertInto('privilege_group')
        .values({ employer_id: context.scope.employerId, name: input.name, description: input.description })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    await writeContents(trx, inserted.id, input);
    await keepSomeoneInCharge(trx, context.scope.employerId);
    const [group] = await loadGroups(trx, context.scope.employerId, inserted.id);
    await recordAuditEvent(trx, context.audit, {
      action: 'privilege-group.created',
      entityType: 'privilege_group',
      entityId: inserted.id,
      employerId: context.scope.employerId,
      before: null,
      after: await auditSnapshot(trx, group!),
    });
    return group!;
  });
}

export async function updatePrivilegeGroup(
  db: Kysely<Database>,
  context: PrivilegeGroupContext,
  groupId: string,
  input: PrivilegeGroupInput & { version: number },
): Promise<PrivilegeGroupView> {
  return withTransaction(db, async (trx) => {
    const before = await lockCurrent(trx, context.scope.employerId, groupId, input.version);
    await checkMembers(trx, context.scope.employerId, input.memberRoleIds);
    await uniqueName(() =>
      trx
        .updateTable('privilege_group')
        .set({ name: input.name, description: input.description, version: input.version + 1 })
        .where('id', '=', groupId)
        .execute(),
    );
    await trx.deleteFrom('privilege_group_privilege').where('group_id', '=', groupId).execute();
    await trx.deleteFrom('privilege_group_member').where('group_id', '=', groupId).execute();
    await writeContents(trx, groupId, input);
    await keepSomeoneInCharge(trx, context.scope.employerId);
    const [after] = await loadGroups(trx, context.scope.employerId, groupId);
    await recordAuditEvent(trx, context.audit, {
      action: 'privilege-group.updated',
      entityType: 'privilege_group',
      entityId: groupId,
      employerId: context.scope.employerId,
      before: await auditSnapshot(trx, before),
      after: await auditSnapshot(trx, after!),
    });
    return after!;
  });
}

export async function deletePrivilegeGroup(
  db: Kysely<Database>,
  context: PrivilegeGroupContext,
  groupId: string,
  version: number,
): Promise<void> {
  await withTransaction(db, async (trx) => {
    const before = await lockCurrent(trx, context.scope.employerId, groupId, version);
    await trx.deleteFrom('privilege_group').where('id', '=', groupId).execute();
    await keepSomeoneInCharge(trx, context.scope.employerId);
    await recordAuditEvent(trx, context.audit, {
      action: 'privilege-group.deleted',
      entityType: 'privilege_group',
      entityId: groupId,
      employerId: context.scope.employerId,
      before: await auditSnapshot(trx, before),
      after: null,
    });
  });
}

/**
 * Refuses a change after which no administrator could manage the groups any more (as the last admin
 * cannot be removed): some admin role must be in no group (packaging mode, where the packaging gives
 * PrivilegeGroups, as it did to the caller) or in a group giving PrivilegeGroups with write. Runs in
 * the change's transaction, after the change, so it judges the result.
 */
async function keepSomeoneInCharge(trx: Kysely<Database>, employerId: string) {
  const inCharge = await trx
    .selectFrom('employer_identity_role as r')
    .select('r.id')
    .where('r.employer_id', '=', employerId)
    .where('r.role', '=', 'admin')
    .where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb
              .selectFrom('privilege_group_member as m')
              .select('m.group_id')
              .whereRef('m.employer_identity_role_id', '=', 'r.id'),
          ),
        ),
        eb.exists(
          eb
            .selectFrom('privilege_group_member as m')
            .innerJoin('privilege_group_privilege as p', 'p.group_id', 'm.group_id')
            .select('m.group_id')
            .whereRef('m.employer_identity_role_id', '=', 'r.id')
            .where('p.privilege_id', '=', 'PrivilegeGroups')
            .where('p.write_access', '=', true),
        ),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  if (!inCharge) {
    throw new AppError({
      status: 409,
      code: 'PRIVILEGE_GROUPS_LOCKOUT',
      detail: 'After this change no administrator could manage privilege groups.',
    });
  }
}

/** What the process history shows: privileges and members by their Swedish names, never ids. */
async function auditSnapshot(trx: Kysely<Database>, group: PrivilegeGroupView) {
  const roles =
    group.memberRoleIds.length === 0
      ? []
      : await trx
          .selectFrom('employer_identity_role as r')
          .innerJoin('identity as i', 'i.id', 'r.identity_id')
          .select([
            'r.role',
            'r.first_name',
            'r.last_name',
            'i.first_name as identity_first_name',
            'i.last_name as identity_last_name',
            'i.email',
          ])
          .where('r.id', 'in', group.memberRoleIds)
          .execute();
  const members = roles
    .map((row) => {
      const name =
        [row.first_name ?? row.identity_first_name, row.last_name ?? row.identity_last_name]
          .filter(Boolean)
          .join(' ') ||
        row.email ||
        'Namn saknas';
      return `${name} (${ROLE_LABELS[row.role].toLowerCase()})`;
    })
    .sort((a, b) => a.localeCompare(b, 'sv'));
  return {
    name: group.name,
    description: group.description,
    privileges: describeGrants(group.privileges),
    members,
  };
}

async function lockCurrent(trx: Kysely<Database>, employerId: string, groupId: string, version: number) {
  const locked = await trx
    .selectFrom('privilege_group')
    .select('version')
    .where('id', '=', groupId)
    .where('employer_id', '=', employerId)
    .forUpdate()
    .executeTakeFirst();
  if (!locked)
    throw new AppError({
      status: 404,
      code: 'PRIVILEGE_GROUP_NOT_FOUND',
      detail: 'No such privilege group.',
    });
  const [current] = await loadGroups(trx, employerId, groupId);
  if (locked.version !== version) {
    throw new AppError({
      status: 409,
      code: 'VERSION_CONFLICT',
      detail: 'Someone else changed this group after you read it; current holds the stored values.',
      extensions: { current },
    });
  }
  return current!;
}

async function writeContents(trx: Kysely<Database>, groupId: string, input: PrivilegeGroupInput) {
  const privileges = new Map<string, boolean>();
  for (const { id, writeAccess } of input.privileges)
    privileges.set(id, (privileges.get(id) ?? false) || writeAccess);
  if (privileges.size > 0) {
    await trx
      .insertInto('privilege_group_privilege')
      .values(
        [...privileges].map(([id, write]) => ({ group_id: groupId, privilege_id: id, write_access: write })),
      )
      .execute();
  }
  const members = [...new Set(input.memberRoleIds)];
  if (members.length > 0) {
    await trx
      .insertInto('privilege_group_member')
      .values(members.map((roleId) => ({ group_id: groupId, employer_identity_role_id: roleId })))
      .execute();
  }
}

async function checkMembers(trx: Kysely<Database>, employerId: string, roleIds: string[]) {
  const unique = [...new Set(roleIds)];
  if (unique.length === 0) return;
  const found = await trx
    .selectFrom('employer_identity_role')
    .select('id')
    .where('employer_id', '=', employerId)
    .where('id', 'in', unique)
    .execute();
  if (found.length !== unique.length) {
    throw new AppError({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: 'A member is not a role of this company.',
      fieldErrors: { memberRoleIds: ['En vald användare har ingen roll i företaget'] },
    });
  }
}

async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error;
    throw new AppError({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: 'A group of that name exists.',
      fieldErrors: { name: ['Det finns redan en grupp med det namnet'] },
    });
  }
}
