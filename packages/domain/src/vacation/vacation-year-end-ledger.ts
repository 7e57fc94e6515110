import { roundHundredths } from '../events/swedish-date.ts';
import { type DatePeriod, findSavedDaysDeadline, findVacationYear } from '../settings/vacation-rules.ts';
import type { VacationGroup, VacationSettings } from '../settings/vacation-settings.ts';
import type { DateOnly } from '../time/date-shapes.ts';
import type { SavedDaysLot, VacationBalance } from './vacation-balance.ts';
import type { EarningAbsence } from './vacation-earning.ts';
import { closeVacationYear, type VacationBalanceChange } from './vacation-year-end.ts';

/*
 * The year end on the balances' ledger (docs/balances.md *Year end*). The ledger counts the
 * payslips' monthly `daysEarned` as paid days at once, while the law earns the new year's days
 * from the whole earning year (7 §). So, before anything moves, the earning is reconciled: the
 * days accrued on the earning year's payslips belong to the new year, the rest of the paid
 * balance is what is left of the closing year. `closeVacationYear` then closes that year (expiry,
 * saving, paying out) and earns the new one; its changes come back as balance adjustments dated
 * the new year's first day, the difference between the law's earned days and the accrued ones
 * among them. Pure; what writes the adjustments records that the year end ran, so a second run
 * writes nothing.
 */

export type LedgerYearEndInput = {
  /** First day of the new vacation year. */
  newYearStart: DateOnly;
  settings: Pick<VacationSettings, 'vacationYear' | 'earningYear'>;
  group: VacationGroup;
  employment: { startDate: DateOnly; endDate: DateOnly | null };
  /** Absence in the new year's earning year, as the earning rules see it. */
  absences: readonly EarningAbsence[];
  isSingleParent?: boolean;
  /** The ledger's paid days on the day before the new year. */
  paidDaysBefore: number;
  /** `daysEarned` of completed payslips for months of the new year's earning year. */
  accruedInEarningYear: number;
  /** Paid days taken in the closing vacation year. */
  takenInClosingYear: number;
  /** The ledger's saved days left per year they were saved from. */
  savedByYear: readonly { year: number; days: number }[];
  daysToSave?: number;
};

export type LedgerAdjustment = {
  balance: 'vacation-days' | 'saved-vacation-days';
  date: DateOnly;
  change: number;
  /** Swedish, shown in the history ("Justerat: …"). */
  reason: string;
  /** The days to pay out: the payroll pays this adjustment's days as semesterersättning. */
  isPayout?: true;
};

export type LedgerYearEndResult = {
  closingYear: DatePeriod;
  /** The law's paid days for the new year and the days the payslips accrued for it. */
  earned: { paidDays: number; accrued: number } | null;
  /** Days not saved: to be paid as semesterersättning by the payroll (docs/vacation.md). */
  daysToPayOut: number;
  adjustments: LedgerAdjustment[];
  changes: VacationBalanceChange[];
};

const dayBefore = (date: DateOnly): DateOnly => {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
};

const days = (value: number) => new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 }).format(value);

/** The vacation year a lot of the ledger's `year` was saved from (its first day's calendar year). */
function savedLot(
  group: VacationGroup,
  settings: LedgerYearEndInput['settings'],
  year: number,
  left: number,
) {
  const from = settings.vacationYear === 'statutory' ? `${year}-04-01` : `${year}-01-01`;
  const { vacationYear } = findVacationYear(from, settings);
  return {
    savedFrom: vacationYear.from,
    days: left,
    expiresOn: findSavedDaysDeadline(group, vacationYear.to),
  } satisfies SavedDaysLot;
}

export function planLedgerYearEnd(input: LedgerYearEndInput): LedgerYearEndResult {
  const { group, settings, newYearStart } = input;
  const closing = findVacationYear(dayBefore(newYearStart), settings).vacationYear;
  const next = findVacationYear(newYearStart, settings);
  // Earned on payslips for a year already over: those days are the new year's, not the closing one's.
  const isEarningOver = next.earningYear.to < newYearStart;
  const accrued = isEarningOver ? input.accruedInEarningYear : 0;
  const leftOfClosing = roundHundredths(input.paidDaysBefore - accrued);
  const balance: VacationBalance = {
    vacationYear: closing,
    paidDays: roundHundredths(Math.max(0, leftOfClosing) + input.takenInClosingYear),
    paidDaysTaken: input.takenInClosingYear,
    unpaidDays: 0,
    unpaidDaysTaken: 0,
    advanceDaysTaken: 0,
    saved: input.savedByYear
      .filter((lot) => lot.days > 0)
      .map((lot) => savedLot(group, settings, lot.year, lot.days)),
    advance: [],
  };
  const { changes } = closeVacationYear({
    balance,
    group,
    settings,
    employment: input.employment,
    absences: input.absences,
    isSingleParent: input.isSingleParent ?? false,
    newYearStart,
    ...(input.daysToSave === undefined ? {} : { daysToSave: input.daysToSave }),
  });
  const date = newYearStart;
  const yearName =
    closing.from.slice(0, 4) === closing.to.slice(0, 4)
      ? closing.from.slice(0, 4)
      : `${closing.from.slice(0, 4)}/${closing.to.slice(2, 4)}`;
  const adjustments: LedgerAdjustment[] = [];
  let earned: LedgerYearEndResult['earned'] = null;
  let daysToPayOut = 0;
  for (const change of changes) {
    if (change.kind === 'expired')
      adjustments.push({
        balance: 'saved-vacation-days',
        date,
        change: -change.days,
        reason: `Årsskifte: sparade dagar från ${change.savedFrom.slice(0, 4)} förföll ${change.expiresOn}`,
      });
    else if (change.kind === 'saved') {
      adjustments.push({
        balance: 'vacation-days',
        date,
        change: -change.days,
        reason: `Årsskifte: ${days(change.days)} dagar sparade från semesteråret ${yearName}`,
      });
      adjustments.push({
        balance: 'saved-vacation-days',
        date,
        change: change.days,
        reason: `Årsskifte: sparade från semesteråret ${yearName}, sista dag ${change.expiresOn}`,
      });
    } else if (change.kind === 'paidOut') {
      daysToPayOut = change.days;
      adjustments.push({
        balance: 'vacation-days',
        date,
        change: -change.days,
        reason: `Årsskifte: ej uttagna dagar från semesteråret ${yearName} betalas ut som semesterersättning`,
        isPayout: true,
      });
    } else if (change.kind === 'earned' && isEarningOver) {
      earned = { paidDays: change.paidDays, accrued };
      const difference = roundHundredths(change.paidDays - accrued);
      if (difference !== 0)
        adjustments.push({
          balance: 'vacation-days',
          date,
          change: difference,
          reason: `Årsskifte: ${days(change.paidDays)} betalda dagar intjänade enligt semesterlagen, ${days(accrued)} intjänade på lönebeskeden`,
        });
    }
  }
  return { closingYear: closing, earned, daysToPayOut, adjustments, changes };
}
