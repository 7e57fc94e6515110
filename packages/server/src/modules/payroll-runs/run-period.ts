import type { PayrollRunKind } from '@lonsam/domain/contracts/payroll-runs/payroll-run-shapes';
import { formatSwedishDate } from '@lonsam/domain/events/swedish-date';
import { getFirstDayOfMonth, getLastDayOfMonth, parseMonthValue } from '@lonsam/domain/time/month-value';

/** The period's first and last day, `YYYY-MM-DD`. */
export function periodDays(period: string): { firstDay: string; lastDay: string } {
  const month = parseMonthValue(period);
  return { firstDay: getFirstDayOfMonth(month), lastDay: getLastDayOfMonth(month) };
}

const KIND_LABEL: Record<PayrollRunKind, string> = {
  ordinary: 'Lön',
  extra: 'Extra lön',
  correction: 'Korrigering',
};

/** "Lön november 2026", "Extra lön november 2026", "Korrigering november 2026". */
export function runLabel(kind: PayrollRunKind, period: string): string {
  // formatSwedishDate('2026-11-01') is "1 november 2026": drop the day.
  const monthYear = formatSwedishDate(`${period}-01`).replace(/^1 /, '');
  return `${KIND_LABEL[kind]} ${monthYear}`;
}
