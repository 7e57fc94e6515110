import { Kysely, PostgresDialect } from 'kysely';
import pino from 'pino';
import { type App, buildApp } from '../../../app.ts';
import { createPgPool } from '../../../db/create-database.ts';
import { PGliteDialect } from '../../../db/pglite-dialect.ts';
import type { Database } from '../../../db/schema.ts';
import { getSharedPGlite, type TestApp } from '../../../db/test-db.ts';

/**
 * A second app process, as behind a load balancer: its own app and its own database handle (its own
 * pool on PostgreSQL, its own Kysely on the shared PGlite) on the first one's test database.
 */
export async function buildSecondApp(first: TestApp): Promise<{ app: App; close: () => Promise<void> }> {
  const { testDb } = first;
  const db =
    testDb.engine === 'postgres'
      ? new Kysely<Database>({
          dialect: new PostgresDialect({ pool: createPgPool(testDb.url!, { max: 4 }) }),
        })
      : new Kysely<Database>({
          dialect: new PGliteDialect({ pglite: await getSharedPGlite(), schema: testDb.name }),
        });
  const app = await buildApp({
    config: first.config,
    db,
    logger: pino({ level: 'silent' }),
    changeFeed: null,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

type InjectResponse = Awaited<ReturnType<App['inject']>>;

/** The answers of parallel attempts, split into those that were checked and those refused with 429. */
export function splitByRateLimit(responses: InjectResponse[]): {
  checked: InjectResponse[];
  refused: InjectResponse[];
} {
  return {
    checked: responses.filter((response) => response.statusCode !== 429),
    refused: responses.filter((response) => response.statusCode === 429),
  };
}

/** Retry-After of a 429 in whole seconds; NaN when it is missing or not a number of seconds. */
export function readRetryAfter(response: InjectResponse): number {
  const value = response.headers['retry-after'];
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
}
