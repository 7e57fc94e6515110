import * as contract from '@lonsam/domain/contracts/reports/report-shapes';
import {
  journalDocumentView,
  taxesDocumentView,
  vacationLiabilityDocumentView,
} from '@lonsam/domain/documents/report-documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { vacationLiability } from './liability-queries.ts';
import { readReportCompany, renderReportPdf, reportPdfDisposition } from './report-pdf.ts';
import { access, JOURNAL, TAXES, VACATION_LIABILITY } from './report-privileges.ts';
import { payrollJournal, taxesByMonth } from './report-queries.ts';

const tags = ['reports'];

function pdfHeaders(name: string) {
  return { 'content-disposition': reportPdfDisposition(name), 'cache-control': 'private, no-store' };
}

// The schema documents the bytes as a string; a Buffer is sent as it is (no serializer).
const asBody = (pdf: Buffer) => pdf as unknown as string;

/** The printable reports beside their JSON, asking the same privileges and seeing the same employees. */
export const reportPdfRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get(
    '/employer/:employerId/reports/journal/pdf',
    {
      config: access(JOURNAL),
      schema: {
        summary: 'Lönejournal of a month or a run as an A4 PDF (landscape)',
        tags,
        params: contract.reportParams,
        querystring: contract.journalQuery,
        response: { 200: contract.reportPdfResponse },
      },
    },
    async (request, reply) => {
      const scope = request.employerScope!;
      const journal = await payrollJournal(db, scope, request.query);
      const { period } = request.query;
      const view = journalDocumentView(journal, {
        company: await readReportCompany(db, scope.employerId),
        selection: period ? { kind: 'month', period } : { kind: 'run' },
      });
      const name = `lönejournal-${period ?? journal.runs[0]?.label ?? 'körning'}`;
      const pdf = await renderReportPdf(view);
      return reply.type('application/pdf').headers(pdfHeaders(name)).send(asBody(pdf));
    },
  );

  app.get(
    '/employer/:employerId/reports/taxes/pdf',
    {
      config: access(TAXES),
      schema: {
        summary: 'Skatter och avgifter of a year as an A4 PDF',
        tags,
        params: contract.reportParams,
        querystring: contract.taxesQuery,
        response: { 200: contract.reportPdfResponse },
      },
    },
    async (request, reply) => {
      const scope = request.employerScope!;
      const { year } = request.query;
      const view = taxesDocumentView(await taxesByMonth(db, scope, year), {
        company: await readReportCompany(db, scope.employerId),
        year,
      });
      const pdf = await renderReportPdf(view);
      return reply
        .type('application/pdf')
        .headers(pdfHeaders(`skatter-och-avgifter-${year}`))
        .send(asBody(pdf));
    },
  );

  app.get(
    '/employer/:employerId/reports/vacation-liability/pdf',
    {
      config: access(VACATION_LIABILITY),
      schema: {
        summary: 'Semesterskuld at a date with the month’s accrual voucher as an A4 PDF (landscape)',
        tags,
        params: contract.reportParams,
        querystring: contract.liabilityQuery,
        response: { 200: contract.reportPdfResponse },
      },
    },
    async (request, reply) => {
      const scope = request.employerScope!;
      const report = await vacationLiability(db, scope, request.query.date);
      const view = vacationLiabilityDocumentView(report, {
        company: await readReportCompany(db, scope.employerId),
      });
      const pdf = await renderReportPdf(view);
      return reply
        .type('application/pdf')
        .headers(pdfHeaders(`semesterskuld-${request.query.date}`))
        .send(asBody(pdf));
    },
  );
};
