import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationResult, Migrator } from 'kysely/migration';
import { migrations as allMigrations } from './migrations/index.ts';

export class MigrationError extends Error {
  override name = 'MigrationError';
}

export type RunMigrationsOptions = {
  /** The migrations to apply (default: every migration of `migrations/index.ts`). */
  migrations?: Record<string, Migration>;
};

/** Applies every pending migration in the current schema; returns the names it applied. */
export async function runMigrations(
  db: Kysely<any>,
  { migrations = allMigrations }: RunMigrationsOptions = {},
): Promise<string[]> {
  // Kysely looks for its bookkeeping table in any schema unless told which one; name ours so that
  // schemas used side by side (tests) never see each other's migrations.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new MigrationError('No current schema: check the search_path of the database user');
  // Nearly every start finds nothing to do: one read says so. Kysely's migrator would first look
  // the schema and its two tables up in the catalogue and take its lock (0.6–0.8 s on PGlite).
  if (await isUpToDate(db, schema, Object.keys(migrations).sort())) return [];
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result: MigrationResult) => result.status === 'Error');
    throw new MigrationError(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** True when the schema's migration table lists exactly `names` (sorted), i.e. nothing is pending. */
async function isUpToDate(db: Kysely<any>, schema: string, names: string[]): Promise<boolean> {
  // A database without the table (a new one) fails the read: Kysely's migrator creates it.
  const rows = await sql<{ name: string }>`select name from ${sql.id(schema, 'kysely_migration')}`
    .execute(db)
    .then((result) => result.rows)
    .catch(() => undefined);
  if (!rows) return false;
  const applied = rows.map((row) => row.name).sort();
  return applied.length === names.length && applied.every((name, index) => name === names[index]);
}

/**
 * The installation's `app_meta` row (id and creation time), written when the database has none: a
 * database started from the build's image (database-image.ts) gets its own at its first start.
 */
export async function ensureInstallationRow(db: Kysely<any>): Promise<void> {
  await sql`insert into app_meta default values on conflict (id) do nothing`.execute(db);
}
