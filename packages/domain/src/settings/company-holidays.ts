import { z } from 'zod';
import type { DateOnly } from '../time/date-shapes.ts';
import { settingsDateSchema, settingsNameSchema } from './settings-dates.ts';
import { listSwedishPublicHolidays, type PublicHolidayId } from './swedish-public-holidays.ts';

export const DAY_OFF_PORTIONS = ['whole', 'half'] as const;
export type DayOffPortion = (typeof DAY_OFF_PORTIONS)[number];

export const DAY_OFF_NAME_MESSAGE = 'Ange ett namn på ledigheten';
export const DUPLICATE_DAY_OFF_MESSAGE = 'Datumet finns redan bland företagets lediga dagar';
export const MAX_EXTRA_DAYS_OFF = 366;

export const companyDayOffSchema = z.object({
  date: settingsDateSchema,
  name: settingsNameSchema(DAY_OFF_NAME_MESSAGE, 60),
  portion: z.enum(DAY_OFF_PORTIONS, { error: 'Välj heldag eller halvdag' }),
});
export type CompanyDayOff = z.infer<typeof companyDayOffSchema>;

/** Document `holidays`: the company's own days off beyond the public holidays, one per date. */
export const holidaySettingsSchema = z
  .object({
    extraDaysOff: z.array(companyDayOffSchema).max(MAX_EXTRA_DAYS_OFF, { error: 'För många lediga dagar' }),
  })
  .superRefine((value, context) => {
    const seen = new Set<string>();
    value.extraDaysOff.forEach((day, index) => {
      if (seen.has(day.date))
        context.addIssue({
          code: 'custom',
          path: ['extraDaysOff', index, 'date'],
          message: DUPLICATE_DAY_OFF_MESSAGE,
        });
      seen.add(day.date);
    });
  });
export type HolidaySettings = z.infer<typeof holidaySettingsSchema>;

export const DEFAULT_HOLIDAY_SETTINGS: HolidaySettings = { extraDaysOff: [] };

export type CompanyDayOffEntry =
  | { date: DateOnly; source: 'public' | 'deFacto'; holidayId: PublicHolidayId; portion: 'whole' }
  | { date: DateOnly; source: 'company'; name: string; portion: DayOffPortion };

/**
 * Every day off of a year that is not an ordinary weekend: the public holidays, the de facto days
 * and the company's own, in date order. A company day on a holiday adds nothing (the holiday is
 * already a whole day off). Ordinary sundays are not listed.
 */
export function companyDaysOff(year: number, settings: HolidaySettings): CompanyDayOffEntry[] {
  const entries: CompanyDayOffEntry[] = listSwedishPublicHolidays(year).map((holiday) => ({
    date: holiday.date,
    source: holiday.kind,
    holidayId: holiday.id,
    portion: 'whole',
  }));
  const taken = new Set(entries.map((entry) => entry.date));
  for (const day of settings.extraDaysOff) {
    if (Number(day.date.slice(0, 4)) !== year || taken.has(day.date)) continue;
    taken.add(day.date);
    entries.push({ date: day.date, source: 'company', name: day.name, portion: day.portion });
  }
  return entries.sort((left, right) => left.date.localeCompare(right.date));
}

/** Whole (1), half (0.5) or no (0) day off on a date, for schedules and absence. */
export function dayOffFraction(date: DateOnly, settings: HolidaySettings): number {
  const entry = companyDaysOff(Number(date.slice(0, 4)), settings).find((day) => day.date === date);
  if (!entry) return 0;
  return entry.portion === 'half' ? 0.5 : 1;
}
