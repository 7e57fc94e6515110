import { formatSwedishDate } from '@lonsam/domain/events/swedish-date';
import { addMonths, getFirstDayOfMonth, parseMonthValue } from '@lonsam/domain/time/month-value';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { periodDays } from './run-period.ts';
import type { PayrollRun } from './run-store.ts';

export type BasisEmployee = { employmentId: string; employeeId: string; employeeName: string };
export type ExcludedEmployee = { employmentId: string; employeeName: string; reason: string };
export type RunBasis = { included: BasisEmployee[]; excluded: ExcludedEmployee[] };

/** Employments that ended longer ago than this before the period are history, not "left out". */
const EXCLUDED_HISTORY_MONTHS = 12;

/**
 * Who the run pays: every employment active on some day of the period (started on or before its
 * last day, not ended before its first), of an employee not archived — an archived employee whose
 * employment ends in the period is paid, for the final pay and the vacation compensation — and for
 * an extra or a correction run with chosen employments, only those. Everyone else of the company is listed with
 * the reason in Swedish (except employments that ended over a year before the period).
 */
export async function loadRunBasis(
  db: Kysely<Database>,
  run: Pick<PayrollRun, 'employerId' | 'period' | 'employmentIds'>,
): Promise<RunBasis> {
  const { firstDay, lastDay } = periodDays(run.period);
  const rows = await db
    .selectFrom('employment')
    .innerJoin('employee', 'employee.id', 'employment.employee_id')
    .select([
      'employment.id as employment_id',
      'employee.id as employee_id',
      'employee.first_name',
      'employee.last_name',
      'employment.start_date',
      'employment.end_date',
      'employee.archived_at',
    ])
    .where('employment.employer_id', '=', run.employerId)
    .where((eb) =>
      eb.or([
        eb('employment.end_date', 'is', null),
        eb('employment.end_date', '>=', historyCutoff(run.period)),
      ]),
    )
    .orderBy('employee.last_name')
    .orderBy('employee.first_name')
    .orderBy('employment.start_date')
    .execute();
  const chosen = run.employmentIds && run.employmentIds.length > 0 ? new Set(run.employmentIds) : null;
  const basis: RunBasis = { included: [], excluded: [] };
  for (const row of rows) {
    const employeeName = `${row.first_name} ${row.last_name}`.trim();
    const reason = exclusionReason(row, { firstDay, lastDay }, chosen);
    if (reason === null)
      basis.included.push({ employmentId: row.employment_id, employeeId: row.employee_id, employeeName });
    else basis.excluded.push({ employmentId: row.employment_id, employeeName, reason });
  }
  return basis;
}

function historyCutoff(period: string): string {
  return getFirstDayOfMonth(addMonths(parseMonthValue(period), -EXCLUDED_HISTORY_MONTHS));
}

function exclusionReason(
  row: { employment_id: string; start_date: string; end_date: string | null; archived_at: Date | null },
  period: { firstDay: string; lastDay: string },
  chosen: Set<string> | null,
): string | null {
  if (row.start_date > period.lastDay)
    return `Anställningen börjar ${formatSwedishDate(row.start_date)}, efter perioden.`;
  if (row.end_date !== null && row.end_date < period.firstDay)
    return `Anställningen slutade ${formatSwedishDate(row.end_date)}, före perioden.`;
  const endsInPeriod = row.end_date !== null && row.end_date <= period.lastDay;
  if (row.archived_at !== null && !endsInPeriod) return 'Den anställda är arkiverad.';
  if (chosen && !chosen.has(row.employment_id)) return 'Inte vald för den här körningen.';
  return null;
}
