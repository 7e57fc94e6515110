import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Who did it and in which request; null actor when nobody was signed in (sign-up, reset). */
export type AuditContext = { actorIdentityId: string | null; requestId: string | null };

export type AuditEvent = {
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** Writes one audit row; call it with the transaction handle of the change it records. */
export async function recordAuditEvent(db: Kysely<Database>, context: AuditContext, event: AuditEvent) {
  await db
    .insertInto('audit_event')
    .values({
      actor_identity_id: context.actorIdentityId,
      request_id: context.requestId,
      action: event.action,
      entity_type: event.entityType,
      entity_id: event.entityId,
      before: event.before === null ? null : JSON.stringify(event.before),
      after: event.after === null ? null : JSON.stringify(event.after),
    })
    .execute();
}
