import type { DateOnly } from '@lonsam/domain/time/date-shapes';

const formats = new Map<string, { date: Intl.DateTimeFormat; weekday: Intl.DateTimeFormat }>();

/** "25 december 2026" and "fredag" in the user's language; UTC, so no time zone moves the date. */
export function formatPayDate(date: DateOnly, language: string): { date: string; weekday: string } {
  let format = formats.get(language);
  if (!format) {
    const options = { timeZone: 'UTC' } as const;
    format = {
      date: new Intl.DateTimeFormat(language, { ...options, day: 'numeric', month: 'long', year: 'numeric' }),
      weekday: new Intl.DateTimeFormat(language, { ...options, weekday: 'long' }),
    };
    formats.set(language, format);
  }
  const instant = new Date(`${date}T00:00:00Z`);
  return { date: format.date.format(instant), weekday: format.weekday.format(instant) };
}
