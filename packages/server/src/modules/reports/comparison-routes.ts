import * as contract from '@lonsam/domain/contracts/reports/comparison-shapes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { twelveMonthComparison } from './comparison-query.ts';
import { ADVANCED_ANALYTICS, access } from './report-privileges.ts';

/** Analys' 12-month comparisons (Analytics.Advanced only); they read and never write. */
export const comparisonRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get(
    '/employer/:employerId/reports/comparison',
    {
      config: access(ADVANCED_ANALYTICS),
      schema: {
        summary:
          'Analys: cost, absence rate and headcount of the 12 months ending at `to` against the 12 before',
        tags: ['reports'],
        params: contract.comparisonParams,
        querystring: contract.comparisonQuery,
        response: { 200: contract.comparisonResponse },
      },
    },
    async (request) => twelveMonthComparison(db, request.employerScope!, request.query.to),
  );
};
