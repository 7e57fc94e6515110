import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AuditEvent } from './audit-events.ts';

/**
 * Who did it and in which request; null actor when nobody was signed in (sign-up, reset). `apiTokenId`:
 * the personal API token the request came with (its owner is the actor), absent or null in a session.
 */
export type AuditContext = {
  actorIdentityId: string | null;
  requestId: string | null;
  apiTokenId?: string | null;
};

/** The audit context of a signed-in request: its identity, its id and the API token it came with, if any. */
export function requestAudit(request: FastifyRequest): AuditContext & { actorIdentityId: string } {
  return {
    actorIdentityId: request.identity!.id,
    requestId: request.id,
    apiTokenId: request.apiTokenId ?? null,
  };
}

export type { AuditAction, AuditActionOf, AuditEvent } from './audit-events.ts';

function toAuditRow(context: AuditContext, event: AuditEvent) {
  return {
    actor_identity_id: context.actorIdentityId,
    request_id: context.requestId,
    api_token_id: context.apiTokenId ?? null,
    action: event.action,
    entity_type: event.entityType,
    entity_id: event.entityId,
    employer_id: event.employerId ?? null,
    before: event.before === null ? null : JSON.stringify(event.before),
    after: event.after === null ? null : JSON.stringify(event.after),
  };
}

/** Writes one audit row; call it with the transaction handle of the change it records. */
export async function recordAuditEvent(db: Kysely<Database>, context: AuditContext, event: AuditEvent) {
  await db.insertInto('audit_event').values(toAuditRow(context, event)).execute();
}

/**
 * Writes many audit rows in one statement per `chunkSize` (8 parameters a row stays far below
 * PostgreSQL's 65 535); `between` runs after each chunk (a bulk import yields to other requests there).
 */
export async function recordAuditEvents(
  db: Kysely<Database>,
  context: AuditContext,
  events: readonly AuditEvent[],
  options: { chunkSize?: number; between?: () => Promise<void> } = {},
) {
  const chunkSize = options.chunkSize ?? 1000;
  for (let start = 0; start < events.length; start += chunkSize) {
    const chunk = events.slice(start, start + chunkSize).map((event) => toAuditRow(context, event));
    await db.insertInto('audit_event').values(chunk).execute();
    await options.between?.();
  }
}
