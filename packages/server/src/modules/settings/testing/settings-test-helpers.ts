import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** A settings section's stored document at the employer; undefined while the defaults apply. */
export async function readStoredSection(db: Kysely<Database>, employerId: string, section: string) {
  return db
    .selectFrom('employer_setting')
    .select(['version', 'value'])
    .where('employer_id', '=', employerId)
    .where('section', '=', section)
    .executeTakeFirst();
}

/** The `settings.updated` audit events of one section at the employer, oldest first. */
export async function settingsAuditRows(db: Kysely<Database>, employerId: string, section: string) {
  const rows = await db
    .selectFrom('audit_event')
    .select(['before', 'after', 'actor_identity_id', 'employer_id'])
    .where('action', '=', 'settings.updated')
    .where('entity_id', '=', employerId)
    .orderBy('occurred_at')
    .execute();
  return rows.filter((row) => (row.after as { section?: string }).section === section);
}
