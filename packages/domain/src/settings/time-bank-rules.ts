import { addDays, createDateOnly } from '../time/calendar-date.ts';
import type { DateOnly } from '../time/date-shapes.ts';
import type { FlexPeriod, TimeBankSettings } from './time-bank-settings.ts';

type CompBank = TimeBankSettings['compBank'];
export type OvertimeKind = 'simple' | 'qualified';

/** Hours are kept in whole minutes so 1.5 × 0.33 h cannot drift. */
const toMinutes = (hours: number) => Math.round(hours * 60);

/** Comp hours for overtime worked: 3 h simple × 1.5 = 4.5 h; 2 h qualified × 2 = 4 h. */
export function convertOvertimeToCompHours(compBank: CompBank, hours: number, kind: OvertimeKind): number {
  const factor = kind === 'simple' ? compBank.simpleOvertimeFactor : compBank.qualifiedOvertimeFactor;
  return toMinutes(hours * factor) / 60;
}

/** A deposit up to the cap; what does not fit is paid as overtime money (`overflowHours`). */
export function depositCompHours(compBank: CompBank, balanceHours: number, hours: number) {
  const room = Math.max(0, toMinutes(compBank.maxHours) - toMinutes(balanceHours));
  const deposited = Math.min(room, toMinutes(hours));
  return {
    balanceHours: (toMinutes(balanceHours) + deposited) / 60,
    overflowHours: (toMinutes(hours) - deposited) / 60,
  };
}

/** At the year end: the hours above the cap are paid out when the settings say so. */
export function settleCompBankAtYearEnd(compBank: CompBank, balanceHours: number) {
  const above = Math.max(0, toMinutes(balanceHours) - toMinutes(compBank.maxHours));
  const payoutMinutes = compBank.isPayoutAboveMaxAtYearEnd ? above : 0;
  return { payoutHours: payoutMinutes / 60, keptHours: (toMinutes(balanceHours) - payoutMinutes) / 60 };
}

/** The day comp hours earned on `earnedOn` expire (are paid out), or null when they never do. */
export function findCompHoursExpiry(compBank: CompBank, earnedOn: DateOnly): DateOnly | null {
  if (compBank.expiryMonths === null) return null;
  const year = Number(earnedOn.slice(0, 4));
  const monthIndex = Number(earnedOn.slice(5, 7)) - 1 + compBank.expiryMonths;
  const target = new Date(Date.UTC(year, monthIndex, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  // 31 January + 1 month is the last day of February, never 3 March.
  const day = Math.min(Number(earnedOn.slice(8, 10)), lastDay);
  return createDateOnly(target.getUTCFullYear(), target.getUTCMonth(), day);
}

const PERIOD_MONTHS: Record<FlexPeriod, number> = { month: 1, quarter: 3, halfYear: 6, year: 12 };

/** The reconciliation period a date falls in (periods start in January). */
export function findFlexPeriod(period: FlexPeriod, date: DateOnly): { from: DateOnly; to: DateOnly } {
  const months = PERIOD_MONTHS[period];
  const year = Number(date.slice(0, 4));
  const startMonth = Math.floor((Number(date.slice(5, 7)) - 1) / months) * months;
  const from = createDateOnly(year, startMonth, 1);
  const next =
    startMonth + months === 12
      ? createDateOnly(year + 1, 0, 1)
      : createDateOnly(year, startMonth + months, 1);
  return { from, to: addDays(next, -1) };
}

/** A flex balance against the limits: what is over the plus limit or under the minus limit. */
export function checkFlexBalance(flexBank: TimeBankSettings['flexBank'], balanceHours: number) {
  const balance = toMinutes(balanceHours);
  const overPlus = Math.max(0, balance - toMinutes(flexBank.plusLimitHours));
  const underMinus = Math.max(0, -balance - toMinutes(flexBank.minusLimitHours));
  return {
    status: overPlus > 0 ? 'overPlusLimit' : underMinus > 0 ? 'underMinusLimit' : 'withinLimits',
    excessHours: (overPlus + underMinus) / 60,
  } as const;
}
