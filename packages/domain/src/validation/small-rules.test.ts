import { describe, expect, test } from 'vitest';
import { parseBankAccount, validateBankAccount } from './bank-account.ts';
import { isRoughEmail, validateEmail } from './email.ts';
import { isUuid, validateIdentifier, validatePublicKey } from './identifier.ts';
import { getPasswordChecklist, isPasswordAcceptable, validatePassword } from './password.ts';
import { requireValue } from './require-value.ts';
import { hasText, validateRequiredText } from './required-text.ts';
import {
  describeWrongCode,
  formatResetCode,
  isVerificationCode,
  readPastedCode,
} from './verification-code.ts';

test('required text is non-empty after trimming', () => {
  expect(validateRequiredText('  ', 'Företagsnamn krävs')).toBe('Företagsnamn krävs');
  expect(validateRequiredText(undefined, 'Förnamn krävs')).toBe('Förnamn krävs');
  expect(validateRequiredText(null, 'x')).toBe('x');
  expect(validateRequiredText(' a ', 'x')).toBeUndefined();
  expect(hasText('\t')).toBe(false);
  expect(hasText('a')).toBe(true);
});

describe('identifiers and public keys', () => {
  const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
  test('empty or 8-4-4-4-12 hex', () => {
    expect(validateIdentifier('')).toBeUndefined();
    expect(validateIdentifier(uuid)).toBeUndefined();
    expect(validateIdentifier(uuid.toUpperCase())).toBeUndefined();
    expect(validateIdentifier(`${uuid}0`)).toBe('Ogiltigt id');
    expect(validateIdentifier('0f8fad5b-d9cb-469f-a165-70867728950g')).toBe('Ogiltigt id');
    expect(isUuid('0f8fad5bd9cb469fa16570867728950e')).toBe(false);
  });

  test('public key optional, else the shape', () => {
    expect(validatePublicKey(null)).toBeUndefined();
    expect(validatePublicKey(undefined)).toBeUndefined();
    expect(validatePublicKey('')).toBeUndefined();
    expect(validatePublicKey(uuid)).toBeUndefined();
    expect(validatePublicKey('abc')).toBe('Ogiltigt format för publika nyckeln');
  });
});

test('email rough match', () => {
  expect(isRoughEmail('anna@example.se')).toBe(true);
  expect(isRoughEmail(' anna@example.se ')).toBe(true);
  expect(isRoughEmail('anna@example')).toBe(false);
  expect(isRoughEmail('anna example@ex.se')).toBe(false);
  expect(isRoughEmail('@example.se')).toBe(false);
  expect(validateEmail('x')).toBe('Ogiltig e-postadress');
  expect(validateEmail('a@b.se')).toBeUndefined();
});

describe('password', () => {
  test('at least 12 characters, boundary', () => {
    expect(isPasswordAcceptable('a'.repeat(11))).toBe(false);
    expect(isPasswordAcceptable('a'.repeat(12))).toBe(true);
    expect(validatePassword('kort')).toBe('Lösenordet måste vara minst 12 tecken');
    expect(validatePassword('tillräckligt långt')).toBeUndefined();
    // 11 emoji are 22 UTF-16 units but 11 characters.
    expect(isPasswordAcceptable('😀'.repeat(11))).toBe(false);
  });

  test('the live checklist', () => {
    const checklist = getPasswordChecklist('Åsa-lösen1');
    expect(Object.fromEntries(checklist.map((item) => [item.key, item.isMet]))).toEqual({
      minLength: false,
      lowercase: true,
      uppercase: true,
      digit: true,
      symbol: true,
    });
    expect(checklist.filter((item) => item.isRequired).map((item) => item.key)).toEqual(['minLength']);
    expect(getPasswordChecklist('abc').find((item) => item.key === 'symbol')?.isMet).toBe(false);
  });
});

describe('verification code', () => {
  test('6 digits', () => {
    expect(isVerificationCode('123456')).toBe(true);
    expect(isVerificationCode('12345')).toBe(false);
    expect(isVerificationCode('1234567')).toBe(false);
    expect(isVerificationCode('12345a')).toBe(false);
  });

  test('pasted text is stripped of non-digits and accepted only at exact length', () => {
    expect(readPastedCode(' 123-456 ')).toBe('123456');
    expect(readPastedCode('Din kod: 12 34 56')).toBe('123456');
    expect(readPastedCode('12345')).toBeUndefined();
    expect(readPastedCode('1234567')).toBeUndefined();
  });

  test('wrong tries and used-up code', () => {
    expect(describeWrongCode(1)).toBe('Fel kod (försök 1/5)');
    expect(describeWrongCode(4)).toBe('Fel kod (försök 4/5)');
    expect(describeWrongCode(5)).toBe('Koden är förbrukad');
  });

  test('reset code as 3+3 digits', () => {
    expect(formatResetCode('123456')).toBe('123-456');
    expect(() => formatResetCode('12345')).toThrow();
  });
});

describe('bank account', () => {
  test('valid clearing and account numbers', () => {
    expect(parseBankAccount('6789', '123456789')).toEqual({
      bankName: 'Handelsbanken',
      clearingNumber: '6789',
      accountNumber: '123456789',
    });
    expect(validateBankAccount('3300', '8112189876')).toBeUndefined();
    expect(validateBankAccount('5000', '1234560')).toBeUndefined();
  });

  test('check digit, length and clearing failures', () => {
    expect(validateBankAccount('6789', '123456780')).toBe('Ogiltigt kontonummer');
    expect(validateBankAccount('5000', '1234566')).toBe('Ogiltigt kontonummer');
    expect(validateBankAccount('0000', '1234560')).toBe('Ogiltigt kontonummer');
    expect(validateBankAccount('6789', '12')).toBe('Ogiltigt kontonummer');
  });
});

test('requireValue', () => {
  expect(requireValue(0)).toBe(0);
  expect(requireValue('')).toBe('');
  expect(() => requireValue(undefined)).toThrow('Object is undefined');
  expect(() => requireValue(null)).toThrow('Object is undefined');
  expect(() => requireValue(undefined, 'Employer saknas')).toThrow('Employer saknas');
});
