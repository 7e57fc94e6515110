import type { EventView } from '@lonsam/domain/contracts/events/event-shapes';
import type { Kysely } from 'kysely';
import { recordAuditEvents } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { ownEmploymentIds } from './event-access.ts';
import type { EventContext } from './event-context.ts';
import {
  eventNotFound,
  eventNotReported,
  eventVersionConflict,
  ownEventAttestation,
  withPaidLock,
} from './event-errors.ts';
import { selectEvents, visibleTo } from './event-store.ts';
import { auditedEvent, toEventViews } from './event-views.ts';

export type DecideEventsInput = EventContext & {
  decision: 'attest' | 'reject';
  events: readonly { eventId: string; version: number }[];
  comment?: string | undefined;
};

/**
 * Attests or rejects reported events, all or nothing: one event the caller may not see answers
 * 404, a stale version 409 with every requested event as stored, one already decided 409 too. A
 * manager never decides on their own events (403).
 */
export async function decideEvents(db: Kysely<Database>, input: DecideEventsInput): Promise<EventView[]> {
  const { scope } = input;
  const ids = [...new Set(input.events.map((event) => event.eventId))];
  return withPaidLock(() =>
    withTransaction(db, async (trx) => {
      const rows = await visibleTo(selectEvents(trx, scope.employerId), scope)
        .where('event.id', 'in', ids)
        .forUpdate('event' as never)
        .execute();
      if (rows.length !== ids.length) throw eventNotFound();
      if (scope.role === 'manager' && input.audit.actorIdentityId) {
        const own = await ownEmploymentIds(trx, scope, input.audit.actorIdentityId);
        if (rows.some((row) => own.has(row.employment_id))) throw ownEventAttestation();
      }
      const versions = new Map(input.events.map((event) => [event.eventId, event.version]));
      const stale = rows.some((row) => row.version !== versions.get(row.id));
      const undecided = rows.every((row) => row.state === 'reported');
      if (stale || !undecided) {
        const current = { events: await toEventViews(trx, scope.employerId, rows) };
        throw stale ? eventVersionConflict(current) : eventNotReported(current);
      }
      const before = await toEventViews(trx, scope.employerId, rows);
      const comment = input.comment?.trim() ? input.comment.trim() : null;
      await trx
        .updateTable('event')
        .set((eb) => ({
          state: input.decision === 'attest' ? 'attested' : 'rejected',
          decided_by_user_id: input.audit.actorIdentityId,
          decided_at: input.now,
          decision_comment: comment,
          version: eb('version', '+', 1),
          updated_at: input.now,
        }))
        .where('employer_id', '=', scope.employerId)
        .where('id', 'in', ids)
        .execute();
      const afterRows = await selectEvents(trx, scope.employerId)
        .where('event.id', 'in', ids)
        .orderBy('event.from_date')
        .orderBy('event.id')
        .execute();
      const after = await toEventViews(trx, scope.employerId, afterRows);
      const beforeById = new Map(before.map((view) => [view.id, view]));
      const { employerId } = scope;
      await recordAuditEvents(
        trx,
        input.audit,
        after.map((view) => ({
          action: input.decision === 'attest' ? ('event.attested' as const) : ('event.rejected' as const),
          entityType: 'event' as const,
          entityId: view.id,
          employerId,
          before: { employerId, ...auditedEvent(beforeById.get(view.id)!) },
          after: { employerId, ...auditedEvent(view) },
        })),
      );
      return after;
    }),
  );
}
