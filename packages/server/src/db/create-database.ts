import { mkdir } from 'node:fs/promises';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { openPGlite, PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type DatabaseHandle = {
  db: Kysely<Database>;
  engine: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

const PG_DATE_OID = 1082;

/** pg parses `date` into a local-time Date; keep it as the 'YYYY-MM-DD' text PGlite gives us too. */
export function createPgPool(connectionString: string, options: pg.PoolConfig = {}): pg.Pool {
  return new pg.Pool({
    connectionString,
    ...options,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === PG_DATE_OID
          ? (value: string) => value
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
}

/** Opens PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted under DATA_DIR/pglite. */
export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pool = createPgPool(config.databaseUrl);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  const directory = `${config.dataDir}/pglite`;
  await mkdir(directory, { recursive: true });
  const pglite = await openPGlite(directory);
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite, closeOnDestroy: true }) });
  return { db, engine: 'pglite', close: () => db.destroy() };
}
