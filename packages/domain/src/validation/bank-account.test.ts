import { expect, test } from 'vitest';
import { findBankNameByClearingNumber, parseBankAccount } from './bank-account.ts';

test('the bank of a clearing number by Bankgirot’s ranges', () => {
  expect(findBankNameByClearingNumber('6000')).toBe('Handelsbanken');
  expect(findBankNameByClearingNumber('5000')).toBe('SEB');
  expect(findBankNameByClearingNumber('3300')).toBe('Nordea');
  expect(findBankNameByClearingNumber('8327-9')).toBe('Swedbank'); // 5-digit clearing
});

test('no bank for an unknown or unfinished clearing number', () => {
  expect(findBankNameByClearingNumber('0000')).toBeUndefined();
  expect(findBankNameByClearingNumber('60')).toBeUndefined();
  expect(findBankNameByClearingNumber('60a0')).toBeUndefined();
});

test('an account is checked against its own clearing number’s bank every time, whatever was checked before', () => {
  // Nordea personkonto (3300): the account is the personnummer, 10 digits with a mod-10 check digit
  // (850312-0076 is valid; 850312-0077 is not). Handelsbanken 6000: 9 digits, mod 11.
  expect(parseBankAccount('3300', '8503120076')).toEqual({
    bankName: 'Nordea',
    clearingNumber: '3300',
    accountNumber: '8503120076',
  });
  expect(parseBankAccount('3300', '8503120077')).toBeUndefined();
  expect(parseBankAccount('3300', '8503120076')?.bankName).toBe('Nordea');
  expect(parseBankAccount('6000', '8503120076')).toBeUndefined();
  // An unknown clearing number is refused every time, not only the first.
  expect(parseBankAccount('0000', '1234567')).toBeUndefined();
  expect(parseBankAccount('0000', '1234567')).toBeUndefined();
  expect(findBankNameByClearingNumber('0000')).toBeUndefined();
  // Swedbank's 5-digit clearing numbers share their bank with the first four digits, but the fifth
  // is still checked (mod 10) on every parse: 8327-9 is valid, 8327-8 is not.
  expect(findBankNameByClearingNumber('8327-9')).toBe('Swedbank');
  expect(parseBankAccount('8327-8', '9036584315')).toBeUndefined();
});
