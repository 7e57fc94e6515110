import { PRIVILEGE_CATALOGUE, type PrivilegeDefinition } from '@lonsam/domain/privileges/catalogue';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { STANDARD_CUSTOMER, STANDARD_PACKAGINGS } from './standard-packagings.ts';

/**
 * Idempotent start-up seed, run after the migrations on every start:
 * - the system privileges follow the domain catalogue (its source of truth): new ids are added,
 *   value stream, description and supported roles updated;
 * - the first time only (the standard customer does not exist yet): the four standard packagings,
 *   their privilege settings, the standard customer and its billing options. Operators own them
 *   afterwards, so later starts never re-create or overwrite them;
 * - a privilege that is new to this database joins each standard packaging that still exists and
 *   whose value streams include it.
 */
export async function seedReferenceData(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('privilege')
      .select(['id', 'value_stream', 'description', 'enabled_user', 'enabled_manager', 'enabled_admin'])
      .execute();
    const known = new Set(stored.map((row) => row.id));
    // Only rows that are new or differ are written: a restart with the same catalogue writes nothing
    // (the upsert of every row was about 80 ms of a PGlite restart; bench/startup.ts, #14).
    const storedById = new Map(stored.map((row) => [row.id, row]));
    const changed = PRIVILEGE_CATALOGUE.map(toPrivilegeRow).filter((row) => {
      const current = storedById.get(row.id);
      return (
        !current ||
        current.value_stream !== row.value_stream ||
        current.description !== row.description ||
        current.enabled_user !== row.enabled_user ||
        current.enabled_manager !== row.enabled_manager ||
        current.enabled_admin !== row.enabled_admin
      );
    });
    if (changed.length > 0)
      await trx
        .insertInto('privilege')
        .values(changed)
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet({
            value_stream: sql`excluded.value_stream`,
            description: sql`excluded.description`,
            enabled_user: sql`excluded.enabled_user`,
            enabled_manager: sql`excluded.enabled_manager`,
            enabled_admin: sql`excluded.enabled_admin`,
          }),
        )
        .execute();

    const hasStandardCustomer = await trx
      .selectFrom('customer')
      .select('id')
      .where('id', '=', STANDARD_CUSTOMER.id)
      .executeTakeFirst();
    if (!hasStandardCustomer) {
      await trx
        .insertInto('packaging')
        .values(STANDARD_PACKAGINGS.map(({ id, name, description }) => ({ id, name, description })))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      await insertPackagingSettings(trx, PRIVILEGE_CATALOGUE, now);
      await trx
        .insertInto('customer')
        .values(STANDARD_CUSTOMER)
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      await trx
        .insertInto('customer_packaging')
        .values(
          STANDARD_PACKAGINGS.map((packaging) => ({
            customer_id: STANDARD_CUSTOMER.id,
            packaging_id: packaging.id,
          })),
        )
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return;
    }
    const added = PRIVILEGE_CATALOGUE.filter((privilege) => !known.has(privilege.id));
    if (added.length > 0) await insertPackagingSettings(trx, added, now);
  });
}

function toPrivilegeRow(privilege: PrivilegeDefinition) {
  return {
    id: privilege.id,
    value_stream: privilege.valueStream,
    description: privilege.description,
    enabled_user: privilege.supportedRoles.includes('user'),
    enabled_manager: privilege.supportedRoles.includes('manager'),
    enabled_admin: privilege.supportedRoles.includes('admin'),
  };
}

async function insertPackagingSettings(
  trx: Kysely<Database>,
  privileges: readonly PrivilegeDefinition[],
  now: Date,
): Promise<void> {
  const existing = new Set((await trx.selectFrom('packaging').select('id').execute()).map((row) => row.id));
  const rows = STANDARD_PACKAGINGS.filter((packaging) => existing.has(packaging.id)).flatMap((packaging) =>
    privileges
      .filter((privilege) => packaging.valueStreams.includes(privilege.valueStream))
      .map((privilege) => {
        const isUser = privilege.supportedRoles.includes('user');
        const isManager = privilege.supportedRoles.includes('manager');
        const isAdmin = privilege.supportedRoles.includes('admin');
        return {
          packaging_id: packaging.id,
          privilege_id: privilege.id,
          available_user: isUser,
          available_manager: isManager,
          available_admin: isAdmin,
          enabled_user: isUser,
          enabled_manager: isManager,
          enabled_admin: isAdmin,
          activated_user_at: isUser ? now : null,
          activated_manager_at: isManager ? now : null,
          activated_admin_at: isAdmin ? now : null,
        };
      }),
  );
  if (rows.length === 0) return;
  await trx
    .insertInto('packaging_privilege')
    .values(rows)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
