import type { YearEndView } from '@lonsam/domain/contracts/balances/balance-shapes';
import type { AbsencePayload, BalancePayload } from '@lonsam/domain/events/event-schema';
import { findVacationYear } from '@lonsam/domain/settings/vacation-rules';
import type { VacationSettings } from '@lonsam/domain/settings/vacation-settings';
import { type EarningAbsence, toEarningAbsence } from '@lonsam/domain/vacation/vacation-earning';
import { planLedgerYearEnd } from '@lonsam/domain/vacation/vacation-year-end-ledger';
import { type Kysely, sql } from 'kysely';
import type { EmployerScope } from '../../access/employer-scope.ts';
import { type AuditContext, recordAuditEvent } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { readVacationSettings } from '../calendar-settings/index.ts';
import { createEvent, decideEvents } from '../events/index.ts';
import { buildLedgers, type EmploymentRow, employments } from './balance-queries.ts';

/*
 * The vacation year end on the job runner (docs/balances.md *Year end*). `year` names the closing
 * vacation year by the calendar year it starts in. Per employment, in one transaction: the ledger
 * on the day before the new year, `planLedgerYearEnd`, its adjustments written as balance events
 * reported and attested by the admin who started it (audited as any event's), a row in
 * `vacation_year_end` and an `employee.vacation-year-closed` audit row. An employment with that row
 * is skipped, so a rerun writes nothing.
 */

export type YearEndSummary = {
  employments: number;
  eventsWritten: number;
  daysSaved: number;
  daysExpired: number;
  daysToPayOut: number;
};

type StoredResult = {
  events: number;
  saved: number;
  expired: number;
  toPayOut: number;
  /** The balance event taking the days to pay out off the balance: the payroll run that takes it in pays them. */
  payoutEventId?: string;
  /** The law's paid days for the new vacation year (its unpaid leave days fill up to the group's). */
  paidDaysEarned?: number;
};

/** The first day of the vacation year after the one starting in `year`. */
export function newYearStartOf(settings: Pick<VacationSettings, 'vacationYear'>, year: number): string {
  return settings.vacationYear === 'statutory' ? `${year + 1}-04-01` : `${year + 1}-01-01`;
}

const dayBefore = (date: string) => {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Sums of the completed payslips' vacation days for months within a period (by the payslip's period). */
async function payslipDays(
  db: Kysely<Database>,
  employerId: string,
  employmentId: string,
  period: { from: string; to: string },
) {
  const row = await db
    .selectFrom('payslip')
    .innerJoin('payroll_run', 'payroll_run.id', 'payslip.run_id')
    .select([
      sql<number>`coalesce(sum(coalesce((payslip.result->'vacation'->>'daysEarned')::float8, 0)), 0)`.as(
        'earned',
      ),
      sql<number>`coalesce(sum(coalesce((payslip.result->'vacation'->>'daysTaken')::float8, 0)), 0)`.as(
        'taken',
      ),
    ])
    .where('payslip.employer_id', '=', employerId)
    .where('payslip.employment_id', '=', employmentId)
    .where('payroll_run.status', '=', 'completed')
    .where('payslip.period', '>=', period.from.slice(0, 7))
    .where('payslip.period', '<=', period.to.slice(0, 7))
    .executeTakeFirstOrThrow();
  return { earned: round2(Number(row.earned)), taken: round2(Number(row.taken)) };
}

/**
 * The attested (or paid) absence touching the earning year, as the earning rules see it: sick and
 * parental leave within their limits, unpaid leave subtracted (vacation-earning.ts).
 */
async function earningAbsences(
  db: Kysely<Database>,
  employerId: string,
  employmentId: string,
  period: { from: string; to: string },
): Promise<EarningAbsence[]> {
  const rows = await db
    .selectFrom('event')
    .select('payload')
    .where('employer_id', '=', employerId)
    .where('employment_id', '=', employmentId)
    .where('kind', '=', 'absence')
    .where('state', 'in', ['attested', 'paid'])
    .where('from_date', '<=', period.to)
    .where('to_date', '>=', period.from)
    .orderBy('from_date')
    .execute();
  return rows.flatMap((row) => {
    const payload = (
      typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload
    ) as AbsencePayload;
    const absence = toEarningAbsence(payload);
    return absence ? [absence] : [];
  });
}

/** One employment's year end in one transaction; null when it was done before. */
async function closeEmployment(
  db: Kysely<Database>,
  input: {
    scope: EmployerScope;
    audit: AuditContext;
    now: Date;
    year: number;
    settings: VacationSettings;
    employment: EmploymentRow;
  },
): Promise<StoredResult | null> {
  const { scope, audit, now, year, settings, employment } = input;
  const employerId = scope.employerId;
  return withTransaction(db, async (trx) => {
    // The row first: a second attempt running at the same time waits here, then finds it taken.
    const claimed = await trx
      .insertInto('vacation_year_end')
      .values({ employer_id: employerId, employment_id: employment.id, year, result: '{}' })
      .onConflict((oc) => oc.columns(['employment_id', 'year']).doNothing())
      .returning('employment_id')
      .executeTakeFirst();
    if (!claimed) return null;
    const newYearStart = newYearStartOf(settings, year);
    const before = dayBefore(newYearStart);
    const [ledger] = await buildLedgers(trx, employerId, [employment], before);
    const periods = findVacationYear(newYearStart, settings);
    const closing = findVacationYear(before, settings).vacationYear;
    const accrued = await payslipDays(trx, employerId, employment.id, periods.earningYear);
    const taken = await payslipDays(trx, employerId, employment.id, closing);
    const group = settings.groups.find((g) => g.isDefault) ?? settings.groups[0]!;
    const plan = planLedgerYearEnd({
      newYearStart,
      settings,
      group,
      employment: { startDate: employment.start_date, endDate: employment.end_date },
      absences: await earningAbsences(trx, employerId, employment.id, periods.earningYear),
      paidDaysBefore: ledger!.vacation.paidDays,
      accruedInEarningYear: accrued.earned,
      takenInClosingYear: taken.taken,
      savedByYear: ledger!.vacation.savedByYear,
    });
    let payoutEventId: string | undefined;
    for (const adjustment of plan.adjustments) {
      const payload: BalancePayload = {
        kind: 'balance',
        balance: adjustment.balance,
        date: adjustment.date,
        change: adjustment.change,
        reason: adjustment.reason,
      };
      const reported = await createEvent(trx, { scope, audit, now, employmentId: employment.id, payload });
      if (adjustment.isPayout) payoutEventId = reported.id;
      await decideEvents(trx, {
        scope,
        audit,
        now,
        decision: 'attest',
        events: [{ eventId: reported.id, version: reported.version }],
      });
    }
    const sum = (kind: string) =>
      round2(plan.changes.filter((c) => c.kind === kind).reduce((s, c) => s + ('days' in c ? c.days : 0), 0));
    const result: StoredResult = {
      events: plan.adjustments.length,
      saved: sum('saved'),
      expired: sum('expired'),
      toPayOut: plan.daysToPayOut,
      ...(payoutEventId ? { payoutEventId } : {}),
      ...(plan.earned ? { paidDaysEarned: plan.earned.paidDays } : {}),
    };
    await trx
      .updateTable('vacation_year_end')
      .set({ result: JSON.stringify(result) })
      .where('employment_id', '=', employment.id)
      .where('year', '=', year)
      .execute();
    await recordAuditEvent(trx, audit, {
      action: 'employee.vacation-year-closed',
      entityType: 'employee',
      entityId: employment.id,
      employerId,
      before: null,
      after: { year, closingYear: plan.closingYear, earned: plan.earned, ...result },
    });
    return result;
  });
}

/** Every employment employed on the closing year's last day, closed one by one. */
export async function runYearEnd(
  db: Kysely<Database>,
  input: {
    scope: EmployerScope;
    audit: AuditContext;
    now: Date;
    year: number;
    signal?: AbortSignal;
    onProgress?: (done: number, total: number) => Promise<void>;
  },
): Promise<YearEndSummary> {
  const { scope, year } = input;
  const settings = (await readVacationSettings(db, scope.employerId)) as VacationSettings;
  const lastDay = dayBefore(newYearStartOf(settings, year));
  const rows = (await employments(db, scope.employerId)
    .where('employment.start_date', '<=', lastDay)
    .where((eb) => eb.or([eb('employment.end_date', 'is', null), eb('employment.end_date', '>=', lastDay)]))
    .orderBy('employment.id')
    .execute()) as EmploymentRow[];
  const summary: YearEndSummary = {
    employments: 0,
    eventsWritten: 0,
    daysSaved: 0,
    daysExpired: 0,
    daysToPayOut: 0,
  };
  let done = 0;
  for (const employment of rows) {
    input.signal?.throwIfAborted();
    const result = await closeEmployment(db, { ...input, settings, employment });
    if (result) {
      summary.employments += 1;
      summary.eventsWritten += result.events;
      summary.daysSaved = round2(summary.daysSaved + result.saved);
      summary.daysExpired = round2(summary.daysExpired + result.expired);
      summary.daysToPayOut = round2(summary.daysToPayOut + result.toPayOut);
    }
    done += 1;
    await input.onProgress?.(done, rows.length);
  }
  return summary;
}

/** The year end's status: the latest job's state and progress, and the totals of the employments done. */
export async function readYearEnd(
  db: Kysely<Database>,
  jobs: Pick<JobRunner, 'getStatus'>,
  employerId: string,
  year: number,
): Promise<YearEndView> {
  const run = await db
    .selectFrom('vacation_year_end_run')
    .selectAll()
    .where('employer_id', '=', employerId)
    .where('year', '=', year)
    .executeTakeFirst();
  const rows = await db
    .selectFrom('vacation_year_end')
    .select('result')
    .where('employer_id', '=', employerId)
    .where('year', '=', year)
    .execute();
  const results = rows.map(
    (row) => (typeof row.result === 'string' ? JSON.parse(row.result) : row.result) as Partial<StoredResult>,
  );
  const total = (key: 'saved' | 'expired' | 'toPayOut') =>
    round2(results.reduce((s, r) => s + Number(r[key] ?? 0), 0));
  const status = run ? await jobs.getStatus(run.job_id, run.started_by_identity_id) : undefined;
  const state: YearEndView['state'] = !run
    ? 'not-started'
    : !status
      ? 'succeeded'
      : status.state === 'retrying'
        ? 'running'
        : status.state;
  const jobResult = status?.state === 'succeeded' ? (status.result as Partial<YearEndSummary> | null) : null;
  return {
    year,
    state,
    progress: !run ? 0 : status ? status.progress : 100,
    employments: rows.length,
    eventsWritten: jobResult?.eventsWritten ?? null,
    daysSaved: total('saved'),
    daysExpired: total('expired'),
    daysToPayOut: total('toPayOut'),
    errorCode: status?.state === 'failed' ? status.errorCode : null,
  };
}
