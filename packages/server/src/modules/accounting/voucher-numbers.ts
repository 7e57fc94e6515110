import type { Voucher } from '@lonsam/domain/accounting/salary-voucher-types';
import type { VoucherSeries } from '@lonsam/domain/accounting/voucher-series';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type VoucherNumber = { series: string; number: number };

/** The highest number used in a series (0 while none is): the settings' next number stays above it. */
export async function highestVoucherNumber(db: Kysely<Database>, employerId: string, series: string) {
  const row = await db
    .selectFrom('salary_voucher')
    .select((eb) => eb.fn.max('number').as('highest'))
    .where('employer_id', '=', employerId)
    .where('series', '=', series)
    .executeTakeFirst();
  return Number(row?.highest ?? 0);
}

/** The numbers the runs' vouchers already have. */
export async function readVoucherNumbers(
  db: Kysely<Database>,
  employerId: string,
  runIds: readonly string[],
): Promise<Map<string, VoucherNumber>> {
  if (runIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('salary_voucher')
    .select(['run_id', 'series', 'number'])
    .where('employer_id', '=', employerId)
    .where('run_id', 'in', runIds)
    .execute();
  return new Map(
    rows.flatMap((row) =>
      row.run_id ? [[row.run_id, { series: row.series, number: row.number }] as const] : [],
    ),
  );
}

/**
 * Numbers for the runs' vouchers, in the given order: a voucher numbered before keeps its series and
 * number; a new one gets the next number of the settings' series, never one used before (the
 * settings' next number, or one past the highest used if that is higher). The employer row is
 * locked first, so two exports at once cannot hand out the same number. Call inside a transaction.
 */
export async function assignVoucherNumbers(
  trx: Kysely<Database>,
  employerId: string,
  runIds: readonly string[],
  settings: VoucherSeries,
): Promise<Map<string, VoucherNumber>> {
  await trx.selectFrom('employer').select('id').where('id', '=', employerId).forUpdate().execute();
  const numbers = await readVoucherNumbers(trx, employerId, runIds);
  const missing = runIds.filter((runId) => !numbers.has(runId));
  if (missing.length === 0) return numbers;
  let next = await nextFreeNumber(trx, employerId, settings);
  const rows = missing.map((runId) => ({
    employer_id: employerId,
    run_id: runId,
    series: settings.series,
    number: next++,
  }));
  await trx.insertInto('salary_voucher').values(rows).execute();
  for (const row of rows) numbers.set(row.run_id, { series: row.series, number: row.number });
  return numbers;
}

async function nextFreeNumber(trx: Kysely<Database>, employerId: string, settings: VoucherSeries) {
  return Math.max(settings.nextNumber, (await highestVoucherNumber(trx, employerId, settings.series)) + 1);
}

export type BookedAccrual = VoucherNumber & { voucher: Voucher };

function parseVoucher(value: unknown): Voucher {
  return (typeof value === 'string' ? JSON.parse(value) : value) as Voucher;
}

/** A month's vacation accrual voucher as booked at its first SIE export, or null if never exported. */
export async function readBookedAccrual(
  db: Kysely<Database>,
  employerId: string,
  period: string,
): Promise<BookedAccrual | null> {
  const row = await db
    .selectFrom('salary_voucher')
    .select(['series', 'number', 'voucher'])
    .where('employer_id', '=', employerId)
    .where('accrual_period', '=', period)
    .executeTakeFirst();
  return row ? { series: row.series, number: row.number, voucher: parseVoucher(row.voucher) } : null;
}

/**
 * Books a month's accrual voucher at its first export: the next number of the settings' series
 * (after any run voucher numbered in the same call) and the voucher as it stands, which every later
 * file repeats. Call inside the transaction that numbered the runs (the employer row is locked).
 */
export async function bookAccrual(
  trx: Kysely<Database>,
  employerId: string,
  period: string,
  voucher: Voucher,
  settings: VoucherSeries,
): Promise<BookedAccrual> {
  await trx.selectFrom('employer').select('id').where('id', '=', employerId).forUpdate().execute();
  const booked = await readBookedAccrual(trx, employerId, period);
  if (booked) return booked;
  const number = await nextFreeNumber(trx, employerId, settings);
  await trx
    .insertInto('salary_voucher')
    .values({
      employer_id: employerId,
      accrual_period: period,
      voucher: JSON.stringify(voucher),
      series: settings.series,
      number,
    })
    .execute();
  return { series: settings.series, number, voucher };
}
