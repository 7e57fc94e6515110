import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { generatePersonnummer } from './generate-personnummer.ts';
import {
  formatPersonnummer,
  INVALID_PERSONNUMMER_MESSAGE,
  normalizePersonnummer,
  parsePersonnummer,
  resolveCentury,
  validateCenturyPersonnummer,
  validatePersonnummer,
} from './personnummer.ts';

// The research data lives beside the repository (/work/shared); reading throws, and the test fails, if it is missing.
function readResearchData<T>(path: string): T {
  return JSON.parse(
    readFileSync(new URL(`../../../../../shared/research-data/${path}`, import.meta.url), 'utf8'),
  );
}

interface Vector {
  long_format: string;
  short_format: string;
  separated_format: string;
  separated_long: string;
  valid: boolean;
  type: 'ssn' | 'con' | 'org';
  isMale?: boolean;
}

const now = new Date('2025-06-30T12:00:00Z');

describe('community test vectors (personnummer/meta)', () => {
  const vectors = readResearchData<Vector[]>('personnummer/personnummer-testvectors-list.json');

  test('the file has both valid and invalid vectors', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(14);
    expect(vectors.some((vector) => vector.valid)).toBe(true);
    expect(vectors.some((vector) => !vector.valid)).toBe(true);
  });

  test.each(vectors.map((vector) => [vector.separated_long, vector] as const))('%s', (_, vector) => {
    for (const text of [
      vector.long_format,
      vector.separated_long,
      vector.separated_format,
      vector.short_format,
    ]) {
      const parsed = parsePersonnummer(text, { now });
      expect(parsed !== undefined, text).toBe(vector.valid);
      if (!parsed) continue;
      expect(parsed.isCoordinationNumber).toBe(vector.type === 'con');
      expect(parsed.sex).toBe(vector.isMale ? 'male' : 'female');
    }
    if (vector.valid) {
      // Separated forms carry their century (+ from the year of 100); the bare short form reads as under 100.
      expect(parsePersonnummer(vector.separated_format, { now })?.long).toBe(vector.long_format);
      expect(parsePersonnummer(vector.separated_long)?.long).toBe(vector.long_format.replace(/\D/g, ''));
    }
  });

  test('coordination numbers are refused when not allowed', () => {
    const coordination = vectors.find((vector) => vector.valid && vector.type === 'con');
    expect(coordination).toBeDefined();
    expect(parsePersonnummer(coordination!.long_format, { allowCoordinationNumber: false })).toBeUndefined();
  });

  test('organisation numbers are not personnummer', () => {
    const orgVectors = readResearchData<Vector[]>('personnummer/orgnumber-testvectors.json');
    expect(orgVectors.length).toBeGreaterThan(0);
    for (const vector of orgVectors) {
      expect(parsePersonnummer(vector.separated_format, { now }), vector.separated_format).toBeUndefined();
    }
  });
});

test('all 41 129 Skatteverket test personnummer validate, in both readings', () => {
  const numbers = readResearchData<string[]>('skatteverket/testpersonnummer-2023-snapshot.json');
  expect(numbers).toHaveLength(41_129);
  const failures = numbers.filter((number) => {
    const separated = `${number.slice(0, 8)}-${number.slice(8)}`;
    const isCenturyShape = /^(19|20)/.test(number);
    return (
      validatePersonnummer(number) !== undefined ||
      validatePersonnummer(separated) !== undefined ||
      (isCenturyShape && validateCenturyPersonnummer(separated) !== undefined) ||
      parsePersonnummer(number)?.isCoordinationNumber !== false
    );
  });
  expect(failures).toEqual([]);
});

describe('form readings', () => {
  test('the form rule: 10 or 12 digits, -, + or nothing between, plus date and Luhn', () => {
    const today = '2026-11-25';
    for (const text of ['19640823-3234', '196408233234', '640823-3234', '6408233234', '640823+3234']) {
      expect(validatePersonnummer(text, today), text).toBeUndefined();
    }
    // Issue #15: the ten-digit form with a valid check digit was refused.
    expect(validatePersonnummer('900315-2387', today)).toBeUndefined();
    expect(validatePersonnummer('19640823-3235', today)).toBe(INVALID_PERSONNUMMER_MESSAGE);
    expect(validatePersonnummer('640823-3235', today)).toBe(INVALID_PERSONNUMMER_MESSAGE);
    expect(validatePersonnummer('19640832-3234', today)).toBe(INVALID_PERSONNUMMER_MESSAGE);
    expect(validatePersonnummer('640823 3234', today)).toBe(INVALID_PERSONNUMMER_MESSAGE);
    expect(validatePersonnummer('64082-33234', today)).toBe(INVALID_PERSONNUMMER_MESSAGE);
    expect(validatePersonnummer('', today)).toBe(INVALID_PERSONNUMMER_MESSAGE);
  });

  test('normalisation to the stored 12 digits', () => {
    const today = '2026-11-25';
    for (const text of ['900315-2387', '9003152387', '19900315-2387', '199003152387', ' 900315-2387 ']) {
      expect(normalizePersonnummer(text, today), text).toBe('199003152387');
    }
    expect(normalizePersonnummer('900315-2388', today)).toBeUndefined();
    // Samordningsnummer in the short form: day + 60 is kept, the century comes from the real day.
    expect(normalizePersonnummer('900375-2384', today)).toBe('199003752384');
    expect(normalizePersonnummer('900375-2384', today, { allowCoordinationNumber: false })).toBeUndefined();
  });

  test('second reading: 16/19/20 prefix and a hyphen', () => {
    expect(validateCenturyPersonnummer('19640823-3234')).toBeUndefined();
    expect(validateCenturyPersonnummer('196408233234')).toBe(INVALID_PERSONNUMMER_MESSAGE);
    expect(validateCenturyPersonnummer('18640823-3234')).toBe(INVALID_PERSONNUMMER_MESSAGE);
    expect(validateCenturyPersonnummer('19640823-3230')).toBe(INVALID_PERSONNUMMER_MESSAGE);
  });

  test('29 February only in leap years', () => {
    const leap = generatePersonnummer({ birthDate: '2000-02-29', sex: 'male' });
    expect(validatePersonnummer(leap)).toBeUndefined();
    const body = `010229${leap.slice(8, 11)}`;
    expect(parsePersonnummer(`20${body}${leap.slice(11)}`)).toBeUndefined();
  });

  test('samordningsnummer: day + 60, birth date without it', () => {
    const number = generatePersonnummer({
      birthDate: '1990-05-17',
      sex: 'female',
      isCoordinationNumber: true,
    });
    expect(number.slice(6, 8)).toBe('77');
    expect(parsePersonnummer(number)).toMatchObject({
      birthDate: '1990-05-17',
      isCoordinationNumber: true,
      sex: 'female',
    });
  });
});

describe('century rule', () => {
  test('- means under 100, + means 100 or older', () => {
    expect(resolveCentury(9, '-', '2025-06-30')).toBe(2009);
    expect(resolveCentury(9, '+', '2025-06-30')).toBe(1909);
    expect(resolveCentury(25, '-', '2025-06-30')).toBe(2025);
    expect(resolveCentury(26, '-', '2025-06-30')).toBe(1926);
    expect(resolveCentury(26, '+', '2025-06-30')).toBe(1826);
    expect(resolveCentury(25, '', '2025-06-30')).toBe(2025);
    expect(parsePersonnummer('640823-3234', { now })?.long).toBe('196408233234');
    expect(parsePersonnummer('640823+3234', { now })?.long).toBe('186408233234');
  });

  test('hand-worked cases at 2026-11-25', () => {
    const today = '2026-11-25';
    expect(parsePersonnummer('900315-2387', { today })?.long).toBe('199003152387');
    expect(parsePersonnummer('9003152387', { today })?.long).toBe('199003152387');
    expect(parsePersonnummer('121212+1212', { today })?.long).toBe('191212121212');
    expect(parsePersonnummer('121212-1212', { today })?.long).toBe('201212121212');
    expect(parsePersonnummer('1212121212', { today })?.long).toBe('201212121212');
    // Born today: under 100, this century.
    expect(parsePersonnummer('261125-1238', { today })?.long).toBe('202611251238');
    // A date later this year would be in the future under '-': the previous century (99 years old).
    expect(parsePersonnummer('261126-1237', { today })?.long).toBe('192611261237');
    expect(parsePersonnummer('261201-1235', { today })?.long).toBe('192612011235');
    // '+' from the year the person turns 100, even before the birthday.
    expect(parsePersonnummer('261201+1235', { today })?.long).toBe('192612011235');
    expect(parsePersonnummer('261125+1238', { today })?.long).toBe('192611251238');
    // On the birthday itself the date is no longer in the future.
    expect(parsePersonnummer('261201-1235', { today: '2026-12-01' })?.long).toBe('202612011235');
    // A samordningsnummer compares its real day (day − 60) with today.
    expect(resolveCentury(26, '-', today, '1126')).toBe(1926);
    expect(resolveCentury(26, '-', today, '1125')).toBe(2026);
  });

  test('the instant form of the reference date is read in Swedish time', () => {
    // 23:30 UTC on 24 November is already 25 November in Stockholm.
    expect(parsePersonnummer('261125-1238', { now: new Date('2026-11-24T23:30:00Z') })?.long).toBe(
      '202611251238',
    );
  });

  test('the 10-digit forms need today', () => {
    expect(() => parsePersonnummer('640823-3234')).toThrow('current date');
  });

  test('formatting', () => {
    expect(formatPersonnummer('196408233234', 'long')).toBe('196408233234');
    expect(formatPersonnummer('196408233234', 'long-separated')).toBe('19640823-3234');
    expect(formatPersonnummer('196408233234', 'short-separated', now)).toBe('640823-3234');
    expect(formatPersonnummer('190905271474', 'short-separated', now)).toBe('090527+1474');
    expect(() => formatPersonnummer('1964', 'long')).toThrow();
    expect(() => formatPersonnummer('196408233234', 'short-separated')).toThrow();
  });

  test('law: short-separated formatting and parsing round-trip', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2025-06-30T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom('male' as const, 'female' as const),
        fc.integer({ min: 0, max: 498 }),
        (date, sex, sequence) => {
          const long = generatePersonnummer({ birthDate: date.toISOString().slice(0, 10), sex, sequence });
          expect(parsePersonnummer(formatPersonnummer(long, 'short-separated', now), { now })?.long).toBe(
            long,
          );
        },
      ),
    );
  });
});
