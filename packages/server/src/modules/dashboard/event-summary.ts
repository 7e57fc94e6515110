import type { EventSummary } from '@lonsam/domain/contracts/dashboard/get-event-summary';
import { getAccess } from '@lonsam/domain/privileges/access-check';
import { type Kysely, sql } from 'kysely';
import type { EmployerScope } from '../../access/employer-scope.ts';
import type { Database } from '../../db/schema.ts';
import { monthOf } from './admin-dashboard.ts';

/** The month before `month` (`YYYY-MM`). */
export function previousMonth(month: string): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 2;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The start pages' event figures (contract get-event-summary.ts). The waiting count follows the
 * attestation list (modules/events/list-attestation.ts): reported events, a manager's team only and
 * never the manager's own employments (tied to one of the caller's roles or with their personnummer).
 */
export async function getEventSummary(
  db: Kysely<Database>,
  input: { scope: EmployerScope; identityId: string; today: string },
): Promise<EventSummary> {
  const { scope, identityId, today } = input;
  const month = today.slice(0, 7);
  const attests =
    scope.role !== 'user' && getAccess(scope.privileges, 'Employee.Events.Attestation') !== 'none';
  return {
    today,
    month,
    waitingForAttestation: attests ? await countWaiting(db, scope, identityId) : null,
    own:
      scope.role === 'user' && scope.employmentId
        ? await ownMonth(db, scope, scope.employmentId, today)
        : null,
  };
}

async function countWaiting(db: Kysely<Database>, scope: EmployerScope, identityId: string): Promise<number> {
  let query = db
    .selectFrom('event')
    .innerJoin('employment', 'employment.id', 'event.employment_id')
    .where('event.employer_id', '=', scope.employerId)
    .where('event.state', '=', 'reported');
  if (scope.role === 'manager') {
    query = query
      .where('employment.manager_role_id', '=', scope.roleId)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('employer_identity_role as own_role')
              .select('own_role.id')
              .whereRef('own_role.employment_id', '=', 'event.employment_id')
              .where('own_role.identity_id', '=', identityId),
          ),
        ),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('employee as own_employee')
              .innerJoin('identity as me', 'me.personnummer', 'own_employee.personnummer')
              .select('own_employee.id')
              .whereRef('own_employee.id', '=', 'event.employee_id')
              .where('me.id', '=', identityId),
          ),
        ),
      );
  }
  const row = await query.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function ownMonth(
  db: Kysely<Database>,
  scope: EmployerScope,
  employmentId: string,
  today: string,
): Promise<NonNullable<EventSummary['own']>> {
  const month = monthOf(today);
  const before = previousMonth(today.slice(0, 7));
  const [counts, markers, employment] = await Promise.all([
    db
      .selectFrom('event')
      .where('employer_id', '=', scope.employerId)
      .where('employment_id', '=', employmentId)
      .select([
        sql<string>`count(*) filter (where state <> 'rejected' and from_date <= ${month.to}::date and to_date >= ${month.from}::date)`.as(
          'events',
        ),
        sql<string>`count(*) filter (where state = 'rejected')`.as('rejected'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('event_ready_marker')
      .select(sql<string>`to_char(month, 'YYYY-MM')`.as('month'))
      .where('employer_id', '=', scope.employerId)
      .where('employment_id', '=', employmentId)
      .where(sql.ref('month'), 'in', [`${before}-01`, month.from])
      .execute(),
    db
      .selectFrom('employment')
      .select(sql<string>`to_char(start_date, 'YYYY-MM')`.as('start_month'))
      .where('id', '=', employmentId)
      .where('employer_id', '=', scope.employerId)
      .executeTakeFirst(),
  ]);
  const marked = new Set(markers.map((marker) => marker.month));
  const employedBefore = employment !== undefined && employment.start_month <= before;
  return {
    employmentId,
    events: Number(counts.events),
    rejected: Number(counts.rejected),
    readyMarked: marked.has(today.slice(0, 7)),
    previousMonth: employedBefore ? { month: before, readyMarked: marked.has(before) } : null,
  };
}
