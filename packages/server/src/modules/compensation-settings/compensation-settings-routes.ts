import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { DEFAULT_PENSION_SETTINGS, pensionSettingsSchema } from '@lonsam/domain/settings/pension-settings';
import {
  DEFAULT_SALARY_SUPPLEMENTS,
  DEFAULT_STANDBY,
  salarySupplementsSchema,
  standbySchema,
} from '@lonsam/domain/settings/salary-supplements';
import {
  DEFAULT_TRAVEL_ALLOWANCES,
  DEFAULT_TRAVEL_MILEAGE,
  travelAllowancesSchema,
  travelMileageSchema,
} from '@lonsam/domain/settings/travel-settings';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { readSettingsDocument, registerSettingsDocumentRoutes } from '../settings/index.ts';

/**
 * What the company pays on top of the salary: overtime and OB, stand-by, travel allowances,
 * mileage and pension. One settings document each (docs/settings.md), each with its own privilege.
 */
export const SALARY_SUPPLEMENTS_SECTION = {
  section: 'salary-supplements',
  schema: salarySupplementsSchema,
  defaults: DEFAULT_SALARY_SUPPLEMENTS,
};
export const STANDBY_SECTION = { section: 'standby', schema: standbySchema, defaults: DEFAULT_STANDBY };
export const TRAVEL_ALLOWANCES_SECTION = {
  section: 'travel-allowances',
  schema: travelAllowancesSchema,
  defaults: DEFAULT_TRAVEL_ALLOWANCES,
};
export const TRAVEL_MILEAGE_SECTION = {
  section: 'travel-mileage',
  schema: travelMileageSchema,
  defaults: DEFAULT_TRAVEL_MILEAGE,
};
export const PENSION_SECTION = {
  section: 'pension',
  schema: pensionSettingsSchema,
  defaults: DEFAULT_PENSION_SETTINGS,
};

/** The privilege of each document; the URL's last part is the section's key. */
export const COMPENSATION_PRIVILEGES = {
  'salary-supplements': 'TenantManagement.SalarySupplements',
  standby: 'TenantManagement.Standby',
  'travel-allowances': 'TenantManagement.TravelAllowances',
  'travel-mileage': 'TenantManagement.TravelMileage',
  pension: 'TenantManagement.Pension',
} as const satisfies Record<string, PrivilegeId>;

/** GET/PUT /api/employer/:employerId/settings/{salary-supplements,standby,travel-allowances,travel-mileage,pension}. */
export const compensationSettingsRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  registerSettingsDocumentRoutes(app, {
    db,
    path: SALARY_SUPPLEMENTS_SECTION.section,
    privilege: COMPENSATION_PRIVILEGES['salary-supplements'],
    ...SALARY_SUPPLEMENTS_SECTION,
  });
  registerSettingsDocumentRoutes(app, {
    db,
    path: STANDBY_SECTION.section,
    privilege: COMPENSATION_PRIVILEGES.standby,
    ...STANDBY_SECTION,
  });
  registerSettingsDocumentRoutes(app, {
    db,
    path: TRAVEL_ALLOWANCES_SECTION.section,
    privilege: COMPENSATION_PRIVILEGES['travel-allowances'],
    ...TRAVEL_ALLOWANCES_SECTION,
  });
  registerSettingsDocumentRoutes(app, {
    db,
    path: TRAVEL_MILEAGE_SECTION.section,
    privilege: COMPENSATION_PRIVILEGES['travel-mileage'],
    ...TRAVEL_MILEAGE_SECTION,
  });
  registerSettingsDocumentRoutes(app, {
    db,
    path: PENSION_SECTION.section,
    privilege: COMPENSATION_PRIVILEGES.pension,
    ...PENSION_SECTION,
  });
};

/** For the payroll run: the rates in force are picked with findEffective on the payroll's date. */
export async function readSalarySupplements(db: Kysely<Database>, employerId: string) {
  return (await readSettingsDocument(db, { employerId, ...SALARY_SUPPLEMENTS_SECTION })).value;
}

export async function readStandbySettings(db: Kysely<Database>, employerId: string) {
  return (await readSettingsDocument(db, { employerId, ...STANDBY_SECTION })).value;
}

export async function readTravelAllowances(db: Kysely<Database>, employerId: string) {
  return (await readSettingsDocument(db, { employerId, ...TRAVEL_ALLOWANCES_SECTION })).value;
}

export async function readTravelMileage(db: Kysely<Database>, employerId: string) {
  return (await readSettingsDocument(db, { employerId, ...TRAVEL_MILEAGE_SECTION })).value;
}

export async function readPensionSettings(db: Kysely<Database>, employerId: string) {
  return (await readSettingsDocument(db, { employerId, ...PENSION_SECTION })).value;
}
