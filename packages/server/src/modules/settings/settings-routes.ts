import * as exportHistoryContract from '@lonsam/domain/contracts/settings/export-process-history';
import * as getCompanyInfoContract from '@lonsam/domain/contracts/settings/get-company-info';
import * as listHistoryContract from '@lonsam/domain/contracts/settings/list-process-history';
import * as updateCompanyInfoContract from '@lonsam/domain/contracts/settings/update-company-info';
import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { requestAudit } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { COMPANY_ADDRESS_SECTION, readCompanyInfo, updateCompanyInfo } from './company-settings.ts';
import { exportProcessHistoryCsv, listProcessHistory } from './process-history.ts';
import { registerSettingsDocumentRoutes } from './settings-document-routes.ts';

export type SettingsRoutesOptions = { db: Kysely<Database>; now?: () => Date };

// As in registerSettingsDocumentRoutes: the value is checked by the use case, so its field errors
// are keyed by the value's own path; defaults may be incomplete, so answers are not re-checked.
const envelope = z.object({ version: z.number().int().min(0), value: z.unknown() });
const serializeDocument = () => (data: unknown) => JSON.stringify(data);

/**
 * The settings sections of this module, in the employer tree: Företagsuppgifter and Adress
 * (`/settings/company/info`, `/settings/company/address`) and Processhistorik. Other sections
 * register their own plugins with `registerSettingsDocumentRoutes` (docs/settings.md).
 */
export const settingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const tags = ['settings'];

  app.get(
    '/employer/:employerId/settings/company/info',
    {
      config: { employerAccess: { privilege: 'TenantManagement.CompanyInfo', access: 'read' } },
      schema: {
        summary: 'Företagsuppgifter: name, organisation number, AGI contact and due-date rule',
        tags,
        params: getCompanyInfoContract.getCompanyInfoSettingsParams,
        response: { 200: getCompanyInfoContract.getCompanyInfoSettingsResponse },
      },
      serializerCompiler: serializeDocument,
    },
    async (request) => readCompanyInfo(db, request.employerScope!.employerId),
  );

  app.put(
    '/employer/:employerId/settings/company/info',
    {
      config: { employerAccess: { privilege: 'TenantManagement.CompanyInfo', access: 'write' } },
      schema: {
        summary: 'Save Företagsuppgifter (a new name is written to the company and audited)',
        tags,
        params: updateCompanyInfoContract.updateCompanyInfoSettingsParams,
        body: updateCompanyInfoContract.updateCompanyInfoSettingsBody,
        response: { 200: updateCompanyInfoContract.updateCompanyInfoSettingsResponse },
      },
      serializerCompiler: serializeDocument,
      validatorCompiler: (route) =>
        validatorCompiler((route.httpPart === 'body' ? { ...route, schema: envelope } : route) as never),
    },
    async (request) => {
      const body = request.body as z.output<typeof envelope>;
      return updateCompanyInfo(db, {
        scope: request.employerScope!,
        audit: requestAudit(request),
        version: body.version,
        value: body.value,
        now: now(),
      });
    },
  );

  registerSettingsDocumentRoutes(app, {
    db,
    now,
    path: 'company/address',
    privilege: 'TenantManagement.Address',
    ...COMPANY_ADDRESS_SECTION,
  });

  app.get(
    '/employer/:employerId/settings/process-history',
    {
      config: { employerAccess: { privilege: 'TenantManagement.ProcessHistory', access: 'read' } },
      schema: {
        summary: "Processhistorik: the company's audit log, newest first, filtered and paged",
        tags,
        params: listHistoryContract.listProcessHistoryParams,
        querystring: listHistoryContract.listProcessHistoryQuery,
        response: { 200: listHistoryContract.listProcessHistoryResponse },
      },
    },
    async (request) => listProcessHistory(db, request.employerScope!, request.query),
  );

  app.get(
    '/employer/:employerId/settings/process-history/export',
    {
      config: { employerAccess: { privilege: 'TenantManagement.ProcessHistory', access: 'read' } },
      schema: {
        summary: 'The filtered process history as CSV (;-separated, UTF-8 with BOM)',
        tags,
        params: exportHistoryContract.exportProcessHistoryParams,
        querystring: exportHistoryContract.exportProcessHistoryQuery,
        response: { 200: exportHistoryContract.exportProcessHistoryResponse },
      },
    },
    async (request, reply) => {
      const csv = await exportProcessHistoryCsv(db, request.employerScope!, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="processhistorik-${toDateOnly(now())}.csv"`)
        .send(csv);
    },
  );
};
