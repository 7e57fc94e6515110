import { type Kysely, sql } from 'kysely';
import { recordAuditEvent } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { findVisibleEmployment } from './event-access.ts';
import type { EventContext } from './event-context.ts';
import { personName } from './event-store.ts';

export type ReadyMarkerView = { markedAt: string; markedByName: string } | null;

export async function readReadyMarker(
  db: Kysely<Database>,
  employerId: string,
  employmentId: string,
  month: string,
): Promise<ReadyMarkerView> {
  const row = await db
    .selectFrom('event_ready_marker')
    .leftJoin('identity', 'identity.id', 'event_ready_marker.marked_by_user_id')
    .select(['event_ready_marker.marked_at', 'identity.first_name', 'identity.last_name', 'identity.email'])
    .where('event_ready_marker.employer_id', '=', employerId)
    .where('event_ready_marker.employment_id', '=', employmentId)
    .where('event_ready_marker.month', '=', `${month}-01`)
    .executeTakeFirst();
  if (!row) return null;
  return {
    markedAt: new Date(row.marked_at).toISOString(),
    markedByName: personName(row.first_name, row.last_name, row.email),
  };
}

/** Marks (or unmarks) a month of an employment as fully reported; a repeat changes nothing. */
export async function setReadyMarker(
  db: Kysely<Database>,
  input: EventContext & { employmentId: string; month: string; ready: boolean },
): Promise<{ readyMarker: ReadyMarkerView }> {
  const { scope } = input;
  return withTransaction(db, async (trx) => {
    const employment = await findVisibleEmployment(trx, scope, input.employmentId, { forUpdate: true });
    const before = await readReadyMarker(trx, scope.employerId, employment.id, input.month);
    const entity = {
      action: input.ready ? ('event-ready-marker.set' as const) : ('event-ready-marker.cleared' as const),
      entityType: 'event_ready_marker' as const,
      entityId: `${employment.id}/${input.month}`,
      employerId: scope.employerId,
    };
    const state = { employerId: scope.employerId, employmentId: employment.id, month: input.month };
    if (input.ready && before === null) {
      await trx
        .insertInto('event_ready_marker')
        .values({
          employer_id: scope.employerId,
          employment_id: employment.id,
          month: `${input.month}-01`,
          marked_at: input.now,
          marked_by_user_id: input.audit.actorIdentityId,
        })
        .execute();
      await recordAuditEvent(trx, input.audit, { ...entity, before: null, after: { ...state, ready: true } });
    } else if (!input.ready && before !== null) {
      await trx
        .deleteFrom('event_ready_marker')
        .where('employment_id', '=', employment.id)
        .where(sql.ref('month'), '=', `${input.month}-01`)
        .execute();
      await recordAuditEvent(trx, input.audit, {
        ...entity,
        before: { ...state, ready: true, markedAt: before.markedAt },
        after: null,
      });
    }
    return { readyMarker: await readReadyMarker(trx, scope.employerId, employment.id, input.month) };
  });
}
