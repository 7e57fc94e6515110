import {
  getCompanyInfoParams,
  getCompanyInfoResponse,
} from '@lonsam/domain/contracts/employer/get-company-info';
import {
  getPackagingPrivilegesParams,
  getPackagingPrivilegesResponse,
} from '@lonsam/domain/contracts/employer/get-packaging-privileges';
import {
  renameCompanyBody,
  renameCompanyParams,
  renameCompanyResponse,
} from '@lonsam/domain/contracts/employer/rename-company';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { recordAuditEvent, requestAudit } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import { findActiveTenantPackaging } from '../privileges/index.ts';

export type EmployerScopedRoutesOptions = { db: Kysely<Database> };

/** Routes of the employer tree (behind its guard): the role's privileges and the company's own data. */
export const employerScopedRoutes: FastifyPluginAsyncZod<EmployerScopedRoutesOptions> = async (
  app,
  options,
) => {
  const { db } = options;

  app.get(
    '/employer/:employerId/:packaging/packaging',
    {
      config: { employerAccess: 'role' },
      schema: {
        summary:
          "The privileges the caller's role holds in the employer's active packaging (`active` or that packaging's id)",
        tags: ['privileges'],
        params: getPackagingPrivilegesParams,
        response: { 200: getPackagingPrivilegesResponse },
      },
    },
    async (request) => {
      const scope = request.employerScope!;
      const { packaging } = request.params;
      if (packaging !== 'active' && packaging !== scope.packagingId) {
        throw new AppError({
          status: 404,
          code: 'PACKAGING_NOT_ACTIVE',
          detail: 'This packaging is not the active packaging of the employer.',
        });
      }
      return scope.privileges;
    },
  );

  app.get(
    '/employer/:employerId/company-info',
    {
      config: { employerAccess: { privilege: 'TenantManagement.CompanyInfo', access: 'read' } },
      schema: {
        summary: "The company's name, numbers, active packaging and sample-data settings",
        tags: ['employer'],
        params: getCompanyInfoParams,
        response: { 200: getCompanyInfoResponse },
      },
    },
    async (request) => readCompanyInfo(db, request.params.employerId),
  );

  app.put(
    '/employer/:employerId/company-info',
    {
      config: { employerAccess: { privilege: 'TenantManagement.CompanyInfo', access: 'write' } },
      schema: {
        summary: 'Rename the company',
        tags: ['employer'],
        params: renameCompanyParams,
        body: renameCompanyBody,
        response: { 200: renameCompanyResponse },
      },
    },
    async (request) => {
      const employerId = request.employerScope!.employerId;
      // A rename is audited, in the same transaction, as every change is (issue 16).
      await withTransaction(db, async (trx) => {
        const before = await trx
          .selectFrom('employer')
          .select('name')
          .where('id', '=', employerId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (before.name === request.body.name) return;
        await trx
          .updateTable('employer')
          .set({ name: request.body.name })
          .where('id', '=', employerId)
          .execute();
        await recordAuditEvent(trx, requestAudit(request), {
          action: 'employer.renamed',
          entityType: 'employer',
          entityId: employerId,
          employerId,
          before: { name: before.name },
          after: { name: request.body.name },
        });
      });
      return readCompanyInfo(db, employerId);
    },
  );
};

async function readCompanyInfo(db: Kysely<Database>, employerId: string) {
  const employer = await db
    .selectFrom('employer')
    .selectAll()
    .where('id', '=', employerId)
    .executeTakeFirstOrThrow();
  const active = await findActiveTenantPackaging(db, employerId, new Date());
  return {
    employerId: employer.id,
    publicId: employer.public_id,
    name: employer.name,
    orgNumber: employer.org_number,
    isTestCompany: employer.is_test_company,
    packaging: active ? { id: active.packagingId, name: active.name } : null,
    demoData: { extraEmployees: employer.demo_extra_employees, monthsBack: employer.demo_months_back },
  };
}
