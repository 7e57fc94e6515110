import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { JOB_SCHEMA, type JobConnection } from '../jobs/job-connection.ts';
import { type ChangeFeed, openPGliteChangeFeed, openPostgresChangeFeed } from './change-feed.ts';
import { databaseBusy, MAX_DATABASE_WAITERS } from './database-busy.ts';
import { DATABASE_IMAGE_DIR, restoreDatabaseImage } from './database-image.ts';
import { openPGlite, PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type DatabaseHandle = {
  db: Kysely<Database>;
  engine: 'pglite' | 'postgres';
  /** Notifications of changed data for the read cache (close it before the database). */
  openChangeFeed: (log?: { warn(object: object, message: string): void }) => Promise<ChangeFeed>;
  /** Where the background jobs are queued (buildApp's jobConnection). */
  jobConnection: JobConnection;
  /** PGlite: the new data directory was copied from the build's database image (database-image.ts). */
  restoredFromImage?: string[];
  close: () => Promise<void>;
};

const PG_DATE_OID = 1082;

/** Connections per app process: 50 concurrent HTTP requests were measured with 10 and 20 alike. */
export const PG_POOL_SIZE = 10;

const PREPARED_MARKER = '/* prepared:';

/**
 * The pg pool of every PostgreSQL handle. pg parses `date` into a local-time Date; it stays the
 * 'YYYY-MM-DD' text PGlite gives us too. Statements that carry a `/* prepared:<name> *\/` comment
 * run as named prepared statements: PostgreSQL plans them once per connection instead of per call
 * (the guard's statement took 1.9 ms to plan and 0.65 ms to run, bench/employees.ts).
 */
export function createPgPool(
  connectionString: string,
  options: pg.PoolConfig = {},
  log?: { warn(object: object, message: string): void },
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: PG_POOL_SIZE,
    ...options,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === PG_DATE_OID
          ? (value: string) => value
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('connect', prepareMarkedStatements);
  // An idle connection that breaks (database restart, a terminated backend) is dropped by the pool,
  // which opens a new one when needed; unhandled, pg's 'error' event would end the process.
  pool.on('error', (error) =>
    log?.warn({ err: error }, 'an idle database connection broke; the pool replaces it'),
  );
  return pool;
}

// Marked statements are few and fixed (a handful of hot paths), so the names stay bounded.
const statementNames = new Map<string, string>();

function prepareMarkedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    if (typeof config === 'string' && config.includes(PREPARED_MARKER)) {
      return query({ name: nameStatement(config), text: config, values }, callback);
    }
    return query(config, values, callback);
  }) as typeof client.query;
}

/** The marker's name plus a hash of the text: a changed statement never reuses an old plan's name. */
function nameStatement(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    const start = text.indexOf(PREPARED_MARKER) + PREPARED_MARKER.length;
    const marker = text.slice(start, text.indexOf('*/', start)).trim();
    name = `${marker}-${createHash('sha1').update(text).digest('hex').slice(0, 12)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * The pool as Kysely sees it: a caller that would be one more than `maxWaiting` waiting for a
 * connection is refused with 503 DATABASE_BUSY instead of queueing (pg's own queue has no bound).
 */
export function limitWaiting(pool: pg.Pool, maxWaiting: number): PostgresPool {
  return {
    // pg's Pool has its Client class at runtime (Kysely cancels queries with it); its types leave it out.
    Client: (pool as unknown as { Client: PostgresPool['Client'] }).Client,
    options: pool.options,
    connect: () => (pool.waitingCount >= maxWaiting ? Promise.reject(databaseBusy()) : pool.connect()),
    end: () => pool.end(),
  };
}

export type CreateDatabaseOptions = {
  /**
   * PGlite: the database image a new data directory starts from (default: the build's,
   * `packages/server/dist/database-image`); null runs initdb.
   */
  imageDirectory?: string | null;
};

/**
 * Opens PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted under DATA_DIR/pglite. A new
 * PGlite directory starts from the build's database image when it fits, else PGlite runs initdb.
 */
export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  log?: { warn(object: object, message: string): void; info?(object: object, message: string): void },
  { imageDirectory = DATABASE_IMAGE_DIR }: CreateDatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pool = createPgPool(config.databaseUrl, {}, log);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: limitWaiting(pool, MAX_DATABASE_WAITERS) }),
    });
    return {
      db,
      engine: 'postgres',
      openChangeFeed: (log) => openPostgresChangeFeed(config.databaseUrl!, log),
      jobConnection: { engine: 'postgres', url: config.databaseUrl, schema: JOB_SCHEMA },
      close: () => db.destroy(),
    };
  }
  const directory = `${config.dataDir}/pglite`;
  const image = imageDirectory ? await restoreDatabaseImage(directory, { imageDirectory }) : undefined;
  if (image && !image.restored && image.reason !== 'database exists')
    log?.info?.({ reason: image.reason }, 'new database: running initdb (no database image used)');
  await mkdir(directory, { recursive: true });
  const pglite = await openPGlite(directory, { trigram: true });
  const db = new Kysely<Database>({
    dialect: new PGliteDialect({ pglite, closeOnDestroy: true, maxWaiting: MAX_DATABASE_WAITERS }),
  });
  return {
    db,
    engine: 'pglite',
    openChangeFeed: () => openPGliteChangeFeed(pglite, db),
    jobConnection: { engine: 'pglite', pglite, db, schema: JOB_SCHEMA },
    ...(image?.restored ? { restoredFromImage: image.migrations } : {}),
    close: () => db.destroy(),
  };
}
