import { roundHundredths } from '../events/swedish-date.ts';
import type { VacationGroup, VacationSettings } from '../settings/vacation-settings.ts';
import type { DateOnly } from '../time/date-shapes.ts';
import { type AdvanceLot, paidDaysLeft, savedDaysLeft, type VacationBalance } from './vacation-balance.ts';
import {
  type VacationValueBasis,
  valueRunningEarningYearOre,
  valueVacationDaysOre,
} from './vacation-value.ts';

/**
 * Semesterersättning and the settlement of advance vacation when an employment ends
 * (docs/vacation.md *Termination*). The compensation is paid within a month of the end (§7.1).
 */

/** Why the employment ended: advance vacation is not recovered after some causes (sources in docs). */
export const TERMINATION_CAUSES = [
  'resignation',
  'dismissal',
  'fixedTermEnd',
  'illness',
  'employerBreach',
  'redundancy',
  'bankruptcy',
] as const;
export type TerminationCause = (typeof TERMINATION_CAUSES)[number];

const NOT_RECOVERED: ReadonlySet<TerminationCause> = new Set(['illness', 'employerBreach', 'redundancy']);

/** Advance vacation paid more than five years before the end is not recovered. */
export const ADVANCE_RECOVERY_YEARS = 5;

const yearsBefore = (date: DateOnly, years: number) => `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;

export function isAdvanceRecoverable(lot: AdvanceLot, endDate: DateOnly, cause: TerminationCause): boolean {
  return !NOT_RECOVERED.has(cause) && lot.takenOn > yearsBefore(endDate, ADVANCE_RECOVERY_YEARS);
}

export type TerminationInput = {
  group: VacationGroup;
  balance: VacationBalance;
  endDate: DateOnly;
  cause: TerminationCause;
  /** The basis of the current vacation year's days (its earning year) and of saved days. */
  basis: VacationValueBasis;
  /** The running earning year up to the end: its paid days (7 §, rounded up) and its basis. */
  running: (VacationValueBasis & { paidDays: number }) | null;
  /** The employee agreed, or the agreement allows, to take what is left of the advance from pay. */
  mayDeductAdvanceFromPay?: boolean;
  compensationBasePercent?: number;
};

export type TerminationSettlement = {
  /** Paid days left of the current year plus saved days. */
  daysNotTaken: number;
  /** Days of the running earning year. */
  runningYearDays: number;
  compensationOre: number;
  /** Advance vacation recovered from the compensation. */
  advanceRecoveredOre: number;
  /** Advance vacation left after the compensation, to deduct from the final pay (when allowed). */
  advanceFromPayOre: number;
  /** Advance vacation that may not or cannot be recovered. */
  advanceWrittenOffOre: number;
  /** Compensation less what was recovered from it. */
  netCompensationOre: number;
};

export function settleTermination(input: TerminationInput): TerminationSettlement {
  const { group, balance } = input;
  const daysNotTaken = roundHundredths(paidDaysLeft(balance) + savedDaysLeft(balance, input.endDate));
  const daysOre = valueVacationDaysOre(group, input.basis, daysNotTaken, input.compensationBasePercent);
  const runningOre = input.running
    ? valueRunningEarningYearOre(group, input.running, input.compensationBasePercent)
    : 0;
  const compensationOre = daysOre + runningOre;
  let recoverable = 0;
  let writtenOff = 0;
  for (const lot of balance.advance) {
    if (isAdvanceRecoverable(lot, input.endDate, input.cause)) recoverable += lot.valueOre;
    else writtenOff += lot.valueOre;
  }
  const advanceRecoveredOre = Math.min(recoverable, compensationOre);
  const rest = recoverable - advanceRecoveredOre;
  const advanceFromPayOre = input.mayDeductAdvanceFromPay ? rest : 0;
  return {
    daysNotTaken,
    runningYearDays: input.running?.paidDays ?? 0,
    compensationOre,
    advanceRecoveredOre,
    advanceFromPayOre,
    advanceWrittenOffOre: writtenOff + rest - advanceFromPayOre,
    netCompensationOre: compensationOre - advanceRecoveredOre,
  };
}

/**
 * The days a liability counts at a date. Earning year before the vacation year: the year's paid
 * days left, saved days and the running earning year's days so far. Same year (paid days given
 * at the start of the year): the days earned so far less those taken, never below zero, and saved
 * days.
 */
export function findLiabilityDays(
  balance: VacationBalance,
  settings: Pick<VacationSettings, 'vacationYear' | 'earningYear'>,
  earnedSoFarExactDays: number,
  date: DateOnly,
): number {
  const saved = savedDaysLeft(balance, date);
  if (settings.vacationYear === 'calendar' && settings.earningYear === 'same')
    return roundHundredths(saved + Math.max(0, earnedSoFarExactDays - balance.paidDaysTaken));
  return roundHundredths(paidDaysLeft(balance) + saved + earnedSoFarExactDays);
}
