import { describe, expect, test } from 'vitest';
import {
  formatBankgiro,
  formatPlusgiro,
  normalizeBankgiro,
  normalizeBankgirotCustomerNumber,
  normalizePlusgiro,
  validateBankgiro,
  validatePlusgiro,
} from './giro-numbers.ts';

describe('bankgiro', () => {
  test("Skatteverket's bankgiro 5050-1055", () => {
    // Body 5050105, weights 2-1 from the right: 5·2=10→1, 0, 1·2=2, 0, 5·2=10→1, 0, 5·2=10→1;
    // sum 5, check digit (10 − 5) mod 10 = 5.
    expect(normalizeBankgiro('5050-1055')).toBe('50501055');
    expect(validateBankgiro('5050 1055')).toBeUndefined();
  });

  test("a 7-digit number from Bankgirot's example file, 991-2346", () => {
    // Body 991234 from the right: 4·2=8, 3, 2·2=4, 1, 9·2=18→9, 9; sum 34, check digit 6.
    expect(normalizeBankgiro('991-2346')).toBe('9912346');
  });

  test('wrong check digit, length or characters', () => {
    expect(validateBankgiro('5050-1056')).toBe('Ogiltigt bankgironummer');
    expect(validateBankgiro('991-2345')).toBe('Ogiltigt bankgironummer');
    expect(normalizeBankgiro('123456')).toBeUndefined(); // 6 digits
    expect(normalizeBankgiro('505010550')).toBeUndefined(); // 9 digits
    expect(normalizeBankgiro('5050-105A')).toBeUndefined();
    expect(normalizeBankgiro('')).toBeUndefined();
  });

  test('printed with the last four digits after a hyphen', () => {
    expect(formatBankgiro('9912346')).toBe('991-2346');
    expect(formatBankgiro('50501055')).toBe('5050-1055');
  });
});

describe('plusgiro', () => {
  test('valid numbers of 2 to 8 digits', () => {
    // "1-8": body 1, 1·2=2, check digit 8.
    expect(normalizePlusgiro('1-8')).toBe('18');
    // Body 902001 from the right: 1·2=2, 0, 0·2=0, 2, 0·2=0, 9; sum 13, check digit 7.
    expect(normalizePlusgiro('90 20 01-7')).toBe('9020017');
    // Body 1234567 from the right: 7·2=14→5, 6, 5·2=10→1, 4, 3·2=6, 2, 1·2=2; sum 26, check 4.
    expect(validatePlusgiro('1234567-4')).toBeUndefined();
  });

  test('wrong check digit or length', () => {
    expect(validatePlusgiro('90 20 01-9')).toBe('Ogiltigt plusgironummer');
    expect(normalizePlusgiro('8')).toBeUndefined();
    expect(normalizePlusgiro('123456789')).toBeUndefined();
  });

  test('printed in pairs from the right with the check digit after a hyphen', () => {
    expect(formatPlusgiro('9020017')).toBe('90 20 01-7');
    expect(formatPlusgiro('12345674')).toBe('1 23 45 67-4');
    expect(formatPlusgiro('18')).toBe('1-8');
  });
});

test("Bankgirot's customer number is six digits", () => {
  expect(normalizeBankgirotCustomerNumber('111111')).toBe('111111');
  expect(normalizeBankgirotCustomerNumber('111 111')).toBe('111111');
  expect(normalizeBankgirotCustomerNumber('11111')).toBeUndefined();
  expect(normalizeBankgirotCustomerNumber('1111111')).toBeUndefined();
  expect(normalizeBankgirotCustomerNumber('11111a')).toBeUndefined();
});
