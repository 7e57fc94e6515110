import Personnummer from 'personnummer';
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
  /** Needed only for the 10-digit forms, whose century follows from today and the separator. */
  now?: Date;
  allowCoordinationNumber?: boolean;
}

/**
 * The century of a 10-digit form: the person is under 100 with `-` (or no separator) and
 * 100 or older with `+`. We resolve it here, not in the `personnummer` library, because the
 * library reads the system clock and domain code takes "now" as a parameter.
 */
export function resolveCentury(twoDigitYear: number, separator: string, now: Date): number {
  const baseYear = now.getUTCFullYear() - (separator === '+' ? 100 : 0);
  return baseYear - ((((baseYear - twoDigitYear) % 100) + 100) % 100);
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
    if (!options.now)
      throw new Error('A 10-digit personnummer needs the current date to resolve its century');
    fullYear = resolveCentury(Number(birthDigits.slice(0, 2)), separator, options.now);
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

/** The new-company form rule (first reading): undefined when valid, else the Swedish message. */
export function validatePersonnummer(text: string): string | undefined {
  if (!PERSONNUMMER_PATTERN.test(text)) return INVALID_PERSONNUMMER_MESSAGE;
  return parsePersonnummer(text) ? undefined : INVALID_PERSONNUMMER_MESSAGE;
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
