/** `hh:mm` or `hh:mm:ss` to seconds after midnight. Empty text means 0. `24:00` ends a day. */
export function parseTimeToSeconds(text: string): number {
  if (text === '') return 0;
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) throw new Error('Invalid time format');
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = Number(match[3] ?? '0');
  const isEndOfDay = hours === 24 && minutes === 0 && seconds === 0;
  if ((hours > 23 && !isEndOfDay) || minutes > 59 || seconds > 59) throw new Error('Invalid time format');
  return hours * 3600 + minutes * 60 + seconds;
}

/** Seconds to `hh:mm:ss` (or `hh:mm`); hours may exceed 24 for durations. */
export function formatSecondsAsTime(totalSeconds: number, withSeconds = true): string {
  if (!Number.isInteger(totalSeconds) || totalSeconds < 0)
    throw new RangeError('Seconds must be a whole, non-negative number');
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return withSeconds ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` : `${pad(hours)}:${pad(minutes)}`;
}
