import { isDateTimeText, SECONDS_PER_DAY } from './date-shapes.ts';
import { parseTimeToSeconds } from './time-of-day.ts';

export interface Break {
  startTime: string;
  endExclusiveTime: string;
}

export interface TimeSpan {
  startTime: string;
  endExclusiveTime: string;
  breaks: readonly Break[];
}

interface Interval {
  start: number;
  end: number;
}

/**
 * Times are either `hh:mm[:ss]` (an end at or before its start means the span crosses midnight)
 * or `YYYY-MM-DDThh:mm:ss`. Durations are wall-clock time: a night shift across a DST change
 * counts the hours on the clock, as Swedish time reporting does.
 */
function toSeconds(text: string): number {
  if (isDateTimeText(text)) return Date.parse(`${text}Z`) / 1000;
  return parseTimeToSeconds(text);
}

function toInterval(startTime: string, endExclusiveTime: string): Interval {
  const start = toSeconds(startTime);
  let end = toSeconds(endExclusiveTime);
  if (end <= start && !isDateTimeText(endExclusiveTime)) end += SECONDS_PER_DAY;
  if (end < start) throw new RangeError('A time span cannot end before it starts');
  return { start, end };
}

/** Gross seconds from start to end, breaks not deducted. */
export function calculateGrossSeconds(span: Pick<TimeSpan, 'startTime' | 'endExclusiveTime'>): number {
  const { start, end } = toInterval(span.startTime, span.endExclusiveTime);
  return end - start;
}

/**
 * Seconds of the span net of its breaks. Breaks are clipped to the span and overlapping breaks
 * count once, so the result is always between 0 and the gross duration.
 */
export function calculateNetSeconds(span: TimeSpan): number {
  const outer = toInterval(span.startTime, span.endExclusiveTime);
  const breaks = span.breaks
    .map((item) => {
      const inner = toInterval(item.startTime, item.endExclusiveTime);
      // A time-only break before the span's start belongs to the next day of a night shift.
      if (inner.start < outer.start && inner.end <= outer.start) {
        return { start: inner.start + SECONDS_PER_DAY, end: inner.end + SECONDS_PER_DAY };
      }
      return inner;
    })
    .map((inner) => ({ start: Math.max(inner.start, outer.start), end: Math.min(inner.end, outer.end) }))
    .filter((inner) => inner.end > inner.start)
    .sort((a, b) => a.start - b.start);
  let breakSeconds = 0;
  let coveredUntil = outer.start;
  for (const item of breaks) {
    const start = Math.max(item.start, coveredUntil);
    if (item.end > start) breakSeconds += item.end - start;
    coveredUntil = Math.max(coveredUntil, item.end);
  }
  return outer.end - outer.start - breakSeconds;
}
