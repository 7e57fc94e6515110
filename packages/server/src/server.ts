import type { App } from './app.ts';
import type { Config } from './config.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import { createDatabase, type DatabaseHandle } from './db/create-database.ts';
import { ensureInstallationRow, runMigrations } from './db/migrate.ts';
import { createLogger } from './logger.ts';

export type RunningServer = {
  app: App;
  database: DatabaseHandle;
  url: string;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  stop: () => Promise<void>;
};

/** Opens the database, brings its schema up to date, and serves the app on the configured address. */
export async function startServer(config: Config): Promise<RunningServer> {
  // The app's modules load while PGlite compiles its WASM and opens the database.
  const appModule = import('./app.ts');
  appModule.catch(() => {}); // awaited below; a failed database open must not leave it unhandled
  const logger = createLogger(config);
  const database = await createDatabase(config, logger);
  let app: App | undefined;
  let changeFeed: ChangeFeed | undefined;
  const closeAll = async () => {
    await app?.close();
    await changeFeed?.close();
    await database.close();
  };
  try {
    if (database.restoredFromImage)
      logger.info({ migrations: database.restoredFromImage }, 'new database copied from the database image');
    const applied = await runMigrations(database.db);
    if (applied.length > 0) logger.info({ migrations: applied }, 'applied migrations');
    await ensureInstallationRow(database.db);
    // After the migrations: the triggers it listens to exist from the first request on.
    if (config.readCache) changeFeed = await database.openChangeFeed(logger);
    const { buildApp } = await appModule;
    app = await buildApp({
      config,
      db: database.db,
      logger,
      changeFeed,
      jobConnection: database.jobConnection,
    });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await closeAll();
    throw error;
  }
  const url = `http://${formatHost(config.host)}:${config.port}`;
  return { app, database, url, stop: closeAll };
}

function formatHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
