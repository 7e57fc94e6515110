/**
 * The client's local wall-clock time with its UTC offset, e.g. `2026-11-22T14:03:00+01:00`.
 * The server needs the offset as well as the instant: "today" and the payroll month are the
 * user's, not UTC's.
 */
export function formatLocalDateTimeWithOffset(date: Date): string {
  const offsetMinutes = -date.getTimezoneOffset();
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const absoluteOffset = Math.abs(offsetMinutes);
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  const offset = `${sign}${pad(Math.floor(absoluteOffset / 60))}:${pad(absoluteOffset % 60)}`;
  return `${day}T${time}${offset}`;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}
