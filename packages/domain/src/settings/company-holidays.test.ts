import { expect, test } from 'vitest';
import { companyDaysOff, dayOffFraction, holidaySettingsSchema } from './company-holidays.ts';

const settings = holidaySettingsSchema.parse({
  extraDaysOff: [
    { date: '2026-01-05', name: 'Trettondagsafton halvdag', portion: 'half' },
    { date: '2026-05-15', name: 'Klämdag', portion: 'whole' },
    // On julafton already: adds nothing.
    { date: '2026-12-24', name: 'Julafton', portion: 'half' },
    // Another year: not part of 2026.
    { date: '2027-01-05', name: 'Trettondagsafton', portion: 'half' },
  ],
});

test('companyDaysOff 2026: 16 holidays + 2 own days = 18, in date order', () => {
  const days = companyDaysOff(2026, settings);
  expect(days).toHaveLength(18);
  expect(days.slice(0, 3).map((day) => [day.date, day.source, day.portion])).toEqual([
    ['2026-01-01', 'public', 'whole'],
    ['2026-01-05', 'company', 'half'],
    ['2026-01-06', 'public', 'whole'],
  ]);
  // Kristi himmelsfärd is Thursday 14 May 2026, so Friday 15 May is the klämdag.
  expect(days.find((day) => day.date === '2026-05-15')).toEqual({
    date: '2026-05-15',
    source: 'company',
    name: 'Klämdag',
    portion: 'whole',
  });
  expect(days.find((day) => day.date === '2026-12-24')).toMatchObject({
    source: 'deFacto',
    portion: 'whole',
  });
});

test('dayOffFraction: a half day, a whole day and an ordinary Monday', () => {
  expect(dayOffFraction('2026-01-05', settings)).toBe(0.5);
  expect(dayOffFraction('2026-06-19', settings)).toBe(1);
  expect(dayOffFraction('2026-05-18', settings)).toBe(0);
});

test('the schema refuses a second day on the same date and dates outside 1900–2100, in Swedish', () => {
  const result = holidaySettingsSchema.safeParse({
    extraDaysOff: [
      { date: '2026-05-15', name: 'Klämdag', portion: 'whole' },
      { date: '2026-05-15', name: 'Klämdag igen', portion: 'half' },
      { date: '2205-01-01', name: 'Fel år', portion: 'whole' },
      { date: '2026-02-30', name: '  ', portion: 'whole' },
    ],
  });
  expect(result.success).toBe(false);
  const messages = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  expect(messages).toEqual([
    'extraDaysOff.2.date: Datumet ska ligga mellan 1900-01-01 och 2100-12-31',
    'extraDaysOff.3.date: Ange ett datum (ÅÅÅÅ-MM-DD)',
    'extraDaysOff.3.name: Ange ett namn på ledigheten',
    'extraDaysOff.1.date: Datumet finns redan bland företagets lediga dagar',
  ]);
});
