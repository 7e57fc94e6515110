import * as contract from '@lonsam/domain/contracts/agi/agi-declarations';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { requestAudit } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import {
  createAgiDeclaration,
  downloadAgiDeclaration,
  listAgiPeriods,
  markAgiDeclarationSubmitted,
} from './agi-declarations.ts';

export type AgiRoutesOptions = { db: Kysely<Database>; now?: () => Date };

const TAX = ['ReportingAndCompliance.TaxReport', 'IngestionAndIntegrations.TaxAuthority'] as const;
const read = { employerAccess: { privilege: TAX, access: 'read' as const } };
const write = { employerAccess: { privilege: TAX, access: 'write' as const } };
const tags = ['agi'];

/** The AGI under /api/employer/{employerId}/agi (employer tree); docs/agi-and-bank-files.md. */
export const agiRoutes: FastifyPluginAsyncZod<AgiRoutesOptions> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const audit = (request: FastifyRequest) => requestAudit(request);

  app.get(
    '/employer/:employerId/agi',
    {
      config: read,
      schema: {
        summary: 'Every month a completed run was paid in, with its latest AGI declaration and due date',
        tags,
        params: contract.listAgiPeriodsParams,
        response: { 200: contract.listAgiPeriodsResponse },
      },
    },
    async (request) => ({ periods: await listAgiPeriods(db, request.employerScope!) }),
  );

  app.post(
    '/employer/:employerId/agi/:period/declarations',
    {
      config: write,
      schema: {
        summary: "The period's declaration from its completed runs (a new revision when runs were added)",
        tags,
        params: contract.createAgiDeclarationParams,
        response: { 200: contract.createAgiDeclarationResponse, 201: contract.createAgiDeclarationResponse },
      },
    },
    async (request, reply) => {
      const result = await createAgiDeclaration(db, {
        scope: request.employerScope!,
        userId: request.identity!.id,
        audit: audit(request),
        period: request.params.period,
        now: now(),
      });
      return reply.code(result.created ? 201 : 200).send(result.declaration);
    },
  );

  app.get(
    '/employer/:employerId/agi/declarations/:declarationId/xml',
    {
      config: read,
      schema: {
        summary: 'The declaration as Skatteverket’s XML file (every download audited)',
        tags,
        params: contract.agiDeclarationParams,
        response: { 200: z.string().describe('Arbetsgivardeklaration XML, UTF-8') },
      },
    },
    async (request, reply) => {
      const file = await downloadAgiDeclaration(db, {
        scope: request.employerScope!,
        audit: audit(request),
        id: request.params.declarationId,
        now: now(),
      });
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(asFileBody(Buffer.from(file.xml, 'utf8')));
    },
  );

  app.post(
    '/employer/:employerId/agi/declarations/:declarationId/submitted',
    {
      config: write,
      schema: {
        summary: 'Mark the declaration as submitted to Skatteverket on a date',
        tags,
        params: contract.agiDeclarationParams,
        body: contract.markAgiSubmittedBody,
        response: { 200: contract.markAgiSubmittedResponse },
      },
    },
    async (request) =>
      markAgiDeclarationSubmitted(db, {
        scope: request.employerScope!,
        audit: audit(request),
        id: request.params.declarationId,
        submittedOn: request.body.submittedOn,
        version: request.body.version,
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
