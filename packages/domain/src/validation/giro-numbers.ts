import { hasValidLuhnCheckDigit } from './luhn.ts';

export const INVALID_BANKGIRO_MESSAGE = 'Ogiltigt bankgironummer';
export const INVALID_PLUSGIRO_MESSAGE = 'Ogiltigt plusgironummer';
export const INVALID_BANKGIROT_CUSTOMER_NUMBER_MESSAGE = 'Ogiltigt kundnummer: 6 siffror';

/** What people type around the digits: spaces, hyphens and dots ("5050-1055", "90 20 01-9"). */
function toDigits(text: string): string {
  return text.replaceAll(/[\s.-]/g, '');
}

/**
 * Modulus 10 counted from the right, as Bankgirot and Plusgirot use it: the digit before the check
 * digit weighs 2. The shared Luhn helper weighs from the left (personnummer always have nine digits
 * before the check digit), so an even count gets a leading zero, which adds nothing to the sum.
 */
function hasValidMod10FromRight(digits: string): boolean {
  return hasValidLuhnCheckDigit(digits.length % 2 === 1 ? `0${digits}` : digits);
}

/** 7 or 8 digits with a valid check digit, stored as the digits alone; undefined when invalid. */
export function normalizeBankgiro(text: string): string | undefined {
  const digits = toDigits(text);
  if (!/^\d{7,8}$/.test(digits)) return undefined;
  return hasValidMod10FromRight(digits) ? digits : undefined;
}

export function validateBankgiro(text: string): string | undefined {
  return normalizeBankgiro(text) === undefined ? INVALID_BANKGIRO_MESSAGE : undefined;
}

/** Bankgirot's printed form: the last four digits after a hyphen ("123-4567", "5050-1055"). */
export function formatBankgiro(digits: string): string {
  return `${digits.slice(0, -4)}-${digits.slice(-4)}`;
}

/** 2 to 8 digits with a valid check digit, stored as the digits alone; undefined when invalid. */
export function normalizePlusgiro(text: string): string | undefined {
  const digits = toDigits(text);
  if (!/^\d{2,8}$/.test(digits)) return undefined;
  return hasValidMod10FromRight(digits) ? digits : undefined;
}

export function validatePlusgiro(text: string): string | undefined {
  return normalizePlusgiro(text) === undefined ? INVALID_PLUSGIRO_MESSAGE : undefined;
}

/** Plusgirot's printed form: pairs from the right, the check digit after a hyphen ("90 20 01-9"). */
export function formatPlusgiro(digits: string): string {
  const body = digits.slice(0, -1);
  const pairs: string[] = [];
  for (let end = body.length; end > 0; end -= 2) pairs.unshift(body.slice(Math.max(0, end - 2), end));
  return `${pairs.join(' ')}-${digits.slice(-1)}`;
}

/** Bankgirot's customer number (kundnummer) in the opening record of a Löner file: 6 digits. */
export function normalizeBankgirotCustomerNumber(text: string): string | undefined {
  const digits = toDigits(text);
  return /^\d{6}$/.test(digits) ? digits : undefined;
}
