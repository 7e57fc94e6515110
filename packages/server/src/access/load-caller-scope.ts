import { VALUE_STREAMS } from '@lonsam/domain/privileges/value-streams';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { EmployerRole } from '../db/tables/employer-tables.ts';

export type CallerScope = {
  roleId: string;
  role: EmployerRole;
  employmentId: string | null;
  /** The employer's packaging with the latest validFrom strictly before now, null if none has started. */
  packagingId: string | null;
  /** Ids of the privileges enabled for the role in that packaging (empty unless asked for). */
  privilegeIds: string[];
  /**
   * A user role whose employment has ended (its end date is before today, Swedish time) but is
   * still inside the company's months: the guard narrows it to reading payslips and balances.
   */
  employmentEnded: boolean;
  /**
   * When the answer changes by itself: the next packaging starts, or a user role's employment ends
   * or its months run out (the next Swedish midnight after the end date, or after its last day).
   * Null if nothing is planned.
   */
  nextChangeAt: Date | null;
};

type ScopeRow = {
  role_id: string;
  role: EmployerRole;
  employment_id: string | null;
  packaging_id: string | null;
  privilege_ids: string[];
  employment_ended: boolean;
  next_change_at: Date | string | null;
};

/**
 * The caller's role at an employer, the employer's active packaging and the role's enabled privileges
 * in it, in ONE statement: the guard runs this on every employer-scoped request, and five round trips
 * (role, packaging, privileges, …) were most of a request's cost. The guard keeps the answer in the
 * read cache until a role, packaging or privilege changes (a notification, migration 0051) or the
 * answer changes by the clock (`nextChangeAt`: a packaging starts, a user role's employment ends or
 * its months run out).
 *
 * The SQL states the domain's `getPrivilegeRoleStatus(...) === 'enabled'` for the role (available in
 * the packaging, enabled in the system, activated, switched on) so that only granted rows travel; a
 * test compares the result with `loadPackagingPrivileges` (the domain rule over every row) for every
 * standard packaging and role, so the two cannot drift apart unnoticed.
 *
 * Undefined when the role id is not a role of this identity at this employer.
 */
export async function loadCallerScope(
  db: Kysely<Database>,
  input: { employerId: string; identityId: string; roleId: string; now: Date; withPrivileges: boolean },
): Promise<CallerScope | undefined> {
  const { employerId, identityId, roleId, now, withPrivileges } = input;
  // The role's own column of a user/manager/admin triple, e.g. `enabled_manager` for a manager.
  const forRole = (column: string, suffix = '') =>
    sql`case caller.role when 'user' then ${sql.ref(`${column}_user${suffix}`)} when 'manager' then ${sql.ref(`${column}_manager${suffix}`)} else ${sql.ref(`${column}_admin${suffix}`)} end`;
  // Prepared on PostgreSQL (create-database.ts): planning it cost three times its run.
  const today = sql`(${now}::timestamptz at time zone 'Europe/Stockholm')::date`;
  // The first moment of a Swedish date, as the timestamp the cache's expiry compares with.
  const midnight = (date: ReturnType<typeof sql>) =>
    sql`(${date})::timestamp at time zone 'Europe/Stockholm'`;
  const result = await sql<ScopeRow>`/* prepared:caller-scope */
    with caller as (
      select r.id, r.role, r.employment_id,
             -- A user role's ended employment: its end date, and the last day the role outlives it
             -- by the company's months (settings 'user-access', default 13; issue 22): 31 Oct + 13
             -- months lasts through 30 Nov.
             e.end_date as ended_on,
             (e.end_date + make_interval(months => coalesce((
               select (value->>'endedEmploymentAccessMonths')::int from employer_setting
               where employer_setting.employer_id = ${employerId} and section = 'user-access'
             ), 13)))::date as last_day
      from employer_identity_role r
      left join employment e on r.role = 'user' and e.id = r.employment_id and e.end_date is not null
      where r.id = ${roleId} and r.identity_id = ${identityId} and r.employer_id = ${employerId}
    ), active as (
      select packaging_id from tenant_packaging
      where employer_id = ${employerId} and valid_from < ${now}
      order by valid_from desc
      limit 1
    ), upcoming as (
      select min(valid_from) as starts from tenant_packaging
      where employer_id = ${employerId} and valid_from >= ${now}
    )
    select caller.id as role_id, caller.role, caller.employment_id, active.packaging_id,
           coalesce(caller.ended_on < ${today}, false) as employment_ended,
           least(
             upcoming.starts,
             case when caller.ended_on >= ${today} then ${midnight(sql`caller.ended_on + 1`)}
                  when caller.last_day >= ${today} then ${midnight(sql`caller.last_day + 1`)}
             end
           ) as next_change_at,
           -- One row with an array, not a row per privilege: parsing ~100 rows was the guard's cost.
           array(
             select privilege.id
             from packaging_privilege
             join privilege on privilege.id = packaging_privilege.privilege_id
             where ${withPrivileges} and packaging_privilege.packaging_id = active.packaging_id
               and privilege.value_stream = any(${[...VALUE_STREAMS]}::text[])
               and ${forRole('packaging_privilege.available')}
               and ${forRole('privilege.enabled')}
               and ${forRole('packaging_privilege.activated', '_at')} is not null
               and ${forRole('packaging_privilege.enabled')}
             order by privilege.id
           ) as privilege_ids
    from caller
    cross join upcoming
    left join active on true
    -- Past its months the role is refused; the row stays, so a longer period gives it back.
    where caller.last_day is null or caller.last_day >= ${today}`.execute(db);
  const first = result.rows[0];
  if (!first) return undefined;
  return {
    roleId: first.role_id,
    role: first.role,
    employmentId: first.employment_id,
    packagingId: first.packaging_id,
    privilegeIds: first.privilege_ids,
    employmentEnded: first.employment_ended,
    nextChangeAt: first.next_change_at === null ? null : new Date(first.next_change_at),
  };
}
