import { findActivePackaging } from '@lonsam/domain/privileges/tenant-packaging';
import type { Kysely } from 'kysely';
import { type AuditContext, recordAuditEvent } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  findPackaging,
  listPackagings,
  type PackagingSummary,
  packagingNotFound,
} from './packaging-privileges.ts';

export type TenantPackagingPeriod = { packagingId: string; validFrom: string };
export type Tenant = {
  name: string;
  orgNumber: string | null;
  employerPublicId: string;
  packaging: TenantPackagingPeriod[];
};
export type TenantsResponse = { tenants: Tenant[]; packaging: PackagingSummary[] };

/** Every tenant (employer) with its packaging history, oldest period first, and the packagings. */
export async function listTenants(db: Kysely<Database>): Promise<TenantsResponse> {
  const employers = await db
    .selectFrom('employer')
    .select(['id', 'public_id', 'name', 'org_number'])
    .orderBy('name')
    .orderBy('id')
    .execute();
  const periods = await db
    .selectFrom('tenant_packaging')
    .select(['employer_id', 'packaging_id', 'valid_from'])
    .orderBy('valid_from')
    .execute();
  const byEmployer = new Map<string, TenantPackagingPeriod[]>();
  for (const period of periods) {
    const list = byEmployer.get(period.employer_id) ?? [];
    list.push({ packagingId: period.packaging_id, validFrom: period.valid_from.toISOString() });
    byEmployer.set(period.employer_id, list);
  }
  return {
    tenants: employers.map((employer) => ({
      name: employer.name,
      orgNumber: employer.org_number,
      employerPublicId: employer.public_id,
      packaging: byEmployer.get(employer.id) ?? [],
    })),
    packaging: await listPackagings(db),
  };
}

/**
 * Activates a packaging for a tenant from `now`: a new period whose validFrom is now, so it is
 * the active one (latest validFrom before now) from the next instant on. History is kept.
 */
export async function activateTenantPackaging(
  db: Kysely<Database>,
  request: { employerPublicId: string; packagingId: string },
  context: AuditContext,
  now: Date,
): Promise<TenantPackagingPeriod & { employerPublicId: string }> {
  return withTransaction(db, async (trx) => {
    const employer = await trx
      .selectFrom('employer')
      .select(['id', 'name'])
      .where('public_id', '=', request.employerPublicId)
      .forUpdate()
      .executeTakeFirst();
    if (!employer) {
      throw new AppError({
        status: 404,
        code: 'EMPLOYER_NOT_FOUND',
        detail: 'No tenant has this public id.',
      });
    }
    const packaging = await findPackaging(trx, request.packagingId);
    if (!packaging) throw packagingNotFound();
    const periods = await trx
      .selectFrom('tenant_packaging')
      .select(['packaging_id', 'valid_from'])
      .where('employer_id', '=', employer.id)
      .execute();
    const before = findActivePackaging(
      periods.map((period) => ({
        packagingId: period.packaging_id,
        validFrom: period.valid_from.toISOString(),
      })),
      now,
    );
    if (before?.packagingId === packaging.id) {
      // A new period of the same packaging would change nothing but its start date.
      throw new AppError({
        status: 409,
        code: 'TENANT_PACKAGING_ALREADY_ACTIVE',
        detail: 'Kunden har redan den här paketeringen.',
      });
    }
    const latest = periods.reduce((max, period) => Math.max(max, period.valid_from.getTime()), -Infinity);
    if (latest >= now.getTime()) {
      // A period starting at or after now would hide this activation (or collide with it).
      throw new AppError({
        status: 409,
        code: 'TENANT_PACKAGING_CONFLICT',
        detail: 'The tenant already has a packaging period starting at or after this moment.',
      });
    }
    const validFrom = now.toISOString();
    await trx
      .insertInto('tenant_packaging')
      .values({ employer_id: employer.id, packaging_id: packaging.id, valid_from: now })
      .execute();
    await recordAuditEvent(trx, context, {
      action: 'tenant-packaging.activated',
      entityType: 'tenant_packaging',
      entityId: request.employerPublicId,
      employerId: employer.id,
      before: before ? { employerName: employer.name, ...before } : null,
      after: {
        employerName: employer.name,
        packagingId: packaging.id,
        packagingName: packaging.name,
        validFrom,
      },
    });
    return { employerPublicId: request.employerPublicId, packagingId: packaging.id, validFrom };
  });
}
