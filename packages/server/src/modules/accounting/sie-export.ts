import { checkMonthSpan, monthsInSpan } from '@lonsam/domain/accounting/month-span';
import { writeSie4I } from '@lonsam/domain/files/sie/sie-writer';
import { toSieDimensions, toSieVoucher } from '@lonsam/domain/files/sie/voucher-to-sie';
import { DIMENSIONS, type Dimension } from '@lonsam/domain/settings/dimensions';
import type { Kysely } from 'kysely';
import type { EmployerScope } from '../../access/employer-scope.ts';
import { type AuditContext, recordAuditEvent } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import { stockholmDateTime } from '../agi/index.ts';
import {
  accrualMonthOpen,
  accrualNeedsMonth,
  lastDayOfMonth,
  type MonthAccrual,
  monthAccrual,
} from './accrual-voucher.ts';
import {
  accountNames,
  buildRunVouchers,
  type RunVoucher,
  readChart,
  readVoucherSeries,
  type VoucherSelection,
} from './run-vouchers.ts';
import { assignVoucherNumbers, type BookedAccrual, bookAccrual } from './voucher-numbers.ts';

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

function spanIncomplete(): AppError {
  return new AppError({
    status: 400,
    code: 'SIE_SPAN_INCOMPLETE',
    detail: 'A span needs both from and to, and neither a period nor a runId beside them.',
  });
}

function spanReversed(): AppError {
  return new AppError({
    status: 422,
    code: 'SIE_SPAN_REVERSED',
    detail: 'The last month (to) is before the first (from).',
  });
}

function spanCrossesYear(): AppError {
  return new AppError({
    status: 422,
    code: 'SIE_SPAN_CROSSES_YEAR',
    detail: 'The months must lie within one financial year.',
  });
}

/**
 * The selection a request asks for, checked: a span (`from` and `to`, alone, not reversed, within
 * one financial year: the calendar year, as the company has no financial-year setting yet), else a
 * month and/or a run (`allowRun`: the list of vouchers takes no run). Throws the problem otherwise.
 */
export function checkSelection(
  query: {
    period?: string | undefined;
    runId?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
  },
  allowRun = true,
): VoucherSelection {
  if (query.from !== undefined || query.to !== undefined) {
    if (!query.from || !query.to || query.period !== undefined || query.runId !== undefined)
      throw spanIncomplete();
    const problem = checkMonthSpan(query.from, query.to);
    if (problem === 'reversed') throw spanReversed();
    if (problem === 'crosses-financial-year') throw spanCrossesYear();
    return { from: query.from, to: query.to };
  }
  if (!query.period && !(allowRun && query.runId)) throw selectionMissing();
  return { period: query.period, runId: allowRun ? query.runId : undefined };
}

/** The months a selection covers, in order: a month, a span's months, none for a run alone. */
export function selectionMonths(selection: VoucherSelection): string[] {
  if (selection.from && selection.to) return monthsInSpan(selection.from, selection.to);
  return selection.period ? [selection.period] : [];
}

/**
 * The file's #OBJEKT: the company's cost centres and projects, each object a voucher is booked on
 * named as its payslips stored it at calculation (a later run's name over an earlier's), and an
 * object since recoded or deleted still declared: a completed run's file does not change when its
 * objects do. Payslips calculated before the objects were stored bring none (today's are declared).
 */
function declaredObjects(
  objects: readonly { dimension: string; code: string; name: string }[],
  vouchers: readonly RunVoucher[],
): { dimension: Dimension; code: string; name: string }[] {
  type Declared = { dimension: Dimension; code: string; name: string };
  const today = new Map<string, Declared>();
  for (const object of objects)
    if ((DIMENSIONS as readonly string[]).includes(object.dimension))
      today.set(`${object.dimension}\t${object.code}`, {
        ...object,
        dimension: object.dimension as Dimension,
      });
  const gone = new Map<string, Declared>();
  for (const entry of vouchers)
    for (const object of entry.objects) {
      const key = `${object.dimension}\t${object.code}`;
      const known = today.get(key) ?? gone.get(key);
      if (known) known.name = object.name;
      else gone.set(key, { ...object });
    }
  const added = [...gone.values()].sort(
    (a, b) => a.dimension.localeCompare(b.dimension) || a.code.localeCompare(b.code, 'sv-SE'),
  );
  return [...today.values(), ...added];
}

/**
 * The chosen runs' salary vouchers as one SIE 4I file in code page 437, each numbered in the
 * settings' series at its first export and keeping that number, the download audited in the same
 * transaction. With `accrual` (months only, once the last has ended) each month's vacation accrual
 * voucher follows that month's run vouchers, booked and numbered at its first export; a span is
 * numbered month by month in the same way (the month's runs in pay-date order, then its accrual),
 * so a span's file holds the same vouchers under the same numbers as the months' files. Same
 * selection, same day: same bytes.
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
  const { scope } = input;
  const employerId = scope.employerId;
  const selection = checkSelection(input.selection);
  const months = selectionMonths(selection);
  const accrualMonths = input.accrual ? months : [];
  if (input.accrual && (months.length === 0 || selection.runId)) throw accrualNeedsMonth();
  const today = stockholmDateTime(input.now).slice(0, 10);
  const lastMonth = accrualMonths.at(-1);
  if (lastMonth && lastDayOfMonth(lastMonth) > today) throw accrualMonthOpen();
  return withTransaction(db, async (trx) => {
    const vouchers = await buildRunVouchers(trx, employerId, selection);
    const accruals = new Map<string, MonthAccrual>();
    for (const month of accrualMonths) accruals.set(month, await monthAccrual(trx, scope, month));
    if (vouchers.length === 0 && ![...accruals.values()].some((accrual) => accrual.voucher))
      throw noVouchers();
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
    const groups: { month: string | null; runs: RunVoucher[] }[] =
      months.length > 0
        ? months.map((month) => ({
            month,
            runs: vouchers.filter((entry) => entry.voucher.date.slice(0, 7) === month),
          }))
        : [{ month: null, runs: vouchers }];
    const sieVouchers: ReturnType<typeof toSieVoucher>[] = [];
    const bookedAccruals: (BookedAccrual & { period: string })[] = [];
    for (const group of groups) {
      const numbers = await assignVoucherNumbers(
        trx,
        employerId,
        group.runs.map((entry) => entry.runId),
        series,
      );
      for (const entry of group.runs) {
        const numbering = numbers.get(entry.runId);
        sieVouchers.push(
          toSieVoucher(entry.voucher, {
            series: numbering?.series ?? series.series,
            number: numbering?.number ?? null,
          }),
        );
      }
      // After the month's runs: its change is dated its last day, after every pay date in it.
      const accrual = group.month ? accruals.get(group.month) : undefined;
      if (group.month && accrual?.voucher) {
        const booked =
          accrual.booked ?? (await bookAccrual(trx, employerId, group.month, accrual.voucher, series));
        sieVouchers.push(toSieVoucher(booked.voucher, booked));
        bookedAccruals.push({ ...booked, period: group.month });
      }
    }
    const bytes = writeSie4I({
      program: { name: 'Lönsam', version: '1.0' },
      generatedOn: today,
      company: { orgNumber: employer.org_number ?? '', name: employer.name },
      accounts: [...names].map(([number, name]) => ({ number, name })),
      dimensions: toSieDimensions(declaredObjects(objects, vouchers)),
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
        ...(selection.from ? { from: selection.from, to: selection.to } : {}),
        runIds: vouchers.map((entry) => entry.runId),
        ...(selection.from
          ? {
              accruals: bookedAccruals.map((booked) => ({
                period: booked.period,
                series: booked.series,
                number: booked.number,
              })),
            }
          : bookedAccruals[0]
            ? { accrual: { series: bookedAccruals[0].series, number: bookedAccruals[0].number } }
            : {}),
      },
    });
    const name = selection.from
      ? `${selection.from}--${selection.to}`
      : (selection.period ?? vouchers[0]!.period);
    return {
      fileName: `lonsam-sie-${name}${selection.runId ? `-${selection.runId.slice(0, 8)}` : ''}.si`,
      bytes,
    };
  });
}
