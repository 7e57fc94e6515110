import { expect, test } from 'vitest';
import { DEFAULT_VACATION_SETTINGS, vacationSettingsSchema } from './vacation-settings.ts';

const [defaultGroup] = DEFAULT_VACATION_SETTINGS.groups;

function messagesOf(value: unknown): string[] {
  const result = vacationSettingsSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

test('the defaults are valid', () => {
  expect(messagesOf(DEFAULT_VACATION_SETTINGS)).toEqual([]);
});

test('fewer than 25 days, 0.4 % and 11 % are refused with the law in Swedish', () => {
  expect(
    messagesOf({
      ...DEFAULT_VACATION_SETTINGS,
      groups: [
        {
          ...defaultGroup,
          paidDaysPerYear: 24,
          supplementPercent: 0.4,
          percent: 11,
          savedDays: { maxPerYear: 0, maxTotal: 0, expiryYears: 5 },
        },
      ],
    }),
  ).toEqual([
    'groups.0.supplementPercent: Semestertillägget ska vara 0,43–10 % (minst 0,43 % enligt semesterlagen)',
    'groups.0.percent: Procentsatsen ska vara 12–100 % (minst 12 % enligt semesterlagen)',
    'groups.0.paidDaysPerYear: Minst 25 semesterdagar enligt semesterlagen, högst 60',
  ]);
});

test('saving: 25 days allow 5 per year; a total below that and six years are refused', () => {
  expect(
    messagesOf({
      ...DEFAULT_VACATION_SETTINGS,
      groups: [{ ...defaultGroup, savedDays: { maxPerYear: 6, maxTotal: 4, expiryYears: 6 } }],
    }),
  ).toEqual([
    'groups.0.savedDays.expiryYears: Sparade dagar ska tas ut inom 1–5 år (högst fem år enligt semesterlagen)',
    'groups.0.savedDays.maxPerYear: Bara dagar över 20 får sparas: högst antalet betalda dagar minus 20',
    'groups.0.savedDays.maxTotal: Taket för sparade dagar ska vara minst antalet per år och högst 200',
  ]);
  expect(
    messagesOf({
      ...DEFAULT_VACATION_SETTINGS,
      groups: [{ ...defaultGroup, savedDays: { maxPerYear: 6, maxTotal: 4, expiryYears: 5 } }],
    }),
  ).toEqual([
    'groups.0.savedDays.maxPerYear: Bara dagar över 20 får sparas: högst antalet betalda dagar minus 20',
    'groups.0.savedDays.maxTotal: Taket för sparade dagar ska vara minst antalet per år och högst 200',
  ]);
});

test('group names are unique (any case) and exactly one group is the default', () => {
  const second = { ...defaultGroup, id: '00000000-0000-4000-8000-000000000002', name: 'alla ANSTÄLLDA' };
  expect(messagesOf({ ...DEFAULT_VACATION_SETTINGS, groups: [defaultGroup, second] })).toEqual([
    'groups.1.name: Det finns redan en grupp med det namnet',
    'groups: Exakt en grupp ska vara standardgrupp',
  ]);
  expect(messagesOf({ ...DEFAULT_VACATION_SETTINGS, groups: [] })).toEqual([
    'groups: Minst en anställningsgrupp krävs',
  ]);
});
