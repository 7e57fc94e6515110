import {
  createEmployerBody,
  createEmployerResponse,
} from '@lonsam/domain/contracts/employer/create-employer';
import { listAdministeredEmployersResponse } from '@lonsam/domain/contracts/employer/list-administered-employers';
import { listBillingOptionsResponse } from '@lonsam/domain/contracts/employer/list-billing-options';
import { getDemoDataLimits } from '@lonsam/domain/schemas/demo-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { requestAudit } from '../../audit/record-audit-event.ts';
import type { AppEnv } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { createEmployer } from './create-employer.ts';
import { listAdministeredEmployers } from './list-administered-employers.ts';
import { listBillingOptions } from './list-billing-options.ts';

export type EmployerRoutesOptions = {
  db: Kysely<Database>;
  appEnv: AppEnv;
  /** A test company's payroll history is a job (create-employer.ts). */
  jobs?: Pick<JobRunner, 'transaction'>;
};

/** Routes of a signed-in identity that are not scoped to one employer yet (the signed-in tree). */
export const employerRoutes: FastifyPluginAsyncZod<EmployerRoutesOptions> = async (
  app,
  { db, appEnv, jobs },
) => {
  app.post(
    '/employer',
    {
      schema: {
        summary:
          'Create a company: employer, packaging from now, the creator as admin (test company: sample data)',
        tags: ['employer'],
        body: createEmployerBody(appEnv),
        response: { 200: createEmployerResponse },
      },
    },
    async (request) =>
      createEmployer(db, {
        identityId: request.identity!.id,
        request: request.body,
        now: new Date(),
        audit: requestAudit(request),
        ...(jobs ? { jobs } : {}),
      }),
  );

  app.get(
    '/employer/billing-options',
    {
      schema: {
        summary:
          'Customers a new company can be billed to, the packagings each may buy, and the sample-data limits',
        tags: ['employer'],
        response: { 200: listBillingOptionsResponse },
      },
    },
    async (request) => ({
      ...(await listBillingOptions(db, request.identity!.id)),
      demoDataLimits: getDemoDataLimits(appEnv) ?? null,
    }),
  );

  app.get(
    '/employer/customer-admin',
    {
      schema: {
        summary: 'The employers the signed-in identity administers, with packaging and role counts',
        tags: ['employer'],
        response: { 200: listAdministeredEmployersResponse },
      },
    },
    async (request) => ({ employers: await listAdministeredEmployers(db, request.identity!.id, new Date()) }),
  );
};
