import { expect, test } from 'vitest';
import { findBankNameByClearingNumber } from './bank-account.ts';

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
