import { writeSie4I } from '@lonsam/domain/files/sie/sie-writer';
import { toSieDimensions, toSieVoucher } from '@lonsam/domain/files/sie/voucher-to-sie';
import { DIMENSIONS } from '@lonsam/domain/settings/dimensions';
import type { Kysely } from 'kysely';
import type { EmployerScope } from '../../access/employer-scope.ts';
import { type AuditContext, recordAuditEvent } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import { stockholmDateTime } from '../agi/index.ts';
import { accrualMonthOpen, accrualNeedsMonth, lastDayOfMonth, monthAccrual } from './accrual-voucher.ts';
import {
  accountNames,
  buildRunVouchers,
  readChart,
  readVoucherSeries,
  type VoucherSelection,
} from './run-vouchers.ts';
import { assignVoucherNumbers, bookAccrual } from './voucher-numbers.ts';

export function noVouchers(): AppError {
  return new AppError({
    status: 404,
    code: 'SALARY_VOUCHERS_NONE',
    detail: 'No completed payroll run matches the selection.',
  });
}

export function selectionMissing(): AppError {
  return new AppError({
    status: 400,
    code: 'SIE_SELECTION_MISSING',
    detail: 'Choose a month (period) or a run (runId).',
  });
}

/**
 * The chosen runs' salary vouchers as one SIE 4I file in code page 437, each numbered in the
 * settings' series at its first export and keeping that number, the download audited in the same
 * transaction. With `accrual` (a month only, once it has ended) the month's vacation accrual
 * voucher follows the run vouchers, booked and numbered at its first export. Same selection, same
 * day: same bytes.
 */
export async function exportSie(
  db: Kysely<Database>,
  input: {
    scope: EmployerScope;
    selection: VoucherSelection;
    accrual?: boolean;
    audit: AuditContext;
    now: Date;
  },
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const { scope, selection } = input;
  const employerId = scope.employerId;
  if (!selection.period && !selection.runId) throw selectionMissing();
  const accrualPeriod = input.accrual ? selection.period : undefined;
  if (input.accrual && (!accrualPeriod || selection.runId)) throw accrualNeedsMonth();
  const today = stockholmDateTime(input.now).slice(0, 10);
  if (accrualPeriod && lastDayOfMonth(accrualPeriod) > today) throw accrualMonthOpen();
  return withTransaction(db, async (trx) => {
    const vouchers = await buildRunVouchers(trx, employerId, selection);
    const accrual = accrualPeriod ? await monthAccrual(trx, scope, accrualPeriod) : null;
    if (vouchers.length === 0 && !accrual?.voucher) throw noVouchers();
    // One statement after another: PGlite's one session runs them in turn anyway.
    const chart = await readChart(trx, employerId);
    const series = await readVoucherSeries(trx, employerId);
    const employer = await trx
      .selectFrom('employer')
      .select(['name', 'org_number'])
      .where('id', '=', employerId)
      .executeTakeFirstOrThrow();
    const objects = await trx
      .selectFrom('dimension_object')
      .select(['dimension', 'code', 'name'])
      .where('employer_id', '=', employerId)
      .execute();
    const names = accountNames(chart);
    const numbers = await assignVoucherNumbers(
      trx,
      employerId,
      vouchers.map((entry) => entry.runId),
      series,
    );
    // After the runs: the month's change is dated its last day, after every pay date in it.
    const booked =
      accrualPeriod && accrual?.voucher
        ? (accrual.booked ?? (await bookAccrual(trx, employerId, accrualPeriod, accrual.voucher, series)))
        : null;
    const sieVouchers = vouchers.map((entry) => {
      const numbering = numbers.get(entry.runId);
      return toSieVoucher(entry.voucher, {
        series: numbering?.series ?? series.series,
        number: numbering?.number ?? null,
      });
    });
    if (booked) sieVouchers.push(toSieVoucher(booked.voucher, booked));
    const bytes = writeSie4I({
      program: { name: 'Lönsam', version: '1.0' },
      generatedOn: today,
      company: { orgNumber: employer.org_number ?? '', name: employer.name },
      accounts: [...names].map(([number, name]) => ({ number, name })),
      dimensions: toSieDimensions(
        objects.filter((object) => (DIMENSIONS as readonly string[]).includes(object.dimension)),
      ),
      vouchers: sieVouchers,
    });
    await recordAuditEvent(trx, input.audit, {
      action: 'sie-file.downloaded',
      entityType: 'employer',
      entityId: employerId,
      employerId,
      before: null,
      after: {
        period: selection.period ?? null,
        runIds: vouchers.map((entry) => entry.runId),
        ...(booked ? { accrual: { series: booked.series, number: booked.number } } : {}),
      },
    });
    const name = selection.period ?? vouchers[0]!.period;
    return {
      fileName: `lonsam-sie-${name}${selection.runId ? `-${selection.runId.slice(0, 8)}` : ''}.si`,
      bytes,
    };
  });
}
