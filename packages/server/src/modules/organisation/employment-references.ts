import type { EmploymentChoices } from '@lonsam/domain/contracts/employees/list-employment-choices';
import {
  type Dimension,
  INACTIVE_OBJECT_MESSAGE,
  normaliseObjectCode,
  UNKNOWN_OBJECT_MESSAGE,
} from '@lonsam/domain/settings/dimensions';
import {
  ARCHIVED_WORKPLACE_MESSAGE,
  normaliseWorkplaceName,
  UNKNOWN_WORKPLACE_MESSAGE,
} from '@lonsam/domain/settings/workplace';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FieldErrors } from '../../errors/app-error.ts';

export type EmploymentReferences = {
  workplaceId: string | null;
  costCentreId: string | null;
  projectId: string | null;
};

const NO_REFERENCES: EmploymentReferences = { workplaceId: null, costCentreId: null, projectId: null };

/**
 * The field errors of an employment's references: each must be the employer's own (and of the
 * right dimension). A newly chosen one must also be in use (not archived, active); one the
 * employment already had may stay, so an ended employment at a closed workplace can still be edited.
 */
export async function checkEmploymentReferences(
  db: Kysely<Database>,
  employerId: string,
  chosen: EmploymentReferences,
  stored: EmploymentReferences = NO_REFERENCES,
  fieldPrefix = '',
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (chosen.workplaceId) {
    const workplace = await db
      .selectFrom('workplace')
      .select('archived_at')
      .where('id', '=', chosen.workplaceId)
      .where('employer_id', '=', employerId)
      .executeTakeFirst();
    if (!workplace) errors[`${fieldPrefix}workplaceId`] = [UNKNOWN_WORKPLACE_MESSAGE];
    else if (workplace.archived_at && chosen.workplaceId !== stored.workplaceId)
      errors[`${fieldPrefix}workplaceId`] = [ARCHIVED_WORKPLACE_MESSAGE];
  }
  const objects: [keyof EmploymentReferences, Dimension][] = [
    ['costCentreId', 'cost-centre'],
    ['projectId', 'project'],
  ];
  for (const [field, dimension] of objects) {
    const id = chosen[field];
    if (!id) continue;
    const object = await db
      .selectFrom('dimension_object')
      .select('active')
      .where('id', '=', id)
      .where('employer_id', '=', employerId)
      .where('dimension', '=', dimension)
      .executeTakeFirst();
    if (!object) errors[`${fieldPrefix}${field}`] = [UNKNOWN_OBJECT_MESSAGE];
    else if (!object.active && id !== stored[field])
      errors[`${fieldPrefix}${field}`] = [INACTIVE_OBJECT_MESSAGE];
  }
  return errors;
}

/** What an employment form may choose: workplaces not archived, objects active. */
export async function listEmploymentChoices(
  db: Kysely<Database>,
  employerId: string,
): Promise<EmploymentChoices> {
  const workplaces = await db
    .selectFrom('workplace')
    .select(['id', 'name'])
    .where('employer_id', '=', employerId)
    .where('archived_at', 'is', null)
    .execute();
  const objects = await db
    .selectFrom('dimension_object')
    .select(['id', 'dimension', 'code', 'name'])
    .where('employer_id', '=', employerId)
    .where('active', '=', true)
    .execute();
  return {
    workplaces: workplaces.sort((a, b) => a.name.localeCompare(b.name, 'sv-SE')),
    dimensionObjects: objects.sort((a, b) => a.code.localeCompare(b.code, 'sv-SE', { numeric: true })),
  };
}

/**
 * The CSV import names workplaces and cost centres as people read them (a name, a code): the ids
 * of the employer's workplaces not archived and active cost centres, by normalised name and code.
 * An unknown name is the row's field error, never a new workplace (docs/settings.md says why).
 */
export async function loadImportReferenceNames(db: Kysely<Database>, employerId: string) {
  const choices = await listEmploymentChoices(db, employerId);
  const workplaces = new Map(choices.workplaces.map((row) => [normaliseWorkplaceName(row.name), row]));
  const costCentres = new Map(
    choices.dimensionObjects
      .filter((row) => row.dimension === 'cost-centre')
      .map((row) => [normaliseObjectCode(row.code), { id: row.id, name: row.code }]),
  );
  // The stored spelling comes back with the id: the list columns show it, not the file's.
  return {
    workplace: (name: string) => workplaces.get(normaliseWorkplaceName(name)),
    costCentre: (code: string) => costCentres.get(normaliseObjectCode(code)),
  };
}
