import * as contract from '@lonsam/domain/contracts/reports/report-shapes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { requestAudit } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { comparisonRoutes } from './comparison-routes.ts';
import { exportData } from './data-export.ts';
import { payDebt, vacationLiability } from './liability-queries.ts';
import { pensionByMonth } from './pension-query.ts';
import { reportPdfRoutes } from './report-pdf-routes.ts';
import {
  access,
  COST,
  DATA_EXPORT,
  HEADCOUNT,
  JOURNAL,
  PAY_DEBT,
  PENSION,
  TAXES,
  VACATION_LIABILITY,
} from './report-privileges.ts';
import { costByMonth, headcountByMonth, payrollJournal, taxesByMonth } from './report-queries.ts';
import { ageSexDistribution } from './statistics-queries.ts';

export type ReportRoutesOptions = { db: Kysely<Database> };

const tags = ['reports'];

/** The monthly reports under /api/employer/{employerId}/reports; they read and never write. */
export const reportRoutes: FastifyPluginAsyncZod<ReportRoutesOptions> = async (app, { db }) => {
  app.get(
    '/employer/:employerId/reports/journal',
    {
      config: access(JOURNAL),
      schema: {
        summary: 'Lönejournal: every payslip of a completed run or of the runs paid in a month, with totals',
        tags,
        params: contract.reportParams,
        querystring: contract.journalQuery,
        response: { 200: contract.journalResponse },
      },
    },
    async (request) => payrollJournal(db, request.employerScope!, request.query),
  );

  app.get(
    '/employer/:employerId/reports/taxes',
    {
      config: access(TAXES),
      schema: {
        summary: 'Skatter och avgifter: tax withheld and contributions to pay per month, with due dates',
        tags,
        params: contract.reportParams,
        querystring: contract.taxesQuery,
        response: { 200: contract.taxesResponse },
      },
    },
    async (request) => taxesByMonth(db, request.employerScope!, request.query.year),
  );

  app.get(
    '/employer/:employerId/reports/cost',
    {
      config: access(COST),
      schema: {
        summary: 'Lönekostnad per month and cost centre over the 12 months ending at `to`',
        tags,
        params: contract.reportParams,
        querystring: contract.costQuery,
        response: { 200: contract.costResponse },
      },
    },
    async (request) => costByMonth(db, request.employerScope!, request.query),
  );

  app.get(
    '/employer/:employerId/reports/headcount',
    {
      config: access(HEADCOUNT),
      schema: {
        summary: 'Personalstatistik: employments at each month end, starts and ends, 12 months',
        tags,
        params: contract.reportParams,
        querystring: contract.headcountQuery,
        response: { 200: contract.headcountResponse },
      },
    },
    async (request) => headcountByMonth(db, request.employerScope!, request.query.to),
  );

  app.get(
    '/employer/:employerId/reports/age-sex',
    {
      config: access(HEADCOUNT),
      schema: {
        summary: 'Personalstatistik: the people employed at a date per age band and sex',
        tags,
        params: contract.reportParams,
        querystring: contract.ageSexQuery,
        response: { 200: contract.ageSexResponse },
      },
    },
    async (request) => ageSexDistribution(db, request.employerScope!, request.query.date),
  );

  app.get(
    '/employer/:employerId/reports/vacation-liability',
    {
      config: access(VACATION_LIABILITY),
      schema: {
        summary:
          'Semesterskuld: each employee’s vacation days and their value with contributions at a date, and the month’s accrual voucher',
        tags,
        params: contract.reportParams,
        querystring: contract.liabilityQuery,
        response: { 200: contract.vacationLiabilityResponse },
      },
    },
    async (request) => vacationLiability(db, request.employerScope!, request.query.date),
  );

  app.get(
    '/employer/:employerId/reports/pay-debt',
    {
      config: access(PAY_DEBT),
      schema: {
        summary:
          'Löneskuld: earned but unpaid pay, tax and contributions to pay and the vacation liability at a date',
        tags,
        params: contract.reportParams,
        querystring: contract.liabilityQuery,
        response: { 200: contract.payDebtResponse },
      },
    },
    async (request) => payDebt(db, request.employerScope!, request.query.date),
  );

  app.get(
    '/employer/:employerId/reports/pension',
    {
      config: access(PENSION),
      schema: {
        summary: 'Pension: premium basis and premiums per employee, month and plan for a year',
        tags,
        params: contract.reportParams,
        querystring: contract.pensionQuery,
        response: { 200: contract.pensionResponse },
      },
    },
    async (request) => pensionByMonth(db, request.employerScope!, request.query.year),
  );

  app.get(
    '/employer/:employerId/reports/export',
    {
      config: access(DATA_EXPORT),
      schema: {
        summary:
          'Dataexport: employees, employments, events or payslip lines of a span of months as CSV (audited)',
        tags,
        params: contract.reportParams,
        querystring: contract.dataExportQuery,
        response: { 200: z.string().describe('CSV, UTF-8 with a byte order mark, semicolon-separated') },
      },
    },
    async (request, reply) => {
      const file = await exportData(db, {
        employerId: request.employerScope!.employerId,
        ...request.query,
        audit: requestAudit(request),
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.csv);
    },
  );

  await app.register(reportPdfRoutes, { db });
  await app.register(comparisonRoutes, { db });
};
