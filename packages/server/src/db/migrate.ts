import { type Kysely, sql } from 'kysely';
import { type MigrationResult, Migrator } from 'kysely/migration';
import { migrations } from './migrations/index.ts';

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** Applies every pending migration in the current schema; returns the names it applied. */
export async function runMigrations(db: Kysely<any>): Promise<string[]> {
  // Kysely looks for its bookkeeping table in any schema unless told which one; name ours so that
  // schemas used side by side (tests) never see each other's migrations.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new MigrationError('No current schema: check the search_path of the database user');
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
