import * as getContract from '@lonsam/domain/contracts/payslips/get-payslip';
import * as listContract from '@lonsam/domain/contracts/payslips/list-payslips';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { payslipFileName, pdfDisposition, renderPayslipPdf, renderRunPayslipsPdf } from './payslip-pdf.ts';
import {
  findVisiblePayslip,
  listRunPayslipDetails,
  listVisiblePayslips,
  payslipNotFound,
  runNotFound,
} from './payslip-store.ts';

export type PayslipRoutesOptions = { db: Kysely<Database> };

/**
 * Reading payslips: the employee's own, a manager's team, an admin everyone (payslip-store.ts
 * decides which rows; 404 for the rest). Either privilege lets a role in: the payslip report, or
 * the payroll basis views that the run pages open payslips from.
 */
const read = {
  employerAccess: {
    privilege: [
      'ReportingAndCompliance.Payslip',
      'PayrollBasis.View.Completed',
      'PayrollBasis.View.Preliminary',
    ] as const,
    access: 'read' as const,
  },
};
const runRead = {
  employerAccess: {
    privilege: ['PayrollBasis.View.Completed', 'PayrollBasis.View.Preliminary'] as const,
    access: 'read' as const,
  },
};
const tags = ['payslips'];
const runPdfParams = z.object({ employerId: z.uuid(), runId: z.uuid() });

export const payslipRoutes: FastifyPluginAsyncZod<PayslipRoutesOptions> = async (app, { db }) => {
  app.get(
    '/employer/:employerId/payslips',
    {
      config: read,
      schema: {
        summary: 'Payslips the caller may see, newest pay date first (a user: their own completed ones)',
        tags,
        params: listContract.listPayslipsParams,
        querystring: listContract.listPayslipsQuery,
        response: { 200: listContract.listPayslipsResponse },
      },
    },
    async (request) => ({ payslips: await listVisiblePayslips(db, request.employerScope!, request.query) }),
  );

  app.get(
    '/employer/:employerId/payslips/:payslipId',
    {
      config: read,
      schema: {
        summary: 'One payslip with its lines, tax rule, year to date and balances',
        tags,
        params: getContract.getPayslipParams,
        response: { 200: getContract.getPayslipResponse },
      },
    },
    async (request) => findVisiblePayslip(db, request.employerScope!, request.params.payslipId),
  );

  app.get(
    '/employer/:employerId/payslips/:payslipId/pdf',
    {
      config: read,
      schema: {
        summary: 'One payslip as an A4 PDF (the same access as the payslip)',
        tags,
        params: getContract.getPayslipParams,
        response: { 200: getContract.payslipPdfResponse },
      },
    },
    async (request, reply) => {
      const detail = await findVisiblePayslip(db, request.employerScope!, request.params.payslipId);
      const pdf = await renderPayslipPdf(detail);
      return reply
        .type('application/pdf')
        .header('content-disposition', pdfDisposition(payslipFileName(detail)))
        .header('cache-control', 'private, no-store')
        .send(asPdfBody(pdf));
    },
  );

  app.get(
    '/employer/:employerId/payroll-runs/:runId/payslips.pdf',
    {
      config: runRead,
      schema: {
        summary: 'Every payslip of a run in one A4 PDF, one per page (admins)',
        tags,
        params: runPdfParams,
        response: { 200: getContract.payslipPdfResponse },
      },
    },
    async (request, reply) => {
      const scope = request.employerScope!;
      // A manager holds the run views too, but a whole run's pay is the employer's to print.
      if (scope.role !== 'admin') throw runNotFound();
      const run = await listRunPayslipDetails(db, scope, request.params.runId);
      if (run.payslips.length === 0) throw payslipNotFound();
      const pdf = await renderRunPayslipsPdf(run.label, run.payslips);
      return reply
        .type('application/pdf')
        .header('content-disposition', pdfDisposition(`lönespecifikationer-${run.label}`))
        .header('cache-control', 'private, no-store')
        .send(asPdfBody(pdf));
    },
  );
};

// The schema documents the bytes as a string; a Buffer is sent as it is (Fastify skips the serializer).
function asPdfBody(pdf: Buffer): string {
  return pdf as unknown as string;
}
