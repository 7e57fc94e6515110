import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { findActiveTenantPackaging } from '../privileges/active-packaging.ts';

export type EmployerScopedRoutesOptions = { db: Kysely<Database> };

const employerParams = z.object({ employerId: z.string() });

const companyInfoResponse = z.object({
  employerId: z.string(),
  publicId: z.string(),
  name: z.string(),
  orgNumber: z.string().nullable(),
  isTestCompany: z.boolean(),
  packaging: z.object({ id: z.string(), name: z.string() }).nullable(),
  demoData: z.object({ extraEmployees: z.number().nullable(), monthsBack: z.number().nullable() }),
});

const companyNameBody = z.object({
  name: z.string({ error: 'Företagsnamn krävs' }).trim().min(1, { error: 'Företagsnamn krävs' }),
});

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
        params: z.object({ employerId: z.string(), packaging: z.string() }),
        response: {
          200: z.array(
            z.union([
              z.object({ id: z.string(), type: z.enum(['NotEnabled', 'Enabled']), writeAccess: z.boolean() }),
              z.object({ id: z.string() }),
            ]),
          ),
        },
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
        params: employerParams,
        response: { 200: companyInfoResponse },
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
        params: employerParams,
        body: companyNameBody,
        response: { 200: companyInfoResponse },
      },
    },
    async (request) => {
      await db
        .updateTable('employer')
        .set({ name: request.body.name })
        .where('id', '=', request.params.employerId)
        .execute();
      return readCompanyInfo(db, request.params.employerId);
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
