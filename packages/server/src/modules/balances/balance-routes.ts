import * as contract from '@lonsam/domain/contracts/balances/balance-shapes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { requestAudit } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { adjustBalance } from './adjust-balance.ts';
import { listVacationBalances, readBalances } from './balance-queries.ts';
import { vacationBalancesCsv } from './vacation-balance-csv.ts';
import { readYearEnd } from './vacation-year-end.ts';
import { startYearEnd } from './vacation-year-end-job.ts';

export type BalanceRoutesOptions = {
  db: Kysely<Database>;
  jobs: Pick<JobRunner, 'transaction' | 'getStatus'>;
  now?: () => Date;
};

const bulk = {
  employerAccess: { privilege: ['Controlling.BulkVacationBalance'] as const, access: 'read' as const },
};
const read = {
  employerAccess: { privilege: ['Employee.Balances.Summary'] as const, access: 'read' as const },
};
// The year end: the bulk vacation balance's write access, and an admin's role (checked in the route).
const yearEnd = {
  employerAccess: { privilege: ['Controlling.BulkVacationBalance'] as const, access: 'write' as const },
};
const yearEndRead = bulk;

function yearEndForbidden(): AppError {
  return new AppError({
    status: 403,
    code: 'YEAR_END_FORBIDDEN',
    detail: 'Only an administrator may close the vacation year.',
  });
}

// adjustBalance then checks attestation and the kind's details privilege (adjust-balance.ts).
const adjust = {
  employerAccess: { privilege: ['Employee.Events.Report.Balances'] as const, access: 'write' as const },
};

/** Today in Swedish time, the default date of the balances. */
function swedishToday(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
}

/** Saldon: one employment's balances at a date, the bulk vacation balance, and manual adjustments. */
export const balanceRoutes: FastifyPluginAsyncZod<BalanceRoutesOptions> = async (app, options) => {
  const { db, jobs } = options;
  const now = options.now ?? (() => new Date());
  app.get(
    '/employer/:employerId/employments/:employmentId/balances',
    {
      config: read,
      schema: {
        summary: 'Vacation, comp-time and flex balances at a date with every change and its cause',
        tags: ['balances'],
        params: contract.balancesParams,
        querystring: contract.balancesQuery,
        response: { 200: contract.balancesResponse },
      },
    },
    async (request) =>
      readBalances(
        db,
        request.employerScope!,
        request.params.employmentId,
        request.query.date ?? swedishToday(),
      ),
  );

  app.post(
    '/employer/:employerId/employments/:employmentId/balances/adjustments',
    {
      config: adjust,
      schema: {
        summary: 'Adjust a balance by hand with a reason (an attested balance event, audited)',
        tags: ['balances'],
        params: contract.adjustBalanceParams,
        body: contract.adjustBalanceBody,
        response: { 201: contract.adjustBalanceResponse },
      },
    },
    async (request, reply) => {
      const adjustment = await adjustBalance(db, {
        scope: request.employerScope!,
        audit: requestAudit(request),
        now: now(),
        employmentId: request.params.employmentId,
        adjustment: request.body,
      });
      return reply.code(201).send(adjustment);
    },
  );

  app.get(
    '/employer/:employerId/balances/vacation',
    {
      config: bulk,
      schema: {
        summary: "Every employment's vacation balance at a date (bulk vacation balance, admins)",
        tags: ['balances'],
        params: contract.bulkBalancesParams,
        querystring: contract.vacationBalancesQuery,
        response: { 200: contract.vacationBalancesResponse },
      },
    },
    async (request) => {
      const date = request.query.date ?? swedishToday();
      const rows = await listVacationBalances(db, request.employerScope!, {
        date,
        q: request.query.q,
        includeEnded: request.query.includeEnded === 'true',
      });
      return { date, rows };
    },
  );

  app.get(
    '/employer/:employerId/balances/vacation/export',
    {
      config: bulk,
      schema: {
        summary: 'The bulk vacation balance as CSV (;-separated, UTF-8 with BOM, Swedish headers)',
        tags: ['balances'],
        params: contract.bulkBalancesParams,
        querystring: contract.vacationBalancesQuery,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const date = request.query.date ?? swedishToday();
      const rows = await listVacationBalances(db, request.employerScope!, {
        date,
        q: request.query.q,
        includeEnded: request.query.includeEnded === 'true',
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="semestersaldon-${date}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(vacationBalancesCsv(rows));
    },
  );

  app.post(
    '/employer/:employerId/balances/year-end',
    {
      config: yearEnd,
      schema: {
        summary: 'Close a vacation year for every employment (a background job; a rerun changes nothing)',
        tags: ['balances'],
        params: contract.bulkBalancesParams,
        body: contract.yearEndBody,
        response: { 202: contract.yearEndResponse },
      },
    },
    async (request, reply) => {
      const scope = request.employerScope!;
      if (scope.role !== 'admin') throw yearEndForbidden();
      const { year } = request.body;
      await startYearEnd(jobs, {
        employerId: scope.employerId,
        identityId: request.identity!.id,
        roleId: scope.roleId,
        year,
        audit: requestAudit(request),
      });
      return reply.code(202).send(await readYearEnd(db, jobs, scope.employerId, year));
    },
  );

  app.get(
    '/employer/:employerId/balances/year-end/:year',
    {
      config: yearEndRead,
      schema: {
        summary: "A vacation year end's state, progress and result",
        tags: ['balances'],
        params: contract.yearEndParams,
        response: { 200: contract.yearEndResponse },
      },
    },
    async (request) => {
      const scope = request.employerScope!;
      if (scope.role !== 'admin') throw yearEndForbidden();
      return readYearEnd(db, jobs, scope.employerId, request.params.year);
    },
  );
};
