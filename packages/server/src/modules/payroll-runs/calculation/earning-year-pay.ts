import { findSalaryAt, type SalaryRow } from '@lonsam/domain/employees/salary-rows';
import type { AbsencePayload } from '@lonsam/domain/events/event-schema';
import { FIXED_PAY_CODES } from '@lonsam/domain/payroll/payslip/variable-pay';
import type { HolidaySettings } from '@lonsam/domain/settings/company-holidays';
import { type DatePeriod, findVacationYear } from '@lonsam/domain/settings/vacation-rules';
import type { VacationSettings } from '@lonsam/domain/settings/vacation-settings';
import { absenceNotionalPay } from '@lonsam/domain/vacation/vacation-base';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** What the completed payslips of an earning year say, for the vacation pay of one employment. */
export type EarningYearPay = {
  /** Semesterlönegrundande lön of the earning year that pays the period's vacation (procentregeln). */
  vacationBaseOre?: number;
  /** Variable pay of the earning year under way (sammalöneregeln: 12 % at termination). */
  variablePayEarnedOre?: number;
};

export type EarningYearNeed = {
  employmentId: string;
  startDate: string;
  /** The vacation is paid from the earning year's base: procentregeln, or an hourly wage. */
  needsBase: boolean;
  /** The employment ends in the period or ended the month before, under sammalöneregeln. */
  needsVariablePay: boolean;
  /**
   * An hourly wage: its schedule and wages price the semesterlönegrundande absence of the earning
   * year into the base (a monthly salary's sick, parental and VAB deductions already leave M whole).
   */
  hourly?: {
    endDate: string | null;
    schedule: readonly number[];
    weeklyHours: number;
    wages: readonly SalaryRow[];
  };
};

/**
 * The earning-year sums of the employments that need them, from the lines of completed payslips
 * (their `vacationEarning` flag, by the day each line concerns), one statement for the batch.
 * Vacation taken in the period is paid from the earning year of the vacation year the period's
 * first day is in (findVacationYear with the company's vacation year); at termination the variable
 * pay of the year being earned now (the current vacation year's dates) gets its 12 %. Only pay of
 * days before the period counts: the period's own lines are not calculated yet (the calculation
 * adds the payslip's own variable pay itself, domain variable-pay.ts).
 *
 * The base is known when a completed payslip has a line in the earning year, or when the
 * employment started after it (0); otherwise it is left out and the payslip reports
 * VACATION_BASE_MISSING, as the pay of an earning year before Lönsam is not in the database.
 * For an hourly wage the base also holds the pay the semesterlönegrundande absence of the earning
 * year would have paid (sick leave, parental leave and VAB within their limits; domain
 * vacation-base.ts), from the attested and paid absence events before the period.
 */
export async function loadEarningYearPay(
  db: Kysely<Database>,
  input: {
    employerId: string;
    firstDay: string;
    needs: readonly EarningYearNeed[];
    vacationYear: Pick<VacationSettings, 'vacationYear' | 'earningYear'>;
    holidays: HolidaySettings;
    excludeRunId?: string;
  },
): Promise<Map<string, EarningYearPay>> {
  const wanted = input.needs.filter((need) => need.needsBase || need.needsVariablePay);
  const result = new Map<string, EarningYearPay>();
  if (wanted.length === 0) return result;
  const years = findVacationYear(input.firstDay, input.vacationYear);
  const base: DatePeriod = years.earningYear;
  const variable: DatePeriod = years.vacationYear;
  const fromMonth = (base.from < variable.from ? base.from : variable.from).slice(0, 7);
  const excluded = input.excludeRunId ?? '00000000-0000-0000-0000-000000000000';
  const { rows } = await sql<{ employment_id: string; base: string; base_lines: string; variable: string }>`
    select p.employment_id,
      coalesce(sum((l->>'amountOre')::bigint) filter (where l->>'periodFrom' between ${base.from} and ${base.to}
        and (l->>'vacationEarning')::boolean), 0) as base,
      count(*) filter (where l->>'periodFrom' between ${base.from} and ${base.to}) as base_lines,
      coalesce(sum((l->>'amountOre')::bigint) filter (where l->>'periodFrom' between ${variable.from} and ${variable.to}
        and (l->>'vacationEarning')::boolean and l->>'effect' = 'adds-to-gross'
        and l->>'code' not in (${sql.join(FIXED_PAY_CODES)})), 0) as variable
    from payslip p
    join payroll_run r on r.id = p.run_id
    cross join lateral jsonb_array_elements(p.result->'lines') as l
    where p.employer_id = ${input.employerId} and r.status = 'completed' and r.id <> ${excluded}
      and p.employment_id in (${sql.join(wanted.map((need) => need.employmentId))})
      and p.period >= ${fromMonth}
      and l->>'periodFrom' < ${input.firstDay}
    group by p.employment_id`.execute(db);
  const sums = new Map(rows.map((row) => [row.employment_id, row]));
  const absences = await loadEarningYearAbsences(db, {
    employerId: input.employerId,
    employmentIds: wanted.filter((need) => need.needsBase && need.hourly).map((need) => need.employmentId),
    earningYear: base,
    before: input.firstDay,
  });
  for (const need of wanted) {
    const found = sums.get(need.employmentId);
    const pay: EarningYearPay = {};
    if (need.needsBase) {
      if (found && Number(found.base_lines) > 0)
        pay.vacationBaseOre = Number(found.base) + notionalPayOre(need, absences, base, input);
      else if (need.startDate > base.to) pay.vacationBaseOre = 0;
    }
    if (need.needsVariablePay) pay.variablePayEarnedOre = Number(found?.variable ?? 0);
    result.set(need.employmentId, pay);
  }
  return result;
}

function notionalPayOre(
  need: EarningYearNeed,
  absences: ReadonlyMap<string, AbsencePayload[]>,
  earningYear: DatePeriod,
  input: { firstDay: string; holidays: HolidaySettings },
): number {
  const events = absences.get(need.employmentId);
  if (!need.hourly || !events) return 0;
  const { hourly } = need;
  return absenceNotionalPay({
    earningYear,
    before: input.firstDay,
    schedule: {
      schedule: hourly.schedule,
      weeklyHours: hourly.weeklyHours,
      holidays: input.holidays,
      employmentStart: need.startDate,
      employmentEnd: hourly.endDate,
    },
    absences: events,
    hourlyWageOn: (date) => findSalaryAt(hourly.wages, date)?.amountOre,
  }).amountOre;
}

/**
 * Attested and paid absences touching the earning year that start before the period, one
 * statement: what the procentregeln base prices and what the payslip's days earned count the
 * vacation-earning limits from (load-payslip-inputs.ts).
 */
export async function loadEarningYearAbsences(
  db: Kysely<Database>,
  input: { employerId: string; employmentIds: readonly string[]; earningYear: DatePeriod; before: string },
): Promise<Map<string, AbsencePayload[]>> {
  const byEmployment = new Map<string, AbsencePayload[]>();
  if (input.employmentIds.length === 0) return byEmployment;
  const rows = await db
    .selectFrom('event')
    .select(['employment_id', 'payload'])
    .where('employer_id', '=', input.employerId)
    .where('employment_id', 'in', [...input.employmentIds])
    .where('kind', '=', 'absence')
    .where('state', 'in', ['attested', 'paid'])
    .where('from_date', '<=', input.earningYear.to)
    .where('from_date', '<', input.before)
    .where('to_date', '>=', input.earningYear.from)
    .orderBy('employment_id')
    .orderBy('from_date')
    .execute();
  for (const row of rows) {
    const list = byEmployment.get(row.employment_id) ?? [];
    list.push(row.payload as AbsencePayload);
    byEmployment.set(row.employment_id, list);
  }
  return byEmployment;
}
