import { getIsoWeek, getIsoWeekday } from '@lonsam/domain/time/calendar-date';
import type { CalendarDay, EventView } from '../api/get-event-calendar.ts';

export type CalendarWeek = {
  /** ISO 8601 week number (the week of its Thursday). */
  week: number;
  /** Monday to Sunday; null before the month's first day and after its last. */
  days: (CalendarDay | null)[];
};

/** The month's days as weeks that start on Monday, each with its ISO week number. */
export function buildCalendarWeeks(days: readonly CalendarDay[]): CalendarWeek[] {
  const weeks: CalendarWeek[] = [];
  let current: CalendarWeek | undefined;
  for (const day of days) {
    const weekday = getIsoWeekday(day.date);
    if (!current || weekday === 1) {
      current = { week: getIsoWeek(day.date).week, days: Array.from({ length: 7 }, () => null) };
      weeks.push(current);
    }
    current.days[weekday - 1] = day;
  }
  return weeks;
}

/** The events touching a date (from the first to the last date each concerns). */
export function eventsOnDate(events: readonly EventView[], date: string): EventView[] {
  return events.filter((event) => event.fromDate <= date && date <= event.toDate);
}
