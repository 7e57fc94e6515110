import { findSalaryAt } from '../../employees/salary-rows.ts';
import { eachDate as eachDateChecked } from '../../events/absence-days.ts';
import type { ScheduleContext } from '../../events/work-schedule.ts';
import { lineAmountOre } from '../../salary-types/salary-type-rate.ts';
import { STANDARD_SALARY_TYPES } from '../../salary-types/standard-salary-types.ts';
import { DEFAULT_HOLIDAY_SETTINGS } from '../../settings/company-holidays.ts';
import { type AgreementRules, DEFAULT_AGREEMENT_RULES } from './agreement-rules.ts';
import type {
  PayslipInput,
  PayslipLine,
  PayslipProblem,
  PayslipProblemCode,
  PayslipSalaryType,
} from './payslip-types.ts';

/** What every rule file reads: the month, the schedule, the salary on a date, the salary types. */
export type PayslipContext = {
  input: PayslipInput;
  monthStart: string;
  monthEnd: string;
  /** The employed part of the month (null: not employed at all this month). */
  employedFrom: string | null;
  employedTo: string | null;
  schedule: ScheduleContext;
  agreement: AgreementRules;
  problems: PayslipProblem[];
  /** M (or the hourly wage) in force on a date, öre; undefined before the first row. */
  salaryOn(date: string): number | undefined;
  type(code: string): PayslipSalaryType | undefined;
  problem(code: PayslipProblemCode, message: string, severity?: PayslipProblem['severity']): void;
};

export function lastDayOfMonth(period: string): string {
  const year = Number(period.slice(0, 4));
  const month = Number(period.slice(5, 7));
  return `${period.slice(0, 7)}-${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** The month before 'YYYY-MM'. */
export function previousPeriod(period: string): string {
  const year = Number(period.slice(0, 4));
  const month = Number(period.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/**
 * later − earlier in days, for dates already validated (the input's and the calendar's). The
 * checked `differenceInDays` parses and validates both each time, which showed in a 10 000-slip run.
 */
export function daysBetween(later: string, earlier: string): number {
  const utc = (date: string) =>
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return Math.round((utc(later) - utc(earlier)) / 86_400_000);
}

type YearDates = { dates: string[]; index: Map<string, number> };
const yearDates = new Map<number, YearDates>();

function datesOfYear(year: number): YearDates {
  let cached = yearDates.get(year);
  if (!cached) {
    const dates = eachDateChecked(`${year}-01-01`, `${year}-12-31`);
    cached = { dates, index: new Map(dates.map((date, index) => [date, index])) };
    yearDates.set(year, cached);
  }
  return cached;
}

/**
 * Every date from `from` through `to`. Payroll walks the days of each month for every employee, so
 * the dates of a year are built (and validated) once and sliced: a run of 10 000 payslips spent
 * most of its time parsing dates otherwise.
 */
export function eachDate(from: string, to: string): string[] {
  if (from > to) return [];
  const fromYear = Number(from.slice(0, 4));
  const toYear = Number(to.slice(0, 4));
  if (toYear - fromYear > 1) return eachDateChecked(from, to);
  const first = datesOfYear(fromYear);
  const start = first.index.get(from);
  if (start === undefined) return eachDateChecked(from, to);
  if (fromYear === toYear) {
    const end = first.index.get(to);
    return end === undefined ? eachDateChecked(from, to) : first.dates.slice(start, end + 1);
  }
  const second = datesOfYear(toYear);
  const end = second.index.get(to);
  if (end === undefined) return eachDateChecked(from, to);
  return [...first.dates.slice(start), ...second.dates.slice(0, end + 1)];
}

const standardTypes = new Map(STANDARD_SALARY_TYPES.map((type) => [type.code, type as PayslipSalaryType]));

// A run passes every employee the company's one list of salary types: its map is made once, not
// once per payslip (a tenth of a 10 000-slip run's calculation; bench/payroll-run.ts).
const typeMaps = new WeakMap<readonly PayslipSalaryType[], ReadonlyMap<string, PayslipSalaryType>>();

function typesByCode(types: readonly PayslipSalaryType[]): ReadonlyMap<string, PayslipSalaryType> {
  let map = typeMaps.get(types);
  if (!map) {
    map = new Map(types.map((type) => [type.code, type]));
    typeMaps.set(types, map);
  }
  return map;
}

export function createContext(input: PayslipInput): PayslipContext {
  const monthStart = `${input.period}-01`;
  const monthEnd = lastDayOfMonth(input.period);
  const { employment } = input;
  const from = employment.startDate > monthStart ? employment.startDate : monthStart;
  const to = employment.endDate && employment.endDate < monthEnd ? employment.endDate : monthEnd;
  const isEmployed = from <= to;
  const ownTypes = input.salaryTypes ? typesByCode(input.salaryTypes) : null;
  const problems: PayslipProblem[] = [];
  const salaryRows = employment.salaryRows.map((row) => ({ ...row, validTo: row.validTo ?? null }));
  return {
    input,
    monthStart,
    monthEnd,
    employedFrom: isEmployed ? from : null,
    employedTo: isEmployed ? to : null,
    schedule: {
      schedule: employment.schedule,
      weeklyHours: employment.weeklyHours,
      holidays: input.settings?.holidays ?? DEFAULT_HOLIDAY_SETTINGS,
      employmentStart: employment.startDate,
      employmentEnd: employment.endDate,
    },
    agreement: { ...DEFAULT_AGREEMENT_RULES, ...input.agreement },
    problems,
    salaryOn: (date) => findSalaryAt(salaryRows, date)?.amountOre,
    type: (code) => (ownTypes ? ownTypes.get(code) : standardTypes.get(code)),
    problem: (code, message, severity = 'blocking') => {
      if (!problems.some((existing) => existing.code === code && existing.message === message))
        problems.push({ code, severity, message });
    },
  };
}

/**
 * A line of `type`: quantity × rate rounded once to the öre, or a given amount. `sign` −1 makes
 * the deductions negative (absence deductions, net deductions).
 */
export function makeLine(
  type: PayslipSalaryType,
  line: {
    quantity: number | null;
    rateOre: number | null;
    amountOre?: number;
    from: string;
    to: string;
    sign?: 1 | -1;
    name?: string;
  },
): PayslipLine {
  const sign = line.sign ?? 1;
  const unsigned =
    line.amountOre ??
    (line.quantity !== null && line.rateOre !== null ? lineAmountOre(line.quantity, line.rateOre) : 0);
  const amountOre = sign * unsigned;
  return {
    code: type.code,
    name: line.name ?? type.name,
    quantity: line.quantity,
    unit: type.unit,
    rateOre: line.rateOre,
    amountOre: amountOre === 0 ? 0 : amountOre,
    periodFrom: line.from,
    periodTo: line.to,
    effect: type.treatment.effect,
    tax: type.treatment.tax,
    contributionBase: type.treatment.contributionBase,
    vacationEarning: type.treatment.vacationEarning,
    agiBox: type.treatment.agiBox,
    ...(type.treatment.agiHousingFlag ? { agiHousingFlag: type.treatment.agiHousingFlag } : {}),
    debitAccount: type.debitAccount,
    creditAccount: type.creditAccount,
  };
}

/** The type or, when the company lacks it, a problem and undefined. */
export function requireType(ctx: PayslipContext, code: string): PayslipSalaryType | undefined {
  const type = ctx.type(code);
  if (!type) ctx.problem('UNKNOWN_SALARY_TYPE', `Lönearten ${code} finns inte i företagets lönearter`);
  return type;
}
