import {
  type CustomFieldSettings,
  customFieldSettingsSchema,
  DEFAULT_CUSTOM_FIELD_SETTINGS,
  findCustomFieldTypeChanges,
} from '@lonsam/domain/settings/custom-field-settings';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  readSettingsDocument,
  registerSettingsDocumentRoutes,
  toSettingsFieldErrors,
} from '../settings/index.ts';

const definition = {
  section: 'custom-fields',
  schema: customFieldSettingsSchema,
  defaults: DEFAULT_CUSTOM_FIELD_SETTINGS,
};

/** The company's own field definitions; values arrive with the employee register (docs/settings.md). */
export function readCustomFields(db: Kysely<Database>, employerId: string) {
  return readSettingsDocument(db, { employerId, ...definition });
}

/** A saved field keeps its type, so values typed into it can never change meaning. */
async function checkTypesKept(trx: Kysely<Database>, value: CustomFieldSettings, employerId: string) {
  const stored = await readCustomFields(trx, employerId);
  return toSettingsFieldErrors(findCustomFieldTypeChanges(stored.value, value));
}

export const CUSTOM_FIELDS_SECTION = { ...definition, check: checkTypesKept };

/** GET/PUT /api/employer/:employerId/settings/custom-fields (Egna fält). */
export const customFieldRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  registerSettingsDocumentRoutes(app, {
    db,
    path: CUSTOM_FIELDS_SECTION.section,
    privilege: 'TenantManagement.CustomFields',
    ...CUSTOM_FIELDS_SECTION,
  });
};
