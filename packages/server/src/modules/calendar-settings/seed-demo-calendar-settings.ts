import { findEasterSunday } from '@lonsam/domain/settings/swedish-public-holidays';
import { DEFAULT_TIME_BANK_SETTINGS } from '@lonsam/domain/settings/time-bank-settings';
import {
  createStatutoryVacationGroup,
  DEFAULT_VACATION_GROUP_ID,
  SAMMALONEREGELN_PRESETS,
  type VacationSettings,
} from '@lonsam/domain/settings/vacation-settings';
import { addDays } from '@lonsam/domain/time/calendar-date';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { seedSettingsDocument } from '../settings/index.ts';
import { HOLIDAYS_SECTION, TIME_BANKS_SECTION, VACATION_SECTION } from './calendar-settings-routes.ts';

/** Tjänstemän on the PTK terms (the default) and kollektivanställda on the law's procentregeln. */
export const DEMO_VACATION_SETTINGS: VacationSettings = {
  vacationYear: 'statutory',
  earningYear: 'preceding',
  groups: [
    {
      ...createStatutoryVacationGroup(DEFAULT_VACATION_GROUP_ID, 'Tjänstemän', true),
      ...SAMMALONEREGELN_PRESETS.ptk,
    },
    {
      ...createStatutoryVacationGroup('00000000-0000-4000-8000-000000000002', 'Kollektivanställda', false),
      rule: 'procentregeln',
    },
  ],
};

/** Trettondagsafton as a half day and the Friday after Kristi himmelsfärd off, this year and next. */
export function listDemoDaysOff(year: number) {
  return [year, year + 1].flatMap((each) => [
    { date: `${each}-01-05`, name: 'Trettondagsafton', portion: 'half' as const },
    // Kristi himmelsfärdsdag is Easter + 39 days, a Thursday: the klämdag is the day after.
    { date: addDays(findEasterSunday(each), 40), name: 'Klämdag', portion: 'whole' as const },
  ]);
}

/** A test company's vacation groups, days off and a comp time bank, so those screens show real use. */
export async function insertDemoCalendarSettings(
  trx: Kysely<Database>,
  employerId: string,
  year = new Date().getFullYear(),
): Promise<void> {
  await seedSettingsDocument(trx, { employerId, ...VACATION_SECTION, value: DEMO_VACATION_SETTINGS });
  await seedSettingsDocument(trx, {
    employerId,
    ...HOLIDAYS_SECTION,
    value: { extraDaysOff: listDemoDaysOff(year) },
  });
  await seedSettingsDocument(trx, {
    employerId,
    ...TIME_BANKS_SECTION,
    value: {
      ...DEFAULT_TIME_BANK_SETTINGS,
      compBank: { ...DEFAULT_TIME_BANK_SETTINGS.compBank, isEnabled: true },
    },
  });
}
