import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EmployerRole } from '../../db/tables/employer-tables.ts';

export type IdentityCompany = {
  employerId: string;
  name: string;
  roles: EmployerRole[];
  /** Employment ids of the identity's user roles, for `/{employerId}/user/{employmentId}`. */
  employmentIds: string[];
};

const ROLE_ORDER: readonly EmployerRole[] = ['admin', 'manager', 'user'];

/** The companies the identity has a role in, by name, with its roles (landing page, /api/entry). */
export async function listIdentityCompanies(
  db: Kysely<Database>,
  identityId: string,
): Promise<IdentityCompany[]> {
  const rows = await db
    .selectFrom('employer_identity_role')
    .innerJoin('employer', 'employer.id', 'employer_identity_role.employer_id')
    .select([
      'employer.id',
      'employer.name',
      'employer_identity_role.role',
      'employer_identity_role.employment_id',
    ])
    .where('employer_identity_role.identity_id', '=', identityId)
    .orderBy('employer.name')
    .orderBy('employer.id')
    .execute();
  const companies = new Map<string, IdentityCompany>();
  for (const row of rows) {
    let company = companies.get(row.id);
    if (!company) {
      company = { employerId: row.id, name: row.name, roles: [], employmentIds: [] };
      companies.set(row.id, company);
    }
    if (!company.roles.includes(row.role)) company.roles.push(row.role);
    if (row.role === 'user' && row.employment_id) company.employmentIds.push(row.employment_id);
  }
  for (const company of companies.values()) {
    company.roles.sort((a, b) => ROLE_ORDER.indexOf(a) - ROLE_ORDER.indexOf(b));
  }
  return [...companies.values()];
}
