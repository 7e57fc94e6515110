import { expect, test } from 'vitest';
import { formatCurrency, formatNumber, formatPercent } from './number.ts';

const nbsp = '\u00a0';
const minus = '\u2212';

test('numbers in sv-SE with 2 decimals by default', () => {
  expect(formatNumber(1234.5)).toBe(`1${nbsp}234,50`);
  expect(formatNumber(-0.005)).toBe(`${minus}0,01`);
  expect(formatNumber(1234.5678, 3)).toBe(`1${nbsp}234,568`);
  expect(formatNumber(1234.5, 0, 'en-GB')).toBe('1,235');
});

test('SEK keeps 2 decimals, other currencies whole units', () => {
  expect(formatCurrency(1234.5)).toBe(`1${nbsp}234,50${nbsp}kr`);
  expect(formatCurrency(-10)).toBe(`${minus}10,00${nbsp}kr`);
  expect(formatCurrency(1234.5, 'EUR')).toBe(`1${nbsp}235${nbsp}€`);
  expect(formatCurrency(0.4, 'USD')).toBe(`0${nbsp}US$`);
});

test('percent with 2 decimals', () => {
  expect(formatPercent(0.3142)).toBe(`31,42${nbsp}%`);
  expect(formatPercent(1)).toBe(`100,00${nbsp}%`);
  expect(formatPercent(0.5, 0)).toBe(`50${nbsp}%`);
});
