import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/create-database.ts';
import { ensureInstallationRow, runMigrations } from './db/migrate.ts';

// `npm run migrate`: the same forward-only migrations that `npm start` runs, without serving.
try {
  const config = loadConfig();
  const { db, engine, close } = await createDatabase(config);
  try {
    const applied = await runMigrations(db);
    await ensureInstallationRow(db);
    const where = engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    process.stdout.write(
      applied.length > 0
        ? `Applied ${applied.length} migration(s) on ${where}: ${applied.join(', ')}\n`
        : `No pending migrations on ${where}.\n`,
    );
  } finally {
    await close();
  }
} catch (error) {
  const message =
    error instanceof ConfigError ? error.message : `Migration failed: ${(error as Error).message}`;
  process.stderr.write(`${message}\n`);
  process.exitCode = 1;
}
