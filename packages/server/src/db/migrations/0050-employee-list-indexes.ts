import { type Kysely, sql } from 'kysely';

// The employee list runs two statements per page: the page (stops after its rows in a name-ordered
// index) and the count of every match. With 10 000 employees the count was the expensive one
// (bench/employees.ts, EXPLAIN ANALYZE on PostgreSQL 15):
// - a filter count read the whole table (3–5 ms): the list indexes now carry the columns the status
//   and archive filters read (INCLUDE), so the count is an index-only scan (0.8 ms);
// - a search count ran ILIKE '%…%' over every row (29 ms): trigram indexes (pg_trgm) on the searched
//   expressions turn it into a bitmap scan (1.8 ms). pg_trgm ships with PostgreSQL (trusted since 13);
//   where it is missing or may not be created (PGlite without the extension loaded, a database user
//   without CREATE), the search keeps working without the indexes.
const FILTERED_LISTS = [
  { name: 'employee_employer_name', filter: null },
  { name: 'employee_list_current_cost_centre', filter: 'current_cost_centre' },
  { name: 'employee_list_current_workplace', filter: 'current_workplace' },
  { name: 'employee_list_current_employment_type', filter: 'current_employment_type' },
] as const;

export const SEARCHED_EXPRESSIONS = {
  employee_search_name: sql`(first_name || ' ' || last_name)`,
  employee_search_email: sql`email`,
  employee_search_position: sql`current_position`,
  employee_search_personnummer: sql`personnummer`,
};

export async function up(db: Kysely<any>): Promise<void> {
  for (const { name, filter } of FILTERED_LISTS) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
    const leading = filter === null ? sql`employer_id` : sql`employer_id, ${sql.ref(filter)}`;
    await sql`create index ${sql.id(name)} on employee (${leading}, lower(last_name), lower(first_name), id)
      include (archived_at, current_end_date, current_employment_id)`.execute(db);
  }
  if (!(await tryCreateTrigramExtension(db))) return;
  for (const [name, expression] of Object.entries(SEARCHED_EXPRESSIONS)) {
    await sql`create index ${sql.id(name)} on employee using gin (${expression} gin_trgm_ops)`.execute(db);
  }
}

/** True when pg_trgm is installed or could be; a failure is rolled back to a savepoint, not fatal. */
export async function tryCreateTrigramExtension(db: Kysely<any>): Promise<boolean> {
  const { rows } = await sql<{ installed: boolean; available: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm') as installed,
           exists (select 1 from pg_available_extensions where name = 'pg_trgm') as available`.execute(db);
  if (rows[0]?.installed) return true;
  if (!rows[0]?.available) return false;
  // The migrator runs every migration in one transaction: a refused CREATE must not abort it.
  await sql`savepoint create_pg_trgm`.execute(db);
  try {
    await sql`create extension pg_trgm`.execute(db);
    await sql`release savepoint create_pg_trgm`.execute(db);
    return true;
  } catch {
    await sql`rollback to savepoint create_pg_trgm`.execute(db);
    return false;
  }
}
