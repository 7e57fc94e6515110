import type { EventView } from '@lonsam/domain/contracts/events/event-shapes';
import type { EventKind, EventPayload, EventState } from '@lonsam/domain/events/event-schema';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { EmployerScope } from '../../access/employer-scope.ts';
import type { Database } from '../../db/schema.ts';
import type { EventEffectView } from './event-effects.ts';

/** An event as read for a view: the row, the employee's and the reporters' names. */
export type EventRow = {
  id: string;
  employer_id: string;
  employment_id: string;
  employee_id: string;
  kind: string;
  state: string;
  payload: unknown;
  from_date: string;
  to_date: string;
  reported_by_user_id: string | null;
  reported_by_role: string;
  reported_at: Date;
  decided_at: Date | null;
  decision_comment: string | null;
  paid_in_run_id: string | null;
  paid_in_run_label: string | null;
  corrects_event_id: string | null;
  version: number;
  employee_first_name: string;
  employee_last_name: string;
  reporter_first_name: string | null;
  reporter_last_name: string | null;
  reporter_email: string | null;
  decider_first_name: string | null;
  decider_last_name: string | null;
  decider_email: string | null;
};

type EventQuery = SelectQueryBuilder<any, any, EventRow>;

/** The events of the caller's employer joined with the names a view shows; filter it further. */
export function selectEvents(db: Kysely<Database>, employerId: string): EventQuery {
  return db
    .selectFrom('event')
    .innerJoin('employee', 'employee.id', 'event.employee_id')
    .innerJoin('employment', 'employment.id', 'event.employment_id')
    .leftJoin('identity as reporter', 'reporter.id', 'event.reported_by_user_id')
    .leftJoin('identity as decider', 'decider.id', 'event.decided_by_user_id')
    .where('event.employer_id', '=', employerId)
    .select([
      'event.id',
      'event.employer_id',
      'event.employment_id',
      'event.employee_id',
      'event.kind',
      'event.state',
      'event.payload',
      sql<string>`to_char(event.from_date, 'YYYY-MM-DD')`.as('from_date'),
      sql<string>`to_char(event.to_date, 'YYYY-MM-DD')`.as('to_date'),
      'event.reported_by_user_id',
      'event.reported_by_role',
      'event.reported_at',
      'event.decided_at',
      'event.decision_comment',
      'event.paid_in_run_id',
      'event.paid_in_run_label',
      'event.corrects_event_id',
      'event.version',
      'employee.first_name as employee_first_name',
      'employee.last_name as employee_last_name',
      'reporter.first_name as reporter_first_name',
      'reporter.last_name as reporter_last_name',
      'reporter.email as reporter_email',
      'decider.first_name as decider_first_name',
      'decider.last_name as decider_last_name',
      'decider.email as decider_email',
    ]) as unknown as EventQuery;
}

/**
 * Only what the caller may see: an admin every event of the company, a manager those of the
 * employments naming their role as manager, a user those of their own employment.
 */
export function visibleTo(query: EventQuery, scope: EmployerScope): EventQuery {
  if (scope.role === 'manager') return query.where('employment.manager_role_id', '=', scope.roleId);
  if (scope.role === 'user') return query.where('event.employment_id', '=', ownEmploymentId(scope));
  return query;
}

/** A user without an employment sees nothing: a uuid no row has. */
export function ownEmploymentId(scope: EmployerScope): string {
  return scope.employmentId ?? '00000000-0000-0000-0000-000000000000';
}

export async function findVisibleEvent(
  db: Kysely<Database>,
  scope: EmployerScope,
  eventId: string,
  options: { forUpdate?: boolean } = {},
): Promise<EventRow | undefined> {
  let query = visibleTo(selectEvents(db, scope.employerId), scope).where('event.id', '=', eventId);
  if (options.forUpdate) query = query.forUpdate('event' as never);
  return query.executeTakeFirst();
}

export function personName(first: string | null, last: string | null, email: string | null): string {
  const name = [first, last].filter(Boolean).join(' ').trim();
  return name || email || 'Okänd användare';
}

function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function toEventView(
  row: EventRow,
  effect: EventEffectView,
  salaryTypeName: string | null = null,
): EventView {
  return {
    id: row.id,
    employmentId: row.employment_id,
    employeeId: row.employee_id,
    employeeName: `${row.employee_first_name} ${row.employee_last_name}`,
    kind: row.kind as EventKind,
    state: row.state as EventState,
    payload: row.payload as EventPayload,
    salaryTypeName,
    fromDate: row.from_date,
    toDate: row.to_date,
    effect,
    // A user reports only their own events: without a reporter (sample data, a removed account) the employee.
    reportedByName:
      row.reported_by_user_id === null && row.reported_by_role === 'user'
        ? `${row.employee_first_name} ${row.employee_last_name}`
        : personName(row.reporter_first_name, row.reporter_last_name, row.reporter_email),
    reportedByRole: row.reported_by_role as EventView['reportedByRole'],
    reportedAt: iso(row.reported_at),
    decidedByName:
      row.decided_at === null
        ? null
        : personName(row.decider_first_name, row.decider_last_name, row.decider_email),
    decidedAt: row.decided_at === null ? null : iso(row.decided_at),
    decisionComment: row.decision_comment,
    paidInRun:
      row.paid_in_run_id === null ? null : { id: row.paid_in_run_id, label: row.paid_in_run_label ?? '' },
    correctsEventId: row.corrects_event_id,
    version: row.version,
  };
}
