import type { EventView } from '@lonsam/domain/contracts/events/event-shapes';
import { type EventPayload, eventDates } from '@lonsam/domain/events/event-schema';
import type { Kysely } from 'kysely';
import { recordAuditEvent } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { checkEvent, KIND_CHANGE_MESSAGE } from './check-event.ts';
import { assertMayReport, findVisibleEmployment } from './event-access.ts';
import type { EventContext } from './event-context.ts';
import {
  eventLocked,
  eventNotFound,
  eventRefused,
  eventVersionConflict,
  withPaidLock,
} from './event-errors.ts';
import { type EventRow, findVisibleEvent } from './event-store.ts';
import { auditedEvent, toEventViews } from './event-views.ts';

const CHANGEABLE_STATES = new Set(['reported', 'rejected']);

async function readView(db: Kysely<Database>, context: EventContext, eventId: string): Promise<EventView> {
  const row = await findVisibleEvent(db, context.scope, eventId);
  if (!row) throw eventNotFound();
  return (await toEventViews(db, context.scope.employerId, [row]))[0]!;
}

async function audit(
  db: Kysely<Database>,
  context: EventContext,
  action: 'event.reported' | 'event.updated' | 'event.deleted',
  eventId: string,
  before: EventView | null,
  after: EventView | null,
) {
  const { employerId } = context.scope;
  await recordAuditEvent(db, context.audit, {
    action,
    entityType: 'event',
    entityId: eventId,
    employerId,
    before: before && { employerId, ...auditedEvent(before) },
    after: after && { employerId, ...auditedEvent(after) },
  });
}

/** Reports an event for an employment the caller may report for; 201 with the view. */
export async function createEvent(
  db: Kysely<Database>,
  input: EventContext & { employmentId: string; payload: EventPayload; correctsEventId?: string },
): Promise<EventView> {
  const { scope } = input;
  assertMayReport(scope, input.payload.kind);
  return withTransaction(db, async (trx) => {
    const employment = await findVisibleEmployment(trx, scope, input.employmentId, { forUpdate: true });
    const check = await checkEvent(trx, {
      employerId: scope.employerId,
      employment,
      payload: input.payload,
      ...(input.correctsEventId === undefined ? {} : { correctsEventId: input.correctsEventId }),
    });
    if (check.problems.length > 0) throw eventRefused(check.fieldErrors);
    const { fromDate, toDate } = eventDates(input.payload);
    const { id } = await trx
      .insertInto('event')
      .values({
        employer_id: scope.employerId,
        employment_id: employment.id,
        employee_id: employment.employee_id,
        kind: input.payload.kind,
        state: 'reported',
        payload: JSON.stringify(input.payload),
        from_date: fromDate,
        to_date: toDate,
        reported_by_user_id: input.audit.actorIdentityId,
        reported_by_role: scope.role,
        reported_at: input.now,
        corrects_event_id: input.correctsEventId ?? null,
        created_at: input.now,
        updated_at: input.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await readView(trx, input, id);
    await audit(trx, input, 'event.reported', id, null, created);
    return created;
  });
}

/** The event if the caller may change it now, else 404 / 409 (attested, paid, stale version). */
async function findChangeable(
  trx: Kysely<Database>,
  context: EventContext,
  eventId: string,
  version: number,
): Promise<{ row: EventRow; before: EventView }> {
  const row = await findVisibleEvent(trx, context.scope, eventId, { forUpdate: true });
  if (!row) throw eventNotFound();
  const before = (await toEventViews(trx, context.scope.employerId, [row]))[0]!;
  if (!CHANGEABLE_STATES.has(row.state)) throw eventLocked(row.state, before);
  if (row.version !== version) throw eventVersionConflict(before);
  assertMayReport(context.scope, before.kind);
  return { row, before };
}

/** Changes a reported or rejected event; a rejected one goes back to reported for a new decision. */
export async function updateEvent(
  db: Kysely<Database>,
  input: EventContext & { eventId: string; payload: EventPayload; version: number },
): Promise<EventView> {
  return withPaidLock(() =>
    withTransaction(db, async (trx) => {
      const { row, before } = await findChangeable(trx, input, input.eventId, input.version);
      if (input.payload.kind !== row.kind) throw eventRefused({ 'payload.kind': [KIND_CHANGE_MESSAGE] });
      const employment = await findVisibleEmployment(trx, input.scope, row.employment_id, {
        forUpdate: true,
      });
      const check = await checkEvent(trx, {
        employerId: input.scope.employerId,
        employment,
        payload: input.payload,
        eventId: row.id,
      });
      if (check.problems.length > 0) throw eventRefused(check.fieldErrors);
      const { fromDate, toDate } = eventDates(input.payload);
      await trx
        .updateTable('event')
        .set({
          payload: JSON.stringify(input.payload),
          from_date: fromDate,
          to_date: toDate,
          state: 'reported',
          decided_by_user_id: null,
          decided_at: null,
          decision_comment: null,
          version: row.version + 1,
          updated_at: input.now,
        })
        .where('id', '=', row.id)
        .execute();
      const after = await readView(trx, input, row.id);
      await audit(trx, input, 'event.updated', row.id, before, after);
      return after;
    }),
  );
}

/** Deletes a reported or rejected event. */
export async function deleteEvent(
  db: Kysely<Database>,
  input: EventContext & { eventId: string; version: number },
): Promise<void> {
  await withPaidLock(() =>
    withTransaction(db, async (trx) => {
      const { row, before } = await findChangeable(trx, input, input.eventId, input.version);
      await trx.deleteFrom('event').where('id', '=', row.id).execute();
      await audit(trx, input, 'event.deleted', row.id, before, null);
    }),
  );
}
