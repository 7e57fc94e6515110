import { describeAuditEvent, summariseAuditChange } from '@lonsam/domain/audit/audit-action-labels';
import type {
  processHistoryEntry,
  processHistoryFilters,
} from '@lonsam/domain/contracts/settings/list-process-history';
import { findAuditVisibilityRule } from '@lonsam/domain/employees/employee-visibility';
import { createCsv } from '@lonsam/domain/format/csv';
import { getAccess } from '@lonsam/domain/privileges/access-check';
import { showVisibleChange } from '@lonsam/domain/privileges/field-visibility';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { EmployerScope } from '../../access/employer-scope.ts';
import type { Database } from '../../db/schema.ts';

export type ProcessHistoryFilters = z.output<typeof processHistoryFilters>;
export type ProcessHistoryEntry = z.output<typeof processHistoryEntry>;

/*
 * The company's own audit rows are those recorded with its employer id (migration 0065), so the
 * events of a row deleted since (a removed cost centre) stay in the history.
 */
function filteredEvents(db: Kysely<Database>, employerId: string, filters: ProcessHistoryFilters) {
  // Calendar days in Sweden, whatever the server's zone.
  const day = sql<string>`(audit_event.occurred_at at time zone 'Europe/Stockholm')::date`;
  let query = db.selectFrom('audit_event').where('audit_event.employer_id', '=', employerId);
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
  api_token_name: string | null;
};

function selectEvents(db: Kysely<Database>, employerId: string, filters: ProcessHistoryFilters) {
  return (
    filteredEvents(db, employerId, filters)
      .leftJoin('identity', 'identity.id', 'audit_event.actor_identity_id')
      // The token a change was made with (0080); gone with its owner or company, the name is too.
      .leftJoin('api_token', 'api_token.id', 'audit_event.api_token_id')
      .select([
        'audit_event.id',
        'audit_event.occurred_at',
        'audit_event.action',
        'audit_event.before',
        'audit_event.after',
        'identity.first_name',
        'identity.last_name',
        'identity.email',
        'api_token.name as api_token_name',
      ])
      // Newest first (the index of 0065); the id orders the events of one transaction.
      .orderBy('audit_event.occurred_at', 'desc')
      .orderBy('audit_event.id', 'desc')
  );
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
    apiToken: row.api_token_name,
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
  const { employerId } = scope;
  const [rows, count, people] = await Promise.all([
    selectEvents(db, employerId, query)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filteredEvents(db, employerId, query)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    listPeople(db, employerId),
  ]);
  return {
    items: rows.map((row) => toEntry(row, scope)),
    total: Number(count.n),
    page: query.page,
    pageSize: query.pageSize,
    people,
  };
}

async function listPeople(db: Kysely<Database>, employerId: string) {
  const rows = await db
    .selectFrom('identity')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where(
      'id',
      'in',
      db
        .selectFrom('audit_event')
        .select('audit_event.actor_identity_id')
        .where('audit_event.employer_id', '=', employerId)
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
  const rows = await selectEvents(db, scope.employerId, filters)
    .limit(PROCESS_HISTORY_EXPORT_LIMIT)
    .execute();
  const lines = rows.map((row) => {
    const entry = toEntry(row, scope);
    const change = summariseAuditChange(entry.before, entry.after);
    return [
      formatStockholmTime(row.occurred_at),
      [entry.actor ?? 'Systemet', entry.apiToken ? `via API-nyckel ${entry.apiToken}` : null]
        .filter(Boolean)
        .join(' '),
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
