import { differenceInDays } from './calendar-date.ts';
import type { DateOnly } from './date-shapes.ts';

const namedDayFormat = new Intl.RelativeTimeFormat('sv', { numeric: 'auto' });
const periodFormat = new Intl.RelativeTimeFormat('sv', { numeric: 'always' });

/** Only today, yesterday and tomorrow get names; `i övermorgon` would read oddly in a list. */
function formatDays(days: number): string {
  return Math.abs(days) <= 1 ? namedDayFormat.format(days, 'day') : periodFormat.format(days, 'day');
}

/** `i dag`, `i går`, `i morgon`, `om 3 dagar`/`för 3 dagar sedan` within 7 days, else the date. */
export function formatRelativeDate(date: DateOnly, today: DateOnly): string {
  const days = differenceInDays(date, today);
  if (Math.abs(days) <= 7) return formatDays(days);
  return date;
}

function countWholeMonths(earlier: DateOnly, later: DateOnly): number {
  const [earlyYear, earlyMonth, earlyDay] = earlier.split('-').map(Number) as [number, number, number];
  const [lateYear, lateMonth, lateDay] = later.split('-').map(Number) as [number, number, number];
  return (lateYear - earlyYear) * 12 + (lateMonth - earlyMonth) - (lateDay < earlyDay ? 1 : 0);
}

/**
 * A Swedish phrase for the distance from today: days under a week, weeks under 4, months under 12,
 * then years (`om 2 veckor`, `för 3 månader sedan`, `för 2 år sedan`).
 */
export function formatRelativePeriod(date: DateOnly, today: DateOnly): string {
  const days = differenceInDays(date, today);
  const sign = Math.sign(days);
  const absoluteDays = Math.abs(days);
  if (absoluteDays < 7) return formatDays(days);
  const weeks = Math.floor(absoluteDays / 7);
  if (weeks < 4) return periodFormat.format(sign * weeks, 'week');
  const [earlier, later] = days < 0 ? [date, today] : [today, date];
  const months = Math.max(1, countWholeMonths(earlier, later));
  if (months < 12) return periodFormat.format(sign * months, 'month');
  return periodFormat.format(sign * Math.floor(months / 12), 'year');
}
