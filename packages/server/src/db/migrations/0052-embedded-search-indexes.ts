import { type Kysely, sql } from 'kysely';
// The same extension check and indexed expressions as 0050; both are fixed now that 0050 has run.
import { SEARCHED_EXPRESSIONS, tryCreateTrigramExtension } from './0050-employee-list-indexes.ts';

// The embedded database (PGlite) now opens with pg_trgm loaded (pglite-dialect.ts), so the search's
// trigram indexes of migration 0050 can exist there too: a search that misses the read cache read
// every employee (29 ms for 10 000, bench/employees.ts) and, PGlite running in the server's thread,
// held every other request up meanwhile. Databases made before have the migration 0050 without them;
// on PostgreSQL they exist already and nothing changes. Where pg_trgm cannot be had, nothing happens.
export async function up(db: Kysely<any>): Promise<void> {
  if (!(await tryCreateTrigramExtension(db))) return;
  for (const [name, expression] of Object.entries(SEARCHED_EXPRESSIONS)) {
    await sql`create index if not exists ${sql.id(name)} on employee using gin (${expression} gin_trgm_ops)`.execute(
      db,
    );
  }
}
