import {
  DEFAULT_EVENT_GROUP_SETTINGS,
  type EventGroup,
  type EventGroupSettings,
  eventGroupSettingsSchema,
} from '@lonsam/domain/events/event-groups';
import {
  DEFAULT_EVENT_TEMPLATE_SETTINGS,
  type EventTemplate,
  type EventTemplateSettings,
  eventTemplateSettingsSchema,
} from '@lonsam/domain/events/event-templates';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FieldErrors } from '../../errors/app-error.ts';
import {
  readSettingsDocument,
  registerSettingsDocumentRoutes,
  toSettingsFieldErrors,
} from '../settings/index.ts';

export const UNKNOWN_SALARY_TYPE_MESSAGE = 'Lönearten finns inte, är inaktiv eller får inte rapporteras';
export const UNKNOWN_GROUP_SALARY_TYPE_MESSAGE = 'Lönearten finns inte i företaget';
export const UNKNOWN_EMPLOYMENT_MESSAGE = 'Anställningen finns inte i företaget';

const templatesDefinition = {
  section: 'event-templates',
  schema: eventTemplateSettingsSchema,
  defaults: DEFAULT_EVENT_TEMPLATE_SETTINGS,
};
const groupsDefinition = {
  section: 'event-groups',
  schema: eventGroupSettingsSchema,
  defaults: DEFAULT_EVENT_GROUP_SETTINGS,
};

/** The company's event templates (the defaults before its first save). */
export async function readEventTemplates(db: Kysely<Database>, employerId: string): Promise<EventTemplate[]> {
  return (await readSettingsDocument(db, { employerId, ...templatesDefinition })).value.templates;
}

/** The company's event groups; none means every employee may report every kind (allowedEventTypes). */
export async function readEventGroups(db: Kysely<Database>, employerId: string): Promise<EventGroup[]> {
  return (await readSettingsDocument(db, { employerId, ...groupsDefinition })).value.groups;
}

async function reportableCodes(trx: Kysely<Database>, employerId: string): Promise<Set<string>> {
  const rows = await trx
    .selectFrom('salary_type')
    .select('code')
    .where('employer_id', '=', employerId)
    .where('active', '=', true)
    .where('reportable', '=', true)
    .execute();
  return new Set(rows.map((row) => row.code));
}

/**
 * A new or changed transaction template must name an active salary type employees may report. A
 * stored one is not checked again, so deactivating a type later does not block saving other templates.
 */
async function checkTemplateSalaryTypes(
  trx: Kysely<Database>,
  value: EventTemplateSettings,
  employerId: string,
): Promise<FieldErrors | undefined> {
  const stored = await readSettingsDocument(trx, { employerId, ...templatesDefinition });
  const storedCodes = new Map(
    stored.value.templates.flatMap((template) =>
      template.payload.kind === 'transaction'
        ? [[template.id, template.payload.salaryTypeCode] as const]
        : [],
    ),
  );
  const toCheck = value.templates.flatMap((template, index) =>
    template.payload.kind === 'transaction' &&
    storedCodes.get(template.id) !== template.payload.salaryTypeCode
      ? [{ index, code: template.payload.salaryTypeCode }]
      : [],
  );
  if (toCheck.length === 0) return undefined;
  const codes = await reportableCodes(trx, employerId);
  return toSettingsFieldErrors(
    toCheck
      .filter(({ code }) => !codes.has(code))
      .map(({ index }) => ({
        path: ['templates', index, 'payload', 'salaryTypeCode'],
        message: UNKNOWN_SALARY_TYPE_MESSAGE,
      })),
  );
}

/** Groups name the company's own employments and salary types, never another company's or none. */
async function checkGroupReferences(
  trx: Kysely<Database>,
  value: EventGroupSettings,
  employerId: string,
): Promise<FieldErrors | undefined> {
  const employmentIds = [...new Set(value.groups.flatMap((group) => group.employmentIds))];
  const known = employmentIds.length
    ? new Set(
        (
          await trx
            .selectFrom('employment')
            .select('id')
            .where('employer_id', '=', employerId)
            .where('id', 'in', employmentIds)
            .execute()
        ).map((row) => row.id),
      )
    : new Set<string>();
  const codeRows = await trx
    .selectFrom('salary_type')
    .select('code')
    .where('employer_id', '=', employerId)
    .execute();
  const codes = new Set(codeRows.map((row) => row.code));
  const issues = value.groups.flatMap((group, index) => [
    ...group.employmentIds.flatMap((id, at) =>
      known.has(id)
        ? []
        : [{ path: ['groups', index, 'employmentIds', at], message: UNKNOWN_EMPLOYMENT_MESSAGE }],
    ),
    ...(group.salaryTypeCodes === 'all' ? [] : group.salaryTypeCodes).flatMap((code, at) =>
      codes.has(code)
        ? []
        : [{ path: ['groups', index, 'salaryTypeCodes', at], message: UNKNOWN_GROUP_SALARY_TYPE_MESSAGE }],
    ),
  ]);
  return toSettingsFieldErrors(issues);
}

export const EVENT_TEMPLATES_SECTION = { ...templatesDefinition, check: checkTemplateSalaryTypes };
export const EVENT_GROUPS_SECTION = { ...groupsDefinition, check: checkGroupReferences };

/**
 * GET/PUT /api/employer/:employerId/settings/event-templates (Händelsemallar; `Employee.Events.Templates`
 * reads them too) and /settings/event-groups (Händelsegrupper).
 */
export const eventSettingsRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  registerSettingsDocumentRoutes(app, {
    db,
    path: EVENT_TEMPLATES_SECTION.section,
    privilege: 'TenantManagement.EventTemplates',
    readPrivileges: ['Employee.Events.Templates'],
    ...EVENT_TEMPLATES_SECTION,
  });
  registerSettingsDocumentRoutes(app, {
    db,
    path: EVENT_GROUPS_SECTION.section,
    privilege: 'TenantManagement.EventGroups',
    ...EVENT_GROUPS_SECTION,
  });
};
