import { DEFAULT_HOLIDAY_SETTINGS, holidaySettingsSchema } from '@lonsam/domain/settings/company-holidays';
import {
  DEFAULT_TIME_BANK_SETTINGS,
  timeBankSettingsSchema,
} from '@lonsam/domain/settings/time-bank-settings';
import { DEFAULT_VACATION_SETTINGS, vacationSettingsSchema } from '@lonsam/domain/settings/vacation-settings';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { readSettingsDocument, registerSettingsDocumentRoutes } from '../settings/index.ts';

/** Helgdagar: the company's own days off; the public holidays come from the domain rule. */
export const HOLIDAYS_SECTION = {
  section: 'holidays',
  schema: holidaySettingsSchema,
  defaults: DEFAULT_HOLIDAY_SETTINGS,
};

/** Semester: the vacation year and each employment group's rule, days and saved days. */
export const VACATION_SECTION = {
  section: 'vacation',
  schema: vacationSettingsSchema,
  defaults: DEFAULT_VACATION_SETTINGS,
};

/** Tidbanker: the comp time bank and the flex bank. */
export const TIME_BANKS_SECTION = {
  section: 'time-banks',
  schema: timeBankSettingsSchema,
  defaults: DEFAULT_TIME_BANK_SETTINGS,
};

/** GET/PUT /api/employer/:employerId/settings/{holidays,vacation,time-banks}. */
export const calendarSettingsRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  registerSettingsDocumentRoutes(app, {
    db,
    path: HOLIDAYS_SECTION.section,
    privilege: 'TenantManagement.Holidays',
    ...HOLIDAYS_SECTION,
  });
  registerSettingsDocumentRoutes(app, {
    db,
    path: VACATION_SECTION.section,
    privilege: 'TenantManagement.Vacation',
    ...VACATION_SECTION,
  });
  registerSettingsDocumentRoutes(app, {
    db,
    path: TIME_BANKS_SECTION.section,
    privilege: 'TenantManagement.TimeBanks',
    ...TIME_BANKS_SECTION,
  });
};

/** The company's own days off; with companyDaysOff (domain) they give a year's days off. */
export async function readHolidaySettings(db: Kysely<Database>, employerId: string) {
  return (await readSettingsDocument(db, { employerId, ...HOLIDAYS_SECTION })).value;
}

export async function readVacationSettings(db: Kysely<Database>, employerId: string) {
  return (await readSettingsDocument(db, { employerId, ...VACATION_SECTION })).value;
}

export async function readTimeBankSettings(db: Kysely<Database>, employerId: string) {
  return (await readSettingsDocument(db, { employerId, ...TIME_BANKS_SECTION })).value;
}
