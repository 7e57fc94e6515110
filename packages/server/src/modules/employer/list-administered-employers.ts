import { findActivePackaging } from '@lonsam/domain/privileges/tenant-packaging';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type AdministeredEmployer = {
  employerId: string;
  publicId: string;
  name: string;
  orgNumber: string | null;
  isTestCompany: boolean;
  packaging: { id: string; name: string } | null;
  roleCounts: { admin: number; manager: number; user: number };
};

/** GET /employer/customer-admin: the employers the identity is admin of. */
export async function listAdministeredEmployers(
  db: Kysely<Database>,
  identityId: string,
  now: Date,
): Promise<AdministeredEmployer[]> {
  const employers = await db
    .selectFrom('employer')
    .select(['id', 'public_id', 'name', 'org_number', 'is_test_company'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('employer_identity_role')
          .select(sql`1`.as('one'))
          .whereRef('employer_identity_role.employer_id', '=', 'employer.id')
          .where('employer_identity_role.identity_id', '=', identityId)
          .where('employer_identity_role.role', '=', 'admin'),
      ),
    )
    .orderBy('name')
    .execute();
  if (employers.length === 0) return [];
  const ids = employers.map((employer) => employer.id);
  const counts = await db
    .selectFrom('employer_identity_role')
    .select(['employer_id', 'role', (eb) => eb.fn.countAll<string>().as('count')])
    .where('employer_id', 'in', ids)
    .groupBy(['employer_id', 'role'])
    .execute();
  const periods = await db
    .selectFrom('tenant_packaging')
    .innerJoin('packaging', 'packaging.id', 'tenant_packaging.packaging_id')
    .select([
      'tenant_packaging.employer_id',
      'tenant_packaging.packaging_id',
      'tenant_packaging.valid_from',
      'packaging.name',
    ])
    .where('tenant_packaging.employer_id', 'in', ids)
    .execute();
  return employers.map((employer) => {
    const roleCounts = { admin: 0, manager: 0, user: 0 };
    for (const row of counts) if (row.employer_id === employer.id) roleCounts[row.role] = Number(row.count);
    const active = findActivePackaging(
      periods
        .filter((period) => period.employer_id === employer.id)
        .map((period) => ({
          packagingId: period.packaging_id,
          name: period.name,
          validFrom: period.valid_from.getTime(),
        })),
      now,
    );
    return {
      employerId: employer.id,
      publicId: employer.public_id,
      name: employer.name,
      orgNumber: employer.org_number,
      isTestCompany: employer.is_test_company,
      packaging: active ? { id: active.packagingId, name: active.name } : null,
      roleCounts,
    };
  });
}
