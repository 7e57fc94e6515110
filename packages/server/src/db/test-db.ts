import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { PoolClient } from 'pg';
import pino, { type Logger } from 'pino';
import { type App, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { JOB_SCHEMA, type JobConnection } from '../jobs/job-connection.ts';
import { type ChangeFeed, openPGliteChangeFeed, openPostgresChangeFeed } from './change-feed.ts';
import { createPgPool } from './create-database.ts';
import { runMigrations } from './migrate.ts';
import { openPGlite, PGliteDialect, quoteIdentifier } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

/**
 * Isolated, migrated databases for tests. `TEST_DB=pglite` (default): one PGlite per test worker, a
 * fresh schema per call. `TEST_DB=postgres`: a fresh database per call, created from DATABASE_URL.
 * Call it once per test file (beforeAll) and `close()` it afterwards (afterAll): close drops it.
 */
export type TestDatabase = {
  db: Kysely<Database>;
  engine: 'pglite' | 'postgres';
  /** Schema (PGlite) or database (PostgreSQL) name. */
  name: string;
  /** Connection URL of the database (PostgreSQL only), e.g. for a child process. */
  url?: string;
  openChangeFeed: () => Promise<ChangeFeed>;
  /** The job queue's place: on PGlite a schema `<name>_jobs` of its own, dropped on close. */
  jobConnection: JobConnection;
  close: () => Promise<void>;
};

export type TestEngine = 'pglite' | 'postgres';

export function getTestEngine(): TestEngine {
  const engine = process.env.TEST_DB ?? 'pglite';
  if (engine !== 'pglite' && engine !== 'postgres') {
    throw new Error(`TEST_DB must be pglite or postgres (got "${engine}")`);
  }
  return engine;
}

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  // The process id lets a later run tell a database left by a finished worker from one in use.
  const name = `${testDatabasePrefix}${process.pid}_${randomBytes(6).toString('hex')}`;
  const migrate = options.migrate ?? true;
  if (getTestEngine() === 'postgres') {
    // A copy of a migrated template is the same database as a migrated new one, in a tenth of the
    // time (3.4 s of migrations per test file on 29 Nov 2026, against about 0.2 s for the copy).
    if (!migrate) return createPostgresDatabase(name);
    try {
      return await createPostgresDatabase(name, await getMigratedTemplate());
    } catch (error) {
      // Another checkout's run on this server (other migrations) may have dropped this template
      // as stale: make it again, once.
      if ((error as { code?: string }).code !== '3D000') throw error;
      globalState.lonsamTestTemplate = undefined;
      return createPostgresDatabase(name, await getMigratedTemplate());
    }
  }
  const testDb = await createPGliteSchema(name);
  if (migrate) await runMigrations(testDb.db);
  return testDb;
}

// Shared by every test file of this worker (vitest runs with isolate: false), created on first use.
const globalState = globalThis as typeof globalThis & {
  lonsamTestPGlite?: Promise<PGlite>;
  lonsamTestTemplate?: Promise<string>;
};

export function getSharedPGlite(): Promise<PGlite> {
  globalState.lonsamTestPGlite ??= openPGlite();
  return globalState.lonsamTestPGlite;
}

async function createPGliteSchema(name: string): Promise<TestDatabase> {
  const pglite = await getSharedPGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite, schema: name }) });
  await sql`create schema ${sql.id(name)}`.execute(db);
  return {
    db,
    engine: 'pglite',
    name,
    openChangeFeed: () => openPGliteChangeFeed(pglite, db),
    jobConnection: { engine: 'pglite', pglite, db, schema: `${name}_jobs` },
    close: async () => {
      await sql`drop schema if exists ${sql.id(`${name}_jobs`)} cascade`.execute(db).catch(() => undefined);
      await sql`drop schema if exists ${sql.id(name)} cascade`.execute(db).catch(() => undefined);
      await db.destroy();
    },
  };
}

function getDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error('TEST_DB=postgres needs DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
  return url;
}

async function createPostgresDatabase(name: string, template?: string): Promise<TestDatabase> {
  const adminUrl = getDatabaseUrl();
  const from = template ? ` template ${quoteIdentifier(template)}` : '';
  await runAdminStatement(adminUrl, `create database ${quoteIdentifier(name)}${from}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = createPgPool(url.toString(), { max: 4 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'postgres',
    name,
    url: url.toString(),
    openChangeFeed: () => openPostgresChangeFeed(url.toString()),
    jobConnection: { engine: 'postgres', url: url.toString(), schema: JOB_SCHEMA },
    close: async () => {
      await db.destroy();
      // Dropping waits on every other backend (1-3.5 s under load), so the next file does not wait
      // for it; a drop cut short by the worker's end is done by the next run (dropLeftDatabases).
      void runAdminStatement(adminUrl, `drop database if exists ${quoteIdentifier(name)} with (force)`).catch(
        () => {},
      );
    },
  };
}

const templatePrefix = 'lonsam_tpl_';
const testDatabasePrefix = 'lonsam_t_';

/** Drops the test databases of processes that have ended (their last drops were cut short). */
async function dropLeftDatabases(client: PoolClient): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    'select datname from pg_database where datname like $1',
    [`${testDatabasePrefix}%`],
  );
  for (const { datname } of rows) {
    const pid = /^(\d+)_[0-9a-f]+$/.exec(datname.slice(testDatabasePrefix.length))?.[1];
    if (!pid || isRunning(Number(pid))) continue;
    await client.query(`drop database if exists ${quoteIdentifier(datname)} with (force)`);
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The name of a PostgreSQL database migrated to the current migrations, made once by whichever
 * worker comes first (an advisory lock) and kept between runs while the migrations are unchanged.
 */
function getMigratedTemplate(): Promise<string> {
  globalState.lonsamTestTemplate ??= makeMigratedTemplate();
  return globalState.lonsamTestTemplate;
}

async function makeMigratedTemplate(): Promise<string> {
  const adminUrl = getDatabaseUrl();
  const name = `${templatePrefix}${hashMigrations()}`;
  const admin = createPgPool(adminUrl, { max: 1 });
  const client = await admin.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [templatePrefix]);
    await dropLeftDatabases(client);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      // A template left half-made by a killed run has another name only if the migrations changed;
      // one of this name is finished, because it is renamed into place last.
      const building = `${name}_building`;
      await client.query(`drop database if exists ${quoteIdentifier(building)} with (force)`);
      await client.query(`create database ${quoteIdentifier(building)}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const db = new Kysely<Database>({
        dialect: new PostgresDialect({ pool: createPgPool(url.toString(), { max: 1 }) }),
      });
      try {
        await runMigrations(db);
      } finally {
        await db.destroy();
      }
      await client.query(`alter database ${quoteIdentifier(building)} rename to ${quoteIdentifier(name)}`);
      // The two newest others stay: another checkout's run (other migrations) may be copying them.
      const stale = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1 and datname <> $2 order by oid desc offset 2',
        [`${templatePrefix}%`, name],
      );
      for (const { datname } of stale.rows) {
        await client.query(`drop database if exists ${quoteIdentifier(datname)} with (force)`);
      }
    }
    return name;
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', [templatePrefix]).catch(() => {});
    client.release();
    await admin.end();
  }
}

/** Changes whenever a migration, or the standard salary types a migration inserts, change. */
function hashMigrations(): string {
  const directories = [
    path.join(import.meta.dirname, 'migrations'),
    path.join(import.meta.dirname, '../../../domain/src/salary-types'),
  ];
  const hash = createHash('sha1');
  for (const directory of directories) {
    for (const file of readdirSync(directory).sort()) {
      hash.update(file);
      hash.update(readFileSync(path.join(directory, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

async function runAdminStatement(adminUrl: string, statement: string): Promise<void> {
  const pool = createPgPool(adminUrl, { max: 1 });
  try {
    await pool.query(statement);
  } finally {
    await pool.end();
  }
}

export type TestApp = {
  app: App;
  db: Kysely<Database>;
  testDb: TestDatabase;
  config: Config;
  /**
   * Resolves once the read cache has heard of every change committed so far: call it after changing
   * data behind the API's back (SQL in a test) and before asking the API again.
   */
  settle: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * The Fastify app on an isolated test database, with the read cache on as in production, for `app.inject` tests. Pass `register` to add
 * test-only routes before the app is sealed.
 */
export async function buildTestApp(
  options: {
    env?: NodeJS.ProcessEnv;
    register?: (app: App) => void | Promise<void>;
    /** Defaults to a silent logger. */
    logger?: Logger;
    /** Whether the app sends scheduled jobs (default false: see BuildAppOptions.jobSchedules). */
    jobSchedules?: boolean;
  } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lonsam-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'silent',
    // Tests read codes from the development outbox and sign in through the simulator, as `npm run dev`
    // does; production refuses the development tools, and a test may switch them off with '0'.
    LONSAM_DEV_TOOLS: options.env?.APP_ENV === 'production' ? '0' : '1',
    ...options.env,
  });
  const changeFeed = config.readCache ? await testDb.openChangeFeed() : null;
  let app: App | undefined;
  try {
    app = await buildApp({
      config,
      changeFeed,
      db: testDb.db,
      jobConnection: testDb.jobConnection,
      jobSchedules: options.jobSchedules ?? false,
      logger: options.logger ?? pino({ level: config.logLevel }),
    });
    await options.register?.(app);
    await app.ready();
  } catch (error) {
    // A test that expects the start to be refused (http/route-trees.test.ts) leaves no database behind.
    await app?.close().catch(() => {});
    await changeFeed?.close();
    await testDb.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    db: testDb.db,
    testDb,
    config,
    settle: async () => {
      await changeFeed?.sync();
    },
    close: async () => {
      await app.close();
      await changeFeed?.close();
      await testDb.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
