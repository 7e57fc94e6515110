import { eachDate } from '../events/absence-days.ts';
import type { AbsencePayload, AbsenceType } from '../events/event-schema.ts';
import { roundHundredths } from '../events/swedish-date.ts';
import type { DatePeriod } from '../settings/vacation-rules.ts';
import type { VacationSettings } from '../settings/vacation-settings.ts';
import { differenceInDays } from '../time/calendar-date.ts';
import type { DateOnly } from '../time/date-shapes.ts';

/**
 * Paid vacation days earned (semesterlagen 7 §, 17 §, 17 a §; docs/vacation.md *Earning*).
 *
 * paid days = (days employed in the earning year − full days of absence that does not earn
 * vacation) × the group's days per year / days in the earning year, rounded up.
 * Absence that earns vacation by law counts as employed up to its limit per earning year; a part
 * day of it uses a whole day of the limit. Past the limit a full day is subtracted, a part day is
 * not (the employee counts as present for it). Days are calendar days.
 */
export type EarningCause = 'sick' | 'parental' | 'temporaryParental' | 'unpaid' | 'neutral';

/** Days per earning year that still earn vacation (17 §, 17 a §; sources in docs/vacation.md). */
export const VACATION_EARNING_LIMITS = {
  sick: 180,
  /** Per child; a single parent (ensamstående, ensam vårdnadshavare) of the child has `parentalSingle`. */
  parental: 120,
  parentalSingle: 180,
  temporaryParental: 120,
  temporaryParentalSingle: 180,
} as const;

/** 4 §: employment that began after 31 August of the vacation year gives five days that year. */
export const DAYS_AFTER_AUGUST_START = 5;

const CAUSES: Record<AbsenceType, EarningCause> = {
  sick: 'sick',
  'parental-leave': 'parental',
  vab: 'temporaryParental',
  'leave-of-absence': 'unpaid',
  'other-unpaid-leave': 'unpaid',
  // Vacation is leave under the law itself, not absence from work; paid leave, comp and flex
  // leave are paid working time.
  'vacation-paid': 'neutral',
  'vacation-unpaid': 'neutral',
  'vacation-saved': 'neutral',
  'comp-time-leave': 'neutral',
  'flex-leave': 'neutral',
  'other-paid-leave': 'neutral',
};

export function earningCauseOf(type: AbsenceType): EarningCause {
  return CAUSES[type];
}

export type EarningAbsence = {
  fromDate: DateOnly;
  toDate: DateOnly;
  cause: EarningCause;
  /** The whole day away; a part day (hours, or a percent below 100) is not a full absence day. */
  isFullDay: boolean;
  /** Parental leave: which child it is for (the limit is per child). */
  childKey?: string;
  /** Parental leave: the parent is single for this child, whose limit is then 180 days. */
  isSingleParent?: boolean;
};

/**
 * An absence event as the earning rules see it; null for absence that does not touch earning.
 * Parental leave counts its limit per child: `childKey`, else the event's `childBirthDate`; leave
 * that names no child is for one and the same child (the key ''). The event's `singleParent` makes
 * that child's limit 180 days.
 */
export function toEarningAbsence(payload: AbsencePayload, childKey?: string): EarningAbsence | null {
  const cause = earningCauseOf(payload.absenceType);
  if (cause === 'neutral') return null;
  const child = childKey ?? (cause === 'parental' ? payload.childBirthDate : undefined);
  const isSingleParent = cause === 'parental' && payload.singleParent === true;
  const isFullDay =
    payload.extent.mode === 'whole-days' ||
    (payload.extent.mode === 'percent' && payload.extent.percent >= 100);
  return {
    fromDate: payload.fromDate,
    toDate: payload.toDate,
    cause,
    isFullDay,
    ...(child === undefined ? {} : { childKey: child }),
    ...(isSingleParent ? { isSingleParent } : {}),
  };
}

export type EarningInput = {
  earningYear: DatePeriod;
  employment: { startDate: DateOnly; endDate: DateOnly | null };
  absences: readonly EarningAbsence[];
  /** The group's days per year (25 by law). */
  paidDaysPerYear: number;
  /** Single parent for every child and for VAB (180 days); a parental event can say so per child. */
  isSingleParent?: boolean;
  /** Count only up to this day (a termination, or the liability at a date). */
  until?: DateOnly;
};

export type EarningResult = {
  daysInEarningYear: number;
  employedDays: number;
  /** Absence days counted as employed (within the limits). */
  earningAbsenceDays: number;
  /** Full absence days subtracted (unpaid, or past a limit). */
  nonEarningAbsenceDays: number;
  /** Unrounded share, two decimals: what the liability accrues. */
  exactDays: number;
  /** Rounded up (7 §). */
  paidDays: number;
};

type DayMark = { cause: Exclude<EarningCause, 'neutral'>; isFullDay: boolean; childKey: string };

function markDays(absences: readonly EarningAbsence[], from: DateOnly, to: DateOnly) {
  const marks = new Map<DateOnly, DayMark>();
  for (const absence of absences) {
    if (absence.cause === 'neutral') continue;
    const start = absence.fromDate > from ? absence.fromDate : from;
    const end = absence.toDate < to ? absence.toDate : to;
    if (start > end) continue;
    for (const date of eachDate(start, end)) {
      const found = marks.get(date);
      // Two absences on one day: a full one wins over a part one, otherwise the first reported.
      if (found && (found.isFullDay || !absence.isFullDay)) continue;
      marks.set(date, {
        cause: absence.cause,
        isFullDay: absence.isFullDay,
        childKey: absence.childKey ?? '',
      });
    }
  }
  return marks;
}

/**
 * The children whose parental leave has the single parent's limit: one of their events says the
 * parent is single for them, which then holds for all of that child's leave in the year [ours].
 */
function singleParentChildren(absences: readonly EarningAbsence[]): Set<string> {
  const children = new Set<string>();
  for (const absence of absences)
    if (absence.cause === 'parental' && absence.isSingleParent) children.add(absence.childKey ?? '');
  return children;
}

function limitFor(mark: DayMark, isSingleParent: boolean, singleChildren: ReadonlySet<string>): number {
  switch (mark.cause) {
    case 'sick':
      return VACATION_EARNING_LIMITS.sick;
    case 'parental':
      return isSingleParent || singleChildren.has(mark.childKey)
        ? VACATION_EARNING_LIMITS.parentalSingle
        : VACATION_EARNING_LIMITS.parental;
    case 'temporaryParental':
      return isSingleParent
        ? VACATION_EARNING_LIMITS.temporaryParentalSingle
        : VACATION_EARNING_LIMITS.temporaryParental;
    case 'unpaid':
      return 0;
  }
}

/** An absence day of the earning year and whether it earns vacation (within its cause's limit). */
export type EarningAbsenceDay = {
  date: DateOnly;
  cause: Exclude<EarningCause, 'neutral'>;
  isFullDay: boolean;
  earns: boolean;
};

/** The employed part of the earning year (up to the end of the employment or `until`); null if none. */
function employedSpan(input: Pick<EarningInput, 'earningYear' | 'employment' | 'until'>) {
  const { earningYear, employment } = input;
  const ends = [earningYear.to, employment.endDate, input.until].filter((date): date is string => !!date);
  const from = employment.startDate > earningYear.from ? employment.startDate : earningYear.from;
  const to = ends.reduce((least, date) => (date < least ? date : least));
  return from > to ? null : { from, to };
}

/**
 * The absence days of the employed part of the earning year in date order, each marked whether it
 * still earns vacation: the limits are used up day by day from the year's start (17 §, 17 a §).
 */
export function classifyAbsenceDays(
  input: Pick<EarningInput, 'earningYear' | 'employment' | 'absences' | 'isSingleParent' | 'until'>,
): EarningAbsenceDay[] {
  const span = employedSpan(input);
  if (!span) return [];
  const used = new Map<string, number>();
  const singleChildren = singleParentChildren(input.absences);
  const marks = [...markDays(input.absences, span.from, span.to)].sort(([a], [b]) => a.localeCompare(b));
  return marks.map(([date, mark]) => {
    const key = mark.cause === 'parental' ? `parental ${mark.childKey}` : mark.cause;
    const count = used.get(key) ?? 0;
    const earns = count < limitFor(mark, input.isSingleParent ?? false, singleChildren);
    if (earns) used.set(key, count + 1);
    return { date, cause: mark.cause, isFullDay: mark.isFullDay, earns };
  });
}

/**
 * Full days between `from` and `to` (inclusive) of absence that does not earn vacation: unpaid
 * leave, or sick leave, parental leave and VAB past their limits (the limits used up from the
 * earning year's start, so `absences` must hold the earning year's absence before `from` too).
 * What the payslip's days earned leave out (7 §).
 */
export function countNonEarningDays(
  input: Pick<EarningInput, 'earningYear' | 'employment' | 'absences' | 'isSingleParent'> & {
    from: DateOnly;
    to: DateOnly;
  },
): number {
  if (input.absences.length === 0) return 0;
  let count = 0;
  for (const day of classifyAbsenceDays({ ...input, until: input.to }))
    if (day.date >= input.from && !day.earns && day.isFullDay) count += 1;
  return count;
}

/**
 * The earning year a date is in (its days earn the vacation of the year after it, or of the same
 * year when an agreement earns in the year itself): 1 April–31 March by law, else the calendar year.
 */
export function earningYearContaining(
  date: DateOnly,
  settings: Pick<VacationSettings, 'vacationYear'>,
): DatePeriod {
  const year = Number(date.slice(0, 4));
  if (settings.vacationYear === 'statutory') {
    const startYear = date.slice(5) >= '04-01' ? year : year - 1;
    return { from: `${startYear}-04-01`, to: `${startYear + 1}-03-31` };
  }
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

export function calculatePaidDays(input: EarningInput): EarningResult {
  const { earningYear } = input;
  const daysInEarningYear = differenceInDays(earningYear.to, earningYear.from) + 1;
  const span = employedSpan(input);
  const employedDays = span ? differenceInDays(span.to, span.from) + 1 : 0;
  let earningAbsenceDays = 0;
  let nonEarningAbsenceDays = 0;
  for (const day of classifyAbsenceDays(input)) {
    if (day.earns) earningAbsenceDays += 1;
    else if (day.isFullDay) nonEarningAbsenceDays += 1;
  }
  const numerator = (employedDays - nonEarningAbsenceDays) * input.paidDaysPerYear;
  return {
    daysInEarningYear,
    employedDays,
    earningAbsenceDays,
    nonEarningAbsenceDays,
    exactDays: roundHundredths(numerator / daysInEarningYear),
    // Integers divided: an exact quotient is exact in floating point, so ceil cannot overshoot.
    paidDays: Math.ceil(numerator / daysInEarningYear),
  };
}

/**
 * The leave days of a vacation year (4 §): the group's days, or five when the employment began
 * after 31 August of the vacation year; never fewer than the paid days. The rest of the paid days
 * are unpaid leave days. None when the employment does not reach into the year.
 */
export function findLeaveDays(input: {
  vacationYear: DatePeriod;
  employment: { startDate: DateOnly; endDate: DateOnly | null };
  paidDays: number;
  paidDaysPerYear: number;
}): { leaveDays: number; paidDays: number; unpaidDays: number } {
  const { vacationYear, employment, paidDays } = input;
  const isOutside =
    employment.startDate > vacationYear.to ||
    (employment.endDate !== null && employment.endDate < vacationYear.from);
  if (isOutside) return { leaveDays: paidDays, paidDays, unpaidDays: 0 };
  const lastAugust = `${vacationYear.from.slice(0, 4)}-08-31`;
  const startsLate = employment.startDate > lastAugust && employment.startDate >= vacationYear.from;
  const lawDays = startsLate ? DAYS_AFTER_AUGUST_START : input.paidDaysPerYear;
  const leaveDays = Math.max(lawDays, paidDays);
  return { leaveDays, paidDays, unpaidDays: leaveDays - paidDays };
}
