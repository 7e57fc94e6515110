import { type ScheduleContext, scheduledHoursOn } from '../events/work-schedule.ts';
import {
  checkFlexBalance,
  convertOvertimeToCompHours,
  findCompHoursExpiry,
  findFlexPeriod,
  type OvertimeKind,
  settleCompBankAtYearEnd,
} from '../settings/time-bank-rules.ts';
import type { TimeBankSettings } from '../settings/time-bank-settings.ts';
import { addDays } from '../time/calendar-date.ts';
import type { DateOnly } from '../time/date-shapes.ts';

/**
 * Comp time and flex balances as ledgers (docs/vacation.md *Comp time and flex*). Hours are kept
 * in whole minutes as time-bank-rules.ts keeps them.
 */
const toMinutes = (hours: number) => Math.round(hours * 60);
const toHours = (minutes: number) => minutes / 60;

type CompBank = TimeBankSettings['compBank'];

/** Comp hours earned on one day, taken first-in-first-out so the oldest expire last of all. */
export type CompLot = { earnedOn: DateOnly; hours: number };

export type CompTimeEntry =
  | {
      kind: 'overtime';
      date: DateOnly;
      overtimeHours: number;
      overtimeKind: OvertimeKind;
      /** The caller's own reference, copied to the entry's changes (to find what each earned). */
      ref?: number;
    }
  | { kind: 'leave'; date: DateOnly; hours: number }
  | { kind: 'adjustment'; date: DateOnly; hours: number; reason: string };

export type CompTimeChange = {
  date: DateOnly;
  kind: 'earned' | 'overflowPaid' | 'taken' | 'expiredPaid' | 'adjusted' | 'yearEndPaid';
  /** Signed: what the bank gained or lost; `overflowPaid` is paid money and not in the bank. */
  hours: number;
  /** An overtime entry's `ref`, when it had one. */
  ref?: number;
};
export type CompTimeWarning = { date: DateOnly; code: 'LEAVE_EXCEEDS_BALANCE'; missingHours: number };

export type CompTimeResult = {
  lots: CompLot[];
  balanceHours: number;
  changes: CompTimeChange[];
  warnings: CompTimeWarning[];
};

function expireLots(compBank: CompBank, lots: CompLot[], before: DateOnly, changes: CompTimeChange[]) {
  return lots.filter((lot) => {
    const expiry = findCompHoursExpiry(compBank, lot.earnedOn);
    if (expiry === null || expiry >= before || lot.hours <= 0) return lot.hours > 0;
    changes.push({ date: expiry, kind: 'expiredPaid', hours: -lot.hours });
    return false;
  });
}

const sumMinutes = (lots: readonly CompLot[]) => lots.reduce((sum, lot) => sum + toMinutes(lot.hours), 0);

/** Takes `minutes` from the oldest lots first; what the lots cannot cover is returned. */
function takeFromLots(lots: CompLot[], minutes: number): { lots: CompLot[]; missing: number } {
  let need = minutes;
  for (const lot of lots) {
    const take = Math.min(need, toMinutes(lot.hours));
    lot.hours = toHours(toMinutes(lot.hours) - take);
    need -= take;
  }
  return { lots: lots.filter((lot) => lot.hours > 0), missing: need };
}

/**
 * The year end on `yearEnd`: the hours above the cap are paid out from the oldest lots when the
 * settings say so (`yearEndPaid`, dated the year's last day).
 */
function payAboveCap(compBank: CompBank, lots: CompLot[], yearEnd: DateOnly, changes: CompTimeChange[]) {
  const { payoutHours } = settleCompBankAtYearEnd(compBank, toHours(sumMinutes(lots)));
  if (payoutHours <= 0) return lots;
  changes.push({ date: yearEnd, kind: 'yearEndPaid', hours: -payoutHours });
  return takeFromLots(lots, toMinutes(payoutHours)).lots;
}

const yearEndOf = (date: DateOnly): DateOnly => `${date.slice(0, 4)}-12-31`;
const nextYearEnd = (yearEnd: DateOnly): DateOnly => `${Number(yearEnd.slice(0, 4)) + 1}-12-31`;

export type ApplyCompTimeOptions = {
  /**
   * Close every calendar year the entries pass (31 December, at the end of the day): lots expiring
   * that day expire, then the hours above the cap are paid out (`yearEndPaid`) when the settings
   * say so. docs/balances.md *Comp time paid out*.
   */
  closeYears?: boolean;
};

/**
 * Applies comp-time entries in date order to the lots. Overtime taken as comp is converted (1.5
 * or 2 h per hour, the settings') and banked up to the cap, the rest paid as overtime money;
 * comp leave takes the oldest hours first and warns when the bank has too few; an adjustment
 * adds or takes hours with its reason. Hours past their expiry (settings) are paid out: a lot may
 * be used on its expiry day and expires at its end, so at `asOf` the lots expiring that day are
 * gone. With `closeYears`, each 31 December passed pays out the hours above the cap.
 */
export function applyCompTime(
  compBank: CompBank,
  opening: readonly CompLot[],
  entries: readonly CompTimeEntry[],
  asOf?: DateOnly,
  options: ApplyCompTimeOptions = {},
): CompTimeResult {
  let lots = opening.map((lot) => ({ ...lot }));
  const changes: CompTimeChange[] = [];
  const warnings: CompTimeWarning[] = [];
  const sorted = [...entries].sort((a, b) => a.date.localeCompare(b.date));
  const firstDate = [...opening.map((lot) => lot.earnedOn), ...sorted.map((entry) => entry.date)].sort()[0];
  let yearEnd: DateOnly | null =
    options.closeYears && compBank.isPayoutAboveMaxAtYearEnd && firstDate ? yearEndOf(firstDate) : null;
  // Closes the years ending before `date` (or on it, `inclusive`): after that day's entries.
  const closeYearsUntil = (date: DateOnly, inclusive: boolean) => {
    while (yearEnd !== null && (inclusive ? yearEnd <= date : yearEnd < date)) {
      lots = expireLots(compBank, lots, addDays(yearEnd, 1), changes);
      lots = payAboveCap(compBank, lots, yearEnd, changes);
      yearEnd = nextYearEnd(yearEnd);
    }
  };
  for (const entry of sorted) {
    closeYearsUntil(entry.date, false);
    lots = expireLots(compBank, lots, entry.date, changes);
    if (entry.kind === 'overtime') {
      const hours = convertOvertimeToCompHours(compBank, entry.overtimeHours, entry.overtimeKind);
      const room = Math.max(0, toMinutes(compBank.maxHours) - sumMinutes(lots));
      const banked = Math.min(room, toMinutes(hours));
      const ref = entry.ref === undefined ? {} : { ref: entry.ref };
      if (banked > 0) {
        lots.push({ earnedOn: entry.date, hours: toHours(banked) });
        changes.push({ date: entry.date, kind: 'earned', hours: toHours(banked), ...ref });
      }
      if (toMinutes(hours) > banked)
        changes.push({
          date: entry.date,
          kind: 'overflowPaid',
          hours: toHours(toMinutes(hours) - banked),
          ...ref,
        });
      continue;
    }
    if (entry.kind === 'adjustment' && entry.hours > 0) {
      lots.push({ earnedOn: entry.date, hours: entry.hours });
      changes.push({ date: entry.date, kind: 'adjusted', hours: entry.hours });
      continue;
    }
    const wanted = toMinutes(Math.abs(entry.hours));
    const taken = takeFromLots(lots, wanted);
    lots = taken.lots;
    changes.push({
      date: entry.date,
      kind: entry.kind === 'leave' ? 'taken' : 'adjusted',
      hours: toHours(taken.missing - wanted),
    });
    if (taken.missing > 0)
      warnings.push({
        date: entry.date,
        code: 'LEAVE_EXCEEDS_BALANCE',
        missingHours: toHours(taken.missing),
      });
  }
  if (asOf) {
    closeYearsUntil(asOf, true);
    lots = expireLots(compBank, lots, addDays(asOf, 1), changes);
  }
  return { lots, balanceHours: toHours(sumMinutes(lots)), changes, warnings };
}

/**
 * The comp bank at the year end: hours above the cap are paid out when the settings say so, from
 * the oldest lots.
 */
export function closeCompYear(
  compBank: CompBank,
  lots: readonly CompLot[],
  yearEnd: DateOnly,
): CompTimeResult {
  const changes: CompTimeChange[] = [];
  const left = payAboveCap(
    compBank,
    lots.map((lot) => ({ ...lot })),
    yearEnd,
    changes,
  );
  return { lots: left, balanceHours: toHours(sumMinutes(left)), changes, warnings: [] };
}

export type FlexEntry =
  | { kind: 'worked'; date: DateOnly; hours: number }
  | { kind: 'leave'; date: DateOnly; hours: number }
  | { kind: 'adjustment'; date: DateOnly; hours: number; reason: string };

export type FlexPeriodCheck = {
  period: { from: DateOnly; to: DateOnly };
  balanceHours: number;
  status: 'withinLimits' | 'overPlusLimit' | 'underMinusLimit';
  excessHours: number;
};

/**
 * Flex: each reported day adds the hours worked less the day's scheduled hours (a day with no
 * report follows the schedule); flex leave takes its hours; an adjustment adds its hours. At the
 * end of each reconciliation period touched the balance is checked against the limits: a warning,
 * the settings have no pay-out for flex.
 */
export function applyFlex(
  flexBank: TimeBankSettings['flexBank'],
  openingHours: number,
  entries: readonly FlexEntry[],
  ctx: ScheduleContext,
): { balanceHours: number; checks: FlexPeriodCheck[] } {
  let balance = toMinutes(openingHours);
  const checks: FlexPeriodCheck[] = [];
  const sorted = [...entries].sort((a, b) => a.date.localeCompare(b.date));
  let period: { from: DateOnly; to: DateOnly } | null = null;
  const closePeriod = () => {
    if (!period) return;
    checks.push({ period, balanceHours: toHours(balance), ...checkFlexBalance(flexBank, toHours(balance)) });
  };
  for (const entry of sorted) {
    const entryPeriod = findFlexPeriod(flexBank.reconciliationPeriod, entry.date);
    if (period && period.from !== entryPeriod.from) closePeriod();
    period = entryPeriod;
    if (entry.kind === 'worked')
      balance += toMinutes(entry.hours) - toMinutes(scheduledHoursOn(entry.date, ctx));
    else if (entry.kind === 'leave') balance -= toMinutes(entry.hours);
    else balance += toMinutes(entry.hours);
  }
  closePeriod();
  return { balanceHours: toHours(balance), checks };
}
