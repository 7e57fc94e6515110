import { describe, expect, it } from 'vitest';
import {
  ageAt,
  ageBand,
  birthDateFromPersonnummer,
  buildAgeSexDistribution,
  sexFromPersonnummer,
} from './age-sex-distribution.ts';

describe('sex and birth date from the personnummer', () => {
  it('reads the second-to-last digit: odd a man, even a woman, nothing usable unknown', () => {
    expect(sexFromPersonnummer('198507151234')).toBe('man'); // …3 4: 3 odd
    expect(sexFromPersonnummer('850715-1244')).toBe('woman'); // …4 4: 4 even
    expect(sexFromPersonnummer('198001754321')).toBe('woman'); // samordningsnummer, 2 even
    expect(sexFromPersonnummer('')).toBe('unknown');
    expect(sexFromPersonnummer(null)).toBe('unknown');
    expect(sexFromPersonnummer('19850715')).toBe('unknown');
  });

  it('takes 60 off a samordningsnummer’s day and refuses a date that does not exist', () => {
    expect(birthDateFromPersonnummer('198001754321')).toBe('1980-01-15'); // 75 − 60 = 15
    expect(birthDateFromPersonnummer('198507151234')).toBe('1985-07-15');
    expect(birthDateFromPersonnummer('198502301234')).toBeNull(); // 30 February
    expect(birthDateFromPersonnummer('8507151234')).toBeNull(); // no century
  });
});

describe('age', () => {
  it('counts full years, one more on the birthday', () => {
    expect(ageAt('2001-03-01', '2026-02-28')).toBe(24); // 2026 − 2001 = 25, birthday not yet
    expect(ageAt('2001-02-28', '2026-02-28')).toBe(25); // the birthday itself
    expect(ageBand(24)).toBe('-24');
    expect(ageBand(25)).toBe('25-34');
    expect(ageBand(64)).toBe('55-64');
    expect(ageBand(65)).toBe('65-');
    expect(ageBand(null)).toBe('unknown');
  });
});

describe('buildAgeSexDistribution', () => {
  /*
   * At 28 Feb 2026:
   * A 2001-03-01, …82 → 8 even woman; 24 (birthday 1 March not reached) → –24
   * B 2001-02-28, …35 → 3 odd man; 25 on the day → 25–34
   * C no birth date, samordningsnummer 19800175…: 1980-01-15, …21 → 2 even woman; 46 → 45–54
   * D 1961-06-10, no personnummer → unknown sex; 2026 − 1961 = 65, before 10 June so 64 → 55–64
   * E 1960-01-01, …76 → 7 odd man; 66 → 65–
   * F neither → unknown band, unknown sex
   * G 1990-05-05, …11 → 1 odd man; 2026 − 1990 = 36, before 5 May so 35 → 35–44
   * Men B, E, G = 3; women A, C = 2; unknown D, F = 2; 7 in all.
   */
  it('counts each person in their band and sex, every band listed', () => {
    const result = buildAgeSexDistribution(
      [
        { birthDate: '2001-03-01', personnummer: '200103012382' },
        { birthDate: '2001-02-28', personnummer: '200102281235' },
        { birthDate: null, personnummer: '198001754321' },
        { birthDate: '1961-06-10', personnummer: '' },
        { birthDate: '1960-01-01', personnummer: '196001019876' },
        { birthDate: null, personnummer: null },
        { birthDate: '1990-05-05', personnummer: '199005051111' },
      ],
      '2026-02-28',
    );
    expect(result.bands).toEqual([
      { band: '-24', men: 0, women: 1, unknown: 0, total: 1 },
      { band: '25-34', men: 1, women: 0, unknown: 0, total: 1 },
      { band: '35-44', men: 1, women: 0, unknown: 0, total: 1 },
      { band: '45-54', men: 0, women: 1, unknown: 0, total: 1 },
      { band: '55-64', men: 0, women: 0, unknown: 1, total: 1 },
      { band: '65-', men: 1, women: 0, unknown: 0, total: 1 },
      { band: 'unknown', men: 0, women: 0, unknown: 1, total: 1 },
    ]);
    expect(result.totals).toEqual({ men: 3, women: 2, unknown: 2, total: 7 });
  });
});
