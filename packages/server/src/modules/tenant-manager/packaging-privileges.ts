import type { ActivePrivilegeEntry, PrivilegeEntry } from '@lonsam/domain/privileges/privilege-status';
import { isValueStream, type ValueStream } from '@lonsam/domain/privileges/value-streams';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';

export type PackagingSummary = { id: string; name: string; description: string };
/** A catalogue entry; `description` is extra to the spec's fields, for the Features table. */
export type SystemPrivilegeEntry = PrivilegeEntry & { description: string };
export type PackagingPrivileges = { active: ActivePrivilegeEntry[]; all: SystemPrivilegeEntry[] };

export async function listPackagings(db: Kysely<Database>): Promise<PackagingSummary[]> {
  return db.selectFrom('packaging').select(['id', 'name', 'description']).orderBy('name').execute();
}

export async function findPackaging(
  db: Kysely<Database>,
  packagingId: string,
): Promise<PackagingSummary | undefined> {
  return db
    .selectFrom('packaging')
    .select(['id', 'name', 'description'])
    .where('id', '=', packagingId)
    .executeTakeFirst();
}

export function packagingNotFound(): AppError {
  return new AppError({ status: 404, code: 'PACKAGING_NOT_FOUND', detail: 'No packaging has this id.' });
}

function toValueStream(value: string): ValueStream {
  if (!isValueStream(value)) throw new Error(`Unknown value stream ${value} in the privilege table`);
  return value;
}

/** The whole catalogue as the system entries (which roles each privilege supports). */
export async function listSystemPrivileges(db: Kysely<Database>): Promise<SystemPrivilegeEntry[]> {
  const rows = await db.selectFrom('privilege').selectAll().orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    valueStream: toValueStream(row.value_stream),
    description: row.description,
    enabledUser: row.enabled_user,
    enabledManager: row.enabled_manager,
    enabledAdmin: row.enabled_admin,
  }));
}

/** The packaging's own entries (`active`), optionally one privilege only. */
export async function listPackagingEntries(
  db: Kysely<Database>,
  packagingId: string,
  privilegeId?: string,
): Promise<ActivePrivilegeEntry[]> {
  let query = db
    .selectFrom('packaging_privilege')
    .innerJoin('privilege', 'privilege.id', 'packaging_privilege.privilege_id')
    .select([
      'privilege.id',
      'privilege.value_stream',
      'packaging_privilege.enabled_user',
      'packaging_privilege.enabled_manager',
      'packaging_privilege.enabled_admin',
      'packaging_privilege.available_user',
      'packaging_privilege.available_manager',
      'packaging_privilege.available_admin',
      'packaging_privilege.activated_user_at',
      'packaging_privilege.activated_manager_at',
      'packaging_privilege.activated_admin_at',
    ])
    .where('packaging_privilege.packaging_id', '=', packagingId)
    .orderBy('privilege.id');
  if (privilegeId !== undefined) query = query.where('privilege.id', '=', privilegeId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    valueStream: toValueStream(row.value_stream),
    enabledUser: row.enabled_user,
    enabledManager: row.enabled_manager,
    enabledAdmin: row.enabled_admin,
    availableUser: row.available_user,
    availableManager: row.available_manager,
    availableAdmin: row.available_admin,
    activatedUserAt: row.activated_user_at?.toISOString() ?? null,
    activatedManagerAt: row.activated_manager_at?.toISOString() ?? null,
    activatedAdminAt: row.activated_admin_at?.toISOString() ?? null,
  }));
}

export async function getPackagingPrivileges(
  db: Kysely<Database>,
  packagingId: string,
): Promise<PackagingPrivileges> {
  if (!(await findPackaging(db, packagingId))) throw packagingNotFound();
  return { active: await listPackagingEntries(db, packagingId), all: await listSystemPrivileges(db) };
}
