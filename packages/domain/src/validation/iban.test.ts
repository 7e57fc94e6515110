import { expect, test } from 'vitest';
import { formatIban, normalizeBic, normalizeIban, validateBic, validateIban } from './iban.ts';

test('a Swedish IBAN: SE, two check digits and 20 digits', () => {
  // Mod 97: the BBAN, then S=28, E=14 and the check digits: 50000000058398257466 281445 mod 97 = 1.
  expect(normalizeIban('SE45 5000 0000 0583 9825 7466')).toBe('SE4550000000058398257466');
  expect(normalizeIban('se4550000000058398257466')).toBe('SE4550000000058398257466');
  expect(validateIban('SE3550000000054910000003')).toBeUndefined();
});

test('other countries by their own lengths', () => {
  expect(normalizeIban('DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
  expect(normalizeIban('GB29NWBK60161331926819')).toBe('GB29NWBK60161331926819');
});

test('a wrong check, length or country is refused in Swedish', () => {
  // SE46: …281446 mod 97 = 2, not 1.
  expect(validateIban('SE46 5000 0000 0583 9825 7466')).toBe('Ogiltigt IBAN-nummer');
  // One digit changed in the account: the check no longer holds.
  expect(validateIban('SE45 5000 0000 0583 9825 7467')).toBe('Ogiltigt IBAN-nummer');
  expect(normalizeIban('SE45500000000583982574')).toBeUndefined(); // 22 characters
  expect(normalizeIban('XX4550000000058398257466')).toBeUndefined();
  expect(normalizeIban('')).toBeUndefined();
});

test('printed in groups of four', () => {
  expect(formatIban('SE4550000000058398257466')).toBe('SE45 5000 0000 0583 9825 7466');
});

test('BIC: 8 or 11 characters, bank letters, a country code', () => {
  expect(normalizeBic('ESSESESS')).toBe('ESSESESS');
  expect(normalizeBic('ndea sess xxx')).toBe('NDEASESSXXX');
  expect(validateBic('HANDSESS')).toBeUndefined();
  expect(validateBic('ESSESES')).toBe('Ogiltig BIC-kod: 8 eller 11 tecken');
  expect(validateBic('ESSESESSX')).toBe('Ogiltig BIC-kod: 8 eller 11 tecken'); // 9 characters
  expect(validateBic('ESSEXXSS')).toBe('Ogiltig BIC-kod: 8 eller 11 tecken'); // no country XX
  expect(validateBic('1SSESESS')).toBe('Ogiltig BIC-kod: 8 eller 11 tecken');
});
