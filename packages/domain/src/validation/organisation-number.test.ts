import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { generatePersonnummer } from './generate-personnummer.ts';
import {
  INVALID_ORGANISATION_NUMBER_MESSAGE,
  normalizeOrganisationNumber,
  normalizeTypedOrganisationNumber,
  validateGeneralOrganisationNumber,
  validateOrganisationNumber,
  validateTypedOrganisationNumber,
} from './organisation-number.ts';

const orgVectors: { short_format: string; separated_format: string; type: string }[] = JSON.parse(
  readFileSync(
    new URL('../../../../../shared/research-data/personnummer/orgnumber-testvectors.json', import.meta.url),
    'utf8',
  ),
);

test('the AP-fund organisation numbers validate in both readings with the 16 prefix', () => {
  expect(orgVectors.length).toBeGreaterThan(0);
  for (const vector of orgVectors) {
    const twelve = `16${vector.short_format.slice(0, 6)}-${vector.short_format.slice(6)}`;
    expect(validateOrganisationNumber(twelve), twelve).toBeUndefined();
    expect(validateGeneralOrganisationNumber(twelve)).toBeUndefined();
    expect(validateGeneralOrganisationNumber(twelve.replace('-', ''))).toBeUndefined();
  }
});

test('Luhn failures', () => {
  for (const vector of orgVectors) {
    const lastDigit = Number(vector.short_format.slice(-1));
    const broken = `16${vector.short_format.slice(0, 6)}-${vector.short_format.slice(6, 9)}${(lastDigit + 1) % 10}`;
    expect(validateOrganisationNumber(broken)).toBe(INVALID_ORGANISATION_NUMBER_MESSAGE);
    expect(validateGeneralOrganisationNumber(broken)).toBe(INVALID_ORGANISATION_NUMBER_MESSAGE);
  }
});

test('the form reading: 16/19/20, six digits, a dash, four digits', () => {
  const soleTrader = generatePersonnummer({ birthDate: '1980-03-15', sex: 'female' });
  expect(validateOrganisationNumber(`${soleTrader.slice(0, 8)}-${soleTrader.slice(8)}`)).toBeUndefined();
  expect(validateOrganisationNumber(soleTrader)).toBe(INVALID_ORGANISATION_NUMBER_MESSAGE);
  expect(validateOrganisationNumber('857209-0606')).toBe(INVALID_ORGANISATION_NUMBER_MESSAGE);
  expect(validateOrganisationNumber('17857209-0606')).toBe(INVALID_ORGANISATION_NUMBER_MESSAGE);
  expect(validateOrganisationNumber('')).toBe(INVALID_ORGANISATION_NUMBER_MESSAGE);
});

test('a 16 prefix needs a legal person (third digit at least 2)', () => {
  // Luhn-valid, but its third digit is 1: a personnummer shape, not an organisation.
  const personLike = generatePersonnummer({ birthDate: '1980-03-15', sex: 'female' }).slice(2);
  expect(validateOrganisationNumber(`16${personLike.slice(0, 6)}-${personLike.slice(6)}`)).toBe(
    INVALID_ORGANISATION_NUMBER_MESSAGE,
  );
});

test('the general reading: 8 digits, optional hyphen, 4 digits, plus Luhn', () => {
  expect(validateGeneralOrganisationNumber('16857209-0606')).toBeUndefined();
  expect(validateGeneralOrganisationNumber('1685720-90606')).toBe(INVALID_ORGANISATION_NUMBER_MESSAGE);
  expect(validateGeneralOrganisationNumber('857209-0606')).toBe(INVALID_ORGANISATION_NUMBER_MESSAGE);
  expect(normalizeOrganisationNumber('16857209-0606')).toBe('168572090606');
  expect(() => normalizeOrganisationNumber('16857209-0607')).toThrow('Invalid organisation number');
});

test('typed forms: 10 digits with or without the dash, 12 without, all stored as 16XXXXXX-XXXX', () => {
  expect(normalizeTypedOrganisationNumber('857209-0606')).toBe('16857209-0606');
  expect(normalizeTypedOrganisationNumber('8572090606')).toBe('16857209-0606');
  expect(normalizeTypedOrganisationNumber('168572090606')).toBe('16857209-0606');
  expect(normalizeTypedOrganisationNumber('16857209-0606')).toBe('16857209-0606');
  expect(normalizeTypedOrganisationNumber(' 857209 - 0606 ')).toBe('16857209-0606');
  for (const vector of orgVectors) {
    expect(normalizeTypedOrganisationNumber(vector.short_format)).toBe(
      `16${vector.short_format.slice(0, 6)}-${vector.short_format.slice(6)}`,
    );
  }
  const soleTrader = generatePersonnummer({ birthDate: '1980-03-15', sex: 'female' });
  expect(normalizeTypedOrganisationNumber(soleTrader)).toBe(
    `${soleTrader.slice(0, 8)}-${soleTrader.slice(8)}`,
  );
});

test('typed forms keep the Luhn check and the spec message', () => {
  expect(validateTypedOrganisationNumber('857209-0606')).toBeUndefined();
  for (const broken of ['857209-0607', '8572090607', '168572090607', '85720-90606', '17857209-0606', '']) {
    expect(normalizeTypedOrganisationNumber(broken), broken).toBeUndefined();
    expect(validateTypedOrganisationNumber(broken)).toBe(INVALID_ORGANISATION_NUMBER_MESSAGE);
  }
  // Ten digits of a person (third digit below 2) do not tell the century: not accepted.
  const personTen = generatePersonnummer({ birthDate: '1980-03-15', sex: 'female' }).slice(2);
  expect(validateTypedOrganisationNumber(personTen)).toBe(INVALID_ORGANISATION_NUMBER_MESSAGE);
});
