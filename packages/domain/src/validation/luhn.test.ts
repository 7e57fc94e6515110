import fc from 'fast-check';
import { expect, test } from 'vitest';
import { calculateLuhnCheckDigit, hasValidLuhnCheckDigit } from './luhn.ts';

test("Skatteverket's worked example 640823-323(4)", () => {
  expect(calculateLuhnCheckDigit('640823323')).toBe(4);
  expect(hasValidLuhnCheckDigit('6408233234')).toBe(true);
  expect(hasValidLuhnCheckDigit('6408233235')).toBe(false);
  expect(hasValidLuhnCheckDigit('64082332a4')).toBe(false);
  expect(hasValidLuhnCheckDigit('4')).toBe(false);
  expect(() => calculateLuhnCheckDigit('12a')).toThrow();
});

test('law: changing any one digit breaks the check', () => {
  fc.assert(
    fc.property(
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 9, maxLength: 9 }),
      fc.integer({ min: 0, max: 9 }),
      fc.integer({ min: 1, max: 9 }),
      (body, position, delta) => {
        const number = `${body}${calculateLuhnCheckDigit(body)}`;
        expect(hasValidLuhnCheckDigit(number)).toBe(true);
        const changed = `${number.slice(0, position)}${(Number(number[position]) + delta) % 10}${number.slice(position + 1)}`;
        expect(hasValidLuhnCheckDigit(changed)).toBe(false);
      },
    ),
  );
});
