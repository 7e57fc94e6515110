import type { EventEffectView } from '../contracts/events/event-shapes.ts';
import { differenceInDays } from '../time/calendar-date.ts';
import { eachDate, expandAbsence } from './absence-days.ts';
import type { AbsencePayload } from './event-schema.ts';
import { roundHundredths } from './swedish-date.ts';
import type { ScheduleContext } from './work-schedule.ts';

/*
 * Sick periods by lag (1991:1047) om sjuklön and swedish-payroll.md §7.2 and §9.1: a spell that
 * starts at most 5 calendar days after the previous spell's last sick day continues its period;
 * days are calendar days of sickness counted through the period; the employer pays sjuklön for
 * days 1–14; one karensavdrag per period, 20 % of the weekly hours, taken from the first sick hours
 * and carried over into the following days when the first day has fewer; a doctor's certificate
 * from day 8; from day 15 Försäkringskassan pays; no karensavdrag after ten in twelve months.
 */

/** The re-sickness window: a new spell starting this many days after the last sick day continues. */
export const SAME_PERIOD_WITHIN_DAYS = 5;
export const LAST_SICK_PAY_DAY = 14;
export const CERTIFICATE_FROM_DAY = 8;
/** Karensavdrag as a share of the weekly hours (20 %, §9.1 tjänstemannaavtal form). */
export const KARENS_SHARE_OF_WEEK = 0.2;
/** No karensavdrag when ten were made in the twelve months before the period (§9.1). */
export const MAX_KARENS_IN_TWELVE_MONTHS = 10;

type SickEvent = { id: string; payload: AbsencePayload };

export type SickDay = {
  date: string;
  /** Calendar day of sickness in the period, 1 first. */
  dayNumber: number;
  eventIds: string[];
  /** Sick hours on this date (all events), 0 on a day the schedule has none. */
  hours: number;
  karensHours: number;
};

export type SickPeriod = {
  start: string;
  end: string;
  eventIds: string[];
  days: SickDay[];
  /** False only when ten karensavdrag in the twelve months before took it away. */
  karens: boolean;
  /** 20 % of the weekly hours, or 0 without karens. */
  karensHoursTarget: number;
  /** What the period's sick hours in days 1–14 allowed of the target. */
  karensHours: number;
  karensHoursByEvent: Record<string, number>;
  /** Date of day 8 and of day 15, when the period reaches them. */
  certificateNeededFrom: string | null;
  beyondDay14From: string | null;
  /** Some event of the period says a doctor's certificate was handed in. */
  certificateHandedIn: boolean;
};

type DatedSickness = { date: string; entries: { eventId: string; hours: number }[] };

/** Every calendar date of sickness, with each event's sick hours on it (events in input order). */
function sickDates(sick: readonly SickEvent[], ctx: ScheduleContext): DatedSickness[] {
  const byDate = new Map<string, DatedSickness>();
  for (const event of sick) {
    if (event.payload.absenceType !== 'sick') continue;
    const hoursByDate = new Map(expandAbsence(event.payload, ctx).map((day) => [day.date, day.hours]));
    for (const date of eachDate(event.payload.fromDate, event.payload.toDate)) {
      const entry = byDate.get(date) ?? { date, entries: [] };
      entry.entries.push({ eventId: event.id, hours: hoursByDate.get(date) ?? 0 });
      byDate.set(date, entry);
    }
  }
  return [...byDate.values()].sort((left, right) => left.date.localeCompare(right.date));
}

function sameDateYearBefore(date: string): string {
  const previous = `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`;
  return previous.endsWith('-02-29') ? `${previous.slice(0, 8)}28` : previous;
}

export function buildSickPeriods(sick: readonly SickEvent[], ctx: ScheduleContext): SickPeriod[] {
  const groups: DatedSickness[][] = [];
  let previous: string | null = null;
  for (const dated of sickDates(sick, ctx)) {
    const continues = previous !== null && differenceInDays(dated.date, previous) <= SAME_PERIOD_WITHIN_DAYS;
    if (continues) groups[groups.length - 1]?.push(dated);
    else groups.push([dated]);
    previous = dated.date;
  }
  const periods: SickPeriod[] = [];
  for (const group of groups) {
    const start = group[0]?.date as string;
    const yearBefore = sameDateYearBefore(start);
    const recentKarens = periods.filter((period) => period.karens && period.start > yearBefore).length;
    periods.push(buildPeriod(group, recentKarens < MAX_KARENS_IN_TWELVE_MONTHS, ctx, sick));
  }
  return periods;
}

function buildPeriod(
  group: readonly DatedSickness[],
  karens: boolean,
  ctx: ScheduleContext,
  sick: readonly SickEvent[],
): SickPeriod {
  const karensHoursTarget = karens ? roundHundredths(ctx.weeklyHours * KARENS_SHARE_OF_WEEK) : 0;
  let karensLeft = karensHoursTarget;
  const karensHoursByEvent: Record<string, number> = {};
  const eventIds = new Set<string>();
  const days = group.map((dated, index): SickDay => {
    const dayNumber = index + 1;
    let karensHours = 0;
    for (const entry of dated.entries) {
      eventIds.add(entry.eventId);
      // Karens is taken from sjuklön, which ends with day 14.
      const taken = dayNumber <= LAST_SICK_PAY_DAY ? Math.min(entry.hours, karensLeft) : 0;
      if (taken <= 0) continue;
      karensLeft = roundHundredths(karensLeft - taken);
      karensHours = roundHundredths(karensHours + taken);
      karensHoursByEvent[entry.eventId] = roundHundredths((karensHoursByEvent[entry.eventId] ?? 0) + taken);
    }
    const hours = roundHundredths(dated.entries.reduce((sum, entry) => sum + entry.hours, 0));
    return {
      date: dated.date,
      dayNumber,
      eventIds: dated.entries.map((entry) => entry.eventId),
      hours,
      karensHours,
    };
  });
  const ids = [...eventIds];
  return {
    start: days[0]?.date as string,
    end: days[days.length - 1]?.date as string,
    eventIds: ids,
    days,
    karens,
    karensHoursTarget,
    karensHours: roundHundredths(karensHoursTarget - karensLeft),
    karensHoursByEvent,
    certificateNeededFrom: days[CERTIFICATE_FROM_DAY - 1]?.date ?? null,
    beyondDay14From: days[LAST_SICK_PAY_DAY]?.date ?? null,
    certificateHandedIn: sick.some((event) => ids.includes(event.id) && event.payload.certificate),
  };
}

export type SickPeriodInfo = NonNullable<EventEffectView['sickPeriod']>;

/** What an event's days are in its sick period (the `sickPeriod` of the event's effect), or null. */
export function sickInfoForEvent(eventId: string, periods: readonly SickPeriod[]): SickPeriodInfo | null {
  const period = periods.find((candidate) => candidate.eventIds.includes(eventId));
  if (!period) return null;
  const numbers = period.days.filter((day) => day.eventIds.includes(eventId)).map((day) => day.dayNumber);
  const firstDay = Math.min(...numbers);
  const lastDay = Math.max(...numbers);
  return {
    periodStart: period.start,
    firstDay,
    lastDay,
    karens: (period.karensHoursByEvent[eventId] ?? 0) > 0,
    certificateNeeded: lastDay >= CERTIFICATE_FROM_DAY,
    beyondDay14: lastDay > LAST_SICK_PAY_DAY,
  };
}
