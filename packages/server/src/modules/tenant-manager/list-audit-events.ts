import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The audit events of the operator area: privilege changes, activations, operators. */
export const TENANT_MANAGER_AUDIT_ENTITY_TYPES = [
  'packaging_privilege',
  'tenant_packaging',
  'tenant_manager_operator',
] as const;

export type TenantManagerAuditEvent = {
  id: string;
  occurredAt: string;
  actor: { identityId: string; email: string | null } | null;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  requestId: string | null;
};

/** Newest first; `before` (an event id) pages further back. */
export async function listTenantManagerAuditEvents(
  db: Kysely<Database>,
  options: { limit: number; before?: string },
): Promise<TenantManagerAuditEvent[]> {
  let query = db
    .selectFrom('audit_event')
    .leftJoin('identity', 'identity.id', 'audit_event.actor_identity_id')
    .select([
      'audit_event.id',
      'audit_event.occurred_at',
      'audit_event.actor_identity_id',
      'identity.email',
      'audit_event.action',
      'audit_event.entity_type',
      'audit_event.entity_id',
      'audit_event.before',
      'audit_event.after',
      'audit_event.request_id',
    ])
    .where('audit_event.entity_type', 'in', TENANT_MANAGER_AUDIT_ENTITY_TYPES)
    .orderBy('audit_event.id', 'desc')
    .limit(options.limit);
  if (options.before !== undefined) query = query.where('audit_event.id', '<', options.before);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: String(row.id),
    occurredAt: row.occurred_at.toISOString(),
    actor: row.actor_identity_id ? { identityId: row.actor_identity_id, email: row.email } : null,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    before: row.before,
    after: row.after,
    requestId: row.request_id,
  }));
}
