import type { DatePeriod } from '../settings/vacation-rules.ts';
import type { DateOnly } from '../time/date-shapes.ts';

/**
 * One employment's vacation balance in one vacation year (docs/vacation.md). Days carry up to two
 * decimals (a part day costs its share, absence-days.ts); the rules here count in hundredths so
 * 0.33 + 0.67 cannot drift.
 */
export type SavedDaysLot = {
  /** First day of the vacation year the days were saved from. */
  savedFrom: DateOnly;
  /** Days left in the lot. */
  days: number;
  /** Last day the days may be taken (18 §: within five years, or the group's shorter limit). */
  expiresOn: DateOnly;
};

/** Paid vacation taken before it was earned (förskottssemester), kept until settled or written off. */
export type AdvanceLot = {
  takenOn: DateOnly;
  days: number;
  /** The vacation pay those days were paid with when taken: what a settlement may recover. */
  valueOre: number;
};

export type VacationBalance = {
  vacationYear: DatePeriod;
  /** Paid days earned for this year (7 §). */
  paidDays: number;
  paidDaysTaken: number;
  /** Leave days the law gives beyond the paid ones (4 §: 25, or 5 after a start after 31 August). */
  unpaidDays: number;
  unpaidDaysTaken: number;
  /** Of the unpaid days, those taken as paid in advance this year. */
  advanceDaysTaken: number;
  /** Oldest first; taken first-in-first-out. */
  saved: readonly SavedDaysLot[];
  /** Outstanding advance vacation from this and earlier years, oldest first. */
  advance: readonly AdvanceLot[];
};

export const toHundredths = (days: number) => Math.round(days * 100);
export const fromHundredths = (hundredths: number) => hundredths / 100;

export function paidDaysLeft(balance: VacationBalance): number {
  return fromHundredths(toHundredths(balance.paidDays) - toHundredths(balance.paidDaysTaken));
}

/** Unpaid leave days still open; advance days are taken from them. */
export function unpaidDaysLeft(balance: VacationBalance): number {
  return fromHundredths(
    toHundredths(balance.unpaidDays) -
      toHundredths(balance.unpaidDaysTaken) -
      toHundredths(balance.advanceDaysTaken),
  );
}

/** Saved days that may still be taken on `date` (all lots when no date is given). */
export function savedDaysLeft(balance: Pick<VacationBalance, 'saved'>, date?: DateOnly): number {
  const lots = date ? balance.saved.filter((lot) => lot.expiresOn >= date) : balance.saved;
  return fromHundredths(lots.reduce((sum, lot) => sum + toHundredths(lot.days), 0));
}

export function advanceDaysOutstanding(balance: Pick<VacationBalance, 'advance'>): number {
  return fromHundredths(balance.advance.reduce((sum, lot) => sum + toHundredths(lot.days), 0));
}
