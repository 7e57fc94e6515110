import type { BalancesView, VacationBalanceRow } from '@lonsam/domain/contracts/balances/balance-shapes';
import type { AbsencePayload, BalancePayload, TransactionPayload } from '@lonsam/domain/events/event-schema';
import type { CompTimePaidOut, CompTimePayout } from '@lonsam/domain/payroll/payslip/payslip-types';
import { hasPrivilege } from '@lonsam/domain/privileges/access-check';
import { type Kysely, sql } from 'kysely';
import type { EmployerScope } from '../../access/employer-scope.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { readHolidaySettings, readTimeBankSettings } from '../calendar-settings/index.ts';
import {
  buildLedger,
  COMP_TIME_EARNED_CODE,
  type CompOverflow,
  type OpeningVacation,
} from './balance-ledger.ts';
import { HOURS_WORKED_CODE } from './flex-reported.ts';
import { findUnpaidDaysLeft } from './unpaid-days-left.ts';
import { summariseVacation } from './vacation-summaries.ts';

/*
 * Who sees whose balances: a user their own employment, a manager the employments naming their
 * role as manager, an admin everyone's. Anything else is 404, never 403, as for payslips. Only
 * completed runs count: payslips of completed runs, and leave events once a (completed) run has
 * paid them; manual adjustments count once attested.
 */

export function balancesNotFound(): AppError {
  return new AppError({
    status: 404,
    code: 'BALANCES_NOT_FOUND',
    detail: 'No such employment that you may see.',
  });
}

const NO_ID = '00000000-0000-0000-0000-000000000000';

export function readOpening(stored: unknown): OpeningVacation | null {
  const value = typeof stored === 'string' ? JSON.parse(stored) : stored;
  if (!value || typeof value !== 'object') return null;
  const { asOf, vacation } = value as { asOf?: string; vacation?: Record<string, unknown> };
  if (!asOf || !vacation) return null;
  return {
    asOf,
    paidDays: Number(vacation.paidDays ?? 0),
    savedDays: Number(vacation.savedDays ?? 0),
    advanceDays: Number(vacation.advanceDays ?? 0),
  };
}

export type EmploymentRow = {
  id: string;
  start_date: string;
  end_date: string | null;
  schedule: unknown;
  weekly_hours: unknown;
  first_name: string;
  last_name: string;
  opening_balances: unknown;
};

export function employments(db: Kysely<Database>, employerId: string) {
  return db
    .selectFrom('employment')
    .innerJoin('employee', 'employee.id', 'employment.employee_id')
    .select([
      'employment.id',
      'employment.start_date',
      'employment.end_date',
      'employment.schedule',
      'employment.weekly_hours',
      'employee.first_name',
      'employee.last_name',
      'employee.opening_balances',
    ])
    .where('employment.employer_id', '=', employerId);
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** A payslip's `result.compTime.paidOut` as stored (jsonb, or its text on some drivers). */
function readCompPaidOut(stored: unknown): CompTimePaidOut[] {
  const value = typeof stored === 'string' ? JSON.parse(stored) : stored;
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: Partial<CompTimePaidOut>) =>
    (item.cause === 'expired' || item.cause === 'yearEnd' || item.cause === 'termination') &&
    typeof item.date === 'string'
      ? [{ cause: item.cause, date: item.date, hours: Number(item.hours ?? 0) }]
      : [],
  );
}

/**
 * The ledgers of many employments in a fixed number of statements, whatever their count. With
 * `runId` (a payroll run being calculated) the comp hours other open runs' payslips pay out are
 * read too (`compHeld`), so the run does not pay them a second time.
 */
export async function buildLedgers(
  db: Kysely<Database>,
  employerId: string,
  rows: readonly EmploymentRow[],
  date: string,
  options: { pendingEventIds?: ReadonlySet<string>; runId?: string } = {},
) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const payslips = await db
    .selectFrom('payslip')
    .innerJoin('payroll_run', 'payroll_run.id', 'payslip.run_id')
    .select([
      'payslip.employment_id',
      'payslip.pay_date',
      'payroll_run.label',
      sql<number>`coalesce((payslip.result->'vacation'->>'daysEarned')::float8, 0)`.as('days_earned'),
      sql<number>`coalesce((payslip.result->'vacation'->>'daysTaken')::float8, 0)`.as('days_taken'),
      sql<number>`coalesce((payslip.result->'vacation'->>'daysPaidOut')::float8, 0)`.as('days_paid_out'),
      sql<number>`coalesce((payslip.result->'vacation'->>'savedDaysPaidOut')::float8, 0)`.as(
        'saved_days_paid_out',
      ),
      sql<unknown>`payslip.result->'compTime'->'paidOut'`.as('comp_paid_out'),
    ])
    .where('payslip.employer_id', '=', employerId)
    .where('payslip.employment_id', 'in', ids)
    .where('payroll_run.status', '=', 'completed')
    .orderBy('payslip.pay_date')
    .execute();
  const heldPayslips = options.runId
    ? await db
        .selectFrom('payslip')
        .innerJoin('payroll_run', 'payroll_run.id', 'payslip.run_id')
        .select([
          'payslip.employment_id',
          sql<unknown>`payslip.result->'compTime'->'paidOut'`.as('comp_paid_out'),
        ])
        .where('payslip.employer_id', '=', employerId)
        .where('payslip.employment_id', 'in', ids)
        .where('payroll_run.status', '<>', 'completed')
        .where('payroll_run.id', '<>', options.runId)
        .where(sql<boolean>`payslip.result->'compTime' is not null`)
        .execute()
    : [];
  const events = await db
    .selectFrom('event')
    .leftJoin('payroll_run', 'payroll_run.id', 'event.paid_in_run_id')
    .leftJoin('identity as reporter', 'reporter.id', 'event.reported_by_user_id')
    .select([
      'reporter.first_name as reporter_first_name',
      'reporter.last_name as reporter_last_name',
      'reporter.email as reporter_email',
      'event.id',
      'event.employment_id',
      'event.from_date',
      'event.state',
      'event.payload',
      'event.paid_in_run_label',
      'event.corrects_event_id',
      'payroll_run.status',
    ])
    .where('event.employer_id', '=', employerId)
    .where('event.employment_id', 'in', ids)
    .where('event.state', 'in', ['attested', 'paid'])
    .where((eb) =>
      eb.or([
        eb('event.kind', '=', 'balance'),
        eb.and([
          eb('event.kind', '=', 'absence'),
          sql<boolean>`event.payload->>'absenceType' in ('comp-time-leave', 'flex-leave', 'vacation-unpaid')`,
        ]),
        eb.and([
          eb('event.kind', '=', 'transaction'),
          sql<boolean>`event.payload->>'salaryTypeCode' in (${COMP_TIME_EARNED_CODE}, ${HOURS_WORKED_CODE})`,
        ]),
      ]),
    )
    .orderBy('event.from_date')
    .execute();
  const holidays = await readHolidaySettings(db, employerId);
  const timeBanks = await readTimeBankSettings(db, employerId);
  const payslipsOf = groupBy(payslips, (row) => row.employment_id);
  const eventsOf = groupBy(events, (row) => row.employment_id);
  const heldOf = groupBy(heldPayslips, (row) => row.employment_id);
  return rows.map((employment) => {
    const schedule = employment.schedule as number[];
    const ownPayslips = payslipsOf.get(employment.id) ?? [];
    return buildLedger({
      date,
      opening: readOpening(employment.opening_balances),
      payslips: ownPayslips.map((row) => ({
        payDate: row.pay_date,
        runLabel: row.label,
        daysEarned: Number(row.days_earned),
        daysTaken: Number(row.days_taken),
        daysPaidOut: Number(row.days_paid_out),
        savedDaysPaidOut: Number(row.saved_days_paid_out),
      })),
      events: (eventsOf.get(employment.id) ?? []).map((row) => ({
        id: row.id,
        date: row.from_date,
        payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as
          | AbsencePayload
          | BalancePayload
          | TransactionPayload,
        runLabel: row.state === 'paid' && row.status === 'completed' ? row.paid_in_run_label : null,
        reportedBy: personName(row.reporter_first_name, row.reporter_last_name, row.reporter_email),
        correctsEventId: row.corrects_event_id,
      })),
      compPaidOut: ownPayslips.flatMap((row) =>
        readCompPaidOut(row.comp_paid_out).map((paid) => ({ ...paid, runLabel: row.label })),
      ),
      compHeld: (heldOf.get(employment.id) ?? []).flatMap((row) => readCompPaidOut(row.comp_paid_out)),
      schedule: {
        schedule,
        weeklyHours: Number(employment.weekly_hours),
        holidays,
        employmentStart: employment.start_date,
        employmentEnd: employment.end_date,
      },
      compBank: timeBanks.compBank,
      flexBank: timeBanks.flexBank,
      ...(options.pendingEventIds ? { pendingEventIds: options.pendingEventIds } : {}),
    });
  });
}

/** A person's name as the history shows it; the email when they gave no name; null without a reporter. */
function personName(first: string | null, last: string | null, email: string | null): string | null {
  const name = [first, last].filter(Boolean).join(' ');
  return name || email || null;
}

const nameOf = (row: EmploymentRow) => `${row.first_name} ${row.last_name}`;

export async function readBalances(
  db: Kysely<Database>,
  scope: EmployerScope,
  employmentId: string,
  date: string,
): Promise<BalancesView> {
  let query = employments(db, scope.employerId).where('employment.id', '=', employmentId);
  if (scope.role === 'user') query = query.where('employment.id', '=', scope.employmentId ?? NO_ID);
  if (scope.role === 'manager') query = query.where('employment.manager_role_id', '=', scope.roleId);
  const employment = (await query.executeTakeFirst()) as EmploymentRow | undefined;
  if (!employment) throw balancesNotFound();
  const [ledger] = await buildLedgers(db, scope.employerId, [employment], date);
  if (!ledger) throw balancesNotFound();
  const unpaidDaysLeft = await findUnpaidDaysLeft(db, {
    employerId: scope.employerId,
    employment,
    date,
    changes: ledger.vacation.history ?? [],
  });
  const may = (privilege: Parameters<typeof hasPrivilege>[1]) => hasPrivilege(scope.privileges, privilege);
  return {
    employmentId,
    employeeName: nameOf(employment),
    date,
    vacation: {
      ...ledger.vacation,
      unpaidDaysLeft,
      history: may('Employee.Balances.Details.Vacation') ? ledger.vacation.history : null,
    },
    compTime: {
      ...ledger.compTime,
      history: may('Employee.Balances.Details.CompTime') ? ledger.compTime.history : null,
    },
    flex: { ...ledger.flex, history: may('Employee.Balances.Details.FlexTime') ? ledger.flex.history : null },
  };
}

/**
 * Every employment's vacation balance at a date (Controlling.BulkVacationBalance, admins): those
 * employed on the date, or every one with `includeEnded`; `q` narrows by the employee's name.
 */
export async function listVacationBalances(
  db: Kysely<Database>,
  scope: EmployerScope,
  filters: { date: string; q?: string; includeEnded?: boolean },
): Promise<VacationBalanceRow[]> {
  let query = employments(db, scope.employerId).where('employment.start_date', '<=', filters.date);
  if (!filters.includeEnded)
    query = query.where((eb) =>
      eb.or([eb('employment.end_date', 'is', null), eb('employment.end_date', '>=', filters.date)]),
    );
  if (filters.q?.trim())
    query = query.where(
      sql<boolean>`lower(employee.first_name || ' ' || employee.last_name) like ${`%${filters.q
        .trim()
        .toLowerCase()
        .replace(/[%_\\]/g, '\\$&')}%`}`,
    );
  const rows = (await query
    .orderBy('employee.last_name')
    .orderBy('employee.first_name')
    .orderBy('employment.id')
    .execute()) as EmploymentRow[];
  const summaries = await summariseVacation(db, scope.employerId, rows, filters.date);
  return rows.map((row, index) => {
    const vacation = summaries[index]!;
    return {
      employmentId: row.id,
      employeeName: nameOf(row),
      startDate: row.start_date,
      endDate: row.end_date,
      paidDays: vacation.paidDays,
      savedDays: vacation.savedDays,
      unpaidDaysTaken: vacation.unpaidDaysTaken,
      advanceDays: vacation.advanceDays,
    };
  });
}

/**
 * What the payroll takes from the balances (docs/balances.md *Payroll*): paid and saved vacation
 * days left at a date, as Saldon shows them (`hasHistory` when anything counted), and the comp
 * hours of the run's own overtime events that do not fit in the bank.
 */
export type PayrollBalances = {
  paidDays: number;
  savedDays: number;
  hasHistory: boolean;
  compOverflow: CompOverflow[];
  /** Banked comp hours expired or above the cap at a year end, not yet paid: an ordinary run pays them. */
  compPayouts: CompTimePayout[];
};

/**
 * The balances a payroll run uses: the same ledger as Saldon, so adjustments and the year end's
 * saved, expired and paid-out days count (a termination's semesterersättning), read for all the
 * run's employments in a fixed number of statements. Only completed runs and attested events,
 * plus the overtime events the run itself pays (`pendingEventIds`), to find their overflow.
 */
export async function loadPayrollBalances(
  db: Kysely<Database>,
  employerId: string,
  rows: readonly EmploymentRow[],
  date: string,
  pendingEventIds: ReadonlySet<string>,
  runId?: string,
): Promise<Map<string, PayrollBalances>> {
  // Without a run id every open run's payslips count as paying (none of them is this one).
  const ledgers = await buildLedgers(db, employerId, rows, date, { pendingEventIds, runId: runId ?? NO_ID });
  return new Map(
    rows.map((row, index) => {
      const { vacation, compOverflow, compPayouts } = ledgers[index]!;
      return [
        row.id,
        {
          paidDays: vacation.paidDays,
          savedDays: vacation.savedDays,
          hasHistory: (vacation.history?.length ?? 0) > 0,
          compOverflow,
          compPayouts,
        },
      ];
    }),
  );
}
