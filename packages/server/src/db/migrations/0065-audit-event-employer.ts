import { type Kysely, sql } from 'kysely';

// Issue 16: the audit records the company an event belongs to. Until now the process history
// (Processhistorik) found a company's events by joining each entity type to its table, so the events
// of a deleted row (a removed cost centre) could no longer be traced and dropped out of the history.
// Null for the events that belong to no company (an identity, an operator, a packaging's privileges).
// The employer is never deleted while its audit refers to it (no cascade): the audit keeps its rows.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('audit_event')
    .addColumn('employer_id', 'uuid', (col) => col.references('employer.id'))
    .execute();

  // Backfill by the mappings the history used (frozen here as they stood at 0065).
  // The company's own id: the company and its settings documents.
  await sql`
    update audit_event set employer_id = employer.id
    from employer
    where audit_event.entity_type in ('employer', 'employer_setting')
      and audit_event.entity_id = employer.id::text`.execute(db);
  // The packaging activated for the company, filed under its public id.
  await sql`
    update audit_event set employer_id = employer.id
    from employer
    where audit_event.entity_type = 'tenant_packaging'
      and audit_event.entity_id = employer.public_id::text`.execute(db);
  // A row of a table with `employer_id` (employments and salary rows are filed under their employee).
  for (const table of ['employee', 'workplace', 'dimension_object', 'salary_type']) {
    await sql`
      update audit_event set employer_id = owner.employer_id
      from ${sql.table(table)} as owner
      where audit_event.entity_type = ${table}
        and audit_event.entity_id = owner.id::text`.execute(db);
  }
  // A row that is gone (a deleted cost centre): the company its events carry in their payload.
  await sql`
    update audit_event set employer_id = employer.id
    from employer
    where audit_event.employer_id is null
      and audit_event.entity_type in ('employee', 'workplace', 'dimension_object', 'salary_type')
      and employer.id::text = coalesce(audit_event.after ->> 'employerId', audit_event.before ->> 'employerId')`.execute(
    db,
  );

  // The history reads one company's events newest first.
  await db.schema
    .createIndex('audit_event_employer_time')
    .on('audit_event')
    .columns(['employer_id', 'occurred_at', 'id'])
    .where(sql.ref('employer_id'), 'is not', null)
    .execute();
}
