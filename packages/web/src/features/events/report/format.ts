import { formatCurrency, formatNumber } from '@lonsam/domain/format/number';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    // UTC: a calendar date never moves with the browser's zone.
    format = new Intl.DateTimeFormat(language, { timeZone: 'UTC', ...options });
    dateFormats.set(key, format);
  }
  return format;
}

const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** "3 april 2026" (sv-SE), "3 April 2026" (en-GB). */
export function formatLongDate(date: string, language: string): string {
  return dateFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(atNoon(date));
}

/** "3 apr." — the list's short dates. */
export function formatShortDate(date: string, language: string): string {
  return dateFormat(language, { day: 'numeric', month: 'short' }).format(atNoon(date));
}

/** "April 2026": the month as a heading (capitalised; Swedish writes month names in lower case). */
export function formatMonthHeading(month: string, language: string): string {
  const text = dateFormat(language, { month: 'long', year: 'numeric' }).format(atNoon(`${month}-01`));
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

/** "april 2026" (sv-SE), "April 2026" (en-GB): the month inside a sentence. */
export function formatMonthText(month: string, language: string): string {
  return dateFormat(language, { month: 'long', year: 'numeric' }).format(atNoon(`${month}-01`));
}

/** "3 april 2026 08:00" from `YYYY-MM-DDThh:mm`. */
export function formatDateTime(value: string, language: string): string {
  return `${formatLongDate(value.slice(0, 10), language)} ${value.slice(11, 16)}`;
}

/** sv-SE with the decimals the value has, up to two: 7.5 → "7,5", 8 → "8". */
export function formatDecimal(value: number): string {
  const rounded = Number(value.toFixed(2));
  const decimals = (String(rounded).split('.')[1] ?? '').length;
  return formatNumber(rounded, Math.min(decimals, 2));
}

/** 150 000 öre → "1 500,00 kr". */
export function formatKronor(ore: number): string {
  return formatCurrency(ore / 100);
}
