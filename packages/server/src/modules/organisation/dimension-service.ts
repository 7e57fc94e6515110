import type { DimensionObjectView } from '@lonsam/domain/contracts/dimensions/dimension-shapes';
import {
  type Dimension,
  type DimensionObject,
  normaliseObjectCode,
  OBJECT_CODE_TAKEN_MESSAGE,
} from '@lonsam/domain/settings/dimensions';
import type { Kysely, Selectable } from 'kysely';
import { type AuditActionOf, recordAuditEvent } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import type { DimensionObjectTable } from '../../db/tables/organisation-tables.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { AppError, type FieldErrors } from '../../errors/app-error.ts';
import {
  type OrganisationContext,
  translateUniqueViolation,
  validationFailed,
  versionConflict,
} from './organisation-context.ts';

type ObjectRow = Selectable<DimensionObjectTable> & { employment_count: number | string | bigint | null };

const TAKEN: FieldErrors = { code: [OBJECT_CODE_TAKEN_MESSAGE] };

/** The objects with how many employments (ended ones too) refer to each: those cannot be deleted. */
function selectObjects(db: Kysely<Database>, employerId: string) {
  return db
    .selectFrom('dimension_object')
    .selectAll('dimension_object')
    .select((eb) =>
      eb
        .selectFrom('employment')
        .select((count) => count.fn.countAll<string>().as('n'))
        .where((where) =>
          where.or([
            where('employment.cost_centre_id', '=', where.ref('dimension_object.id')),
            where('employment.project_id', '=', where.ref('dimension_object.id')),
          ]),
        )
        .as('employment_count'),
    )
    .where('dimension_object.employer_id', '=', employerId);
}

function toObjectView(row: ObjectRow): DimensionObjectView {
  return {
    id: row.id,
    dimension: row.dimension,
    code: row.code,
    name: row.name,
    active: row.active,
    version: row.version,
    employmentCount: Number(row.employment_count ?? 0),
  };
}

export async function listDimensionObjects(db: Kysely<Database>, employerId: string) {
  const rows = await selectObjects(db, employerId).execute();
  const objects = rows
    .map(toObjectView)
    .sort(
      (a, b) =>
        a.dimension.localeCompare(b.dimension) || a.code.localeCompare(b.code, 'sv-SE', { numeric: true }),
    );
  return { objects };
}

async function findObject(
  db: Kysely<Database>,
  context: OrganisationContext,
  objectId: string,
  options: { forUpdate?: boolean } = {},
): Promise<DimensionObjectView> {
  let query = selectObjects(db, context.scope.employerId).where('dimension_object.id', '=', objectId);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) {
    throw new AppError({
      status: 404,
      code: 'DIMENSION_OBJECT_NOT_FOUND',
      detail: 'No such cost centre or project.',
    });
  }
  return toObjectView(row);
}

async function assertCodeFree(
  db: Kysely<Database>,
  employerId: string,
  dimension: Dimension,
  code: string,
  ignoreId?: string,
) {
  const others = await db
    .selectFrom('dimension_object')
    .select(['id', 'code'])
    .where('employer_id', '=', employerId)
    .where('dimension', '=', dimension)
    .execute();
  const wanted = normaliseObjectCode(code);
  if (others.some((other) => other.id !== ignoreId && normaliseObjectCode(other.code) === wanted))
    throw validationFailed(TAKEN);
}

async function audit(
  db: Kysely<Database>,
  context: OrganisationContext,
  action: AuditActionOf<'dimension_object'>,
  objectId: string,
  before: DimensionObjectView | null,
  after: DimensionObjectView | null,
) {
  const { employerId } = context.scope;
  await recordAuditEvent(db, context.audit, {
    action,
    entityType: 'dimension_object',
    entityId: objectId,
    employerId,
    before: before && { employerId, ...before },
    after: after && { employerId, ...after },
  });
}

export async function createDimensionObject(
  db: Kysely<Database>,
  context: OrganisationContext,
  dimension: Dimension,
  object: DimensionObject,
): Promise<DimensionObjectView> {
  return translateUniqueViolation(
    () =>
      withTransaction(db, async (trx) => {
        await assertCodeFree(trx, context.scope.employerId, dimension, object.code);
        const { id } = await trx
          .insertInto('dimension_object')
          .values({ employer_id: context.scope.employerId, dimension, ...object })
          .returning('id')
          .executeTakeFirstOrThrow();
        const created = await findObject(trx, context, id);
        await audit(trx, context, 'dimension-object.created', id, null, created);
        return created;
      }),
    TAKEN,
  );
}

/** Code, name and active; an object in use is deactivated this way instead of deleted. */
export async function updateDimensionObject(
  db: Kysely<Database>,
  context: OrganisationContext,
  objectId: string,
  input: DimensionObject & { version: number },
): Promise<DimensionObjectView> {
  const { version, ...object } = input;
  return translateUniqueViolation(
    () =>
      withTransaction(db, async (trx) => {
        const before = await findObject(trx, context, objectId, { forUpdate: true });
        if (before.version !== version) throw versionConflict(before);
        await assertCodeFree(trx, context.scope.employerId, before.dimension, object.code, objectId);
        await trx
          .updateTable('dimension_object')
          .set({ ...object, version: version + 1, updated_at: context.now })
          .where('id', '=', objectId)
          .execute();
        const after = await findObject(trx, context, objectId);
        await audit(trx, context, 'dimension-object.updated', objectId, before, after);
        return after;
      }),
    TAKEN,
  );
}

const FOREIGN_KEY_VIOLATION = '23503';

function objectInUse(employmentCount: number): AppError {
  return new AppError({
    status: 409,
    code: 'DIMENSION_OBJECT_IN_USE',
    detail: `${employmentCount} employments refer to the object; deactivate it instead.`,
    extensions: { employmentCount },
  });
}

export async function deleteDimensionObject(
  db: Kysely<Database>,
  context: OrganisationContext,
  objectId: string,
  version: number,
): Promise<void> {
  await withTransaction(db, async (trx) => {
    const before = await findObject(trx, context, objectId, { forUpdate: true });
    if (before.version !== version) throw versionConflict(before);
    // The foreign keys refuse it too; this answers with a reason instead of a database error.
    if (before.employmentCount > 0) throw objectInUse(before.employmentCount);
    try {
      await trx.deleteFrom('dimension_object').where('id', '=', objectId).execute();
    } catch (error) {
      // An employment chose it after the count above (PostgreSQL, another transaction).
      if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) throw objectInUse(1);
      throw error;
    }
    await audit(trx, context, 'dimension-object.deleted', objectId, before, null);
  });
}
