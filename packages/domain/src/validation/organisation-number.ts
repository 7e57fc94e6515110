import Organisationsnummer from 'organisationsnummer';
import { hasValidLuhnCheckDigit } from './luhn.ts';
import { parsePersonnummer } from './personnummer.ts';

export const INVALID_ORGANISATION_NUMBER_MESSAGE = 'Ogiltigt organisationsnummer';
export const ORGANISATION_NUMBER_HELPER_TEXT =
  '10 eller 12 siffror, med eller utan bindestreck: XXXXXX-XXXX eller 16XXXXXX-XXXX';
export const ORGANISATION_NUMBER_NOT_REQUIRED_HELPER_TEXT = 'Krävs inte för testföretag';

/** Spec §5, the form's reading: 16, 19 or 20, 6 digits, a dash, 4 digits. */
export const ORGANISATION_NUMBER_PATTERN = /^(16|19|20)\d{6}-\d{4}$/;
/** Spec §5, the general reading: exactly 8 digits, an optional hyphen, 4 digits. */
export const GENERAL_ORGANISATION_NUMBER_PATTERN = /^\d{8}-?\d{4}$/;

function toDigits(text: string): string {
  return text.replace('-', '');
}

/** What administrators type: 10 digits (`556677-8899`, `5566778899`) or 12 without the dash. */
const TEN_DIGIT_PATTERN = /^\d{6}-?\d{4}$/;
const TWELVE_DIGIT_PATTERN = /^(16|19|20)\d{6}-?\d{4}$/;

/**
 * The stored 12-digit `XXXXXXXX-XXXX` form of what was typed, or undefined when invalid. A
 * 10-digit number is a legal person's (third digit ≥ 2) and gets the `16` prefix; sole traders
 * give their 12-digit personnummer, since 10 digits do not tell the century.
 */
export function normalizeTypedOrganisationNumber(text: string): string | undefined {
  const compact = text.replaceAll(/\s/g, '');
  let twelve: string;
  if (TEN_DIGIT_PATTERN.test(compact)) twelve = `16${toDigits(compact)}`;
  else if (TWELVE_DIGIT_PATTERN.test(compact)) twelve = toDigits(compact);
  else return undefined;
  const dashed = `${twelve.slice(0, 8)}-${twelve.slice(8)}`;
  return validateOrganisationNumber(dashed) === undefined ? dashed : undefined;
}

/** The typed forms of `normalizeTypedOrganisationNumber`, with the spec's message when invalid. */
export function validateTypedOrganisationNumber(text: string): string | undefined {
  return normalizeTypedOrganisationNumber(text) === undefined
    ? INVALID_ORGANISATION_NUMBER_MESSAGE
    : undefined;
}

/**
 * The form rule (spec §5 reading, the stored form): `16` + a legal person's number (third digit ≥ 2, checked by the
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
