import type { AbsencePayload, BalancePayload } from '@lonsam/domain/events/event-schema';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { readHolidaySettings, readTimeBankSettings } from '../calendar-settings/index.ts';
import { buildLedger } from './balance-ledger.ts';
import { type EmploymentRow, readOpening } from './balance-queries.ts';

/*
 * Vacation days of many employments at a date in four statements (issue 21: Semesterskuld and the
 * bulk balance list for 10 000 employees). The ledger (buildLedgers) reads every payslip of every
 * employment and builds each one's history and time banks; these need only the days, so the
 * payslips are summed in SQL (their narrow copy, payslip_vacation_sum, migration 0085) and only
 * the few events that change vacation days are read.
 */

// Above this many employments the statements read the whole company and drop the others in JS:
// a bind list of 10 000 ids costs more than the rows it keeps out.
const MAX_ID_LIST = 500;

export async function summariseVacation(
  db: Kysely<Database>,
  employerId: string,
  rows: readonly EmploymentRow[],
  date: string,
) {
  if (rows.length === 0) return [];
  const ids = rows.length <= MAX_ID_LIST ? rows.map((row) => row.id) : null;
  // Each payslip's days are in hundredths already, rounded as the ledger rounds them (migration 0085).
  let payslipQuery = db
    .selectFrom('payslip_vacation_sum as payslip')
    .innerJoin('payroll_run', 'payroll_run.id', 'payslip.run_id')
    .select([
      'payslip.employment_id',
      sql<string>`sum(payslip.days_earned_hundredths)`.as('earned'),
      sql<string>`sum(payslip.days_taken_hundredths)`.as('taken'),
      sql<string>`sum(payslip.days_paid_out_hundredths)`.as('paid_out'),
      sql<string>`sum(payslip.saved_days_paid_out_hundredths)`.as('saved_paid_out'),
    ])
    .where('payslip.employer_id', '=', employerId)
    .where('payroll_run.status', '=', 'completed')
    .where('payslip.pay_date', '<=', date)
    .groupBy('payslip.employment_id');
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
    .where('event.from_date', '<=', date)
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
  const payslips = await payslipQuery.execute();
  const events = await eventQuery.execute();
  const holidays = await readHolidaySettings(db, employerId);
  const { compBank } = await readTimeBankSettings(db, employerId);
  const sumsOf = new Map(payslips.map((row) => [row.employment_id, row]));
  const eventsOf = new Map<string, typeof events>();
  for (const event of events) {
    const list = eventsOf.get(event.employment_id);
    if (list) list.push(event);
    else eventsOf.set(event.employment_id, [event]);
  }
  return rows.map((employment) => {
    const sums = sumsOf.get(employment.id);
    const hundredths = (value: string | undefined) => Number(value ?? 0) / 100;
    // One payslip row stands for them all: the ledger takes each field in hundredths
    // (toHundredths), so the sums give the same days as the payslips one by one. Paid-out days
    // (a final payslip's semesterersättning) are the ledger's where it reads them.
    const payslip = {
      payDate: date,
      runLabel: '',
      daysEarned: hundredths(sums?.earned),
      daysTaken: -hundredths(sums?.taken),
      daysPaidOut: -hundredths(sums?.paid_out),
      savedDaysPaidOut: hundredths(sums?.saved_paid_out),
    };
    return buildLedger({
      date,
      opening: readOpening(employment.opening_balances),
      payslips: [payslip],
      events: (eventsOf.get(employment.id) ?? []).map((row) => ({
        id: row.id,
        correctsEventId: row.corrects_event_id,
        date: row.from_date,
        payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as
          | AbsencePayload
          | BalancePayload,
        runLabel: row.state === 'paid' && row.status === 'completed' ? row.paid_in_run_label : null,
      })),
      schedule: {
        schedule: employment.schedule as number[],
        weeklyHours: Number(employment.weekly_hours),
        holidays,
        employmentStart: employment.start_date,
        employmentEnd: employment.end_date,
      },
      // Only vacation events are read: the time banks come out empty and are not used.
      compBank,
    }).vacation;
  });
}
