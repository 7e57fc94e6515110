import type { Voucher } from '@lonsam/domain/accounting/salary-voucher-types';
import type { Kysely } from 'kysely';
import type { EmployerScope } from '../../access/employer-scope.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { monthVacationAccrualVoucher } from '../reports/index.ts';
import { type BookedAccrual, readBookedAccrual } from './voucher-numbers.ts';

/*
 * The month's vacation accrual voucher (Semesterskuld's change from the end of the month before
 * to the month's last day, docs/reports.md) beside the run vouchers in the SIE file. Once exported
 * it is booked: later files repeat the stored voucher under its number, so what the bookkeeping
 * program has never differs from what a new file says.
 */

export type MonthAccrual = { voucher: Voucher | null; booked: BookedAccrual | null };

/** The books are the company's: every employment counts, as on the run vouchers, whoever exports. */
function companyScope(scope: EmployerScope): EmployerScope {
  return { ...scope, role: 'admin', employmentId: null };
}

/** The last day of a month YYYY-MM. */
export function lastDayOfMonth(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** As booked if it was exported before, else as the liability gives it now (null: no change). */
export async function monthAccrual(
  db: Kysely<Database>,
  scope: EmployerScope,
  period: string,
): Promise<MonthAccrual> {
  const booked = await readBookedAccrual(db, scope.employerId, period);
  if (booked) return { voucher: booked.voucher, booked };
  return { voucher: await monthVacationAccrualVoucher(db, companyScope(scope), period), booked: null };
}

export function accrualNeedsMonth(): AppError {
  return new AppError({
    status: 400,
    code: 'SIE_ACCRUAL_NEEDS_MONTH',
    detail: 'The vacation accrual voucher belongs to a month: choose a month (period), not a run.',
  });
}

/** Booking a month's change before it has ended would freeze half a month under a number. */
export function accrualMonthOpen(): AppError {
  return new AppError({
    status: 409,
    code: 'SIE_ACCRUAL_MONTH_OPEN',
    detail: 'The month has not ended yet: its vacation accrual voucher can be exported from its last day.',
  });
}
