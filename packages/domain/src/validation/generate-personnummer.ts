import { assertDateOnly } from '../time/calendar-date.ts';
import type { DateOnly } from '../time/date-shapes.ts';
import { calculateLuhnCheckDigit } from './luhn.ts';
import type { Sex } from './personnummer.ts';

export interface GeneratePersonnummerInput {
  birthDate: DateOnly;
  sex: Sex;
  /** Picks the n-th birth number of that sex: 0–499 for men, 0–498 for women. */
  sequence?: number;
  /** Samordningsnummer: the day + 60. */
  isCoordinationNumber?: boolean;
}

/**
 * A valid 12-digit personnummer (YYYYMMDDNNNC) for demo data: birth numbers 001–999 whose last
 * digit is odd for men and even for women, and the Luhn check digit over the 10-digit form.
 */
export function generatePersonnummer(input: GeneratePersonnummerInput): string {
  assertDateOnly(input.birthDate);
  const sequence = input.sequence ?? 0;
  const maxSequence = input.sex === 'male' ? 499 : 498;
  if (!Number.isInteger(sequence) || sequence < 0 || sequence > maxSequence) {
    throw new RangeError(`Sequence must be 0–${maxSequence}`);
  }
  const birthNumber = input.sex === 'male' ? 2 * sequence + 1 : 2 * sequence + 2;
  const [year = '', month = '', day = ''] = input.birthDate.split('-');
  const dayDigits = input.isCoordinationNumber ? String(Number(day) + 60) : day;
  const body = `${year.slice(2)}${month}${dayDigits}${String(birthNumber).padStart(3, '0')}`;
  return `${year.slice(0, 2)}${body}${calculateLuhnCheckDigit(body)}`;
}
