import type { AbsencePayload, BalancePayload } from '@lonsam/domain/events/event-schema';
import { type Kysely, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db/schema.ts';
import { readHolidaySettings, readTimeBankSettings } from '../calendar-settings/index.ts';
import { type BalanceEventRow, buildVacationLedger } from './balance-ledger.ts';
import { type EmploymentRow, readOpening } from './balance-queries.ts';

/*
 * Vacation days of many employments at one or more dates in four statements (issue 21:
 * Semesterskuld and the bulk balance list for 10 000 employees). The ledger (buildLedgers) reads
 * every payslip of every employment and builds each one's history and time banks; these need only
 * the days, so the payslips are summed in SQL (their narrow copy, payslip_vacation_sum, migration
 * 0085) and only the few events that change vacation days are read. Several dates (Semesterskuld's
 * date and the end of the month before) share the statements: each date's sums are a `filter` of
 * the same scan, and each date's ledger gets the events on or before it, as a read at that date would.
 */

// Above this many employments the statements read the whole company and drop the others in JS:
// a bind list of 10 000 ids costs more than the rows it keeps out.
const MAX_ID_LIST = 500;

/** The date a year before, 29 February to 28 February (no pay date lies between them). */
export function yearBefore(date: string): string {
  const before = `${String(Number(date.slice(0, 4)) - 1).padStart(4, '0')}${date.slice(4)}`;
  return before.endsWith('-02-29') ? `${before.slice(0, 8)}28` : before;
}

export type VacationSummary = ReturnType<typeof buildVacationLedger>;

/** Vacation days at one date, in the order of the rows. */
export async function summariseVacation(
  db: Kysely<Database>,
  employerId: string,
  rows: readonly EmploymentRow[],
  date: string,
): Promise<VacationSummary[]> {
  const [atDate] = await summariseVacationAt(db, employerId, rows, [date]);
  return atDate?.days ?? [];
}

/**
 * Vacation days at each of the dates, in the order of the rows, and with `yearGross` the gross pay
 * of the completed payslips paid in the year up to each date (after the date a year before, up to
 * the date: procentregeln's earning-year base, approximated). Every row gets a figure at every
 * date; the caller keeps the employments employed on it.
 */
export async function summariseVacationAt(
  db: Kysely<Database>,
  employerId: string,
  rows: readonly EmploymentRow[],
  dates: readonly string[],
  options: { yearGross?: boolean } = {},
): Promise<{ date: string; days: VacationSummary[]; yearGrossOre: number[] }[]> {
  if (rows.length === 0 || dates.length === 0)
    return dates.map((date) => ({ date, days: [], yearGrossOre: [] }));
  const ids = rows.length <= MAX_ID_LIST ? rows.map((row) => row.id) : null;
  const last = dates.reduce((a, b) => (a > b ? a : b));
  // Each payslip's days are in hundredths already, rounded as the ledger rounds them (migration
  // 0085); each date's sums are those paid on or before it. One row of JSON rather than 10 000
  // rows: PGlite decodes every field of every row in JavaScript.
  let payslipQuery = db
    .selectFrom('payslip_vacation_sum as payslip')
    .innerJoin('payroll_run', 'payroll_run.id', 'payslip.run_id')
    .select('payslip.employment_id')
    .where('payslip.employer_id', '=', employerId)
    .where('payroll_run.status', '=', 'completed')
    .where('payslip.pay_date', '<=', last)
    .groupBy('payslip.employment_id');
  dates.forEach((date, index) => {
    const upTo = sql`filter (where payslip.pay_date <= ${date})`;
    payslipQuery = payslipQuery.select([
      sql<number | null>`sum(payslip.days_earned_hundredths) ${upTo}`.as(`earned_${index}`),
      sql<number | null>`sum(payslip.days_taken_hundredths) ${upTo}`.as(`taken_${index}`),
      sql<number | null>`sum(payslip.days_paid_out_hundredths) ${upTo}`.as(`paid_out_${index}`),
      sql<number | null>`sum(payslip.saved_days_paid_out_hundredths) ${upTo}`.as(`saved_paid_out_${index}`),
    ]);
    if (options.yearGross)
      payslipQuery = payslipQuery.select(
        sql<
          number | null
        >`sum(payslip.gross_ore) filter (where payslip.pay_date <= ${date} and payslip.pay_date > ${yearBefore(date)})`.as(
          `gross_${index}`,
        ),
      );
  });
  if (ids) payslipQuery = payslipQuery.where('payslip.employment_id', 'in', ids);
  let eventQuery = db
    .selectFrom('event')
    .leftJoin('payroll_run', 'payroll_run.id', 'event.paid_in_run_id')
    .select([
      'event.id',
      'event.corrects_event_id',
      'event.employment_id',
      'event.from_date',
      'event.state',
      'event.payload',
      'event.paid_in_run_label',
      'payroll_run.status',
    ])
    .where('event.employer_id', '=', employerId)
    .where('event.state', 'in', ['attested', 'paid'])
    .where('event.from_date', '<=', last)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('event.kind', '=', 'balance'),
          sql<boolean>`event.payload->>'balance' in ('vacation-days', 'saved-vacation-days')`,
        ]),
        eb.and([
          eb('event.kind', '=', 'absence'),
          sql<boolean>`event.payload->>'absenceType' = 'vacation-unpaid'`,
        ]),
      ]),
    )
    // The same order as the ledger's, so saved days are taken from the same lots.
    .orderBy('event.from_date');
  if (ids) eventQuery = eventQuery.where('event.employment_id', 'in', ids);
  // Side by side: on PostgreSQL each statement has a connection of its own.
  const [[{ sums }], events, holidays, { compBank }] = await Promise.all([
    db.selectNoFrom(jsonArrayFrom(payslipQuery).as('sums')).execute() as Promise<
      [{ sums: (Record<string, number | null> & { employment_id: string })[] }]
    >,
    eventQuery.execute(),
    readHolidaySettings(db, employerId),
    readTimeBankSettings(db, employerId),
  ]);
  const sumsOf = new Map(sums.map((row) => [row.employment_id, row]));
  const eventsOf = new Map<string, BalanceEventRow[]>();
  for (const row of events) {
    const event: BalanceEventRow = {
      id: row.id,
      correctsEventId: row.corrects_event_id,
      date: row.from_date,
      payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as
        | AbsencePayload
        | BalancePayload,
      runLabel: row.state === 'paid' && row.status === 'completed' ? row.paid_in_run_label : null,
    };
    const list = eventsOf.get(row.employment_id);
    if (list) list.push(event);
    else eventsOf.set(row.employment_id, [event]);
  }
  const employments = rows.map((employment) => ({
    sums: sumsOf.get(employment.id),
    opening: readOpening(employment.opening_balances),
    events: eventsOf.get(employment.id) ?? [],
    schedule: {
      schedule: employment.schedule as number[],
      weeklyHours: Number(employment.weekly_hours),
      holidays,
      employmentStart: employment.start_date,
      employmentEnd: employment.end_date,
    },
  }));
  return dates.map((date, index) => {
    const hundredths = (sums: Record<string, number | null> | undefined, field: string) =>
      Number(sums?.[`${field}_${index}`] ?? 0) / 100;
    const days = employments.map(({ sums, opening, events, schedule }) => {
      // One payslip row stands for them all: the ledger takes each field in hundredths
      // (toHundredths), so the sums give the same days as the payslips one by one. Paid-out days
      // (a final payslip's semesterersättning) are the ledger's where it reads them.
      const payslip = {
        payDate: date,
        runLabel: '',
        daysEarned: hundredths(sums, 'earned'),
        daysTaken: -hundredths(sums, 'taken'),
        daysPaidOut: -hundredths(sums, 'paid_out'),
        savedDaysPaidOut: hundredths(sums, 'saved_paid_out'),
      };
      // The ledger's vacation part alone: only vacation events are read, the time banks are not needed.
      return buildVacationLedger({
        date,
        opening,
        payslips: [payslip],
        // The events up to this date, as a read at this date gets them.
        events: events.length === 0 ? events : events.filter((event) => event.date <= date),
        schedule,
        compBank,
      });
    });
    const yearGrossOre = options.yearGross
      ? employments.map(({ sums }) => Number(sums?.[`gross_${index}`] ?? 0))
      : [];
    return { date, days, yearGrossOre };
  });
}
