import { getDemoDataLimits } from '@lonsam/domain/schemas/demo-data';
import { companyCreatedSchema, createNewCompanySchema } from '@lonsam/domain/schemas/new-company';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppEnv } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { createEmployer } from './create-employer.ts';
import { listAdministeredEmployers } from './list-administered-employers.ts';
import { listBillingOptions } from './list-billing-options.ts';

export type EmployerRoutesOptions = { db: Kysely<Database>; appEnv: AppEnv };

const range = z.object({ min: z.number(), max: z.number(), default: z.number() });

const billingOptionsResponse = z.object({
  /** The sample-data slider limits of this installation; null in production (no test companies). */
  demoDataLimits: z.object({ extraEmployees: range, monthsBack: range }).nullable(),
  customers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      packaging: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
});

const customerAdminResponse = z.object({
  employers: z.array(
    z.object({
      employerId: z.string(),
      publicId: z.string(),
      name: z.string(),
      orgNumber: z.string().nullable(),
      isTestCompany: z.boolean(),
      packaging: z.object({ id: z.string(), name: z.string() }).nullable(),
      roleCounts: z.object({ admin: z.number(), manager: z.number(), user: z.number() }),
    }),
  ),
});

/** Routes of a signed-in identity that are not scoped to one employer yet (the signed-in tree). */
export const employerRoutes: FastifyPluginAsyncZod<EmployerRoutesOptions> = async (app, { db, appEnv }) => {
  app.post(
    '/employer',
    {
      schema: {
        summary:
          'Create a company: employer, packaging from now, the creator as admin (test company: sample data)',
        tags: ['employer'],
        body: createNewCompanySchema(appEnv),
        response: { 200: companyCreatedSchema },
      },
    },
    async (request) =>
      createEmployer(db, {
        identityId: request.identity!.id,
        request: request.body,
        now: new Date(),
        audit: { actorIdentityId: request.identity!.id, requestId: request.id },
      }),
  );

  app.get(
    '/employer/billing-options',
    {
      schema: {
        summary:
          'Customers a new company can be billed to, the packagings each may buy, and the sample-data limits',
        tags: ['employer'],
        response: { 200: billingOptionsResponse },
      },
    },
    async () => ({ ...(await listBillingOptions(db)), demoDataLimits: getDemoDataLimits(appEnv) ?? null }),
  );

  app.get(
    '/employer/customer-admin',
    {
      schema: {
        summary: 'The employers the signed-in identity administers, with packaging and role counts',
        tags: ['employer'],
        response: { 200: customerAdminResponse },
      },
    },
    async (request) => ({ employers: await listAdministeredEmployers(db, request.identity!.id, new Date()) }),
  );
};
