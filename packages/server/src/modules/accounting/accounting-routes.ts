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
import { checkSelection, exportSie, selectionMonths } from './sie-export.ts';
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
          'The salary voucher of every completed run paid in the month (or the months from–to), and with accrual=true each month’s vacation accrual voucher',
        tags,
        params: contract.listVouchersParams,
        querystring: contract.listVouchersQuery,
        response: { 200: contract.listVouchersResponse },
      },
    },
    async (request) => {
      const scope = request.employerScope!;
      const { employerId } = scope;
      const selection = checkSelection(request.query, false);
      const vouchers = await buildRunVouchers(db, employerId, selection);
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
      const accruals: (contract.AccrualVoucherView | null)[] = [];
      for (const month of selectionMonths(selection)) {
        const accrual = await monthAccrual(db, scope, month);
        accruals.push(
          accrual.voucher ? toAccrualView(month, accrual.voucher, names, accrual.booked, series) : null,
        );
      }
      if (selection.period) return { vouchers: views, accrual: accruals[0] ?? null };
      return { vouchers: views, accruals: accruals.filter((accrual) => accrual !== null) };
    },
  );

  app.get(
    '/employer/:employerId/accounting/sie',
    {
      config: read,
      schema: {
        summary:
          'The chosen vouchers (a month, one run or the months from–to within a financial year, with accrual=true each month’s vacation accrual voucher) as a SIE 4I file, code page 437 (audited)',
        tags,
        params: contract.listVouchersParams,
        querystring: contract.sieExportQuery,
        response: { 200: z.string().describe('SIE 4I, code page 437') },
      },
    },
    async (request, reply) => {
      const file = await exportSie(db, {
        scope: request.employerScope!,
        selection: {
          period: request.query.period,
          runId: request.query.runId,
          from: request.query.from,
          to: request.query.to,
        },
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
