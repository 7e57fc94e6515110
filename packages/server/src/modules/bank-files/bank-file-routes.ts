import * as contract from '@lonsam/domain/contracts/bank-files/bank-files';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { requestAudit } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { BANK_FILE_PRIVILEGES } from './bank-file-formats.ts';
import { createBankFile, downloadBankFile, getPayout, listPayouts, markBankFileSent } from './bank-files.ts';

export type BankFileRoutesOptions = { db: Kysely<Database>; now?: () => Date };

const overview = {
  employerAccess: {
    privilege: [...BANK_FILE_PRIVILEGES, 'ReportingAndCompliance.PayoutInsight'] as const,
    access: 'read' as const,
  },
};
// Any format's privilege lets the request in; the use case checks the company's format's.
const files = { employerAccess: { privilege: BANK_FILE_PRIVILEGES, access: 'read' as const } };
const writeFiles = { employerAccess: { privilege: BANK_FILE_PRIVILEGES, access: 'write' as const } };
const tags = ['bank-files'];

/** Salary payment files of completed runs (employer tree); docs/agi-and-bank-files.md. */
export const bankFileRoutes: FastifyPluginAsyncZod<BankFileRoutesOptions> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const audit = (request: FastifyRequest) => requestAudit(request);

  app.get(
    '/employer/:employerId/payouts',
    {
      config: overview,
      schema: {
        summary: "The completed runs whose payout the role may look into (a manager's: their team's)",
        tags,
        params: contract.listPayoutsParams,
        response: { 200: contract.listPayoutsResponse },
      },
    },
    async (request) => ({ runs: await listPayouts(db, request.employerScope!) }),
  );

  app.get(
    '/employer/:employerId/payroll-runs/:runId/payout',
    {
      config: overview,
      schema: {
        summary: 'Who gets what on which account (masked), what stops a payment file, and the files made',
        tags,
        params: contract.payoutParams,
        response: { 200: contract.payoutView },
      },
    },
    async (request) => getPayout(db, request.employerScope!, request.params.runId),
  );

  app.post(
    '/employer/:employerId/payroll-runs/:runId/bank-files',
    {
      config: writeFiles,
      schema: {
        summary: "The completed run's payment file in the company's format (fails closed on bad accounts)",
        tags,
        params: contract.payoutParams,
        body: contract.createBankFileBody,
        response: { 200: contract.bankFileView, 201: contract.bankFileView },
      },
    },
    async (request, reply) => {
      const result = await createBankFile(db, {
        scope: request.employerScope!,
        userId: request.identity!.id,
        audit: audit(request),
        runId: request.params.runId,
        leaveOut: request.body.leaveOut,
        now: now(),
      });
      return reply.code(result.created ? 201 : 200).send(result.file);
    },
  );

  app.get(
    '/employer/:employerId/bank-files/:fileId/content',
    {
      config: files,
      schema: {
        summary: 'The payment file (every download audited)',
        tags,
        params: contract.bankFileParams,
        response: { 200: z.string().describe('pain.001 XML (UTF-8) or a Bankgirot file (ISO-8859-1)') },
      },
    },
    async (request, reply) => {
      const file = await downloadBankFile(db, {
        scope: request.employerScope!,
        audit: audit(request),
        fileId: request.params.fileId,
        now: now(),
      });
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(asFileBody(file.content));
    },
  );

  app.post(
    '/employer/:employerId/bank-files/:fileId/sent',
    {
      config: writeFiles,
      schema: {
        summary: 'Mark the payment file as sent to the bank',
        tags,
        params: contract.bankFileParams,
        body: contract.markBankFileSentBody,
        response: { 200: contract.bankFileView },
      },
    },
    async (request) =>
      markBankFileSent(db, {
        scope: request.employerScope!,
        audit: audit(request),
        fileId: request.params.fileId,
        version: request.body.version,
        now: now(),
      }),
  );
};

/**
 * The OpenAPI document describes the file as a string; the bytes go out as a Buffer, which Fastify
 * sends as it is (no serializer), so an ISO-8859-1 file keeps its encoding.
 */
function asFileBody(content: Buffer): string {
  return content as unknown as string;
}
