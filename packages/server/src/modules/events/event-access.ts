import { EVENT_KIND_PRIVILEGES, type EventKind } from '@lonsam/domain/events/event-schema';
import { getAccess } from '@lonsam/domain/privileges/access-check';
import type { Kysely } from 'kysely';
import type { EmployerScope } from '../../access/employer-scope.ts';
import type { Database } from '../../db/schema.ts';
import { employmentNotFound, eventKindForbidden } from './event-errors.ts';
import { ownEmploymentId } from './event-store.ts';

export type VisibleEmployment = {
  id: string;
  employee_id: string;
  manager_role_id: string | null;
  schedule: unknown;
  weekly_hours: string;
  start_date: string;
  end_date: string | null;
  first_name: string;
  last_name: string;
};

/**
 * The employment the caller may report for or read, else 404 (another team's or company's
 * employment is not told apart from a missing one): an admin any of the company, a manager the
 * employments naming their role as manager, a user their own.
 */
export async function findVisibleEmployment(
  db: Kysely<Database>,
  scope: EmployerScope,
  employmentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<VisibleEmployment> {
  let query = db
    .selectFrom('employment')
    .innerJoin('employee', 'employee.id', 'employment.employee_id')
    .select([
      'employment.id',
      'employment.employee_id',
      'employment.manager_role_id',
      'employment.schedule',
      'employment.weekly_hours',
      'employment.start_date',
      'employment.end_date',
      'employee.first_name',
      'employee.last_name',
    ])
    .where('employment.id', '=', employmentId)
    .where('employment.employer_id', '=', scope.employerId);
  if (scope.role === 'manager') query = query.where('employment.manager_role_id', '=', scope.roleId);
  if (scope.role === 'user') query = query.where('employment.id', '=', ownEmploymentId(scope));
  // Reports for one employment queue behind each other, so that two cannot overlap unseen.
  if (options.forUpdate) query = query.forUpdate('employment' as never);
  const row = await query.executeTakeFirst();
  if (!row) throw employmentNotFound();
  return row as VisibleEmployment;
}

export function mayReport(scope: EmployerScope, kind: EventKind): boolean {
  return getAccess(scope.privileges, EVENT_KIND_PRIVILEGES[kind]) === 'write';
}

export function assertMayReport(scope: EmployerScope, kind: EventKind): void {
  if (!mayReport(scope, kind)) throw eventKindForbidden();
}

/**
 * The caller's own employments: a role of theirs at the company is tied to it (a manager who is
 * also an employee), or its employee has their personnummer. A manager never attests these.
 */
export async function ownEmploymentIds(
  db: Kysely<Database>,
  scope: EmployerScope,
  identityId: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('employer_identity_role')
    .select('employment_id')
    .where('employer_id', '=', scope.employerId)
    .where('identity_id', '=', identityId)
    .where('employment_id', 'is not', null)
    .execute();
  const ids = new Set(rows.map((row) => row.employment_id as string));
  if (scope.employmentId) ids.add(scope.employmentId);
  // The same person by personnummer, even without a user role tied to the employment.
  const byPersonnummer = await db
    .selectFrom('employment')
    .innerJoin('employee', 'employee.id', 'employment.employee_id')
    .innerJoin('identity', 'identity.personnummer', 'employee.personnummer')
    .select('employment.id')
    .where('employment.employer_id', '=', scope.employerId)
    .where('identity.id', '=', identityId)
    .execute();
  for (const row of byPersonnummer) ids.add(row.id);
  return ids;
}
