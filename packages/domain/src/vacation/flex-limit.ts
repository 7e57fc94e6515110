import { checkFlexBalance, findFlexPeriod } from '../settings/time-bank-rules.ts';
import type { TimeBankSettings } from '../settings/time-bank-settings.ts';
import { addDays } from '../time/calendar-date.ts';
import type { DateOnly } from '../time/date-shapes.ts';

/** The flex balance over a limit at the end of a reconciliation period (docs/balances.md *Flex limits*). */
export type FlexLimitWarning = {
  /** The reconciliation period's last day. */
  periodEnd: DateOnly;
  status: 'overPlusLimit' | 'underMinusLimit';
  /** The limit passed, in hours (the minus limit as a positive number). */
  limitHours: number;
  /** The balance on the period's last day, signed. */
  balanceHours: number;
  /** How far past the limit. */
  excessHours: number;
};

/**
 * The latest reconciliation period ended on or before `date` (the period ending on `date` itself
 * counts), checked against the flex bank's limits: a warning when the balance on its last day is
 * past one, else null; null too with the flex bank off. `changes` are the flex ledger's, signed.
 */
export function findFlexLimitWarning(
  flexBank: TimeBankSettings['flexBank'],
  changes: readonly { date: DateOnly; amount: number }[],
  date: DateOnly,
): FlexLimitWarning | null {
  if (!flexBank.isEnabled) return null;
  const current = findFlexPeriod(flexBank.reconciliationPeriod, date);
  const periodEnd = current.to === date ? date : addDays(current.from, -1);
  // In minutes, as time-bank-rules keeps hours, so 0.1 + 0.2 is never 0.30000000000000004.
  const minutes = changes
    .filter((change) => change.date <= periodEnd)
    .reduce((sum, change) => sum + Math.round(change.amount * 60), 0);
  const balanceHours = minutes / 60;
  const check = checkFlexBalance(flexBank, balanceHours);
  if (check.status === 'withinLimits') return null;
  return {
    periodEnd,
    status: check.status,
    limitHours: check.status === 'overPlusLimit' ? flexBank.plusLimitHours : flexBank.minusLimitHours,
    balanceHours,
    excessHours: check.excessHours,
  };
}
