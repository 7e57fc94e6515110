import Organisationsnummer from 'organisationsnummer';
import { hasValidLuhnCheckDigit } from './luhn.ts';
import { parsePersonnummer } from './personnummer.ts';

export const INVALID_ORGANISATION_NUMBER_MESSAGE = 'Ogiltigt organisationsnummer';
export const ORGANISATION_NUMBER_HELPER_TEXT = '12 siffror XXXXXXXX-XXXX';
export const ORGANISATION_NUMBER_NOT_REQUIRED_HELPER_TEXT = 'Krävs inte för testföretag';

/** Spec §5, the form's reading: 16, 19 or 20, 6 digits, a dash, 4 digits. */
export const ORGANISATION_NUMBER_PATTERN = /^(16|19|20)\d{6}-\d{4}$/;
/** Spec §5, the general reading: exactly 8 digits, an optional hyphen, 4 digits. */
export const GENERAL_ORGANISATION_NUMBER_PATTERN = /^\d{8}-?\d{4}$/;

function toDigits(text: string): string {
  return text.replace('-', '');
}

/**
 * The form rule: `16` + a legal person's number (third digit ≥ 2, checked by the
 * `organisationsnummer` library), or `19`/`20` + a sole trader's personnummer.
 */
export function validateOrganisationNumber(text: string): string | undefined {
  if (!ORGANISATION_NUMBER_PATTERN.test(text)) return INVALID_ORGANISATION_NUMBER_MESSAGE;
  const digits = toDigits(text);
  const isValid = digits.startsWith('16')
    ? Number(digits[4]) >= 2 && Organisationsnummer.valid(digits.slice(2))
    : parsePersonnummer(digits, { allowCoordinationNumber: false }) !== undefined;
  return isValid ? undefined : INVALID_ORGANISATION_NUMBER_MESSAGE;
}

/** The general reading: shape plus the Luhn check digit over the last ten digits. */
export function validateGeneralOrganisationNumber(text: string): string | undefined {
  if (!GENERAL_ORGANISATION_NUMBER_PATTERN.test(text)) return INVALID_ORGANISATION_NUMBER_MESSAGE;
  return hasValidLuhnCheckDigit(toDigits(text).slice(2)) ? undefined : INVALID_ORGANISATION_NUMBER_MESSAGE;
}

/** 12 digits without separator, the form AGI and KU files use. */
export function normalizeOrganisationNumber(text: string): string {
  if (validateGeneralOrganisationNumber(text) !== undefined)
    throw new RangeError(`Invalid organisation number: ${text}`);
  return toDigits(text);
}
