import type { BalanceChange, BalancesView } from '@lonsam/domain/contracts/balances/balance-shapes';
import { countVacationDays, expandAbsence, sumAbsenceHours } from '@lonsam/domain/events/absence-days';
import type { AbsencePayload, BalancePayload, TransactionPayload } from '@lonsam/domain/events/event-schema';
import type { ScheduleContext } from '@lonsam/domain/events/work-schedule';
import type { CompTimePaidOut, CompTimePayout } from '@lonsam/domain/payroll/payslip/payslip-types';
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
  /** The event this one corrects: a balance event corrected by another of its balance is replaced by it. */
  correctsEventId?: string | null;
};

/** Banked comp hours a completed payslip paid out on 222, with its run's label. */
export type CompPaidOutRow = CompTimePaidOut & { runLabel: string };

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
   * Overtime events (220) and comp leave a payroll run being calculated pays: counted as if paid,
   * so the run learns how much of the overtime does not fit in the comp bank (`compOverflow`), and
   * hours its comp leave takes are not paid out as expired or above the cap (`compPayouts`).
   */
  pendingEventIds?: ReadonlySet<string>;
  /** Expired and year-end comp hours completed payslips paid out (`result.compTime.paidOut`). */
  compPaidOut?: readonly CompPaidOutRow[];
  /** The same on payslips of other runs not yet completed: they will pay them, so this run does not. */
  compHeld?: readonly CompTimePaidOut[];
};

/** Comp hours of a pending overtime event that did not fit under the cap: paid as money (222). */
export type CompOverflow = { eventId: string; date: string; hours: number };

type Ledger = Pick<BalancesView, 'vacation' | 'compTime' | 'flex'> & {
  compOverflow: CompOverflow[];
  /**
   * Banked comp hours expired or above the cap at a year end up to the date that no payslip has
   * paid (completed) or is paying (another open run): what an ordinary run pays on 222.
   */
  compPayouts: CompTimePayout[];
};

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

/**
 * Balance events replaced by a newer version: an attested (or paid) balance event of the same
 * balance correcting it (`correctsEventId`) and counting at the date. A correction of a balance is
 * the balance's new value, not a change on top of the old one (docs/balances.md *Corrections*).
 */
function supersededIds(input: LedgerInput): Set<string> {
  const balanceOf = new Map<string, string>();
  for (const event of input.events)
    if (event.id && event.payload.kind === 'balance') balanceOf.set(event.id, event.payload.balance);
  const superseded = new Set<string>();
  for (const event of input.events) {
    const corrected = event.correctsEventId;
    if (!corrected || event.date > input.date || event.payload.kind !== 'balance') continue;
    if (balanceOf.get(corrected) === event.payload.balance) superseded.add(corrected);
  }
  return superseded;
}

/** The events that count: those no newer version replaces. */
function currentEvents(input: LedgerInput): LedgerInput {
  const superseded = supersededIds(input);
  if (superseded.size === 0) return input;
  return { ...input, events: input.events.filter((event) => !event.id || !superseded.has(event.id)) };
}

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

/** An event the payroll run being calculated takes in (`pendingEventIds`). */
const isPending = (input: LedgerInput, event: BalanceEventRow) =>
  event.id !== undefined && (input.pendingEventIds?.has(event.id) ?? false);

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
    } else if (
      payload.kind === 'absence' &&
      payload.absenceType === leave &&
      (event.runLabel || isPending(input, event))
    ) {
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
    const pending = isPending(input, event);
    if (
      payload.kind !== 'transaction' ||
      payload.salaryTypeCode !== COMP_TIME_EARNED_CODE ||
      !(event.runLabel || pending) ||
      event.date > input.date ||
      !payload.quantity
    )
      return [];
    return [
      {
        date: event.date,
        hours: payload.quantity,
        runLabel: event.runLabel,
        isPending: pending,
        id: event.id,
      },
    ];
  });
}

const minutes = (hours: number) => Math.round(hours * 60);
const paidKey = (cause: CompTimePaidOut['cause'], date: string) => `${cause} ${date}`;

/** Minutes of expired / year-end comp hours by cause and date, with the first run label seen. */
function sumPaid(rows: readonly (CompTimePaidOut & { runLabel?: string })[]) {
  const sums = new Map<string, { minutes: number; runLabel: string | null }>();
  for (const row of rows) {
    const key = paidKey(row.cause, row.date);
    const sum = sums.get(key) ?? { minutes: 0, runLabel: row.runLabel ?? null };
    sum.minutes += minutes(row.hours);
    sums.set(key, sum);
  }
  return sums;
}

/**
 * The employment's end (docs/balances.md *Comp time paid out*): with the date at or after the end
 * date, the positive comp balance left is paid out by the final payslip (`termination`, dated the
 * end date). What a completed payslip paid shows as paid out by its run; the rest shows as to be
 * paid out and, unless another open run is paying it, goes to `compPayouts`. A negative balance is
 * left as it is (not deducted). Returns the minutes taken off the balance.
 */
function payLeftAtEnd(
  input: LedgerInput,
  balanceHours: number,
  comp: BalanceChange[],
  compPayouts: CompTimePayout[],
): number {
  const end = input.schedule.employmentEnd;
  if (!end || end > input.date) return 0;
  const due = Math.max(0, minutes(balanceHours));
  if (due === 0) return 0;
  // By cause only: the hours left are paid once, even if the end date is moved afterwards.
  const ofTermination = (rows: readonly (CompTimePaidOut & { runLabel?: string })[]) =>
    rows.filter((row) => row.cause === 'termination');
  const paidRows = ofTermination(input.compPaidOut ?? []);
  const paidMinutes = Math.min(
    due,
    paidRows.reduce((sum, row) => sum + minutes(row.hours), 0),
  );
  if (paidMinutes > 0)
    comp.push(
      change({
        date: end,
        cause: 'paidOut',
        amount: -paidMinutes / 60,
        runLabel: paidRows[0]?.runLabel ?? null,
      }),
    );
  const owed = due - paidMinutes;
  if (owed > 0) {
    comp.push(change({ date: end, cause: 'paidOut', amount: -owed / 60 }));
    const heldMinutes = ofTermination(input.compHeld ?? []).reduce((sum, row) => sum + minutes(row.hours), 0);
    if (owed > heldMinutes)
      compPayouts.push({ cause: 'termination', date: end, hours: (owed - heldMinutes) / 60 });
  }
  return due;
}

/** The ledger's vacation days alone (what buildLedger returns as `vacation`), without the time banks. */
export function buildVacationLedger(ledgerInput: LedgerInput): Ledger['vacation'] {
  return vacationOf(currentEvents(ledgerInput));
}

function vacationOf(input: LedgerInput): Ledger['vacation'] {
  const { changes: vacation, lots } = vacationChanges(input);
  const advanceLots = vacation
    .filter((c) => c.part === 'advance')
    .map((c) => ({ takenOn: c.date, days: c.amount, valueOre: 0 }));
  return {
    paidDays: sumHundredths(vacation, 'paid'),
    savedDays: savedDaysLeft({ saved: lots }),
    savedByYear: savedByYear(lots),
    unpaidDaysTaken: sumHundredths(vacation, 'unpaid'),
    advanceDays: advanceDaysOutstanding({ advance: advanceLots }),
    history: vacation,
  };
}

export function buildLedger(ledgerInput: LedgerInput): Ledger {
  const input = currentEvents(ledgerInput);
  const vacation = vacationOf(input);

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
  // The year end's payout above the cap only with the comp bank on (it is off by default).
  const compResult = applyCompTime(input.compBank, [], entries, input.date, {
    closeYears: input.compBank.isEnabled,
  });
  const compOverflow: CompOverflow[] = [];
  const compPayouts: CompTimePayout[] = [];
  const paid = sumPaid(input.compPaidOut ?? []);
  const held = sumPaid(input.compHeld ?? []);
  for (const result of compResult.changes) {
    const row = result.ref === undefined ? undefined : overtime[result.ref];
    if (result.kind === 'overflowPaid' && row?.isPending && row.id)
      compOverflow.push({ eventId: row.id, date: result.date, hours: result.hours });
    if (result.kind === 'expiredPaid' || result.kind === 'yearEndPaid') {
      // Paid by a completed payslip: shown as paid out by its run; the rest is still owed.
      const cause = result.kind === 'expiredPaid' ? 'expired' : 'yearEnd';
      const due = minutes(-result.hours);
      const key = paidKey(cause, result.date);
      const paidNow = paid.get(key);
      const paidMinutes = Math.min(due, paidNow?.minutes ?? 0);
      if (paidNow) paidNow.minutes -= paidMinutes;
      if (paidMinutes > 0)
        comp.push(
          change({
            date: result.date,
            cause: 'paidOut',
            amount: -paidMinutes / 60,
            runLabel: paidNow?.runLabel ?? null,
          }),
        );
      const owed = due - paidMinutes;
      if (owed > 0) {
        // Not paid yet: expired hours show as expired, the year end's as to be paid out (no run).
        const owedCause = cause === 'expired' ? 'expired' : 'paidOut';
        comp.push(change({ date: result.date, cause: owedCause, amount: -owed / 60 }));
        const heldNow = held.get(key);
        const heldMinutes = Math.min(owed, heldNow?.minutes ?? 0);
        if (heldNow) heldNow.minutes -= heldMinutes;
        if (owed > heldMinutes)
          compPayouts.push({ cause, date: result.date, hours: (owed - heldMinutes) / 60 });
      }
    } else if (result.kind === 'earned' && result.ref !== undefined)
      comp.push(
        change({
          date: result.date,
          cause: 'earned',
          amount: result.hours,
          runLabel: overtime[result.ref]?.runLabel ?? null,
        }),
      );
  }
  const terminationMinutes = payLeftAtEnd(input, compResult.balanceHours, comp, compPayouts);
  comp.sort((a, b) => a.date.localeCompare(b.date));

  const flex = hoursChanges(input, 'flex', 'flex-leave');
  if (input.flexBank?.isEnabled) {
    flex.push(...flexFromReportedHours(input.events, input.schedule, input.date));
    flex.sort((a, b) => a.date.localeCompare(b.date));
  }
  return {
    vacation,
    compTime: { hours: round2(compResult.balanceHours - terminationMinutes / 60), history: comp },
    flex: {
      hours: round2(flex.reduce((sum, c) => sum + c.amount, 0)),
      history: flex,
      limitWarning: input.flexBank ? findFlexLimitWarning(input.flexBank, flex, input.date) : null,
    },
    compOverflow,
    compPayouts,
  };
}
