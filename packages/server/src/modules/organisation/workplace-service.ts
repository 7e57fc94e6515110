import type { WorkplaceView } from '@lonsam/domain/contracts/workplaces/workplace-shapes';
import {
  needsWorkplaceNumbers,
  normaliseWorkplaceName,
  WORKPLACE_NAME_TAKEN_MESSAGE,
  WORKPLACE_NUMBER_TAKEN_MESSAGE,
  type Workplace,
} from '@lonsam/domain/settings/workplace';
import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import type { Kysely, Selectable } from 'kysely';
import { type AuditActionOf, recordAuditEvent } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import type { WorkplaceTable } from '../../db/tables/organisation-tables.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { AppError, type FieldErrors } from '../../errors/app-error.ts';
import {
  type OrganisationContext,
  translateUniqueViolation,
  validationFailed,
  versionConflict,
} from './organisation-context.ts';

type WorkplaceRow = Selectable<WorkplaceTable> & { active_employment_count: number | string | bigint | null };

const TAKEN: FieldErrors = { name: [WORKPLACE_NAME_TAKEN_MESSAGE] };

/** The workplaces of an employer with how many employments running on `today` or later refer to each. */
function selectWorkplaces(db: Kysely<Database>, employerId: string, today: string) {
  return db
    .selectFrom('workplace')
    .selectAll('workplace')
    .select((eb) =>
      eb
        .selectFrom('employment')
        .select((count) => count.fn.countAll<string>().as('n'))
        .whereRef('employment.workplace_id', '=', 'workplace.id')
        .where((where) => where.or([where('end_date', 'is', null), where('end_date', '>=', today)]))
        .as('active_employment_count'),
    )
    .where('workplace.employer_id', '=', employerId);
}

function toWorkplaceView(row: WorkplaceRow): WorkplaceView {
  return {
    id: row.id,
    name: row.name,
    streetAddress: row.street_address,
    postalCode: row.postal_code,
    city: row.city,
    workplaceNumber: row.workplace_number,
    archivedAt: row.archived_at ? new Date(row.archived_at).toISOString() : null,
    version: row.version,
    activeEmploymentCount: Number(row.active_employment_count ?? 0),
  };
}

export async function listWorkplaces(db: Kysely<Database>, employerId: string, now: Date) {
  const rows = await selectWorkplaces(db, employerId, toDateOnly(now)).execute();
  const workplaces = rows
    .map(toWorkplaceView)
    .sort(
      (a, b) =>
        Number(a.archivedAt !== null) - Number(b.archivedAt !== null) ||
        a.name.localeCompare(b.name, 'sv-SE'),
    );
  const activeCount = workplaces.filter((workplace) => workplace.archivedAt === null).length;
  return { workplaces, needsWorkplaceNumbers: needsWorkplaceNumbers(activeCount) };
}

async function findWorkplace(
  db: Kysely<Database>,
  context: OrganisationContext,
  workplaceId: string,
  options: { forUpdate?: boolean } = {},
): Promise<WorkplaceView> {
  let query = selectWorkplaces(db, context.scope.employerId, toDateOnly(context.now)).where(
    'workplace.id',
    '=',
    workplaceId,
  );
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  // Another company's workplace is as unknown as a missing one.
  if (!row) throw new AppError({ status: 404, code: 'WORKPLACE_NOT_FOUND', detail: 'No such workplace.' });
  return toWorkplaceView(row);
}

/** Name and arbetsställenummer are unique within the company (names regardless of case). */
async function assertUnique(
  db: Kysely<Database>,
  employerId: string,
  workplace: Workplace,
  ignoreId?: string,
): Promise<void> {
  const others = await db
    .selectFrom('workplace')
    .select(['id', 'name', 'workplace_number'])
    .where('employer_id', '=', employerId)
    .execute();
  const errors: FieldErrors = {};
  const name = normaliseWorkplaceName(workplace.name);
  for (const other of others) {
    if (other.id === ignoreId) continue;
    if (normaliseWorkplaceName(other.name) === name) errors.name = [WORKPLACE_NAME_TAKEN_MESSAGE];
    if (workplace.workplaceNumber && other.workplace_number === workplace.workplaceNumber)
      errors.workplaceNumber = [WORKPLACE_NUMBER_TAKEN_MESSAGE];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

function toColumns(workplace: Workplace) {
  return {
    name: workplace.name,
    street_address: workplace.streetAddress,
    postal_code: workplace.postalCode,
    city: workplace.city,
    workplace_number: workplace.workplaceNumber,
  };
}

async function audit(
  db: Kysely<Database>,
  context: OrganisationContext,
  action: AuditActionOf<'workplace'>,
  workplaceId: string,
  before: WorkplaceView | null,
  after: WorkplaceView | null,
) {
  const { employerId } = context.scope;
  await recordAuditEvent(db, context.audit, {
    action,
    entityType: 'workplace',
    entityId: workplaceId,
    employerId,
    before: before && { employerId, ...before },
    after: after && { employerId, ...after },
  });
}

export async function createWorkplace(
  db: Kysely<Database>,
  context: OrganisationContext,
  workplace: Workplace,
): Promise<WorkplaceView> {
  return translateUniqueViolation(
    () =>
      withTransaction(db, async (trx) => {
        await assertUnique(trx, context.scope.employerId, workplace);
        const { id } = await trx
          .insertInto('workplace')
          .values({ employer_id: context.scope.employerId, ...toColumns(workplace) })
          .returning('id')
          .executeTakeFirstOrThrow();
        const created = await findWorkplace(trx, context, id);
        await audit(trx, context, 'workplace.created', id, null, created);
        return created;
      }),
    TAKEN,
  );
}

export async function updateWorkplace(
  db: Kysely<Database>,
  context: OrganisationContext,
  workplaceId: string,
  input: Workplace & { version: number },
): Promise<WorkplaceView> {
  const { version, ...workplace } = input;
  return translateUniqueViolation(
    () =>
      withTransaction(db, async (trx) => {
        const before = await findWorkplace(trx, context, workplaceId, { forUpdate: true });
        if (before.version !== version) throw versionConflict(before);
        await assertUnique(trx, context.scope.employerId, workplace, workplaceId);
        await trx
          .updateTable('workplace')
          .set({ ...toColumns(workplace), version: version + 1, updated_at: context.now })
          .where('id', '=', workplaceId)
          .execute();
        const after = await findWorkplace(trx, context, workplaceId);
        await audit(trx, context, 'workplace.updated', workplaceId, before, after);
        return after;
      }),
    TAKEN,
  );
}

/**
 * Archives a workplace nobody works at any more: a running (or future) employment that refers to it
 * refuses the archive, since its AGI would name a workplace the company says it no longer has.
 */
export async function archiveWorkplace(
  db: Kysely<Database>,
  context: OrganisationContext,
  workplaceId: string,
  version: number,
): Promise<WorkplaceView> {
  return withTransaction(db, async (trx) => {
    const before = await findWorkplace(trx, context, workplaceId, { forUpdate: true });
    if (before.version !== version) throw versionConflict(before);
    if (before.activeEmploymentCount > 0) {
      throw new AppError({
        status: 409,
        code: 'WORKPLACE_IN_USE',
        detail: `${before.activeEmploymentCount} running employments refer to the workplace.`,
        extensions: { activeEmploymentCount: before.activeEmploymentCount },
      });
    }
    return setArchived(trx, context, before, context.now, 'workplace.archived');
  });
}

export async function restoreWorkplace(
  db: Kysely<Database>,
  context: OrganisationContext,
  workplaceId: string,
  version: number,
): Promise<WorkplaceView> {
  return withTransaction(db, async (trx) => {
    const before = await findWorkplace(trx, context, workplaceId, { forUpdate: true });
    if (before.version !== version) throw versionConflict(before);
    return setArchived(trx, context, before, null, 'workplace.restored');
  });
}

async function setArchived(
  trx: Kysely<Database>,
  context: OrganisationContext,
  before: WorkplaceView,
  archivedAt: Date | null,
  action: 'workplace.archived' | 'workplace.restored',
) {
  await trx
    .updateTable('workplace')
    .set({ archived_at: archivedAt, version: before.version + 1, updated_at: context.now })
    .where('id', '=', before.id)
    .execute();
  const after = await findWorkplace(trx, context, before.id);
  await audit(trx, context, action, before.id, before, after);
  return after;
}
