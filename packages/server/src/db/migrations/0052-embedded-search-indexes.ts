import { type Kysely, sql } from 'kysely';

// The embedded database (PGlite) now opens with pg_trgm loaded (pglite-dialect.ts), so the search's
// trigram indexes of migration 0050 can exist there too: a search that misses the read cache read
// every employee (29 ms for 10 000, bench/employees.ts) and, PGlite running in the server's thread,
// held every other request up meanwhile. Databases made before have the migration 0050 without them;
// on PostgreSQL they exist already and nothing changes. Where pg_trgm cannot be had, nothing happens.
const SEARCHED_EXPRESSIONS = {
  employee_search_name: sql`(first_name || ' ' || last_name)`,
  employee_search_email: sql`email`,
  employee_search_position: sql`current_position`,
  employee_search_personnummer: sql`personnummer`,
};

export async function up(db: Kysely<any>): Promise<void> {
  if (!(await tryCreateTrigramExtension(db))) return;
  for (const [name, expression] of Object.entries(SEARCHED_EXPRESSIONS)) {
    await sql`create index if not exists ${sql.id(name)} on employee using gin (${expression} gin_trgm_ops)`.execute(
      db,
    );
  }
}

/** True when pg_trgm is installed or could be; a failure is rolled back to a savepoint, not fatal. */
async function tryCreateTrigramExtension(db: Kysely<any>): Promise<boolean> {
  const { rows } = await sql<{ installed: boolean; available: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm') as installed,
           exists (select 1 from pg_available_extensions where name = 'pg_trgm') as available`.execute(db);
  if (rows[0]?.installed) return true;
  if (!rows[0]?.available) return false;
  await sql`savepoint create_pg_trgm_embedded`.execute(db);
  try {
    await sql`create extension pg_trgm`.execute(db);
    await sql`release savepoint create_pg_trgm_embedded`.execute(db);
    return true;
  } catch {
    await sql`rollback to savepoint create_pg_trgm_embedded`.execute(db);
    return false;
  }
}
