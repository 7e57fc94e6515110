import { describe, expect, test } from 'vitest';
import {
  findSavableDays,
  findSavedDaysDeadline,
  findVacationYear,
  procentregelnPayPerDayOre,
  procentregelnPercent,
  vacationSupplementOre,
  variablePayVacationOre,
} from './vacation-rules.ts';
import {
  createStatutoryVacationGroup,
  DEFAULT_VACATION_SETTINGS,
  SAMMALONEREGELN_PRESETS,
  type VacationGroup,
} from './vacation-settings.ts';

const law = createStatutoryVacationGroup('00000000-0000-4000-8000-000000000002', 'Kollektivanställda', false);
const ptk: VacationGroup = { ...law, name: 'Tjänstemän', ...SAMMALONEREGELN_PRESETS.ptk };

describe('findVacationYear', () => {
  test('the law: 1 April–31 March, earned the twelve months before', () => {
    expect(findVacationYear('2026-03-31', DEFAULT_VACATION_SETTINGS)).toEqual({
      vacationYear: { from: '2025-04-01', to: '2026-03-31' },
      earningYear: { from: '2024-04-01', to: '2025-03-31' },
    });
    expect(findVacationYear('2026-04-01', DEFAULT_VACATION_SETTINGS).vacationYear).toEqual({
      from: '2026-04-01',
      to: '2027-03-31',
    });
  });

  test('calendar year, earned the year before or the same year', () => {
    expect(findVacationYear('2026-07-10', { vacationYear: 'calendar', earningYear: 'preceding' })).toEqual({
      vacationYear: { from: '2026-01-01', to: '2026-12-31' },
      earningYear: { from: '2025-01-01', to: '2025-12-31' },
    });
    expect(
      findVacationYear('2026-07-10', { vacationYear: 'calendar', earningYear: 'same' }).earningYear,
    ).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
    });
  });
});

describe('sammalöneregeln', () => {
  test('semestertillägg: 35 000 kr × 0.43 % = 150.50 kr per day; 5 days = 752.50 kr', () => {
    expect(vacationSupplementOre(law, 3_500_000, 5)).toBe(75_250);
  });

  test('PTK 0.8 %: 35 000 kr × 0.8 % = 280 kr per day; 25 days = 7 000 kr', () => {
    expect(vacationSupplementOre(ptk, 3_500_000, 25)).toBe(700_000);
  });

  test('Kommunal 0.605 %: 30 000 kr × 0.605 % = 181.50 kr per day', () => {
    expect(vacationSupplementOre({ ...law, ...SAMMALONEREGELN_PRESETS.kommunal }, 3_000_000, 1)).toBe(18_150);
  });

  test('variable pay, law: 12 % of 60 000 kr = 7 200 kr for 25 days; 5 days = 1 440 kr', () => {
    expect(variablePayVacationOre(law, 6_000_000, 5)).toBe(144_000);
  });

  test('variable pay, PTK: 0.5 % of 60 000 kr = 300 kr per day; 5 days = 1 500 kr', () => {
    expect(variablePayVacationOre(ptk, 6_000_000, 5)).toBe(150_000);
  });
});

describe('procentregeln', () => {
  const percentGroup: VacationGroup = { ...law, rule: 'procentregeln' };

  test('12 % of 300 000 kr = 36 000 kr over 25 days = 1 440 kr per day', () => {
    expect(procentregelnPercent(percentGroup)).toBe(12);
    expect(procentregelnPayPerDayOre(percentGroup, 30_000_000)).toBe(144_000);
  });

  test('30 days: 12 % + 5 × 0.48 % = 14.4 %; 300 000 kr × 14.4 % = 43 200 kr / 30 = 1 440 kr per day', () => {
    const thirtyDays = {
      ...percentGroup,
      paidDaysPerYear: 30,
      savedDays: { ...law.savedDays, maxPerYear: 10 },
    };
    expect(procentregelnPercent(thirtyDays)).toBe(14.4);
    expect(procentregelnPayPerDayOre(thirtyDays, 30_000_000)).toBe(144_000);
  });

  test('Handels 13 %: 250 000 kr × 13 % = 32 500 kr / 25 = 1 300 kr per day', () => {
    expect(procentregelnPayPerDayOre({ ...percentGroup, percent: 13 }, 25_000_000)).toBe(130_000);
  });
});

describe('saved days', () => {
  test('25 paid days, 18 taken: 7 unused but only 25 − 20 = 5 may be saved', () => {
    expect(findSavableDays(law, { paidDays: 25, takenPaidDays: 18, savedDaysBefore: 0 })).toBe(5);
  });

  test('23 taken: 2 unused, 2 saved; 22 paid days (new hire): 2 above twenty', () => {
    expect(findSavableDays(law, { paidDays: 25, takenPaidDays: 23, savedDaysBefore: 0 })).toBe(2);
    expect(findSavableDays(law, { paidDays: 22, takenPaidDays: 0, savedDaysBefore: 0 })).toBe(2);
  });

  test('the total cap: 25 − 22 already saved leaves room for 3', () => {
    expect(findSavableDays(law, { paidDays: 25, takenPaidDays: 20, savedDaysBefore: 22 })).toBe(3);
  });

  test('days saved from the year ending 31 March 2027 are taken by 31 March 2032 (five years)', () => {
    expect(findSavedDaysDeadline(law, '2027-03-31')).toBe('2032-03-31');
  });
});
