import type { Kysely } from 'kysely';
import { type AuditContext, recordAuditEvent } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';

/** The tenant managers the identity operates, oldest first (the entry data's `tenantManagerIds`). */
export async function listTenantManagerIdsOf(db: Kysely<Database>, identityId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('tenant_manager_operator')
    .innerJoin('tenant_manager', 'tenant_manager.id', 'tenant_manager_operator.tenant_manager_id')
    .select('tenant_manager.id')
    .where('tenant_manager_operator.identity_id', '=', identityId)
    .orderBy('tenant_manager.created_at')
    .orderBy('tenant_manager.id')
    .execute();
  return rows.map((row) => row.id);
}

/** Lists an identity as operator (idempotent); audited in the caller's transaction. */
export async function addOperator(
  db: Kysely<Database>,
  values: { tenantManagerId: string; identityId: string },
  context: AuditContext,
): Promise<void> {
  const inserted = await db
    .insertInto('tenant_manager_operator')
    .values({ tenant_manager_id: values.tenantManagerId, identity_id: values.identityId })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return;
  await recordAuditEvent(db, context, {
    action: 'tenant-manager.operator-added',
    entityType: 'tenant_manager_operator',
    entityId: values.tenantManagerId,
    before: null,
    after: { tenantManagerId: values.tenantManagerId, identityId: values.identityId },
  });
}

/** Creates a tenant manager (for the start-up seed and tests). */
export async function createTenantManager(db: Kysely<Database>, name: string): Promise<string> {
  const row = await db
    .insertInto('tenant_manager')
    .values({ name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
