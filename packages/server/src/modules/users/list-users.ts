import type { UserView } from '@lonsam/domain/contracts/users/user-shapes';
import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import {
  DEFAULT_ENDED_EMPLOYMENT_ACCESS_MONTHS,
  hasEndedEmploymentAccessExpired,
  maskPersonnummer,
  type UserRole,
} from '@lonsam/domain/users/user-rules';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toInvitationView } from './invitations.ts';

export type UserFilters = { status?: UserView['status']; role?: UserRole; q?: string };

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

function fullName(first: string | null | undefined, last: string | null | undefined): string | null {
  const name = [first, last].filter(Boolean).join(' ').trim();
  return name || null;
}

/**
 * Everyone with a role at the company (active), whose roles were all revoked (revoked), and every
 * open invitation (invited). A company has tens to hundreds of users, so filters run here.
 */
export async function listUsers(
  db: Kysely<Database>,
  employerId: string,
  filters: UserFilters,
  now: Date = new Date(),
): Promise<{ users: UserView[]; employments: { id: string; employeeName: string; ended: boolean }[] }> {
  const roles = await db
    .selectFrom('employer_identity_role as role')
    .innerJoin('identity', 'identity.id', 'role.identity_id')
    .leftJoin('identity_sign_in', 'identity_sign_in.identity_id', 'role.identity_id')
    .leftJoin('employment', 'employment.id', 'role.employment_id')
    .leftJoin('employee', 'employee.id', 'employment.employee_id')
    .select([
      'role.id',
      'role.identity_id',
      'role.role',
      'role.employment_id',
      'role.first_name as role_first_name',
      'role.last_name as role_last_name',
      'identity.first_name',
      'identity.last_name',
      'identity.email',
      'identity.personnummer',
      'identity_sign_in.signed_in_at',
      'employee.first_name as employee_first_name',
      'employee.last_name as employee_last_name',
      'employment.start_date as employment_start_date',
      'employment.end_date as employment_end_date',
      'employment.position as employment_position',
      sql<number>`(select count(*)::int from employment team where team.manager_role_id = role.id)`.as(
        'team_size',
      ),
    ])
    .where('role.employer_id', '=', employerId)
    .orderBy('role.created_at')
    .execute();
  const revoked = await db
    .selectFrom('user_role_revocation as revocation')
    .innerJoin('identity', 'identity.id', 'revocation.identity_id')
    .leftJoin('identity_sign_in', 'identity_sign_in.identity_id', 'revocation.identity_id')
    .select([
      'revocation.identity_id',
      'identity.first_name',
      'identity.last_name',
      'identity.email',
      'identity.personnummer',
      'identity_sign_in.signed_in_at',
    ])
    .where('revocation.employer_id', '=', employerId)
    .execute();
  const invitations = await db
    .selectFrom('user_invitation')
    .selectAll()
    .where('employer_id', '=', employerId)
    .where('status', '=', 'invited')
    .orderBy('created_at', 'desc')
    .execute();

  const accessSetting = await db
    .selectFrom('employer_setting')
    .select(sql<number | null>`(value->>'endedEmploymentAccessMonths')::int`.as('months'))
    .where('employer_id', '=', employerId)
    .where('section', '=', 'user-access')
    .executeTakeFirst();
  const accessMonths = accessSetting?.months ?? DEFAULT_ENDED_EMPLOYMENT_ACCESS_MONTHS;
  const swedishToday = toDateOnly(now);
  const employmentOf = (row: (typeof roles)[number]): UserView['roles'][number]['employment'] => {
    if (row.role !== 'user' || row.employment_start_date === null) return null;
    const endDate = row.employment_end_date ?? null;
    const status =
      endDate === null || endDate >= swedishToday
        ? 'current'
        : hasEndedEmploymentAccessExpired(endDate, accessMonths, swedishToday)
          ? 'accessExpired'
          : 'ended';
    return { startDate: row.employment_start_date, endDate, position: row.employment_position ?? '', status };
  };

  const people = new Map<string, UserView>();
  for (const row of roles) {
    let person = people.get(row.identity_id);
    if (!person) {
      person = {
        key: row.identity_id,
        identityId: row.identity_id,
        name: fullName(row.first_name, row.last_name) ?? fullName(row.role_first_name, row.role_last_name),
        email: row.email,
        personnummer: row.personnummer ? maskPersonnummer(row.personnummer) : null,
        roles: [],
        invitation: null,
        lastSignInAt: iso(row.signed_in_at),
        status: 'active',
      };
      people.set(row.identity_id, person);
    }
    person.roles.push({
      roleId: row.id,
      role: row.role,
      employmentId: row.employment_id,
      employeeName: fullName(row.employee_first_name, row.employee_last_name),
      employment: employmentOf(row),
      teamSize: Number(row.team_size),
    });
  }
  for (const row of revoked) {
    if (people.has(row.identity_id)) continue;
    people.set(row.identity_id, {
      key: row.identity_id,
      identityId: row.identity_id,
      name: fullName(row.first_name, row.last_name),
      email: row.email,
      personnummer: row.personnummer ? maskPersonnummer(row.personnummer) : null,
      roles: [],
      invitation: null,
      lastSignInAt: iso(row.signed_in_at),
      status: 'revoked',
    });
  }
  const users = [...people.values()];
  for (const row of invitations) {
    const invitation = await toInvitationView(db, row, now);
    users.push({
      key: `invitation:${row.id}`,
      identityId: null,
      name: null,
      email: invitation.email,
      personnummer: invitation.personnummer,
      roles: [],
      invitation,
      lastSignInAt: null,
      status: 'invited',
    });
  }
  const employments = await db
    .selectFrom('employment')
    .innerJoin('employee', 'employee.id', 'employment.employee_id')
    .select(['employment.id', 'employee.first_name', 'employee.last_name', 'employment.end_date'])
    .where('employment.employer_id', '=', employerId)
    .where('employee.archived_at', 'is', null)
    .orderBy('employee.last_name')
    .orderBy('employee.first_name')
    .limit(2000)
    .execute();
  const today = now.toISOString().slice(0, 10);
  return {
    users: users.filter((user) => matches(user, filters)),
    employments: employments.map((row) => ({
      id: row.id,
      employeeName: `${row.first_name} ${row.last_name}`,
      ended: row.end_date !== null && row.end_date < today,
    })),
  };
}

function matches(user: UserView, filters: UserFilters): boolean {
  if (filters.status && user.status !== filters.status) return false;
  if (filters.role) {
    const roles = user.invitation ? [user.invitation.role] : user.roles.map((role) => role.role);
    if (!roles.includes(filters.role)) return false;
  }
  const q = filters.q?.toLowerCase();
  if (q) {
    const text = [user.name, user.email, user.personnummer].filter(Boolean).join(' ').toLowerCase();
    if (!text.includes(q)) return false;
  }
  return true;
}
