import { findActivePackaging } from '@lonsam/domain/privileges/tenant-packaging';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type ActiveTenantPackaging = { packagingId: string; name: string; validFrom: string };

/** The employer's packaging with the latest validFrom strictly before now (domain rule). */
export async function findActiveTenantPackaging(
  db: Kysely<Database>,
  employerId: string,
  now: Date,
): Promise<ActiveTenantPackaging | undefined> {
  const periods = await db
    .selectFrom('tenant_packaging')
    .innerJoin('packaging', 'packaging.id', 'tenant_packaging.packaging_id')
    .select(['tenant_packaging.packaging_id', 'tenant_packaging.valid_from', 'packaging.name'])
    .where('tenant_packaging.employer_id', '=', employerId)
    .where('tenant_packaging.valid_from', '<', now)
    .execute();
  const active = findActivePackaging(
    periods.map((period) => ({
      packagingId: period.packaging_id,
      name: period.name,
      validFrom: period.valid_from.toISOString(),
    })),
    now,
  );
  return active;
}
