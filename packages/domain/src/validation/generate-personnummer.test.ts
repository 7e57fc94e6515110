import fc from 'fast-check';
import { expect, test } from 'vitest';
import { generatePersonnummer } from './generate-personnummer.ts';
import { parsePersonnummer } from './personnummer.ts';

test('a known number is reproduced', () => {
  // 640823-3234 is Skatteverket's worked example: birth number 323 (odd, a man).
  expect(generatePersonnummer({ birthDate: '1964-08-23', sex: 'male', sequence: 161 })).toBe('196408233234');
});

test('law: every generated number is valid, with its birth date and sex', () => {
  fc.assert(
    fc.property(
      fc.date({
        min: new Date('1890-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      }),
      fc.constantFrom('male' as const, 'female' as const),
      fc.integer({ min: 0, max: 498 }),
      fc.boolean(),
      (date, sex, sequence, isCoordinationNumber) => {
        const birthDate = date.toISOString().slice(0, 10);
        const number = generatePersonnummer({ birthDate, sex, sequence, isCoordinationNumber });
        expect(parsePersonnummer(number)).toEqual({
          long: number,
          birthDate,
          sex,
          isCoordinationNumber,
        });
      },
    ),
  );
});

test('sequence bounds and bad dates throw', () => {
  expect(generatePersonnummer({ birthDate: '1990-01-01', sex: 'male', sequence: 499 }).slice(8, 11)).toBe(
    '999',
  );
  expect(generatePersonnummer({ birthDate: '1990-01-01', sex: 'female', sequence: 498 }).slice(8, 11)).toBe(
    '998',
  );
  expect(generatePersonnummer({ birthDate: '1990-01-01', sex: 'female' }).slice(8, 11)).toBe('002');
  expect(() => generatePersonnummer({ birthDate: '1990-01-01', sex: 'female', sequence: 499 })).toThrow();
  expect(() => generatePersonnummer({ birthDate: '1990-01-01', sex: 'male', sequence: -1 })).toThrow();
  expect(() => generatePersonnummer({ birthDate: '1990-01-01', sex: 'male', sequence: 1.5 })).toThrow();
  expect(() => generatePersonnummer({ birthDate: '1990-02-30', sex: 'male' })).toThrow();
});
