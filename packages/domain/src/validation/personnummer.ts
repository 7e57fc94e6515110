import Personnummer from 'personnummer';
import { toDateOnly } from '../time/calendar-date.ts';
import type { DateOnly } from '../time/date-shapes.ts';

export const INVALID_PERSONNUMMER_MESSAGE = 'Ogiltigt personnummer';

/** Spec §5, first reading: 8 digits, an optional dash, 4 digits (YYYYMMDD-NNNC). */
export const PERSONNUMMER_PATTERN = /^\d{8}-?\d{4}$/;
/** Spec §5, second reading: 16, 19 or 20, then 6 digits, a hyphen and 4 digits. */
export const CENTURY_PERSONNUMMER_PATTERN = /^(16|19|20)\d{6}-\d{4}$/;

export type Sex = 'male' | 'female';

export interface ParsedPersonnummer {
  /** 12 digits, YYYYMMDDNNNC (with the day + 60 kept for samordningsnummer). */
  long: string;
  /** Real birth date (day − 60 for samordningsnummer). */
  birthDate: DateOnly;
  isCoordinationNumber: boolean;
  sex: Sex;
}

export interface ParsePersonnummerOptions {
  /**
   * The reference date (Swedish calendar date, YYYY-MM-DD) for the 10-digit forms, whose century
   * follows from it and the separator. The server passes today in Europe/Stockholm.
   */
  today?: DateOnly;
  /** As `today`, as an instant (read as its date in Europe/Stockholm). */
  now?: Date;
  allowCoordinationNumber?: boolean;
}

/**
 * The century of a 10-digit form. With `-` (or no separator) the person is under 100 at `today`:
 * the latest year ending in `twoDigitYear` whose birthday `monthDay` (MMDD, the real day, not
 * day + 60) is not after `today`, so a date that would lie in the future belongs to the previous
 * century. With `+` the person is 100 or older, and as Skatteverket switches to `+` in the year
 * the person turns 100 (folkbokföringslagen 18 §), that is the latest such year at most
 * today's year − 100. We resolve it here, not in the `personnummer` library, because the library
 * reads the system clock and looks only at the year.
 */
export function resolveCentury(
  twoDigitYear: number,
  separator: string,
  today: DateOnly,
  monthDay = '0101',
): number {
  const todayYear = Number(today.slice(0, 4));
  if (separator === '+') {
    const baseYear = todayYear - 100;
    return baseYear - ((((baseYear - twoDigitYear) % 100) + 100) % 100);
  }
  const latest = todayYear - ((((todayYear - twoDigitYear) % 100) + 100) % 100);
  const todayMonthDay = today.slice(5, 7) + today.slice(8, 10);
  return latest === todayYear && monthDay > todayMonthDay ? latest - 100 : latest;
}

/**
 * Parses any common form: 10 or 12 digits, with `-`, `+` or no separator. Returns undefined
 * when the number is invalid (shape, date or Luhn check digit).
 */
export function parsePersonnummer(
  text: string,
  options: ParsePersonnummerOptions = {},
): ParsedPersonnummer | undefined {
  const match = /^(\d{2})?(\d{6})([-+]?)(\d{4})$/.exec(text);
  if (!match) return undefined;
  const [, century, birthDigits = '', separator = '', tail = ''] = match;
  let fullYear: number;
  if (century) {
    fullYear = Number(century + birthDigits.slice(0, 2));
  } else {
    const today = options.today ?? (options.now ? toDateOnly(options.now) : undefined);
    if (!today) throw new Error('A 10-digit personnummer needs the current date to resolve its century');
    const day = Number(birthDigits.slice(4, 6));
    const monthDay = birthDigits.slice(2, 4) + String(day > 60 ? day - 60 : day).padStart(2, '0');
    fullYear = resolveCentury(Number(birthDigits.slice(0, 2)), separator, today, monthDay);
  }
  const long = `${String(fullYear).padStart(4, '0')}${birthDigits.slice(2)}${tail}`;
  // The library checks date, samordningsnummer day and Luhn; with 12 digits it needs no clock.
  const isValid = Personnummer.valid(`${long.slice(0, 8)}-${long.slice(8)}`, {
    allowCoordinationNumber: options.allowCoordinationNumber ?? true,
    allowInterimNumber: false,
  });
  if (!isValid) return undefined;
  const day = Number(long.slice(6, 8));
  const isCoordinationNumber = day > 60;
  const realDay = String(isCoordinationNumber ? day - 60 : day).padStart(2, '0');
  return {
    long,
    birthDate: `${long.slice(0, 4)}-${long.slice(4, 6)}-${realDay}`,
    isCoordinationNumber,
    sex: Number(long.slice(10, 11)) % 2 === 1 ? 'male' : 'female',
  };
}

/**
 * What a person may type in a form or a file: 10 or 12 digits, with `-`, `+` or nothing between
 * (spaces around are ignored), resolved against `today` and returned as the stored 12 digits
 * (YYYYMMDDNNNC), or undefined when invalid.
 */
export function normalizePersonnummer(
  text: string,
  today: DateOnly,
  options: { allowCoordinationNumber?: boolean } = {},
): string | undefined {
  return parsePersonnummer(text.trim(), { ...options, today })?.long;
}

/**
 * The form rule: any form `parsePersonnummer` reads (10 or 12 digits, `-`, `+` or none),
 * resolved against `today` (default: today in Sweden). Undefined when valid, else the Swedish message.
 */
export function validatePersonnummer(
  text: string,
  today: DateOnly = toDateOnly(new Date()),
): string | undefined {
  return parsePersonnummer(text, { today }) ? undefined : INVALID_PERSONNUMMER_MESSAGE;
}

/** The second reading: 16/19/20 + 6 digits, hyphen, 4 digits, plus date and check digit. */
export function validateCenturyPersonnummer(text: string): string | undefined {
  if (!CENTURY_PERSONNUMMER_PATTERN.test(text)) return INVALID_PERSONNUMMER_MESSAGE;
  return parsePersonnummer(text) ? undefined : INVALID_PERSONNUMMER_MESSAGE;
}

export type PersonnummerFormat = 'long' | 'long-separated' | 'short-separated';

/**
 * `long`: YYYYMMDDNNNC; `long-separated`: YYYYMMDD-NNNC; `short-separated`: YYMMDD-NNNC, with `+`
 * from the year the person turns 100 (so it needs today).
 */
export function formatPersonnummer(long: string, format: PersonnummerFormat, now?: Date): string {
  if (!/^\d{12}$/.test(long)) throw new RangeError('Expected 12 digits');
  if (format === 'long') return long;
  if (format === 'long-separated') return `${long.slice(0, 8)}-${long.slice(8)}`;
  if (!now) throw new Error('The short form needs the current date');
  const separator = now.getUTCFullYear() - Number(long.slice(0, 4)) >= 100 ? '+' : '-';
  return `${long.slice(2, 8)}${separator}${long.slice(8)}`;
}
