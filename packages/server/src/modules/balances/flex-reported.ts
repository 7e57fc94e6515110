import type { BalanceChange } from '@lonsam/domain/contracts/balances/balance-shapes';
import type { TransactionPayload } from '@lonsam/domain/events/event-schema';
import { type ScheduleContext, scheduledHoursOn } from '@lonsam/domain/events/work-schedule';

/** Salary type 900 "Arbetade timmar": the hours an employee reports for a day. */
export const HOURS_WORKED_CODE = '900';

type Row = { date: string; payload: { kind: string }; runLabel: string | null };

const toMinutes = (hours: number) => Math.round(hours * 60);

/**
 * Flex from reported hours against the schedule (docs/balances.md): each day with hours worked
 * (900) reported, once a completed run has paid them, adds the hours worked less the day's
 * scheduled hours (a holiday or a weekend has none, so all of it is flex); a day without a report
 * follows the schedule and changes nothing. Several reports of a day are summed first. Counted in
 * whole minutes as the time-bank rules count. Only where the company's flex bank is on: elsewhere
 * 900 is a count on the payslip and nothing else.
 */
export function flexFromReportedHours(
  events: readonly Row[],
  schedule: ScheduleContext,
  asOf: string,
): BalanceChange[] {
  const days = new Map<string, { minutes: number; runLabel: string }>();
  for (const event of events) {
    if (event.payload.kind !== 'transaction' || !event.runLabel || event.date > asOf) continue;
    const payload = event.payload as TransactionPayload;
    if (payload.salaryTypeCode !== HOURS_WORKED_CODE || !payload.quantity) continue;
    const day = days.get(event.date);
    days.set(event.date, {
      minutes: (day?.minutes ?? 0) + toMinutes(payload.quantity),
      runLabel: day?.runLabel ?? event.runLabel,
    });
  }
  return [...days.entries()].flatMap(([date, day]) => {
    const minutes = day.minutes - toMinutes(scheduledHoursOn(date, schedule));
    if (minutes === 0) return [];
    return [
      {
        date,
        cause: 'worked' as const,
        part: null,
        amount: Math.round((minutes / 60) * 100) / 100,
        runLabel: day.runLabel,
        reason: null,
        adjustedBy: null,
      },
    ];
  });
}
