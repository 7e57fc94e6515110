import type { BalanceChange, BalancesView } from '@lonsam/domain/contracts/balances/balance-shapes';
import { countVacationDays, expandAbsence, sumAbsenceHours } from '@lonsam/domain/events/absence-days';
import type { AbsencePayload, BalancePayload, TransactionPayload } from '@lonsam/domain/events/event-schema';
import type { ScheduleContext } from '@lonsam/domain/events/work-schedule';
import type { TimeBankSettings } from '@lonsam/domain/settings/time-bank-settings';
import { findFlexLimitWarning } from '@lonsam/domain/vacation/flex-limit';
import { applyCompTime, type CompTimeEntry } from '@lonsam/domain/vacation/time-bank-balances';
import {
  advanceDaysOutstanding,
  fromHundredths,
  type SavedDaysLot,
  savedDaysLeft,
  toHundredths,
} from '@lonsam/domain/vacation/vacation-balance';
import { flexFromReportedHours } from './flex-reported.ts';

/*
 * The balances as ledgers (docs/balances.md): every change with its cause, summed in hundredths
 * (days) or by the time-bank rules (comp time), so the total is the history's sum. Pure: the
 * rows come from balance-queries.ts.
 */

export type OpeningVacation = { asOf: string; paidDays: number; savedDays: number; advanceDays: number };
export type PayslipVacationRow = {
  payDate: string;
  runLabel: string;
  daysEarned: number;
  daysTaken: number;
  /** The final payslip's semesterersättning: paid and saved days it paid out. */
  daysPaidOut?: number;
  savedDaysPaidOut?: number;
};
/** Salary type 220 "Kompensationsledighet, intjänad": overtime hours worked and taken as comp time. */
export const COMP_TIME_EARNED_CODE = '220';

export type BalanceEventRow = {
  /** The event's id (the payroll's comp overflow names the event it pays). */
  id?: string;
  date: string;
  payload: AbsencePayload | BalancePayload | TransactionPayload;
  /** The completed run that paid it; null while only attested. */
  runLabel: string | null;
  /** Who reported it (a manual adjustment's "adjusted by"); null when unknown. */
  reportedBy?: string | null;
};

export type LedgerInput = {
  date: string;
  opening: OpeningVacation | null;
  payslips: readonly PayslipVacationRow[];
  events: readonly BalanceEventRow[];
  schedule: ScheduleContext;
  compBank: TimeBankSettings['compBank'];
  /** Flex from reported hours counts only with the company's flex bank on; its limits warn. */
  flexBank?: TimeBankSettings['flexBank'];
  /**
   * Overtime events (220) a payroll run being calculated pays: counted as if paid, so the run
   * learns how much of them does not fit in the comp bank (`compOverflow`).
   */
  pendingEventIds?: ReadonlySet<string>;
};

/** Comp hours of a pending overtime event that did not fit under the cap: paid as money (222). */
export type CompOverflow = { eventId: string; date: string; hours: number };

type Ledger = Pick<BalancesView, 'vacation' | 'compTime' | 'flex'> & { compOverflow: CompOverflow[] };

const change = (
  c: Partial<BalanceChange> & Pick<BalanceChange, 'date' | 'cause' | 'amount'>,
): BalanceChange => ({
  part: null,
  runLabel: null,
  reason: null,
  adjustedBy: null,
  ...c,
});

const sumHundredths = (changes: readonly BalanceChange[], part: BalanceChange['part']) =>
  fromHundredths(changes.filter((c) => c.part === part).reduce((sum, c) => sum + toHundredths(c.amount), 0));

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The saved lot's year: the vacation year it was saved from, taken as the calendar year before the date. */
const yearOf = (date: string) => Number(date.slice(0, 4));

function vacationChanges(input: LedgerInput): { changes: BalanceChange[]; lots: SavedDaysLot[] } {
  const changes: BalanceChange[] = [];
  const lots: SavedDaysLot[] = [];
  const { opening } = input;
  if (opening && opening.asOf <= input.date) {
    if (opening.paidDays)
      changes.push(change({ date: opening.asOf, cause: 'opening', part: 'paid', amount: opening.paidDays }));
    if (opening.savedDays) {
      changes.push(
        change({ date: opening.asOf, cause: 'opening', part: 'saved', amount: opening.savedDays }),
      );
      lots.push({
        savedFrom: `${yearOf(opening.asOf) - 1}-01-01`,
        days: opening.savedDays,
        expiresOn: '9999-12-31',
      });
    }
    if (opening.advanceDays)
      changes.push(
        change({ date: opening.asOf, cause: 'opening', part: 'advance', amount: opening.advanceDays }),
      );
  }
  for (const row of input.payslips) {
    if (row.payDate > input.date) continue;
    if (row.daysEarned)
      changes.push(
        change({
          date: row.payDate,
          cause: 'earned',
          part: 'paid',
          amount: row.daysEarned,
          runLabel: row.runLabel,
        }),
      );
    if (row.daysTaken)
      changes.push(
        change({
          date: row.payDate,
          cause: 'taken',
          part: 'paid',
          amount: -row.daysTaken,
          runLabel: row.runLabel,
        }),
      );
  }
  for (const event of input.events) {
    if (event.date > input.date) continue;
    const { payload } = event;
    if (payload.kind === 'balance' && payload.balance === 'vacation-days') {
      changes.push(
        change({
          date: event.date,
          cause: 'adjusted',
          part: 'paid',
          amount: payload.change,
          reason: payload.reason,
          runLabel: event.runLabel,
          adjustedBy: event.reportedBy ?? null,
        }),
      );
    } else if (payload.kind === 'balance' && payload.balance === 'saved-vacation-days') {
      changes.push(
        change({
          date: event.date,
          cause: 'adjusted',
          part: 'saved',
          amount: payload.change,
          reason: payload.reason,
          runLabel: event.runLabel,
          adjustedBy: event.reportedBy ?? null,
        }),
      );
      if (payload.change >= 0)
        lots.push({
          savedFrom: `${yearOf(event.date) - 1}-01-01`,
          days: payload.change,
          expiresOn: '9999-12-31',
        });
      else takeSavedDays(lots, -payload.change, event.date);
    } else if (payload.kind === 'absence' && payload.absenceType === 'vacation-unpaid' && event.runLabel) {
      const days = countVacationDays(payload, input.schedule);
      if (days)
        changes.push(
          change({
            date: event.date,
            cause: 'taken',
            part: 'unpaid',
            amount: days,
            runLabel: event.runLabel,
          }),
        );
    }
  }
  // After the events: the saved lots a final payslip pays out exist only once they are all read.
  for (const row of input.payslips) {
    if (row.payDate > input.date) continue;
    if (row.daysPaidOut)
      changes.push(
        change({
          date: row.payDate,
          cause: 'paidOut',
          part: 'paid',
          amount: -row.daysPaidOut,
          runLabel: row.runLabel,
        }),
      );
    if (row.savedDaysPaidOut) {
      changes.push(
        change({
          date: row.payDate,
          cause: 'paidOut',
          part: 'saved',
          amount: -row.savedDaysPaidOut,
          runLabel: row.runLabel,
        }),
      );
      takeSavedDays(lots, row.savedDaysPaidOut, row.payDate);
    }
  }
  return { changes: changes.sort((a, b) => a.date.localeCompare(b.date)), lots };
}

/** Days taken off the saved balance (used, expired at a year end, paid out) come from the oldest lots first. */
function takeSavedDays(lots: SavedDaysLot[], days: number, date: string): void {
  let left = toHundredths(days);
  for (const lot of [...lots].sort((a, b) => a.savedFrom.localeCompare(b.savedFrom))) {
    const take = Math.min(left, Math.max(0, toHundredths(lot.days)));
    lot.days = fromHundredths(toHundredths(lot.days) - take);
    left -= take;
  }
  if (left > 0)
    lots.push({
      savedFrom: `${yearOf(date) - 1}-01-01`,
      days: -fromHundredths(left),
      expiresOn: '9999-12-31',
    });
}

function savedByYear(lots: readonly SavedDaysLot[]) {
  const byYear = new Map<number, SavedDaysLot[]>();
  for (const lot of lots) {
    const year = yearOf(lot.savedFrom);
    byYear.set(year, [...(byYear.get(year) ?? []), lot]);
  }
  return [...byYear.entries()]
    .map(([year, yearLots]) => ({ year, days: savedDaysLeft({ saved: yearLots }) }))
    .filter((row) => row.days !== 0)
    .sort((a, b) => a.year - b.year);
}

function leaveHours(payload: AbsencePayload, schedule: ScheduleContext) {
  return sumAbsenceHours(expandAbsence(payload, schedule));
}

function hoursChanges(input: LedgerInput, balance: 'comp-time' | 'flex', leave: string) {
  const changes: BalanceChange[] = [];
  for (const event of input.events) {
    if (event.date > input.date) continue;
    const { payload } = event;
    if (payload.kind === 'balance' && payload.balance === balance) {
      changes.push(
        change({
          date: event.date,
          cause: 'adjusted',
          amount: payload.change,
          reason: payload.reason,
          runLabel: event.runLabel,
          adjustedBy: event.reportedBy ?? null,
        }),
      );
    } else if (payload.kind === 'absence' && payload.absenceType === leave && event.runLabel) {
      changes.push(
        change({
          date: event.date,
          cause: 'taken',
          amount: -leaveHours(payload, input.schedule),
          runLabel: event.runLabel,
        }),
      );
    }
  }
  return changes.sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Overtime banked as comp time (salary type 220), once a completed run has paid the event, or
 * while the run being calculated takes it in (`pendingEventIds`).
 */
function overtimeRows(input: LedgerInput) {
  return input.events.flatMap((event) => {
    const { payload } = event;
    const isPending = event.id !== undefined && (input.pendingEventIds?.has(event.id) ?? false);
    if (
      payload.kind !== 'transaction' ||
      payload.salaryTypeCode !== COMP_TIME_EARNED_CODE ||
      !(event.runLabel || isPending) ||
      event.date > input.date ||
      !payload.quantity
    )
      return [];
    return [{ date: event.date, hours: payload.quantity, runLabel: event.runLabel, isPending, id: event.id }];
  });
}

export function buildLedger(input: LedgerInput): Ledger {
  const { changes: vacation, lots } = vacationChanges(input);
  const advanceLots = vacation
    .filter((c) => c.part === 'advance')
    .map((c) => ({ takenOn: c.date, days: c.amount, valueOre: 0 }));

  const comp = hoursChanges(input, 'comp-time', 'comp-time-leave');
  const overtime = overtimeRows(input);
  const entries: CompTimeEntry[] = [
    ...comp.map(
      (c): CompTimeEntry =>
        c.cause === 'taken'
          ? { kind: 'leave', date: c.date, hours: -c.amount }
          : { kind: 'adjustment', date: c.date, hours: c.amount, reason: c.reason ?? '' },
    ),
    // The quantity is the overtime worked; the settings' simple factor makes it comp hours
    // (the event says nothing of qualified overtime). docs/balances.md.
    ...overtime.map(
      (row, ref): CompTimeEntry => ({
        kind: 'overtime',
        date: row.date,
        overtimeHours: row.hours,
        overtimeKind: 'simple',
        ref,
      }),
    ),
  ];
  const compResult = applyCompTime(input.compBank, [], entries, input.date);
  const compOverflow: CompOverflow[] = [];
  for (const result of compResult.changes) {
    const row = result.ref === undefined ? undefined : overtime[result.ref];
    if (result.kind === 'overflowPaid' && row?.isPending && row.id)
      compOverflow.push({ eventId: row.id, date: result.date, hours: result.hours });
    if (result.kind === 'expiredPaid')
      comp.push(change({ date: result.date, cause: 'expired', amount: result.hours }));
    else if (result.kind === 'earned' && result.ref !== undefined)
      comp.push(
        change({
          date: result.date,
          cause: 'earned',
          amount: result.hours,
          runLabel: overtime[result.ref]?.runLabel ?? null,
        }),
      );
  }
  comp.sort((a, b) => a.date.localeCompare(b.date));

  const flex = hoursChanges(input, 'flex', 'flex-leave');
  if (input.flexBank?.isEnabled) {
    flex.push(...flexFromReportedHours(input.events, input.schedule, input.date));
    flex.sort((a, b) => a.date.localeCompare(b.date));
  }
  return {
    vacation: {
      paidDays: sumHundredths(vacation, 'paid'),
      savedDays: savedDaysLeft({ saved: lots }),
      savedByYear: savedByYear(lots),
      unpaidDaysTaken: sumHundredths(vacation, 'unpaid'),
      advanceDays: advanceDaysOutstanding({ advance: advanceLots }),
      history: vacation,
    },
    compTime: { hours: round2(compResult.balanceHours), history: comp },
    flex: {
      hours: round2(flex.reduce((sum, c) => sum + c.amount, 0)),
      history: flex,
      limitWarning: input.flexBank ? findFlexLimitWarning(input.flexBank, flex, input.date) : null,
    },
    compOverflow,
  };
}
