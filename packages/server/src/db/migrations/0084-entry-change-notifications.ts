import { type Kysely, sql } from 'kysely';

// `GET /api/entry` (a signed-in person's companies, roles and operator areas) is kept in the read
// cache like the session and the caller's access (issue 23: "as cheap as a cached page"). Besides
// identities (`session`) and roles (`access`), it reads company names and tenant-manager operators:
// those changes now notify `access` too, whoever makes them. A company is renamed or an operator
// added rarely, so emptying the access values with them costs nothing worth measuring.
const TABLES = ['tenant_manager', 'tenant_manager_operator'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  // Only what the landing shows of a company: its existence and its name.
  await sql`
    create trigger employer_notifies_access_change
    after insert or delete or update of name on employer
    for each statement execute function notify_access_changed()`.execute(db);
  await sql`
    create trigger employer_truncate_notifies_access_change
    after truncate on employer
    for each statement execute function notify_access_changed()`.execute(db);
  for (const table of TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_notifies_change`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function notify_access_changed()`.execute(db);
  }
}
