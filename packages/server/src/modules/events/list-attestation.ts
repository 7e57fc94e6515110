import type { ListAttestationResponse } from '@lonsam/domain/contracts/events/list-attestation';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ownEmploymentIds } from './event-access.ts';
import type { EventContext } from './event-context.ts';
import { selectEvents, visibleTo } from './event-store.ts';
import { toEventViews } from './event-views.ts';

const MAX_EVENTS = 2000;

/**
 * The reported events waiting for the caller's decision, grouped by employee and month (the month
 * the event starts in): a manager's team without the manager's own events, an admin everyone.
 */
export async function listAttestation(
  db: Kysely<Database>,
  input: Pick<EventContext, 'scope' | 'audit'>,
): Promise<ListAttestationResponse> {
  const { scope } = input;
  const rows = await visibleTo(selectEvents(db, scope.employerId), scope)
    .where('event.state', '=', 'reported')
    .orderBy('employee.last_name')
    .orderBy('employee.first_name')
    .orderBy('event.employment_id')
    .orderBy('event.from_date')
    .orderBy('event.id')
    .limit(MAX_EVENTS)
    .execute();
  const own =
    scope.role === 'manager' && input.audit.actorIdentityId
      ? await ownEmploymentIds(db, scope, input.audit.actorIdentityId)
      : new Set<string>();
  const waiting = rows.filter((row) => !own.has(row.employment_id));
  const views = await toEventViews(db, scope.employerId, waiting);
  const markers =
    waiting.length === 0
      ? []
      : await db
          .selectFrom('event_ready_marker')
          .select(['employment_id', sql<string>`to_char(month, 'YYYY-MM')`.as('month')])
          .where('employer_id', '=', scope.employerId)
          .where('employment_id', 'in', [...new Set(waiting.map((row) => row.employment_id))])
          .execute();
  const marked = new Set(markers.map((marker) => `${marker.employment_id}/${marker.month}`));
  const groups = new Map<string, ListAttestationResponse['groups'][number]>();
  for (const view of views) {
    const month = view.fromDate.slice(0, 7);
    const key = `${view.employmentId}/${month}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        employmentId: view.employmentId,
        employeeName: view.employeeName,
        month,
        readyMarked: marked.has(key),
        events: [],
      };
      groups.set(key, group);
    }
    group.events.push(view);
  }
  return { groups: [...groups.values()] };
}
