import { describeAuditEvent, summariseAuditChange } from '@lonsam/domain/audit/audit-action-labels';
import type {
  processHistoryEntry,
  processHistoryFilters,
} from '@lonsam/domain/contracts/settings/list-process-history';
import { findAuditVisibilityRule } from '@lonsam/domain/employees/employee-visibility';
import { createCsv } from '@lonsam/domain/format/csv';
import { getAccess } from '@lonsam/domain/privileges/access-check';
import { showVisibleChange } from '@lonsam/domain/privileges/field-visibility';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { EmployerScope } from '../../access/employer-scope.ts';
import type { Database } from '../../db/schema.ts';

export type ProcessHistoryFilters = z.output<typeof processHistoryFilters>;
export type ProcessHistoryEntry = z.output<typeof processHistoryEntry>;

/*
 * Which audit rows are the company's own. The audit stores an entity type and id, not the employer,
 * so each entity type says how its id leads to the employer; the types that belong to no company
 * (an identity, an operator, a packaging) are named too, so a test can hold the list complete.
 */
const OWN_ID_IS_EMPLOYER = ['employer', 'employer_setting'] as const;
/** Entity types whose id is a row of a table with `employer_id`. */
const ROW_TABLES = {
  employee: 'employee',
  workplace: 'workplace',
  dimension_object: 'dimension_object',
  salary_type: 'salary_type',
} as const satisfies Record<string, keyof Database>;
/** The packaging activated for the company is filed under its public id. */
const PUBLIC_ID_IS_EMPLOYER = ['tenant_packaging'] as const;
export const NOT_COMPANY_ENTITY_TYPES = ['identity', 'tenant_manager_operator', 'packaging_privilege'];
export const COMPANY_ENTITY_TYPES: readonly string[] = [
  ...OWN_ID_IS_EMPLOYER,
  ...Object.keys(ROW_TABLES),
  ...PUBLIC_ID_IS_EMPLOYER,
];

type Scoped = { employerId: string; publicId: string };

function isCompanyRow(eb: ExpressionBuilder<Database, 'audit_event'>, { employerId, publicId }: Scoped) {
  return eb.or([
    eb.and([
      eb('audit_event.entity_type', 'in', OWN_ID_IS_EMPLOYER),
      eb('audit_event.entity_id', '=', employerId),
    ]),
    eb.and([
      eb('audit_event.entity_type', 'in', PUBLIC_ID_IS_EMPLOYER),
      eb('audit_event.entity_id', '=', publicId),
    ]),
    ...Object.entries(ROW_TABLES).map(([type, table]) =>
      eb.and([
        eb('audit_event.entity_type', '=', type),
        eb(
          'audit_event.entity_id',
          'in',
          eb.selectFrom(table).select(sql<string>`id::text`.as('id')).where('employer_id', '=', employerId),
        ),
      ]),
    ),
  ]);
}

async function findScoped(db: Kysely<Database>, employerId: string): Promise<Scoped> {
  const employer = await db
    .selectFrom('employer')
    .select('public_id')
    .where('id', '=', employerId)
    .executeTakeFirstOrThrow();
  return { employerId, publicId: employer.public_id };
}

function filteredEvents(db: Kysely<Database>, scoped: Scoped, filters: ProcessHistoryFilters) {
  // Calendar days in Sweden, whatever the server's zone.
  const day = sql<string>`(audit_event.occurred_at at time zone 'Europe/Stockholm')::date`;
  let query = db.selectFrom('audit_event').where((eb) => isCompanyRow(eb, scoped));
  if (filters.from) query = query.where(day, '>=', sql<string>`${filters.from}::date`);
  if (filters.to) query = query.where(day, '<=', sql<string>`${filters.to}::date`);
  if (filters.action) query = query.where('audit_event.action', '=', filters.action);
  if (filters.actorId) query = query.where('audit_event.actor_identity_id', '=', filters.actorId);
  return query;
}

type EventRow = {
  id: string;
  occurred_at: Date;
  action: string;
  before: unknown;
  after: unknown;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
};

function selectEvents(db: Kysely<Database>, scoped: Scoped, filters: ProcessHistoryFilters) {
  return filteredEvents(db, scoped, filters)
    .leftJoin('identity', 'identity.id', 'audit_event.actor_identity_id')
    .select([
      'audit_event.id',
      'audit_event.occurred_at',
      'audit_event.action',
      'audit_event.before',
      'audit_event.after',
      'identity.first_name',
      'identity.last_name',
      'identity.email',
    ])
    .orderBy('audit_event.id', 'desc');
}

const personName = (row: Pick<EventRow, 'first_name' | 'last_name' | 'email'>) =>
  [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email || null;

/**
 * One entry as the caller may see it: an employee's events through the employee register's own
 * visibility rule (the audit route's rule), so a field the caller may not read stays hidden here too.
 */
function toEntry(row: EventRow, scope: EmployerScope): ProcessHistoryEntry {
  const rule = findAuditVisibilityRule(row.action);
  const canRead = (privilege: string) => getAccess(scope.privileges, privilege) !== 'none';
  const change = rule
    ? showVisibleChange(rule, row.before, row.after, canRead)
    : { before: row.before, after: row.after, hiddenChanges: false };
  return {
    id: String(row.id),
    occurredAt: row.occurred_at.toISOString(),
    action: row.action,
    actor: personName(row),
    before: (change.before ?? null) as ProcessHistoryEntry['before'],
    after: (change.after ?? null) as ProcessHistoryEntry['after'],
    hiddenChanges: change.hiddenChanges,
  };
}

export async function listProcessHistory(
  db: Kysely<Database>,
  scope: EmployerScope,
  query: ProcessHistoryFilters & { page: number; pageSize: number },
) {
  const scoped = await findScoped(db, scope.employerId);
  const [rows, count, people] = await Promise.all([
    selectEvents(db, scoped, query)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filteredEvents(db, scoped, query)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    listPeople(db, scoped),
  ]);
  return {
    items: rows.map((row) => toEntry(row, scope)),
    total: Number(count.n),
    page: query.page,
    pageSize: query.pageSize,
    people,
  };
}

async function listPeople(db: Kysely<Database>, scoped: Scoped) {
  const rows = await db
    .selectFrom('identity')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where(
      'id',
      'in',
      db
        .selectFrom('audit_event')
        .select('audit_event.actor_identity_id')
        .where((eb) => isCompanyRow(eb, scoped))
        .where('audit_event.actor_identity_id', 'is not', null)
        .$narrowType<{ actor_identity_id: string }>(),
    )
    .execute();
  return rows
    .map((row) => ({ id: row.id, name: personName(row) ?? '–' }))
    .sort((a, b) => a.name.localeCompare(b.name, 'sv'));
}

/** The export's cap: a file for a spreadsheet, not a backup of the audit. */
export const PROCESS_HISTORY_EXPORT_LIMIT = 10_000;

/** The filtered history as CSV through the product's one writer (formula starts neutralised). */
export async function exportProcessHistoryCsv(
  db: Kysely<Database>,
  scope: EmployerScope,
  filters: ProcessHistoryFilters,
): Promise<string> {
  const scoped = await findScoped(db, scope.employerId);
  const rows = await selectEvents(db, scoped, filters).limit(PROCESS_HISTORY_EXPORT_LIMIT).execute();
  const lines = rows.map((row) => {
    const entry = toEntry(row, scope);
    const change = summariseAuditChange(entry.before, entry.after);
    return [
      formatStockholmTime(row.occurred_at),
      entry.actor ?? 'Systemet',
      describeAuditEvent(entry.action, row.before, row.after),
      entry.hiddenChanges
        ? [change, 'ändringar du inte har behörighet att se'].filter(Boolean).join('; ')
        : change,
    ];
  });
  // `;` and a BOM: Swedish Excel opens the file directly with å, ä, ö intact.
  return `\uFEFF${createCsv(['Tidpunkt', 'Vem', 'Vad', 'Ändring'], lines, { delimiter: ';' })}`;
}

const stockholmTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  dateStyle: 'short',
  timeStyle: 'short',
});

function formatStockholmTime(instant: Date): string {
  return stockholmTime.format(instant);
}
