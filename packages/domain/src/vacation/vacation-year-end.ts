import { roundHundredths } from '../events/swedish-date.ts';
import {
  type DatePeriod,
  findSavableDays,
  findSavedDaysDeadline,
  findVacationYear,
} from '../settings/vacation-rules.ts';
import type { VacationGroup, VacationSettings } from '../settings/vacation-settings.ts';
import type { DateOnly } from '../time/date-shapes.ts';
import { paidDaysLeft, type SavedDaysLot, savedDaysLeft, type VacationBalance } from './vacation-balance.ts';
import {
  calculatePaidDays,
  type EarningAbsence,
  type EarningResult,
  findLeaveDays,
} from './vacation-earning.ts';
import { ADVANCE_RECOVERY_YEARS } from './vacation-termination.ts';

/**
 * The change of vacation year as a pure step (docs/vacation.md *Year end*): close the year, then
 * open the next. Order: saved lots past their last day expire; of the closing year's paid days
 * not taken, those above 20 are saved up to the group's limits (and the employee's choice); the
 * rest is paid out as semesterersättning; advance vacation older than five years is written off;
 * the new year's paid and unpaid days are earned. A balance already in the new year is returned
 * as it is with no changes, so running the step twice changes nothing.
 */
export type VacationBalanceChange =
  | { kind: 'expired'; days: number; savedFrom: DateOnly; expiresOn: DateOnly }
  | { kind: 'saved'; days: number; savedFrom: DateOnly; expiresOn: DateOnly }
  | { kind: 'paidOut'; days: number; vacationYear: DatePeriod }
  | { kind: 'advanceWrittenOff'; days: number; valueOre: number; takenOn: DateOnly }
  | {
      kind: 'earned';
      vacationYear: DatePeriod;
      earningYear: DatePeriod;
      paidDays: number;
      unpaidDays: number;
      earning: EarningResult;
    };

export type YearEndInput = {
  balance: VacationBalance;
  group: VacationGroup;
  settings: Pick<VacationSettings, 'vacationYear' | 'earningYear'>;
  employment: { startDate: DateOnly; endDate: DateOnly | null };
  /** Absence in the new year's earning year (the closing one, or the new one when they coincide). */
  absences: readonly EarningAbsence[];
  isSingleParent?: boolean;
  /** Days the employee wants to save; every day allowed when not given. */
  daysToSave?: number;
  /** The first day of the new vacation year. */
  newYearStart: DateOnly;
};

export type YearEndResult = { balance: VacationBalance; changes: VacationBalanceChange[] };

const yearsBefore = (date: DateOnly, years: number) => `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;

export function closeVacationYear(input: YearEndInput): YearEndResult {
  const { balance, group } = input;
  if (balance.vacationYear.to >= input.newYearStart) return { balance, changes: [] };
  const changes: VacationBalanceChange[] = [];
  const closing = balance.vacationYear;

  const kept: SavedDaysLot[] = [];
  for (const lot of balance.saved) {
    if (lot.expiresOn < input.newYearStart)
      changes.push({ kind: 'expired', days: lot.days, savedFrom: lot.savedFrom, expiresOn: lot.expiresOn });
    else kept.push(lot);
  }

  const unused = paidDaysLeft(balance);
  const allowed = findSavableDays(group, {
    paidDays: balance.paidDays,
    takenPaidDays: balance.paidDaysTaken,
    savedDaysBefore: savedDaysLeft({ saved: kept }),
  });
  const saving = Math.max(0, Math.min(allowed, input.daysToSave ?? allowed));
  if (saving > 0) {
    const lot = {
      savedFrom: closing.from,
      days: saving,
      expiresOn: findSavedDaysDeadline(group, closing.to),
    };
    kept.push(lot);
    changes.push({ kind: 'saved', ...lot });
  }
  const paidOut = roundHundredths(unused - saving);
  if (paidOut > 0) changes.push({ kind: 'paidOut', days: paidOut, vacationYear: closing });

  const cutOff = yearsBefore(input.newYearStart, ADVANCE_RECOVERY_YEARS);
  const advance = balance.advance.filter((lot) => {
    if (lot.takenOn >= cutOff) return true;
    changes.push({ kind: 'advanceWrittenOff', days: lot.days, valueOre: lot.valueOre, takenOn: lot.takenOn });
    return false;
  });

  const years = findVacationYear(input.newYearStart, input.settings);
  const earning = calculatePaidDays({
    earningYear: years.earningYear,
    employment: input.employment,
    absences: input.absences,
    paidDaysPerYear: group.paidDaysPerYear,
    isSingleParent: input.isSingleParent ?? false,
  });
  const ended = input.employment.endDate !== null && input.employment.endDate < input.newYearStart;
  // An employment that ended before the new year was compensated at its end: nothing is carried.
  const leave = findLeaveDays({
    vacationYear: years.vacationYear,
    employment: input.employment,
    paidDays: ended ? 0 : earning.paidDays,
    paidDaysPerYear: group.paidDaysPerYear,
  });
  changes.push({
    kind: 'earned',
    vacationYear: years.vacationYear,
    earningYear: years.earningYear,
    paidDays: leave.paidDays,
    unpaidDays: leave.unpaidDays,
    earning,
  });
  return {
    balance: {
      vacationYear: years.vacationYear,
      paidDays: leave.paidDays,
      paidDaysTaken: 0,
      unpaidDays: leave.unpaidDays,
      unpaidDaysTaken: 0,
      advanceDaysTaken: 0,
      saved: kept,
      advance,
    },
    changes,
  };
}

/**
 * The first balance of an employment (its start, or the opening balance of one moved from
 * another system): the vacation year the date falls in, earned from its earning year.
 */
export function openVacationBalance(input: {
  date: DateOnly;
  group: VacationGroup;
  settings: Pick<VacationSettings, 'vacationYear' | 'earningYear'>;
  employment: { startDate: DateOnly; endDate: DateOnly | null };
  absences?: readonly EarningAbsence[];
  isSingleParent?: boolean;
  saved?: readonly SavedDaysLot[];
}): VacationBalance {
  const years = findVacationYear(input.date, input.settings);
  const earning = calculatePaidDays({
    earningYear: years.earningYear,
    employment: input.employment,
    absences: input.absences ?? [],
    paidDaysPerYear: input.group.paidDaysPerYear,
    isSingleParent: input.isSingleParent ?? false,
  });
  const leave = findLeaveDays({
    vacationYear: years.vacationYear,
    employment: input.employment,
    paidDays: earning.paidDays,
    paidDaysPerYear: input.group.paidDaysPerYear,
  });
  return {
    vacationYear: years.vacationYear,
    paidDays: leave.paidDays,
    paidDaysTaken: 0,
    unpaidDays: leave.unpaidDays,
    unpaidDaysTaken: 0,
    advanceDaysTaken: 0,
    saved: input.saved ?? [],
    advance: [],
  };
}
