import type {
  CostGrouping,
  CostResponse,
  HeadcountResponse,
  JournalAmounts,
  JournalResponse,
  TaxesResponse,
} from '@lonsam/domain/contracts/reports/report-shapes';
import { agiDueDate, agiPaymentDueDate } from '@lonsam/domain/files/agi/agi-due-date';
import { type Kysely, sql } from 'kysely';
import type { EmployerScope } from '../../access/employer-scope.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { costGroups } from './cost-groups-query.ts';

/*
 * Every report reads completed runs only and writes nothing. A month is the pay date's month. A
 * manager sees the employments they manage; an admin the whole company.
 */

const NO_ID = '00000000-0000-0000-0000-000000000000';
const payMonth = sql<string>`to_char(payslip.pay_date, 'YYYY-MM')`;

/**
 * The cost centre a payslip was calculated with (`payslip.dimensions`, stored at calculation so that
 * moving the employee later changes no completed run's report); for a payslip calculated before
 * they were stored (null), its employment's cost centre as it is today.
 */
export const payslipCostCentre = sql<string | null>`(case when payslip.dimensions is null
  then cost_centre.code else payslip.dimensions -> 'cost-centre' ->> 'code' end)`;

export function completedPayslips(db: Kysely<Database>, scope: EmployerScope) {
  let query = db
    .selectFrom('payslip')
    .innerJoin('payroll_run', 'payroll_run.id', 'payslip.run_id')
    .innerJoin('employment', 'employment.id', 'payslip.employment_id')
    .leftJoin('dimension_object as cost_centre', 'cost_centre.id', 'employment.cost_centre_id')
    .where('payslip.employer_id', '=', scope.employerId)
    .where('payroll_run.status', '=', 'completed');
  if (scope.role === 'manager') query = query.where('employment.manager_role_id', '=', scope.roleId);
  if (scope.role === 'user') query = query.where('payslip.employment_id', '=', scope.employmentId ?? NO_ID);
  return query;
}

export function journalSelectionMissing(): AppError {
  return new AppError({
    status: 400,
    code: 'REPORT_SELECTION_MISSING',
    detail: 'Choose a month (period) or a run (runId).',
  });
}

const zero = (): JournalAmounts => ({
  grossOre: 0,
  benefitsOre: 0,
  taxOre: 0,
  netDeductionsOre: 0,
  taxFreeOre: 0,
  netOre: 0,
  contributionsOre: 0,
});

function add(total: JournalAmounts, row: JournalAmounts): void {
  for (const key of Object.keys(total) as (keyof JournalAmounts)[]) total[key] += row[key];
}

/** Lönejournal: every payslip of a run or of the runs paid in a month, with the runs' totals. */
export async function payrollJournal(
  db: Kysely<Database>,
  scope: EmployerScope,
  selection: { period?: string | undefined; runId?: string | undefined },
): Promise<JournalResponse> {
  if (!selection.period && !selection.runId) throw journalSelectionMissing();
  let query = completedPayslips(db, scope).select([
    'payslip.id',
    'payslip.run_id',
    'payroll_run.label',
    sql<string>`to_char(payroll_run.pay_date, 'YYYY-MM-DD')`.as('pay_date'),
    'payslip.employee_name',
    payslipCostCentre.as('cost_centre'),
    'payslip.gross_ore',
    'payslip.benefits_ore',
    'payslip.tax_ore',
    'payslip.net_deductions_ore',
    'payslip.tax_free_ore',
    'payslip.net_ore',
    'payslip.employer_contributions_ore',
  ]);
  if (selection.runId) query = query.where('payslip.run_id', '=', selection.runId);
  if (selection.period) query = query.where(payMonth, '=', selection.period);
  const rows = await query
    .orderBy('payroll_run.pay_date')
    .orderBy('payslip.employee_name')
    .orderBy('payslip.id')
    .execute();
  const runs = new Map<string, JournalResponse['runs'][number]>();
  const totals = zero();
  const out = rows.map((row) => {
    const amounts: JournalAmounts = {
      grossOre: Number(row.gross_ore),
      benefitsOre: Number(row.benefits_ore),
      taxOre: Number(row.tax_ore),
      netDeductionsOre: Number(row.net_deductions_ore),
      taxFreeOre: Number(row.tax_free_ore),
      netOre: Number(row.net_ore),
      contributionsOre: Number(row.employer_contributions_ore),
    };
    const run = runs.get(row.run_id) ?? {
      id: row.run_id,
      label: row.label,
      payDate: row.pay_date,
      totals: zero(),
    };
    runs.set(row.run_id, run);
    add(run.totals, amounts);
    add(totals, amounts);
    return {
      payslipId: row.id,
      runId: row.run_id,
      employeeName: row.employee_name,
      costCentre: row.cost_centre,
      ...amounts,
    };
  });
  return { runs: [...runs.values()], rows: out, totals };
}

/** Skatter och avgifter: per month of the year, tax withheld and contributions to pay, and by when. */
export async function taxesByMonth(
  db: Kysely<Database>,
  scope: EmployerScope,
  year: string,
): Promise<TaxesResponse> {
  const rows = await completedPayslips(db, scope)
    .select([
      payMonth.as('period'),
      sql<string>`count(distinct payslip.run_id)`.as('run_count'),
      sql<string>`coalesce(sum(payslip.tax_ore), 0)`.as('tax_ore'),
      sql<string>`coalesce(sum(payslip.employer_contributions_ore), 0)`.as('contributions_ore'),
    ])
    .where(sql<string>`to_char(payslip.pay_date, 'YYYY')`, '=', year)
    .groupBy(payMonth)
    .orderBy(payMonth)
    .execute();
  return {
    months: rows.map((row) => {
      const taxOre = Number(row.tax_ore);
      const contributionsOre = Number(row.contributions_ore);
      return {
        period: row.period,
        runCount: Number(row.run_count),
        taxOre,
        contributionsOre,
        toPayOre: taxOre + contributionsOre,
        declarationDueDate: agiDueDate(row.period),
        paymentDueDate: agiPaymentDueDate(row.period),
      };
    }),
  };
}

/** The 12 months that end with `to`, oldest first. */
export function twelveMonths(to: string): string[] {
  const [year, month] = to.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, index) => {
    const total = year * 12 + (month - 1) - (11 - index);
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * Lönekostnad per month and cost centre: cash gross, tax-free allowances and contributions; with
 * `groupBy: 'salary-type-group'` also per salary-type group (cost-groups-query.ts).
 */
export async function costByMonth(
  db: Kysely<Database>,
  scope: EmployerScope,
  input: { to: string; costCentre?: string | undefined; groupBy?: CostGrouping | undefined },
): Promise<CostResponse> {
  const months = twelveMonths(input.to);
  let payslips = completedPayslips(db, scope);
  if (input.costCentre) payslips = payslips.where(payslipCostCentre, '=', input.costCentre);
  const query = payslips
    .select([
      payMonth.as('period'),
      payslipCostCentre.as('cost_centre'),
      sql<string>`sum(payslip.gross_ore)`.as('gross_ore'),
      sql<string>`sum(payslip.tax_free_ore)`.as('tax_free_ore'),
      sql<string>`sum(payslip.employer_contributions_ore)`.as('contributions_ore'),
    ])
    .where(payMonth, '>=', months[0]!)
    .where(payMonth, '<=', months[11]!);
  const rows = await query
    .groupBy([payMonth, payslipCostCentre])
    .orderBy(payMonth)
    .orderBy(payslipCostCentre)
    .execute();
  const costCentres = await db
    .selectFrom('dimension_object')
    .select(['code', 'name'])
    .where('employer_id', '=', scope.employerId)
    .where('dimension', '=', 'cost-centre')
    .orderBy('code')
    .execute();
  // A cost centre the months' payslips were calculated with that has since been recoded or
  // deleted: named as the payslips stored it (read only when the rows hold one).
  const known = new Set(costCentres.map((object) => object.code));
  const recoded = rows.some((row) => row.cost_centre !== null && !known.has(row.cost_centre));
  const gone = !recoded
    ? []
    : await completedPayslips(db, scope)
        .select([
          sql<string>`payslip.dimensions -> 'cost-centre' ->> 'code'`.as('code'),
          sql<string>`max(payslip.dimensions -> 'cost-centre' ->> 'name')`.as('name'),
        ])
        .where(sql<string | null>`payslip.dimensions -> 'cost-centre' ->> 'code'`, 'is not', null)
        .where(payMonth, '>=', months[0]!)
        .where(payMonth, '<=', months[11]!)
        .groupBy(sql`payslip.dimensions -> 'cost-centre' ->> 'code'`)
        .execute();
  for (const object of gone) if (!known.has(object.code)) costCentres.push(object);
  const costRows = rows.map((row) => {
    const grossOre = Number(row.gross_ore);
    const taxFreeOre = Number(row.tax_free_ore);
    const contributionsOre = Number(row.contributions_ore);
    return {
      period: row.period,
      costCentre: row.cost_centre,
      grossOre,
      taxFreeOre,
      contributionsOre,
      totalOre: grossOre + taxFreeOre + contributionsOre,
    };
  });
  return {
    months,
    costCentres,
    rows: costRows,
    ...(input.groupBy === 'salary-type-group'
      ? { groups: await costGroups(db, payslips, months, costRows) }
      : {}),
  };
}

function lastDay(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
}

/**
 * The number of Monday–Friday dates from `from` to `to` inclusive, remembered per span: most
 * employments span the whole month, so 10 000 of them count 12 spans, not 120 000 (bench/reports.ts).
 */
function countWeekdays(from: string, to: string, memo: Map<string, number>): number {
  const key = `${from}|${to}`;
  let count = memo.get(key);
  if (count === undefined) {
    count = weekdaysBetween(from, to).length;
    memo.set(key, count);
  }
  return count;
}

/** Monday–Friday dates from `from` to `to` inclusive, ISO dates (holidays are not taken out). */
function weekdaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day.toISOString().slice(0, 10) <= to; ) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day.toISOString().slice(0, 10));
    day = new Date(day.getTime() + 86_400_000);
  }
  return days;
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

type Extent =
  | { mode: 'whole-days' }
  | { mode: 'hours'; hoursPerDay: number }
  | { mode: 'percent'; percent: number };

/** The share of a working day an absence takes: hours against the employment's day (weekly / 5). */
function dayShare(extent: Extent | undefined, weeklyHours: number): number {
  if (!extent || extent.mode === 'whole-days') return 1;
  if (extent.mode === 'percent') return extent.percent / 100;
  const dayHours = weeklyHours > 0 ? weeklyHours / 5 : 8;
  return Math.min(1, extent.hoursPerDay / dayHours);
}

/**
 * Personalstatistik: employments at each month end, those that started and ended in it, the
 * weekdays they were employed and the weekdays of absence per type (not rejected), so the
 * absence rate of a type is its days over the workdays.
 */
export async function headcountByMonth(
  db: Kysely<Database>,
  scope: EmployerScope,
  to: string,
): Promise<HeadcountResponse> {
  const months = twelveMonths(to);
  const first = `${months[0]}-01`;
  const last = lastDay(months[11]!);
  let query = db
    .selectFrom('employment')
    .select([
      'id',
      'weekly_hours',
      sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string | null>`to_char(end_date, 'YYYY-MM-DD')`.as('end_date'),
    ])
    .where('employer_id', '=', scope.employerId)
    .where('start_date', '<=', last)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', first)]));
  if (scope.role === 'manager') query = query.where('manager_role_id', '=', scope.roleId);
  if (scope.role === 'user') query = query.where('id', '=', scope.employmentId ?? NO_ID);
  const employments = await query.execute();
  const absences =
    employments.length === 0
      ? []
      : await db
          .selectFrom('event')
          .select([
            'employment_id',
            'payload',
            sql<string>`to_char(from_date, 'YYYY-MM-DD')`.as('from_date'),
            sql<string>`to_char(to_date, 'YYYY-MM-DD')`.as('to_date'),
          ])
          .where('employer_id', '=', scope.employerId)
          .where('kind', '=', 'absence')
          .where('state', '!=', 'rejected')
          .where('from_date', '<=', last)
          .where('to_date', '>=', first)
          .where(
            'employment_id',
            'in',
            employments.map((row) => row.id),
          )
          .execute();
  const weeklyHours = new Map(employments.map((row) => [row.id, Number(row.weekly_hours)]));
  const weekdayMemo = new Map<string, number>();
  return {
    months: months.map((period) => {
      const start = `${period}-01`;
      const end = lastDay(period);
      let headcount = 0;
      let starts = 0;
      let ends = 0;
      let workdays = 0;
      for (const row of employments) {
        if (row.start_date <= end && (row.end_date === null || row.end_date >= end)) headcount += 1;
        if (row.start_date.startsWith(period)) starts += 1;
        if (row.end_date?.startsWith(period)) ends += 1;
        const from = later(row.start_date, start);
        const until = earlier(row.end_date ?? end, end);
        if (from <= until) workdays += countWeekdays(from, until, weekdayMemo);
      }
      const absenceDays: Record<string, number> = {};
      for (const event of absences) {
        const from = later(event.from_date, start);
        const until = earlier(event.to_date, end);
        if (from > until) continue;
        const payload = event.payload as { absenceType: string; extent?: Extent };
        const share = dayShare(payload.extent, weeklyHours.get(event.employment_id) ?? 40);
        const days = countWeekdays(from, until, weekdayMemo) * share;
        absenceDays[payload.absenceType] =
          Math.round(((absenceDays[payload.absenceType] ?? 0) + days) * 100) / 100;
      }
      return { period, headcount, starts, ends, workdays, absenceDays };
    }),
  };
}
