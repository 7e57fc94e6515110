import * as contract from '@lonsam/domain/contracts/accounting/salary-vouchers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { requestAudit } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { monthAccrual } from './accrual-voucher.ts';
import {
  accountNames,
  buildRunVouchers,
  readChart,
  readVoucherSeries,
  toAccrualView,
  toVoucherView,
} from './run-vouchers.ts';
import { exportSie } from './sie-export.ts';
import { readVoucherNumbers } from './voucher-numbers.ts';

export type AccountingRoutesOptions = { db: Kysely<Database>; now?: () => Date };

const read = {
  employerAccess: { privilege: 'ReportingAndCompliance.Accounting' as const, access: 'read' as const },
};
const tags = ['accounting'];

/** Salary vouchers and their SIE 4I export under /api/employer/{employerId}/accounting. */
export const accountingRoutes: FastifyPluginAsyncZod<AccountingRoutesOptions> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? (() => new Date());

  app.get(
    '/employer/:employerId/accounting/vouchers',
    {
      config: read,
      schema: {
        summary:
          'The salary voucher of every completed run paid in the month, and with accrual=true the month’s vacation accrual voucher',
        tags,
        params: contract.listVouchersParams,
        querystring: contract.listVouchersQuery,
        response: { 200: contract.listVouchersResponse },
      },
    },
    async (request) => {
      const scope = request.employerScope!;
      const { employerId } = scope;
      const { period } = request.query;
      const vouchers = await buildRunVouchers(db, employerId, { period });
      const names = accountNames(await readChart(db, employerId));
      const { series } = await readVoucherSeries(db, employerId);
      const numbers = await readVoucherNumbers(
        db,
        employerId,
        vouchers.map((entry) => entry.runId),
      );
      const views = vouchers.map((entry) =>
        toVoucherView(entry, names, numbers.get(entry.runId) ?? { series, number: null }),
      );
      if (request.query.accrual !== 'true') return { vouchers: views };
      const accrual = await monthAccrual(db, scope, period);
      return {
        vouchers: views,
        accrual: accrual.voucher
          ? toAccrualView(period, accrual.voucher, names, accrual.booked, series)
          : null,
      };
    },
  );

  app.get(
    '/employer/:employerId/accounting/sie',
    {
      config: read,
      schema: {
        summary:
          'The chosen vouchers (a month or one run, with accrual=true the month’s vacation accrual voucher) as a SIE 4I file, code page 437 (audited)',
        tags,
        params: contract.listVouchersParams,
        querystring: contract.sieExportQuery,
        response: { 200: z.string().describe('SIE 4I, code page 437') },
      },
    },
    async (request, reply) => {
      const file = await exportSie(db, {
        scope: request.employerScope!,
        selection: { period: request.query.period, runId: request.query.runId },
        accrual: request.query.accrual === 'true',
        audit: requestAudit(request),
        now: now(),
      });
      return reply
        .type('application/octet-stream')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.bytes) as unknown as string);
    },
  );
};
